/**
 * The analytics endpoints (docs/product/analytics-and-campaigns.md), implemented in
 * src/server/analytics/routes.ts. The public events endpoint is sent to by the prerendered pages'
 * inline beacon and src/web/lib/analytics.ts (no app, no `call`): it is declared here for its path and
 * body, and answers 202 with no body.
 */
import { endpoint } from '@shared/contract';
import { type AnalyticsReport, analyticsQuerySchema, eventBodySchema } from './schemas';

export const analyticsApi = {
  report: endpoint<AnalyticsReport>()({ method: 'GET', path: '/api/analytics', query: analyticsQuerySchema }),
  publicEvent: endpoint<null>()({
    method: 'POST',
    path: '/api/public/events',
    body: eventBodySchema,
    status: 202,
  }),
};
