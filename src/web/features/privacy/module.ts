/** Privacy (LGPD) in the web app: the CODERS adm page (src/shared/privacy/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'adm/privacidade': () => import('./privacy-page') },
});
