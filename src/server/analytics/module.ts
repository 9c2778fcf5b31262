/**
 * Analytics on the server (docs/product/analytics-and-campaigns.md): the report, the public events
 * endpoint and the demo month of visits. The daily rollup job runs from src/server/bootstrap.ts.
 */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/analytics/module';
import { analyticsRoutes } from './routes';
import { seedAnalytics } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: analyticsRoutes,
  // After the campaigns' demo (10): its visits carry the UTM of the demo leads.
  seed: { order: 20, run: seedAnalytics },
});
