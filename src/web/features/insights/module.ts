/** Insights in the web app: the goals, cash-flow and reports pages (src/shared/insights/module.ts gives their titles and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: {
    'comercial/metas': () => import('./goals-page'),
    'finance/fluxo-caixa': () => import('./cash-flow-page'),
    'finance/relatorios': () => import('./reports-page'),
  },
});
