/**
 * Referral partners on the server (docs/product/partners.md): the endpoints (with the partner's public
 * link), the daily commission accrual job, and the demo programme.
 */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/partners/module';
import { commissionAccrualJob } from './commissions';
import { partnerRoutes } from './routes';
import { seedPartners } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: partnerRoutes,
  jobs: [commissionAccrualJob],
  // After the money demo data (its invoice is numbered after finance's), before analytics reads leads.
  seed: { order: 5, run: seedPartners },
});
