/** Referral partners in the web app: the CODERS parceiros pages (src/shared/partners/module.ts gives their titles and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: {
    'parceiros/visao-geral': () => import('./overview-page'),
    'parceiros/acordos': () => import('./agreements-page'),
    'parceiros/leads-indicados': () => import('./referred-leads-page'),
    'parceiros/comissoes': () => import('./commissions-page'),
    'parceiros/documentos': () => import('./documents-page'),
  },
});
