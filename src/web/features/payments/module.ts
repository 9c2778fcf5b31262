/** Payments in the web app: the CODERS finance page (src/shared/payments/module.ts gives its title and access). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({
  pages: { 'finance/pagamentos': () => import('./payments-page') },
});
