/** Timesheet in the web app: its CODERS pages (src/shared/timesheet/module.ts gives their titles and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: {
    'colaboradores/timesheet': () => import('./timesheet-page'),
    'finance/aprovacao-de-horas': () => import('./approvals-page'),
    'finance/custo-por-hora': () => import('./rates-page'),
  },
});
