/**
 * Serves the built web app: hashed assets cached for a year, prerendered HTML for public routes
 * (dist/web/<path>/index.html, dist/web/index.html for `/`) and the empty SPA shell (spa.html) for
 * everything else. Text files are sent in their precompressed form (.br or .gz, written by
 * scripts/prerender.mjs) when the browser accepts it. Every HTML answer carries a Content-Security-Policy
 * allowing exactly the inline scripts of that file (their sha256, computed from the file on first
 * serve: the build decides what is inline, the server never hard-codes a hash).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Hono } from 'hono';
import { policyForHtml } from '@server/http/security-headers';
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

/** Precompressed siblings are internal: never served under their own name. */
const internal = new Set(['.br', '.gz']);

/** Rewrites a page's HTML as it is served; null leaves it as built (and precompressed). */
export type HtmlTransform = (html: string, path: string) => string | null | Promise<string | null>;

type Encoding = 'br' | 'gzip';

function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = (header ?? '').toLowerCase();
  const list: Encoding[] = [];
  if (/\bbr\b/.test(accepted)) list.push('br');
  if (/\bgzip\b/.test(accepted)) list.push('gzip');
  return list;
}

export function serveWeb(
  app: Hono<AppEnv>,
  webRoot: string,
  options: { transformHtml?: HtmlTransform } = {},
) {
  // Only files that exist are cached: the set is bounded by the build, whatever paths clients probe.
  const cache = new Map<string, Buffer>();
  /** File contents, or null when there is no such file. */
  const read = (file: string): Buffer | null => {
    const cached = cache.get(file);
    if (cached) return cached;
    if (!existsSync(file) || !statSync(file).isFile()) return null;
    const body = readFileSync(file);
    cache.set(file, body);
    return body;
  };

  // One policy per HTML file, from its uncompressed bytes (what the browser hashes after decoding).
  const policies = new Map<string, string>();
  const policyFor = (file: string): string => {
    let policy = policies.get(file);
    if (!policy) {
      policy = policyForHtml(read(file)!.toString('utf8'));
      policies.set(file, policy);
    }
    return policy;
  };

  /** The file itself, or its .br/.gz sibling when the browser accepts it. */
  const variant = (file: string, accept: string | undefined) => {
    for (const encoding of acceptedEncodings(accept)) {
      const body = read(`${file}.${encoding === 'br' ? 'br' : 'gz'}`);
      if (body) return { body, encoding };
    }
    const body = read(file);
    return body ? { body, encoding: undefined } : null;
  };

  app.get('*', async (c) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.notFound();
    }
    const safe = normalize(path).replace(/^(\.\.[/\\])+/, '');
    const file = join(webRoot, safe);
    if (!file.startsWith(webRoot)) return c.notFound();
    const ext = extname(safe);
    if (internal.has(ext)) return c.notFound();
    const accept = c.req.header('accept-encoding');

    if (ext && read(file)) {
      const headers: Record<string, string> =
        ext === '.html' ? { 'content-security-policy': policyFor(file) } : {};
      const immutable = safe.startsWith('/assets/');
      const found = variant(file, accept)!;
      return c.body(new Uint8Array(found.body), 200, {
        'content-type': types[ext] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        vary: 'accept-encoding',
        ...headers,
        ...(found.encoding ? { 'content-encoding': found.encoding } : {}),
      });
    }
    if (ext && ext !== '.html') return c.notFound();

    // `/` and the prerendered public pages have their own HTML; any other route gets the empty shell.
    const prerendered = safe === '/' ? join(webRoot, 'index.html') : join(webRoot, safe, 'index.html');
    const spa = read(join(webRoot, 'spa.html')) ? join(webRoot, 'spa.html') : join(webRoot, 'index.html');
    const htmlFile = read(prerendered) ? prerendered : spa;
    if (!read(htmlFile)) {
      return c.text('A aplicação web não foi construída. Rode `npm run build` ou `npm start`.', 503);
    }
    const headers = { 'cache-control': 'no-cache', vary: 'accept-encoding' };
    if (options.transformHtml) {
      const html = await options.transformHtml(read(htmlFile)!.toString('utf8'), path);
      if (html !== null) {
        return c.html(html, 200, { ...headers, 'content-security-policy': policyForHtml(html) });
      }
    }
    const found = variant(htmlFile, accept)!;
    return c.body(new Uint8Array(found.body), 200, {
      ...headers,
      'content-type': types['.html'],
      'content-security-policy': policyFor(htmlFile),
      ...(found.encoding ? { 'content-encoding': found.encoding } : {}),
    });
  });
}
