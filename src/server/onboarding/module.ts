/** Onboarding on the server: the endpoints and the demo templates and checklist (docs/product/okrs-and-onboarding.md). */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/onboarding/module';
import { onboardingRoutes } from './routes';
import { seedOnboarding } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: onboardingRoutes,
  // Reads only the demo accounts: it ran first among the team seeds, before the money and partners data.
  seed: { order: 4, run: seedOnboarding },
});
