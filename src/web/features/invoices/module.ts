/** Invoices in the web app: the CODERS finance page (src/shared/invoices/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'finance/faturas': () => import('./invoices-page') },
});
