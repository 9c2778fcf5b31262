/** The e-mail delivery log the 'Rotinas' page shows (docs/product/health.md, decision 057). */
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { type MailDeliveryStatus, type MailKind, mailDeliveryStatuses } from './catalog';

export const MAIL_DELIVERY_NOT_FOUND = 'E-mail não encontrado no registro';
export const MAIL_NOT_RESENDABLE = 'Só um e-mail que falhou pode ser reenviado.';

export type MailDelivery = {
  id: string;
  kind: MailKind;
  to: string;
  subject: string;
  status: MailDeliveryStatus;
  attempts: number;
  /** The SMTP server's answer to the last failed try (or why it could not be reached). */
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

export type MailDeliveryPage = {
  items: MailDelivery[];
  /** Messages per status (all of the log). */
  counts: Record<MailDeliveryStatus, number>;
  /** Whether SMTP_URL is set: without it nothing is queued. */
  smtpConfigured: boolean;
};

export const mailDeliveriesQuerySchema = z.object({
  status: z.enum(valuesOf(mailDeliveryStatuses)).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

export type MailResent = { queued: boolean; message: string };
