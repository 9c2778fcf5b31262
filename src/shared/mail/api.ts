/** The e-mail delivery log endpoints (docs/product/health.md), implemented in src/server/mail/routes.ts. */
import { endpoint } from '@shared/contract';
import {
  MAIL_DELIVERY_NOT_FOUND,
  type MailDeliveryPage,
  type MailResent,
  mailDeliveriesQuerySchema,
} from './schemas';

export const mailApi = {
  deliveries: endpoint<MailDeliveryPage>()({
    method: 'GET',
    path: '/api/mail/deliveries',
    query: mailDeliveriesQuerySchema,
  }),
  resend: endpoint<MailResent>()({
    method: 'POST',
    path: '/api/mail/deliveries/:id/resend',
    ids: { id: MAIL_DELIVERY_NOT_FOUND },
    status: 202,
  }),
};
