/**
 * PIX charges created on the bank (issue 27, decision 071): one row per invoice and version. The txid
 * is derived from the invoice id and the version, so a retried job PUTs the same charge; the payment's
 * endToEndId is unique, so a webhook and the reconcile job (or two webhooks) record it once.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList, money, updatedAt } from '@server/db/columns';
import { invoices } from '@server/invoices/schema';
import { payments } from '@server/payments/schema';
import { valuesOf } from '@shared/catalog/entries';
import { pixChargeStatuses } from '@shared/pix-charges/catalog';

export const pixCharges = pgTable(
  'pix_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    /** 26–35 letters and digits (API Pix): the invoice id's hex + 'v' + version. */
    txid: text('txid').notNull(),
    status: text('status', { enum: valuesOf(pixChargeStatuses) })
      .notNull()
      .default('pendente'),
    /** valor.original sent to the bank. */
    amount: money('amount').notNull(),
    dueDate: text('due_date').notNull(),
    /** The location URL the bank answered (loc.location), and the BR Code built from it. */
    location: text('location'),
    brCode: text('br_code'),
    /** Boleto híbrido: the linha digitável, when the provider offers it. */
    boletoLine: text('boleto_line'),
    /** The bank's revision of the charge (revisao). */
    revision: integer('revision'),
    endToEndId: text('end_to_end_id'),
    paidAmount: money('paid_amount'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    /** The last PT-BR error (creation or check), shown on the invoice. */
    lastError: text('last_error'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('pix_charges_status_check', inList('status', valuesOf(pixChargeStatuses))),
    check('pix_charges_txid_check', sql`txid ~ '^[A-Za-z0-9]{26,35}$'`),
    uniqueIndex('pix_charges_txid_idx').on(table.txid),
    uniqueIndex('pix_charges_invoice_version_idx').on(table.invoiceId, table.version),
    uniqueIndex('pix_charges_end_to_end_idx').on(table.endToEndId),
    index('pix_charges_open_idx').on(table.status, table.dueDate),
  ],
);
