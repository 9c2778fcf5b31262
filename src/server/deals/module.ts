/** Deals on the server: the endpoints and the demo pipeline (docs/product/companies-and-deals.md). */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/deals/module';
import { dealRoutes } from './routes';
import { seedDeals } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: dealRoutes,
  // After the companies and the proposals.
  seed: { order: 6.5, run: seedDeals },
});
