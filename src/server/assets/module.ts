/** The asset library on the server: the endpoints and the demo files (docs/product/assets.md). */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/assets/module';
import { assetRoutes } from './routes';
import { seedAssets } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: assetRoutes,
  // After the OKRs (50) and onboarding, as the library's demo files always came after them.
  seed: { order: 70, run: seedAssets },
});
