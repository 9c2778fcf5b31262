/** Activities in the web app: 'Minhas atividades' (src/shared/activities/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'colaboradores/atividades': () => import('./activities-page') },
});
