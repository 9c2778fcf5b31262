/** Roles in the web app: the CODERS adm page Papéis e Permissões (src/shared/roles/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'adm/papeis': () => import('./roles-page') },
});
