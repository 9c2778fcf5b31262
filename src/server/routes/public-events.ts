/**
 * POST /api/public/events: the public pages' page views and events (docs/product/analytics-and-campaigns.md).
 * Rate-limited per address (before the body is read), at most EVENT_BODY_LIMIT_BYTES, schema-checked;
 * answers 202 with no body, also for a bot (dropped without a trace) so a bot learns nothing.
 * No token: the page-view beacon is sent by the prerendered page before any app has loaded.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { recordEvent } from '@server/analytics/collect';
import type { AppDeps, AppEnv } from '@server/context';
import { json } from '@server/http/validate';
import { hitRateLimit } from '@server/lib/rate-limit';
import { EVENT_BODY_LIMIT_BYTES, eventBodySchema } from '@shared/schemas/analytics';

export const EVENTS_PER_MINUTE = 120;

export function publicEventRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const site = new URL(config.baseUrl).host;
  const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const result = await hitRateLimit(db, `events:${c.get('clientIp')}`, EVENTS_PER_MINUTE, 60_000);
    if (result.allowed) return next();
    return c.json(
      { error: { code: 'rate_limited', message: 'Muitos eventos enviados. Tente novamente em instantes.' } },
      429,
      { 'retry-after': String(result.retryAfterSeconds) },
    );
  };
  const small = bodyLimit({
    maxSize: EVENT_BODY_LIMIT_BYTES,
    onError: (c) =>
      c.json(
        { error: { code: 'payload_too_large', message: 'Evento grande demais (máximo de 4 KB).' } },
        413,
      ),
  });
  return new Hono<AppEnv>().post('/', limit, small, json(eventBodySchema), async (c) => {
    await recordEvent(db, c.req.valid('json'), {
      address: c.get('clientIp') || '',
      userAgent: c.req.header('user-agent') ?? null,
      site,
      now: new Date(),
    });
    return c.body(null, 202);
  });
}
