/** OKRs on the server: the endpoints and the demo quarter (docs/product/okrs-and-onboarding.md). */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/okrs/module';
import { okrRoutes } from './routes';
import { seedOkrs } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: okrRoutes,
  seed: { order: 50, run: seedOkrs },
});
