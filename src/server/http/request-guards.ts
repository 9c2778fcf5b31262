/**
 * What every state-changing /api request must satisfy before any route (or the session lookup) runs
 * (decision 011):
 * - it comes from our own pages: a foreign Origin — or, without Origin, a foreign Referer — is a
 *   cross-site write (CSRF) and gets 403; a request with neither (curl, server to server) carries no
 *   ambient browser credentials of a third party and passes;
 * - its body is JSON (uploads: multipart) — 415 otherwise, which also shuts out the HTML-form and
 *   text/plain bodies a cross-site page can send without a preflight;
 * - its body is at most 1 MB (uploads keep their own limit), checked from Content-Length before
 *   anything is read, or counted while streaming when there is none — 413.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from '@server/config';
import type { AppEnv } from '@server/context';
import { matchesPattern } from '@shared/catalog/access';
import { clientProtocol } from './client-address';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The only endpoints that take something other than JSON, and what they take. */
const NON_JSON_BODIES: { method: string; path: string; type: string }[] = [
  { method: 'POST', path: '/api/uploads', type: 'multipart/form-data' },
  // The asset library (docs/product/assets.md): a new asset and a new version of one.
  { method: 'POST', path: '/api/assets', type: 'multipart/form-data' },
  { method: 'POST', path: '/api/assets/:id/versions', type: 'multipart/form-data' },
  // Invoice files (NFS-e PDF/XML, boleto) and bank statements: their routes limit the size themselves.
  { method: 'POST', path: '/api/invoices/:id/files/:kind', type: 'multipart/form-data' },
  { method: 'POST', path: '/api/payments/statement', type: 'multipart/form-data' },
  { method: 'POST', path: '/api/payments/statement/preview', type: 'multipart/form-data' },
  // Partner contracts (docs/product/partners.md): a new document, a new version of one.
  { method: 'POST', path: '/api/partners/documents', type: 'multipart/form-data' },
  { method: 'POST', path: '/api/partners/documents/versions', type: 'multipart/form-data' },
];
const nonJsonBody = (c: Context) =>
  NON_JSON_BODIES.find((entry) => entry.method === c.req.method && matchesPattern(entry.path, c.req.path));

export const messages = {
  crossSite: 'Requisição recusada: ela não partiu deste site.',
  mediaType: 'Formato não suportado: envie os dados como JSON (application/json).',
  tooLarge: 'O corpo da requisição é grande demais (máximo de 1 MB).',
};

const refuse = (c: Context, status: 403 | 413 | 415, code: string, message: string) =>
  c.json({ error: { code, message } }, status);

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** 403 for a state-changing request sent by another site's page. */
export function sameOriginWrites(config: Config): MiddlewareHandler<AppEnv> {
  const publicOrigin = new URL(config.baseUrl).origin;
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const referer = c.req.header('referer');
    if (origin === undefined && referer === undefined) return next();
    const claimed = origin !== undefined ? originOf(origin) : originOf(referer!);
    const host = c.req.header('host');
    const own = host ? originOf(`${clientProtocol(c, config.TRUST_PROXY)}://${host}`) : null;
    if (claimed && (claimed === publicOrigin || claimed === own)) return next();
    return refuse(c, 403, 'cross_site', messages.crossSite);
  };
}

/** Whether the request has a body, from its headers (a socket stream is always present in Node). */
function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  if (c.req.header('transfer-encoding') !== undefined) return true;
  // app.request() in tests: no socket, so the Request's own body says it.
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming === undefined && c.req.raw.body !== null;
}

/** 415 for a state-changing request whose body is not JSON (or multipart where that is the format). */
export function jsonBodies(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!type && !hasBody(c)) return next();
    const special = nonJsonBody(c);
    const expected = special?.type ?? 'application/json';
    if (type === expected) return next();
    return refuse(c, 415, 'unsupported_media_type', messages.mediaType);
  };
}

/** 413 beyond 1 MB for every body but the uploads', which the upload route limits itself. */
export function jsonBodyLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) => refuse(c, 413, 'payload_too_large', messages.tooLarge),
  });
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    if (nonJsonBody(c)) {
      return next();
    }
    return limit(c, next);
  };
}
