/**
 * Analytics on the server (docs/product/analytics-and-campaigns.md): the report, the public events
 * endpoint, the demo month of visits and the nightly rollup job.
 */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/analytics/module';
import { analyticsRollupJob } from './rollup';
import { analyticsRoutes } from './routes';
import { seedAnalytics } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: analyticsRoutes,
  // After the campaigns' demo (10): its visits carry the UTM of the demo leads.
  seed: { order: 20, run: seedAnalytics },
  jobs: [analyticsRollupJob],
});
