/**
 * Commercial and finance tables (issue 15): the chain lead → proposal → project → invoices → payments,
 * expenses (the proposal tables: src/server/proposals/schema.ts; sales goals: src/server/insights/schema.ts). Money is numeric(14,2) end to end (strings in JS, never floats).
 * drizzle.config.ts reads every src/server/db/schema-*.ts, so these tables join the same migrations.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { proposals } from '@server/proposals/schema';
import { paymentMethods, personTypes } from '@shared/catalog/finance';
import { createdAt, inList, money, updatedAt, valuesOf } from './columns';
import { files, leads, projects, users } from './schema';

/** The client's billing profile (one per lead): who the invoices are issued to. */
export const billingProfiles = pgTable(
  'billing_profiles',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    personType: text('person_type').notNull(),
    /** CPF (11 digits) or CNPJ (14 characters, alphanumeric from July 2026), stored without punctuation, upper case. */
    document: text('document').notNull(),
    legalName: text('legal_name').notNull(),
    municipalRegistration: text('municipal_registration'),
    billingEmail: text('billing_email'),
    cep: text('cep'),
    street: text('street'),
    number: text('number'),
    complement: text('complement'),
    district: text('district'),
    city: text('city'),
    state: text('state'),
    updatedAt: updatedAt(),
  },
  () => [check('billing_profiles_person_type_check', inList('person_type', valuesOf(personTypes)))],
);

/**
 * Gapless yearly numbering (PROP-2026-0001, FAT-2026-0001): the next number is taken with
 * `insert … on conflict do update set last = last + 1 returning last` inside the creating transaction,
 * so concurrent creations serialise on the row and a rollback gives the number back.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [uniqueIndex('document_sequences_kind_year_idx').on(table.kind, table.year)],
);

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

/**
 * Money received (amount > 0) or refunded (amount < 0). A payment is split over invoices by
 * payment_allocations; the unallocated rest is a credit.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receivedOn: date('received_on').notNull(),
    amount: money('amount').notNull(),
    method: text('method').notNull(),
    /** Fee the provider kept (card, boleto). */
    fee: money('fee').notNull().default('0'),
    reference: text('reference'),
    note: text('note'),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** On a refund: the payment it gives back (their sum never passes that payment). */
    refundOf: uuid('refund_of').references((): AnyPgColumn => payments.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('payments_method_check', inList('method', valuesOf(paymentMethods))),
    check('payments_refund_check', sql`refund_of is null or amount < 0`),
    index('payments_refund_of_idx').on(table.refundOf),
    check('payments_amount_check', sql`amount <> 0`),
    index('payments_received_idx').on(table.receivedOn.desc(), table.id.desc()),
    index('payments_lead_idx').on(table.leadId),
  ],
);

/**
 * A payment's money applied to an invoice: `amount` pays the invoice (at most its open amount),
 * `late_fees` is the fine and interest received for it on top. A refund's allocations are negative and
 * point to the allocation they give back (`reverses_id`); an allocation's reversals never pass it.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    /** Fine and interest received for this invoice on top of `amount` (negative on a reversal). */
    lateFees: money('late_fees').notNull().default('0'),
    /** On a refund's allocation: the allocation of the refunded payment it gives back. */
    reversesId: uuid('reverses_id').references((): AnyPgColumn => paymentAllocations.id),
  },
  (table) => [
    check(
      'payment_allocations_sign_check',
      sql`(amount >= 0 and late_fees >= 0 and (amount > 0 or late_fees > 0)) or (amount <= 0 and late_fees <= 0 and (amount < 0 or late_fees < 0))`,
    ),
    index('payment_allocations_invoice_idx').on(table.invoiceId),
    index('payment_allocations_payment_idx').on(table.paymentId),
    index('payment_allocations_reverses_idx').on(table.reversesId),
  ],
);

/** Bills to pay. A recurring one (monthly) spawns the next month's row when paid or on schedule. */
export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplier: text('supplier').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    amount: money('amount').notNull(),
    dueDate: date('due_date').notNull(),
    paidOn: date('paid_on'),
    /** A project's direct expense (project profitability). */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    recurring: boolean('recurring').notNull().default(false),
    /** The expense this one repeats (recurring series). */
    repeatsId: uuid('repeats_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('expenses_amount_check', sql`amount > 0`),
    index('expenses_due_idx').on(table.dueDate.desc(), table.id.desc()),
    index('expenses_project_idx').on(table.projectId),
  ],
);

/**
 * The agency's bank accounts ('Contas bancárias'): a statement is always imported into one. An OFX
 * file names its account (BANKID/ACCTID): the first OFX imported into an account ties that pair to it,
 * so a file of another account is refused instead of mixing two accounts' lines. The CSV column
 * mapping last confirmed for the account is kept for its next file.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The bank's 3-digit code (341 Itaú, 237 Bradesco, 001 BB, 104 Caixa, 033 Santander, 260 Nubank, 077 Inter). */
    bankCode: text('bank_code').notNull().default(''),
    branch: text('branch').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    /** The OFX BANKID (3 digits) and ACCTID (letters and digits only) of this account's files. */
    ofxBankId: text('ofx_bank_id'),
    ofxAcctId: text('ofx_acct_id'),
    csvMapping: jsonb('csv_mapping').$type<Record<string, unknown>>(),
    /** The header row the mapping was confirmed for: it is offered again only for the same header. */
    csvHeader: jsonb('csv_header').$type<string[]>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('bank_accounts_ofx_idx').on(table.ofxBankId, table.ofxAcctId)],
);

/**
 * Imported bank statement lines (OFX or CSV). A line's identity is (account, external id): the OFX
 * FITID (with its occurrence in the file when a bank repeats one), the CSV's own id column, or a hash
 * of the CSV line with its occurrence. A line is booked at most once: matched to one payment (which
 * the match recorded, or one recorded before), or to one bill, or ignored with a reason.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'restrict' }),
    postedOn: date('posted_on').notNull(),
    amount: money('amount').notNull(),
    description: text('description').notNull().default(''),
    externalId: text('external_id').notNull(),
    matchedPaymentId: uuid('matched_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The match recorded the payment: undoing the match removes it. */
    paymentCreated: boolean('payment_created').notNull().default(false),
    matchedExpenseId: uuid('matched_expense_id').references(() => expenses.id, { onDelete: 'restrict' }),
    /** The match marked the bill paid: undoing the match reopens it. */
    expenseMarkedPaid: boolean('expense_marked_paid').notNull().default(false),
    ignoredAt: timestamp('ignored_at', { withTimezone: true }),
    ignoreReason: text('ignore_reason'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_statement_lines_identity_idx').on(table.bankAccountId, table.externalId),
    uniqueIndex('bank_statement_lines_payment_idx')
      .on(table.matchedPaymentId)
      .where(sql`matched_payment_id is not null`),
    uniqueIndex('bank_statement_lines_expense_idx')
      .on(table.matchedExpenseId)
      .where(sql`matched_expense_id is not null`),
    check(
      'bank_statement_lines_booked_once_check',
      sql`num_nonnulls(matched_payment_id, matched_expense_id, ignored_at) <= 1`,
    ),
    check('bank_statement_lines_ignore_reason_check', sql`ignored_at is null or ignore_reason is not null`),
    index('bank_statement_lines_posted_idx').on(table.postedOn.desc()),
  ],
);
