/** The asset library in the web app: the CODERS mkt page (src/shared/assets/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'mkt/assets': () => import('./assets-page') },
});
