/**
 * Per-account sign-in limit (beyond Better Auth's per-address one): at most 10 attempts per e-mail
 * in 15 minutes, counted in PostgreSQL so every instance sees the same run. Rotating addresses does
 * not help a password guesser. The attempt is counted before the password is checked (so parallel
 * guesses cannot slip past the count) and a successful sign-in clears the run. The answer is the same
 * whether or not the account exists.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { clearRateLimit, hitRateLimit } from '@server/lib/rate-limit';

export const SIGN_IN_PATH = '/api/auth/sign-in/email';
export const SIGN_IN_MAX_ATTEMPTS = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export function signInTooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Muitas tentativas de login para esta conta. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

async function emailIn(request: Request): Promise<string | null> {
  try {
    const body = (await request.clone().json()) as { email?: unknown } | null;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    return email && email.length <= 320 ? email : null;
  } catch {
    return null;
  }
}

export function signInLimit(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || c.req.path !== SIGN_IN_PATH) return next();
    const email = await emailIn(c.req.raw);
    if (!email) return next(); // Better Auth answers the malformed body itself
    const key = `sign-in:${email}`;
    const limit = await hitRateLimit(deps.db, key, SIGN_IN_MAX_ATTEMPTS, SIGN_IN_WINDOW_MS);
    if (!limit.allowed) {
      return c.json(
        { error: { code: 'rate_limited', message: signInTooManyMessage(limit.retryAfterSeconds) } },
        429,
        { 'retry-after': String(limit.retryAfterSeconds) },
      );
    }
    await next();
    if (c.res.ok) await clearRateLimit(deps.db, key);
  };
}
