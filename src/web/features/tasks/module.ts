/** Tasks in the web app: the CODERS colaboradores page (src/shared/tasks/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'colaboradores/tarefas': () => import('./tasks-page') },
});
