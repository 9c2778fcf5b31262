/**
 * Insights on the server (docs/product/finance-insights.md): the goals, cash-flow and report
 * endpoints, and the demo goals and cash-flow settings.
 */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/insights/module';
import { insightsRoutes } from './routes';
import { seedInsights } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: insightsRoutes,
  // Right after the money demo data, before the privacy requests (decision 063).
  seed: { order: 2.5, run: seedInsights },
});
