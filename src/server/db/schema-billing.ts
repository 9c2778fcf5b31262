/**
 * Billing's own table (docs/product/invoices-and-payments.md): which reminder e-mail went out for which
 * invoice. The unique (invoice, step) pair is the 'once per invoice per reminder step' guarantee: a
 * second server process trying the same reminder loses the insert and sends nothing.
 */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './schema-finance';

export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** 'antes' (before the due date) or 'depois' (after it). */
    step: text('step').notNull(),
    sentTo: text('sent_to').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoice_reminders_invoice_step_idx').on(table.invoiceId, table.step),
    index('invoice_reminders_sent_idx').on(table.sentAt),
  ],
);
