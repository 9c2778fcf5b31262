/**
 * Privacy (LGPD) on the server (docs/product/privacy-lgpd.md): the requests queue, the person's
 * public endpoints, the lead's score override and consents, the nightly retention job, and the demo
 * requests.
 */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/privacy/module';
import { retentionJob } from './retention';
import { privacyRoutes } from './routes';
import { seedPrivacy } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: privacyRoutes,
  jobs: [retentionJob],
  // After the money demo data and the insights, before onboarding (decision 063).
  seed: { order: 3, run: seedPrivacy },
});
