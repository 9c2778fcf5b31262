import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { json } from '@server/http/validate';
import { HttpError } from '@server/lib/http';
import { hitRateLimit } from '@server/lib/rate-limit';
import { acceptInvitation, describeLink, resetPassword, type SignedIn } from '@server/users/invitations';
import { acceptInviteSchema, resetPasswordSchema } from '@shared/schemas/user';

/** Tokens are unguessable; the limit keeps anyone from hammering the endpoints anyway. */
async function limit(c: Context<AppEnv>, deps: AppDeps) {
  const result = await hitRateLimit(deps.db, `access-link:${c.get('clientIp')}`, 30, 60_000);
  if (!result.allowed) {
    c.header('retry-after', String(result.retryAfterSeconds));
    throw new HttpError(429, 'rate_limited', 'Muitas tentativas. Aguarde um minuto e tente novamente.');
  }
}

function signedIn(c: Context<AppEnv>, result: SignedIn) {
  for (const cookie of result.setCookies) c.header('set-cookie', cookie, { append: true });
  c.header('cache-control', 'no-store');
  return c.json({
    user: { id: result.userId, email: result.email },
    twoFactorRequired: result.twoFactorRequired === true,
  });
}

/**
 * Public one-time links: /api/access-links/invite/:token (see, accept) and
 * /api/access-links/reset/:token (see, set a new password). 404 unknown, 410 expired or used.
 */
export function accessLinkRoutes(deps: AppDeps) {
  // Before the body is validated, so every attempt counts.
  const limited: MiddlewareHandler<AppEnv> = async (c, next) => {
    await limit(c, deps);
    await next();
  };
  return new Hono<AppEnv>()
    .get('/invite/:token', async (c) => {
      await limit(c, deps);
      c.header('cache-control', 'no-store');
      return c.json(await describeLink(deps.db, 'invite', c.req.param('token')));
    })
    .post('/invite/:token', limited, json(acceptInviteSchema), async (c) => {
      const input = c.req.valid('json');
      return signedIn(c, await acceptInvitation(deps.db, deps.auth, c.req.param('token'), input));
    })
    .get('/reset/:token', async (c) => {
      await limit(c, deps);
      c.header('cache-control', 'no-store');
      return c.json(await describeLink(deps.db, 'reset', c.req.param('token')));
    })
    .post('/reset/:token', limited, json(resetPasswordSchema), async (c) => {
      const input = c.req.valid('json');
      return signedIn(c, await resetPassword(deps.db, deps.auth, c.req.param('token'), input));
    });
}
