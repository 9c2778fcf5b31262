/**
 * Payments on the server (docs/product/invoices-and-payments.md): payments and refunds, bills to pay,
 * bank accounts and the statement's import and reconciliation.
 */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/payments/module';
import { paymentRoutes } from './routes';

export const manifest = defineServerModule({
  shared,
  routes: paymentRoutes,
});
