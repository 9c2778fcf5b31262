/** Campaigns in the web app: the CODERS mkt page (src/shared/campaigns/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'mkt/campanhas': () => import('./campaigns-page') },
});
