/** Campaigns on the server: the endpoints and the demo campaigns (docs/product/analytics-and-campaigns.md). */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/campaigns/module';
import { campaignRoutes } from './routes';
import { seedCampaigns } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: campaignRoutes,
  // Before the analytics demo (its campaign visits carry the UTM these leads get) and the OKRs (50).
  seed: { order: 10, run: seedCampaigns },
});
