/** Deals in the web app: the CODERS comercial page (src/shared/deals/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'comercial/negocios': () => import('./deals-page') },
});
