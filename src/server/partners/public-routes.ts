/**
 * /api/public/referrals/:token: a partner's one-time link (docs/product/partners.md). GET tells the
 * page whether the link still works (and whose it is); POST submits the referred lead once. The token
 * in the path is the credential; both are rate-limited per address, bodies are capped at 1 MB by the
 * HTTP edge. Any unusable link answers the same 404.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { json } from '@server/http/validate';
import { hitRateLimit } from '@server/lib/rate-limit';
import { hitFormRateLimit } from '@server/public-forms/form-guard';
import { referralSubmissionSchema } from '@shared/partners/schemas';
import { honeypotFilled, messages } from '@shared/schemas/booking-rules';
import { readReferralLink, submitReferral } from './referral-links';

const NO_STORE = { 'cache-control': 'no-store' };
export const REFERRAL_VIEW_LIMIT = 30;
const VIEW_WINDOW_MS = 10 * 60_000;

export function publicReferralRoutes(deps: AppDeps) {
  const { db } = deps;
  const limited =
    (
      hit: (ip: string) => Promise<{ allowed: boolean; retryAfterSeconds: number }>,
    ): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const limit = await hit(c.get('clientIp'));
      if (limit.allowed) return next();
      return c.json({ error: { code: 'rate_limited', message: messages.rateLimited } }, 429, {
        'retry-after': String(limit.retryAfterSeconds),
      });
    };
  const viewLimit = limited((ip) =>
    hitRateLimit(db, `public:referral-view:${ip}`, REFERRAL_VIEW_LIMIT, VIEW_WINDOW_MS),
  );
  const sendLimit = limited((ip) => hitFormRateLimit(db, 'referral', ip));

  return new Hono<AppEnv>()
    .get('/:token', viewLimit, async (c) =>
      c.json(await readReferralLink(db, c.req.param('token')), 200, NO_STORE),
    )
    .post('/:token', sendLimit, json(referralSubmissionSchema), async (c) => {
      const submission = c.req.valid('json');
      // A bot gets the answer a person gets; nothing is stored and the link stays usable.
      if (honeypotFilled(submission.website)) return c.json({ ok: true as const }, 201);
      await submitReferral(db, c.req.param('token'), submission, {
        ip: c.get('clientIp') || null,
        userAgent: c.req.header('user-agent') ?? null,
        now: new Date(),
      });
      return c.json({ ok: true as const }, 201);
    });
}
