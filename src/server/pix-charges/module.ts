/** PIX charges on the server (decision 071): settings, the PSP's webhook, and the two jobs. */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/pix-charges/module';
import { createChargeJob, reconcileJob } from './charges';
import { pixChargeRoutes } from './routes';

export const manifest = defineServerModule({
  shared,
  routes: pixChargeRoutes,
  jobs: [createChargeJob, reconcileJob],
});
