/**
 * Serves the built web app: hashed assets cached for a year, prerendered HTML for public routes
 * (dist/web/<path>/index.html) and the SPA shell for everything else.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export type HtmlTransform = (html: string, path: string) => string | Promise<string>;

export function serveWeb(
  app: Hono<AppEnv>,
  webRoot: string,
  options: { transformHtml?: HtmlTransform } = {},
) {
  const cache = new Map<string, Buffer>();
  const read = (file: string) => {
    let body = cache.get(file);
    if (!body) {
      body = readFileSync(file);
      cache.set(file, body);
    }
    return body;
  };
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

  app.get('*', async (c) => {
    const path = decodeURIComponent(new URL(c.req.url).pathname);
    const safe = normalize(path).replace(/^(\.\.[/\\])+/, '');
    const file = join(webRoot, safe);
    if (!file.startsWith(webRoot)) return c.notFound();

    if (extname(safe) && isFile(file)) {
      const immutable = safe.startsWith('/assets/');
      return c.body(new Uint8Array(read(file)), 200, {
        'content-type': types[extname(safe)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      });
    }
    if (extname(safe) && !safe.endsWith('.html')) return c.notFound();

    const prerendered = join(webRoot, safe, 'index.html');
    const htmlFile = safe !== '/' && isFile(prerendered) ? prerendered : join(webRoot, 'index.html');
    if (!isFile(htmlFile)) {
      return c.text('A aplicação web não foi construída. Rode `npm run build` ou `npm start`.', 503);
    }
    let html = read(htmlFile).toString('utf8');
    if (options.transformHtml) html = await options.transformHtml(html, path);
    return c.html(html, 200, { 'cache-control': 'no-cache' });
  });
}
