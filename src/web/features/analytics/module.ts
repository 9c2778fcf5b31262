/** Analytics in the web app: the CODERS mkt page (src/shared/analytics/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'mkt/analytics': () => import('./analytics-page') },
});
