/** Timesheet in the web app: its CODERS colaboradores pages (src/shared/timesheet/module.ts gives their titles and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: {
    'colaboradores/timesheet': () => import('./timesheet-page'),
    'colaboradores/aprovacao-de-horas': () => import('./approvals-page'),
    'colaboradores/custo-por-hora': () => import('./rates-page'),
  },
});
