/** OKRs in the web app: the CODERS colaboradores page (src/shared/okrs/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'colaboradores/okrs': () => import('./okrs-page') },
});
