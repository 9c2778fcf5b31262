/** 'Rotinas' in the web app: the CODERS adm page (src/shared/jobs/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'adm/rotinas': () => import('./jobs-page') },
});
