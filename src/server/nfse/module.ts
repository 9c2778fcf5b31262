/** NFS-e on the server (docs/product/nfse.md): the endpoints, the emission job and the demo settings (off). */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/nfse/module';
import { nfseIssueJob } from './nfse';
import { nfseRoutes } from './routes';
import { seedNfse } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: nfseRoutes,
  seed: { order: 90, run: seedNfse },
  jobs: [nfseIssueJob],
});
