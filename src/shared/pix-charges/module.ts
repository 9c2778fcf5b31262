/**
 * PIX charges confirmed by the bank (issue 27, decision 071): adm configures the provider; the PSP's
 * webhook (`/api/public/pix/webhook/…/pix`) is public under /api/public/** and verified in the server.
 */
import { ADM } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'pix-charges',
  api: [{ pattern: '/api/pix-charges/**', access: ADM }],
  pages: [],
});
