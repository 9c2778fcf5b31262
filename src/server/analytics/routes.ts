/**
 * The analytics endpoints of src/shared/analytics/api.ts (who may call each: src/shared/analytics/module.ts):
 * - GET /api/analytics (mkt, adm): the Analytics page's report for a period, with the previous period.
 * - POST /api/public/events (anyone): the public pages' page views and events. Rate-limited per address
 *   before the body is read, at most EVENT_BODY_LIMIT_BYTES, schema-checked; answers 202 with no body,
 *   also for a bot (dropped without a trace) so a bot learns nothing. No token: the page-view beacon is
 *   sent by the prerendered page before any app has loaded.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { hitRateLimit } from '@server/lib/rate-limit';
import { analyticsApi } from '@shared/analytics/api';
import { EVENT_BODY_LIMIT_BYTES } from '@shared/analytics/schemas';
import { recordEvent } from './collect';
import { analyticsReport } from './report';

export const EVENTS_PER_MINUTE = 120;

export function analyticsRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const site = new URL(config.baseUrl).host;
  const router = new Hono<AppEnv>();

  implement(router, analyticsApi.report, ({ query }) => analyticsReport(db, query));

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
  // Registered before the endpoint, so both run before its body is read.
  router.post(analyticsApi.publicEvent.path, limit, small);
  implement(router, analyticsApi.publicEvent, async ({ body, c }) => {
    await recordEvent(db, body, {
      address: c.get('clientIp') || '',
      userAgent: c.req.header('user-agent') ?? null,
      site,
      now: new Date(),
    });
    return null;
  });
  return router;
}
