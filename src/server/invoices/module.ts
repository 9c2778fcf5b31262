/**
 * Invoices on the server (docs/product/invoices-and-payments.md): the staff endpoints and the client's
 * public page, the monthly retainers' issuing and the payment reminders (jobs).
 */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/invoices/module';
import { invoiceRemindersJob, recurringInvoicesJob } from './jobs';
import { invoiceRoutes } from './routes';

export const manifest = defineServerModule({
  shared,
  routes: invoiceRoutes,
  jobs: [recurringInvoicesJob, invoiceRemindersJob],
});
