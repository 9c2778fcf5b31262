import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
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
    const { brotliCompressSync } = await import('node:zlib');
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
});
