import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { serveWeb } from './web-static';

const root = mkdtempSync(join(tmpdir(), 'coders-web-static-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, body: string | Buffer) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), body);
};
write('index.html', '<html>prerendered home</html>');
write('spa.html', '<html><div id="root"></div></html>');
write('plataforma/wildgo/index.html', '<html>wildgo</html>');
write('assets/app-abc123.js', 'console.log("plain")');
write('assets/app-abc123.js.gz', gzipSync('console.log("gzip")'));
write('robots.txt', 'User-agent: *');
// A page like the prerendered ones: JSON-LD, the inline loader, hydration data, and an external script.
const jsonLd = '{"@context":"https://schema.org","@type":"Organization","name":"Coders"}';
const loader = 'const c=["/assets/app.js"];addEventListener("pointerdown",()=>import(c[0]))';
const data = 'window.__staticRouterHydrationData={"loaderData":{}}';
const scripted = `<html><head><script data-head type="application/ld+json">${jsonLd}</script></head><body><script type="module">${loader}</script><script>${data}</script><script type="module" crossorigin src="/assets/app.js"></script></body></html>`;
write('questionario/index.html', scripted);
write('questionario/index.html.br', brotliCompressSync(scripted));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const app = new Hono<AppEnv>();
serveWeb(app, root);
const get = (path: string, encoding?: string) =>
  app.request(path, { headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('serveWeb', () => {
  it('serves the prerendered home on / and prerendered pages on their path', async () => {
    expect(await (await get('/')).text()).toBe('<html>prerendered home</html>');
    expect(await (await get('/plataforma/wildgo')).text()).toBe('<html>wildgo</html>');
    expect(await (await get('/plataforma/wildgo/')).text()).toBe('<html>wildgo</html>');
  });

  it('serves the empty SPA shell, not the home page, for every other route', async () => {
    for (const path of ['/admin/leads', '/questionario-inexistente', '/plataforma/nao-existe']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe('<html><div id="root"></div></html>');
    }
  });

  it('sends the precompressed file when the browser accepts it', async () => {
    const gzip = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toBe('accept-encoding');
    expect(gzip.headers.get('cache-control')).toContain('immutable');
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("plain")');
  });

  it('prefers brotli when both exist', async () => {
    write('assets/both-1.css', 'a{}');
    write('assets/both-1.css.gz', gzipSync('a{}'));
    write('assets/both-1.css.br', brotliCompressSync('a{}'));
    const response = await get('/assets/both-1.css', 'gzip, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe('a{}');
  });

  it('never serves the compressed siblings by name, nor missing files', async () => {
    expect((await get('/assets/app-abc123.js.gz')).status).toBe(404);
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/%E0%A4%A')).status).toBe(404);
    expect(await (await get('/robots.txt')).text()).toBe('User-agent: *');
  });

  it('sends each HTML file a CSP allowing exactly its inline scripts, by hash', async () => {
    for (const encoding of [undefined, 'br']) {
      const response = await get('/questionario', encoding);
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' ${sha256(jsonLd)} ${sha256(loader)} ${sha256(data)}`);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "connect-src 'self'",
        "img-src 'self' data: blob:",
        "style-src 'self' 'unsafe-inline'",
      ]) {
        expect(csp).toContain(directive);
      }
    }
  });

  it('gives pages without inline scripts (the SPA shell) a CSP of self only', async () => {
    for (const path of ['/', '/admin', '/index.html']) {
      const csp = (await get(path)).headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'; ");
      expect(csp, path).not.toMatch(/unsafe-inline'[^;]*;.*script-src|script-src[^;]*unsafe/);
    }
    expect((await get('/assets/app-abc123.js')).headers.get('content-security-policy')).toBeNull();
  });
});
