/**
 * Proposals on the server (docs/product/proposals.md): the staff and public endpoints, the client's
 * billing profile, and the demo proposals.
 */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/proposals/module';
import { proposalRoutes } from './routes';
import { seedProposals } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: proposalRoutes,
  // First of the money demo data: the invoices of accepted proposals are billing's (decision 063).
  seed: { order: 1, run: seedProposals },
});
