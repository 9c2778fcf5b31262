/** Companies on the server: the endpoints and the demo companies (docs/product/companies-and-deals.md). */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/companies/module';
import { companyRoutes } from './routes';
import { seedCompanies } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: companyRoutes,
  // After the leads and the finance demo data (billing profiles), before the deals.
  seed: { order: 6, run: seedCompanies },
});
