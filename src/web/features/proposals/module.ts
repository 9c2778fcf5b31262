/** Proposals in the web app: the CODERS comercial page (src/shared/proposals/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'comercial/propostas': () => import('./proposals-page') },
});
