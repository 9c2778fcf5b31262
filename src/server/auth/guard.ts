/**
 * The server gate: every /api request is checked against the shared access table before any
 * route runs. The browser's guard is a courtesy; this is the check.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { clientAddress } from '@server/http/client-address';
import { apiAccessFor, decide } from '@shared/catalog/access';
import { TWO_FACTOR_REQUIRED_CODE, TWO_FACTOR_REQUIRED_MESSAGE } from '@shared/catalog/two-factor';
import { CLIENT_IP_HEADER } from './auth';
import { twoFactorRequiredFor } from './two-factor';
import { anonymous, resolveViewer } from './viewer';
import { clearViewerCache } from './viewer-cache';

export function clientIpMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ip = clientAddress(c, deps.config.TRUST_PROXY);
    c.set('clientIp', ip);
    // Replace whatever the client sent: Better Auth's rate limit and session address key on this header.
    c.req.raw.headers.set(CLIENT_IP_HEADER, ip);
    await next();
  };
}

/** The API areas whose writes change who a viewer is: sessions, roles (fixed and custom), accounts, the session timeout. */
const IDENTITY_AREAS = ['/api/auth/', '/api/users', '/api/access-links/', '/api/settings', '/api/roles'];

/** After such a write, every cached viewer is looked up again (auth/viewer-cache.ts). */
export function viewerCacheInvalidation(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
    if (IDENTITY_AREAS.some((area) => c.req.path.startsWith(area))) clearViewerCache();
  };
}

export function accessGuard(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    const access = apiAccessFor(path, c.req.method);
    if (access.kind === 'public' && path.startsWith('/api/auth/')) {
      c.set('viewer', anonymous);
      return next();
    }
    const viewer = await resolveViewer(deps.auth, deps.db, c.req.raw.headers);
    c.set('viewer', viewer);
    const decision = decide(access, {
      signedIn: viewer.user !== null,
      roles: viewer.roles,
      permissions: viewer.permissions,
    });
    if (decision === 'unauthenticated') {
      return c.json({ error: { code: 'unauthenticated', message: 'Faça login para continuar.' } }, 401);
    }
    if (decision === 'forbidden') {
      return c.json(
        { error: { code: 'forbidden', message: 'Você não possui permissão para acessar esta área.' } },
        403,
      );
    }
    // The back office (any staff or role rule) waits for the second factor when a role requires it;
    // 'Minha conta', /api/me and /api/auth stay open so the person can enrol (decision 064).
    if (
      (access.kind === 'staff' || access.kind === 'roles') &&
      viewer.user &&
      !viewer.twoFactorEnabled &&
      (await twoFactorRequiredFor(deps, viewer))
    ) {
      return c.json({ error: { code: TWO_FACTOR_REQUIRED_CODE, message: TWO_FACTOR_REQUIRED_MESSAGE } }, 403);
    }
    return next();
  };
}
