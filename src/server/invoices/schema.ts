/**
 * The invoices' tables (docs/product/invoices-and-payments.md): invoices and their items, the monthly
 * templates that issue a retainer's invoice, and which reminder e-mail went out for which invoice (the
 * unique (invoice, step) pair is the 'once per invoice per reminder step' guarantee: a second server
 * process trying the same reminder loses the insert and sends nothing).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from '@server/db/columns';
import { files, leads, projects, users } from '@server/db/schema';
import { proposals } from '@server/proposals/schema';

/** Templates that issue a retainer's invoice every month. */
export const recurringInvoices = pgTable('recurring_invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  leadId: uuid('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'restrict' }),
  projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
  proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
  description: text('description').notNull(),
  amount: money('amount').notNull(),
  dayOfMonth: integer('day_of_month').notNull(),
  /** First month issued (first day of the month). */
  startMonth: date('start_month').notNull(),
  /** How many months in all; null = until stopped. */
  months: integer('months'),
  issuedCount: integer('issued_count').notNull().default(0),
  /** The next month to issue (first day); null when finished. */
  nextMonth: date('next_month'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * Invoices. Status is computed (docs: issue 15): rascunho while issued_at is null, cancelada when
 * cancelled_at is set, paga / parcialmente paga from the paid amount, vencida past due_date, else aberta.
 * Issued invoices are never deleted: they are cancelled with a reason.
 * `paid_amount` and `late_fees_paid` are the sums of the invoice's payment_allocations (`amount` and
 * `late_fees`), kept by a statement trigger in the same transaction as every allocation change
 * (decision 055): the ledger reads them instead of summing the allocations.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** FAT-YYYY-NNNN, given when the invoice is issued (drafts have none). */
    number: text('number').unique(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    recurringInvoiceId: uuid('recurring_invoice_id').references(() => recurringInvoices.id, {
      onDelete: 'set null',
    }),
    /** The payment plan's instalment ('50% na aceitação'), or a free description. */
    description: text('description').notNull().default(''),
    /** Competence month (first day of the month). */
    competence: date('competence').notNull(),
    dueDate: date('due_date').notNull(),
    total: money('total').notNull(),
    /** Sum of the allocations' `amount` (refunds' reversals negative): what the invoice has received, 0 ≤ paid ≤ total. */
    paidAmount: money('paid_amount').notNull().default('0'),
    /** Sum of the allocations' `late_fees`: fine and interest received on top of the total. */
    lateFeesPaid: money('late_fees_paid').notNull().default('0'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** SHA-256 (hex) of the public link's token. */
    publicTokenHash: text('public_token_hash').unique(),
    tokenRevokedAt: timestamp('token_revoked_at', { withTimezone: true }),
    /** NFS-e recorded (issued elsewhere). */
    nfseNumber: text('nfse_number'),
    nfseIssuedOn: date('nfse_issued_on'),
    nfseVerificationCode: text('nfse_verification_code'),
    nfseIssRate: numeric('nfse_iss_rate', { precision: 5, scale: 2 }),
    nfseIssWithheld: boolean('nfse_iss_withheld'),
    nfsePdfFileId: uuid('nfse_pdf_file_id').references(() => files.id, { onDelete: 'set null' }),
    nfseXmlFileId: uuid('nfse_xml_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** A boleto issued elsewhere. */
    boletoLine: text('boleto_line'),
    boletoFileId: uuid('boleto_file_id').references(() => files.id, { onDelete: 'set null' }),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('invoices_total_check', sql`total >= 0`),
    check('invoices_paid_check', sql`paid_amount >= 0 and paid_amount <= total and late_fees_paid >= 0`),
    index('invoices_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('invoices_due_idx').on(table.dueDate, table.id),
    // Issued, not cancelled and not fully paid, by due date: the 'vencida', 'aberta' and 'parcialmente
    // paga' filters (and the open-amount readers) scan only these rows.
    index('invoices_open_due_idx')
      .on(table.dueDate, table.id)
      .where(sql`issued_at is not null and cancelled_at is null and paid_amount < total`),
    index('invoices_lead_idx').on(table.leadId),
    index('invoices_project_idx').on(table.projectId),
    index('invoices_proposal_idx').on(table.proposalId),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    service: text('service'),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull().default('1'),
    unitPrice: money('unit_price').notNull(),
  },
  (table) => [index('invoice_items_invoice_idx').on(table.invoiceId, table.position)],
);

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
