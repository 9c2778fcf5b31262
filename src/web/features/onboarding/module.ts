/** Onboarding in the web app: the CODERS colaboradores page (src/shared/onboarding/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'colaboradores/onboarding': () => import('./onboarding-page') },
});
