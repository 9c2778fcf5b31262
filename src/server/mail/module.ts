/**
 * The e-mail outbox on the server (decision 057): its delivery job, the delivery log's cleanup and the
 * log's endpoints. Every sender queues through outbox.ts `enqueueMail`.
 */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/mail/module';
import { mailDeliveryJob, mailLogCleanupJob } from './outbox';
import { mailRoutes } from './routes';

export const manifest = defineServerModule({
  shared,
  routes: mailRoutes,
  jobs: [mailDeliveryJob, mailLogCleanupJob],
});
