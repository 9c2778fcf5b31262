/**
 * Response headers every page and API answer carries (decision 011):
 * - HTML: a Content-Security-Policy whose script-src is 'self' plus the sha256 of each inline script
 *   actually in that file (computed from the served bytes, never hard-coded), so an injected script
 *   cannot run; pages we build in code (the maintenance page) get the same policy without hashes.
 * - everything: a Permissions-Policy turning off device APIs the site never uses.
 * - /api JSON for a signed-in caller or a non-public route: `Cache-Control: no-store`.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@server/context';
import { apiAccessFor } from '@shared/catalog/access';

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source of every inline <script> (executable or JSON-LD) in `html`, in order, deduplicated. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const digest = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64');
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/** The page policy; `scriptHashes` are the inline scripts this page may run. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    // Critical CSS is inlined in prerendered pages and components set style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy for an HTML document, computed once per distinct document. */
export function policyForHtml(html: string): string {
  return contentSecurityPolicy(inlineScriptHashes(html));
}

const DEFAULT_POLICY = contentSecurityPolicy();
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-|__Host-)?[\w.-]*session_token=/;

/** A response built by Hono (or another middleware) whose headers can be changed. */
function withMutableHeaders(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Headers {
  try {
    c.res.headers.set('x-content-type-options', 'nosniff');
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  return c.res.headers;
}

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = withMutableHeaders(c);
    headers.set('permissions-policy', PERMISSIONS_POLICY);
    const type = headers.get('content-type') ?? '';
    if (type.startsWith('text/html') && !headers.has('content-security-policy')) {
      headers.set('content-security-policy', DEFAULT_POLICY);
    }
    const path = c.req.path;
    if ((path === '/api' || path.startsWith('/api/')) && type.includes('json')) {
      const signedIn = SESSION_COOKIE.test(c.req.header('cookie') ?? '');
      if (signedIn || apiAccessFor(path, c.req.method).kind !== 'public') {
        headers.set('cache-control', 'no-store');
      }
    }
  };
}
