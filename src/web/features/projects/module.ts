/**
 * Projects in the web app: the CODERS colaboradores page (src/shared/projects/module.ts gives its title
 * and access); the same page is /admin/projects (src/web/app/routes.tsx, decision 015).
 */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'colaboradores/projetos': () => import('./projects-route') },
});
