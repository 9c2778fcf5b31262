/**
 * The e-mail outbox and delivery log (decision 057): one row per message, written in the same
 * transaction as the job that delivers it (outbox.ts). It says per message: queued, sending, retrying,
 * sent or failed with the SMTP answer, and how many tries. The body is kept only until the message is
 * sent (a failed one can be resent); the row holds a person's address, so the LGPD erasure follows it
 * (privacy/registry.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList, updatedAt } from '@server/db/columns';
import { bytea, leads } from '@server/db/schema';
import { invoices } from '@server/invoices/schema';
import { proposals } from '@server/proposals/schema';
import { valuesOf } from '@shared/catalog/entries';
import { mailDeliveryStatuses, mailKinds } from '@shared/mail/catalog';

export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One message per key: queuing the same key again is a no-op (never sent twice). */
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: valuesOf(mailKinds) }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text'),
    bodyHtml: text('body_html'),
    /** The lead the message is about (a reminder to a billing address), for the LGPD erasure. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** The document the message is about: its page shows the delivery log (issue 27). */
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    /**
     * The one attachment (the document's PDF), as the bytes rendered when it was queued (decision 059):
     * a retry hours later sends exactly what staff sent, not a re-render with newer figures. Dropped
     * with the body once sent.
     */
    attachmentName: text('attachment_name'),
    attachmentData: bytea('attachment_data'),
    status: text('status', { enum: valuesOf(mailDeliveryStatuses) })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The SMTP server's answer when it took the message ('250 OK …'). */
    smtpResponse: text('smtp_response'),
    /** The Message-ID header, the same on every try, so a receiver can drop a duplicate. */
    messageId: text('message_id').notNull(),
    /** The pg-boss job delivering it (a resend makes a new one). */
    queueJobId: uuid('queue_job_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('mail_deliveries_status_check', inList('status', valuesOf(mailDeliveryStatuses))),
    check('mail_deliveries_kind_check', inList('kind', valuesOf(mailKinds))),
    check('mail_deliveries_attempts_check', sql`attempts >= 0`),
    uniqueIndex('mail_deliveries_key_idx').on(table.idempotencyKey),
    index('mail_deliveries_status_idx').on(table.status, table.createdAt),
    index('mail_deliveries_created_idx').on(table.createdAt),
    index('mail_deliveries_lead_idx').on(table.leadId),
    index('mail_deliveries_proposal_idx').on(table.proposalId, table.createdAt),
    index('mail_deliveries_invoice_idx').on(table.invoiceId, table.createdAt),
  ],
);
