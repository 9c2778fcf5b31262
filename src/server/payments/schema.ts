/**
 * The payments' tables (docs/product/invoices-and-payments.md): money received or refunded, its
 * allocations to invoices, the bills to pay, the agency's bank accounts and their imported statement
 * lines. Catalog columns are typed by their catalog and checked against it.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, money, updatedAt } from '@server/db/columns';
import { leads, projects, users } from '@server/db/schema';
import { invoices } from '@server/invoices/schema';
import { valuesOf } from '@shared/catalog/entries';
import { paymentMethods } from '@shared/payments/catalog';

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
    method: text('method', { enum: valuesOf(paymentMethods) }).notNull(),
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
