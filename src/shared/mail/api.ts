/** The e-mail delivery log endpoints (docs/product/health.md), implemented in src/server/mail/routes.ts. */
import { endpoint } from '@shared/contract';
import {
  MAIL_DELIVERY_NOT_FOUND,
  type MailDeliveryPage,
  type MailResent,
  mailDeliveriesQuerySchema,
  type SmtpSettingsView,
  type SmtpTestResult,
  smtpSettingsSchema,
  smtpTestSchema,
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
  /** SMTP in Configurações → E-mail (issue 27): read, save, remove, and 'Enviar e-mail de teste'. */
  smtp: endpoint<SmtpSettingsView>()({ method: 'GET', path: '/api/mail/smtp' }),
  saveSmtp: endpoint<SmtpSettingsView>()({ method: 'PUT', path: '/api/mail/smtp', body: smtpSettingsSchema }),
  removeSmtp: endpoint<SmtpSettingsView>()({ method: 'DELETE', path: '/api/mail/smtp' }),
  testSmtp: endpoint<SmtpTestResult>()({ method: 'POST', path: '/api/mail/smtp/test', body: smtpTestSchema }),
};
