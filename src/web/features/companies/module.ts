/** Companies in the web app: the CODERS comercial page (src/shared/companies/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'comercial/empresas': () => import('./companies-page') },
});
