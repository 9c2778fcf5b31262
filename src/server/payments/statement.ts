/**
 * Reconciliation ('Conciliação', docs/product/invoices-and-payments.md): the imported lines with their
 * suggestions, and what a person does with each line — 'Conciliar' a suggestion (records the payment,
 * with the fine and interest the PIX code asked for), 'Dividir entre faturas', link a payment already
 * recorded or a bill, 'Ignorar' with a reason, 'Desfazer'. A line is booked at most once: every action
 * locks the line's row, and the table's constraints (one booking per line, one line per payment or
 * bill) hold even if two people act at once. Every action is audited; undoing a match reverses what
 * the match created (the payment it recorded, the bill it marked paid).
 */
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '@server/db/client';
import { billingSettings } from '@server/invoices/billing-settings';
import { invoiceOpenAmountSql, lockInvoices } from '@server/invoices/ledger';
import { type Actor, recordAudit } from '@server/lib/audit';
import { isUniqueViolation } from '@server/lib/db-errors';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { containsPattern } from '@server/lib/like';
import { toCents } from '@shared/money';
import type { PaymentMethod } from '@shared/payments/catalog';
import { STATEMENT_LINE_NOT_FOUND } from '@shared/payments/schemas';
import type {
  StatementCandidates,
  StatementLine,
  StatementSuggestion,
  splitLineSchema,
  statementListQuerySchema,
} from '@shared/payments/statement-schemas';
import { payExpenseInTx } from './expenses';
import { recordPaymentInTx } from './payments';
import { bankAccounts, bankStatementLines, expenses, payments } from './schema';
import { pixAmountMatch, suggestionsFor } from './statement-suggestions';

const invalid = (message: string, field = 'line') =>
  new HttpError(422, 'validation', message, { [field]: message });
export const ALREADY_BOOKED = 'Este lançamento já foi conciliado ou ignorado.';

const lineColumns = {
  id: bankStatementLines.id,
  accountId: bankStatementLines.bankAccountId,
  accountName: bankAccounts.name,
  postedOn: sql<string>`${bankStatementLines.postedOn}::text`,
  amount: bankStatementLines.amount,
  description: bankStatementLines.description,
  matchedPaymentId: bankStatementLines.matchedPaymentId,
  matchedExpenseId: bankStatementLines.matchedExpenseId,
  paymentCreated: bankStatementLines.paymentCreated,
  expenseMarkedPaid: bankStatementLines.expenseMarkedPaid,
  ignoredAt: bankStatementLines.ignoredAt,
  ignoreReason: bankStatementLines.ignoreReason,
  paymentLabel: sql<
    string | null
  >`(select 'Pagamento' || coalesce(' de ' || (select string_agg(i.number, ', ' order by i.number)
      from payment_allocations pa join invoices i on i.id = pa.invoice_id where pa.payment_id = p.id), '')
      || coalesce(' (' || leads.name || ')', '')
      from payments p left join leads on leads.id = p.lead_id where p.id = ${bankStatementLines.matchedPaymentId})`,
  expenseLabel: sql<
    string | null
  >`(select 'Conta a pagar: ' || e.supplier || case when e.description <> '' then ' — ' || e.description else '' end
      from expenses e where e.id = ${bankStatementLines.matchedExpenseId})`,
};

type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

function selectLines(db: Db, where: SQL | undefined) {
  return db
    .select(lineColumns)
    .from(bankStatementLines)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankStatementLines.bankAccountId))
    .where(where)
    .orderBy(
      desc(bankStatementLines.postedOn),
      desc(bankStatementLines.createdAt),
      desc(bankStatementLines.id),
    )
    .limit(200);
}

function toLine(row: LineRow, suggestions: StatementSuggestion[]): StatementLine {
  const matched = row.matchedPaymentId ?? row.matchedExpenseId;
  return {
    id: row.id,
    accountId: row.accountId,
    accountName: row.accountName,
    postedOn: row.postedOn,
    amount: row.amount,
    description: row.description,
    state: row.ignoredAt ? 'ignorado' : matched ? 'conciliado' : 'pendente',
    match: matched
      ? {
          paymentId: row.matchedPaymentId,
          expenseId: row.matchedExpenseId,
          label: (row.matchedPaymentId ? row.paymentLabel : row.expenseLabel) ?? '',
          created: row.matchedPaymentId ? row.paymentCreated : row.expenseMarkedPaid,
        }
      : null,
    ignoreReason: row.ignoreReason,
    suggestions,
  };
}

const pendingSql = and(
  isNull(bankStatementLines.matchedPaymentId),
  isNull(bankStatementLines.matchedExpenseId),
  isNull(bankStatementLines.ignoredAt),
);

/** The lines of a view (up to 200, newest first), the pending ones with their suggestions. */
export async function statementLines(
  db: Db,
  query: z.output<typeof statementListQuerySchema> | { ids: string[] },
): Promise<StatementLine[]> {
  let where: SQL | undefined;
  if ('ids' in query) {
    if (query.ids.length === 0) return [];
    where = inArray(bankStatementLines.id, query.ids);
  } else {
    const view =
      query.view === 'conciliados'
        ? sql`(${isNotNull(bankStatementLines.matchedPaymentId)} or ${isNotNull(bankStatementLines.matchedExpenseId)})`
        : query.view === 'ignorados'
          ? isNotNull(bankStatementLines.ignoredAt)
          : pendingSql;
    where = query.accountId ? and(view, eq(bankStatementLines.bankAccountId, query.accountId)) : view;
  }
  const rows = await selectLines(db, where);
  const pending = rows.filter((row) => !row.ignoredAt && !row.matchedPaymentId && !row.matchedExpenseId);
  const suggestions = await suggestionsFor(db, pending);
  return rows.map((row) => toLine(row, suggestions.get(row.id) ?? []));
}

async function readLine(db: Db, id: string): Promise<StatementLine> {
  const [line] = await statementLines(db, { ids: [id] });
  if (!line) throw notFound(STATEMENT_LINE_NOT_FOUND);
  return line;
}

/** Locks the line; refuses a line already booked (409) unless `booked` is what the caller wants. */
async function lockLine(tx: Db, id: string, expect: 'pending' | 'booked' = 'pending') {
  const [line] = await tx
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.id, id))
    .for('update')
    .limit(1);
  if (!line) throw notFound(STATEMENT_LINE_NOT_FOUND);
  const booked = Boolean(line.matchedPaymentId || line.matchedExpenseId || line.ignoredAt);
  if (expect === 'pending' && booked) throw conflict(ALREADY_BOOKED);
  if (expect === 'booked' && !booked) throw conflict('Este lançamento não está conciliado nem ignorado.');
  return line;
}

type Line = Awaited<ReturnType<typeof lockLine>>;
const incoming = (line: Line) => {
  if (toCents(line.amount) <= 0n)
    throw invalid('Só entradas de dinheiro quitam faturas ou viram pagamentos.');
};

/** Runs `work` in a transaction; a unique index's refusal (another line took the payment or bill) is a 409. */
async function booking<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Este pagamento ou conta já está ligado a outro lançamento do extrato.');
    throw error;
  }
}

async function recordFromLine(
  tx: Db,
  actor: Actor,
  line: Line,
  method: PaymentMethod,
  allocations: { invoiceId: string; amount: string; lateFees: string }[],
) {
  const paymentId = await recordPaymentInTx(tx, actor, {
    receivedOn: line.postedOn,
    amount: line.amount,
    method,
    fee: '0.00',
    reference: line.description.slice(0, 120) || null,
    note: 'Conciliado do extrato bancário',
    leadId: null,
    allocations,
  });
  await tx
    .update(bankStatementLines)
    .set({
      matchedPaymentId: paymentId,
      paymentCreated: true,
      resolvedBy: actor?.id ?? null,
      resolvedAt: new Date(),
    })
    .where(eq(bankStatementLines.id, line.id));
  await recordAudit(tx, actor, {
    action: 'match',
    entity: 'bank_statement_line',
    entityId: line.id,
    after: { paymentId, amount: line.amount, allocations },
  });
  return paymentId;
}

/**
 * 'Conciliar' an invoice: the payment is the line (date, amount); the invoice gets its open amount (or
 * the whole line when it is less). When the line is what the invoice's PIX code asked for — open
 * amount + fine + interest on the line's day or the day before — the fine and interest go in the
 * allocation's `lateFees`, on top of the open amount.
 */
export async function acceptSuggestion(
  db: Db,
  actor: Actor,
  lineId: string,
  input: { invoiceId: string; method: PaymentMethod },
): Promise<StatementLine> {
  await booking(db, async (tx) => {
    const line = await lockLine(tx, lineId);
    incoming(line);
    const [invoice] = await queryRows<{ open: string; due_date: string }>(
      tx,
      sql`select (${invoiceOpenAmountSql()})::numeric(14,2)::text as open, invoices.due_date::text as due_date
          from invoices where invoices.id = ${input.invoiceId} and invoices.issued_at is not null
            and invoices.cancelled_at is null`,
    );
    if (!invoice || toCents(invoice.open) <= 0n)
      throw invalid('Esta fatura não está em aberto.', 'invoiceId');
    const lineCents = toCents(line.amount);
    const pix = pixAmountMatch(
      await billingSettings(tx),
      { open: invoice.open, dueDate: invoice.due_date },
      line,
    );
    const allocation = pix
      ? { invoiceId: input.invoiceId, amount: invoice.open, lateFees: pix.fees }
      : {
          invoiceId: input.invoiceId,
          amount: lineCents < toCents(invoice.open) ? line.amount : invoice.open,
          lateFees: '0.00',
        };
    await recordFromLine(tx, actor, line, input.method, [allocation]);
  });
  return readLine(db, lineId);
}

/** 'Dividir entre faturas': one line, one payment, several invoices of one client. */
export async function splitLine(
  db: Db,
  actor: Actor,
  lineId: string,
  input: z.output<typeof splitLineSchema>,
): Promise<StatementLine> {
  await booking(db, async (tx) => {
    const line = await lockLine(tx, lineId);
    incoming(line);
    const total = input.allocations.reduce((sum, allocation) => sum + toCents(allocation.amount), 0n);
    if (total > toCents(line.amount))
      throw invalid('A soma das faturas passa do valor do lançamento.', 'allocations');
    await recordFromLine(
      tx,
      actor,
      line,
      input.method,
      input.allocations.map((allocation) => ({ ...allocation, lateFees: '0.00' })),
    );
  });
  return readLine(db, lineId);
}

/** Links a payment recorded before (same amount) or a bill (money out, same amount; marked paid if open). */
export async function linkLine(
  db: Db,
  actor: Actor,
  lineId: string,
  input: { paymentId?: string; expenseId?: string },
): Promise<StatementLine> {
  await booking(db, async (tx) => {
    const line = await lockLine(tx, lineId);
    const resolved = { resolvedBy: actor?.id ?? null, resolvedAt: new Date() };
    if (input.paymentId) {
      incoming(line);
      const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).limit(1);
      if (!payment || payment.refundOf) throw invalid('Pagamento não encontrado.', 'paymentId');
      if (toCents(payment.amount) !== toCents(line.amount))
        throw invalid('O pagamento tem outro valor que o lançamento.', 'paymentId');
      await tx
        .update(bankStatementLines)
        .set({ matchedPaymentId: payment.id, paymentCreated: false, ...resolved })
        .where(eq(bankStatementLines.id, lineId));
      await recordAudit(tx, actor, {
        action: 'link',
        entity: 'bank_statement_line',
        entityId: lineId,
        after: { paymentId: payment.id, amount: line.amount },
      });
      return;
    }
    if (toCents(line.amount) >= 0n) throw invalid('Só saídas de dinheiro quitam contas a pagar.');
    const [expense] = await tx
      .select()
      .from(expenses)
      .where(eq(expenses.id, input.expenseId!))
      .for('update')
      .limit(1);
    if (!expense || expense.cancelledAt) throw invalid('Conta a pagar não encontrada.', 'expenseId');
    if (toCents(expense.amount) !== -toCents(line.amount))
      throw invalid('A conta tem outro valor que o lançamento.', 'expenseId');
    const markPaid = !expense.paidOn;
    if (markPaid) await payExpenseInTx(tx, actor, expense.id, line.postedOn);
    await tx
      .update(bankStatementLines)
      .set({ matchedExpenseId: expense.id, expenseMarkedPaid: markPaid, ...resolved })
      .where(eq(bankStatementLines.id, lineId));
    await recordAudit(tx, actor, {
      action: 'link',
      entity: 'bank_statement_line',
      entityId: lineId,
      after: { expenseId: expense.id, amount: line.amount, markedPaid: markPaid },
    });
  });
  return readLine(db, lineId);
}

export async function ignoreLine(
  db: Db,
  actor: Actor,
  lineId: string,
  reason: string,
): Promise<StatementLine> {
  await db.transaction(async (tx) => {
    await lockLine(tx, lineId);
    await tx
      .update(bankStatementLines)
      .set({
        ignoredAt: new Date(),
        ignoreReason: reason,
        resolvedBy: actor?.id ?? null,
        resolvedAt: new Date(),
      })
      .where(eq(bankStatementLines.id, lineId));
    await recordAudit(tx, actor, {
      action: 'ignore',
      entity: 'bank_statement_line',
      entityId: lineId,
      after: { reason },
    });
  });
  return readLine(db, lineId);
}

/**
 * Removes the payment a match recorded: refused once it was refunded or its commission approved. Locks
 * in the order every money write takes (decision 055): the payment's row, then its invoices in id order;
 * deleting the payment deletes its allocations, and the triggers take them off the invoices' paid amount.
 */
async function removeRecordedPayment(tx: Db, paymentId: string) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update').limit(1);
  const [refunded] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.refundOf, paymentId))
    .limit(1);
  if (refunded)
    throw conflict('Este pagamento já tem estorno: desfaça a conciliação estornando-o em Recebimentos.');
  const allocations = await queryRows<{ id: string; invoice_id: string; amount: string }>(
    tx,
    sql`select id, invoice_id, amount::text as amount from payment_allocations where payment_id = ${paymentId}`,
  );
  const keys = allocations.map((allocation) => `alloc:${allocation.id}`);
  if (keys.length) {
    const [settled] = await queryRows<{ status: string }>(
      tx,
      sql`select status from partner_commissions where source_key in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})
            and status <> 'pendente' limit 1`,
    );
    if (settled)
      throw conflict(
        'A comissão de parceiro deste pagamento já foi aprovada ou paga: estorne-o em Recebimentos.',
      );
    await tx.execute(
      sql`delete from partner_commissions where source_key in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    );
  }
  await lockInvoices(
    tx,
    allocations.map((allocation) => allocation.invoice_id),
  );
  await tx.delete(payments).where(eq(payments.id, paymentId));
  return { payment, allocations };
}

/** 'Desfazer': back to pending, reversing what the match created. */
export async function undoLine(db: Db, actor: Actor, lineId: string): Promise<StatementLine> {
  await db.transaction(async (tx) => {
    const line = await lockLine(tx, lineId, 'booked');
    const before: Record<string, unknown> = { ignoreReason: line.ignoreReason };
    await tx
      .update(bankStatementLines)
      .set({
        matchedPaymentId: null,
        paymentCreated: false,
        matchedExpenseId: null,
        expenseMarkedPaid: false,
        ignoredAt: null,
        ignoreReason: null,
        resolvedBy: null,
        resolvedAt: null,
      })
      .where(eq(bankStatementLines.id, lineId));
    if (line.matchedPaymentId) {
      before.paymentId = line.matchedPaymentId;
      if (line.paymentCreated) {
        const removed = await removeRecordedPayment(tx, line.matchedPaymentId);
        before.removedPayment = {
          amount: removed.payment?.amount,
          receivedOn: removed.payment?.receivedOn,
          allocations: removed.allocations,
        };
      }
    }
    if (line.matchedExpenseId) {
      before.expenseId = line.matchedExpenseId;
      if (line.expenseMarkedPaid) {
        await tx.update(expenses).set({ paidOn: null }).where(eq(expenses.id, line.matchedExpenseId));
        before.reopenedExpense = true;
      }
    }
    await recordAudit(tx, actor, {
      action: line.ignoredAt ? 'unignore' : 'unmatch',
      entity: 'bank_statement_line',
      entityId: lineId,
      before,
    });
  });
  return readLine(db, lineId);
}

/** 'Buscar fatura/despesa': open invoices and unlinked payments for money in; open or paid bills for money out. */
export async function searchCandidates(db: Db, lineId: string, q: string): Promise<StatementCandidates> {
  const [line] = await db.select().from(bankStatementLines).where(eq(bankStatementLines.id, lineId)).limit(1);
  if (!line) throw notFound(STATEMENT_LINE_NOT_FOUND);
  const pattern = containsPattern(q.toLowerCase());
  const empty: StatementCandidates = { invoices: [], payments: [], expenses: [] };
  if (toCents(line.amount) < 0n) {
    const rows = await queryRows<{
      id: string;
      supplier: string;
      description: string;
      amount: string;
      due_date: string;
      paid_on: string | null;
    }>(
      db,
      sql`select e.id, e.supplier, e.description, e.amount::text as amount, e.due_date::text as due_date, e.paid_on::text as paid_on
          from expenses e
          where e.cancelled_at is null
            and not exists (select 1 from bank_statement_lines b where b.matched_expense_id = e.id)
            and lower(e.supplier || ' ' || e.category || ' ' || e.description || ' ' || e.amount::text) like ${pattern}
          order by (e.amount = ${line.amount}::numeric * -1) desc, abs(e.due_date - ${line.postedOn}::date), e.id
          limit 20`,
    );
    return {
      ...empty,
      expenses: rows.map((row) => ({
        kind: 'expense',
        expenseId: row.id,
        supplier: row.supplier,
        description: row.description,
        amount: row.amount,
        dueDate: row.due_date,
        paidOn: row.paid_on,
        reasons: toCents(row.amount) === -toCents(line.amount) ? ['mesmo valor'] : [],
      })),
    };
  }
  const [invoices, recorded] = await Promise.all([
    queryRows<{ id: string; number: string; client_name: string; open: string; due_date: string }>(
      db,
      sql`select * from (
            select invoices.id, invoices.number, leads.name as client_name, invoices.due_date::text as due_date,
                   (${invoiceOpenAmountSql()})::numeric(14,2)::text as open
            from invoices join leads on leads.id = invoices.lead_id
            where invoices.issued_at is not null and invoices.cancelled_at is null
              and lower(invoices.number || ' ' || leads.name || ' ' || invoices.description) like ${pattern}
          ) c where open::numeric > 0
          order by (open::numeric = ${line.amount}::numeric) desc, abs(due_date::date - ${line.postedOn}::date), number
          limit 20`,
    ),
    queryRows<{ id: string; received_on: string; amount: string; client_name: string | null }>(
      db,
      sql`select p.id, p.received_on::text as received_on, p.amount::text as amount, leads.name as client_name
          from payments p left join leads on leads.id = p.lead_id
          where p.amount = ${line.amount}::numeric and p.refund_of is null
            and not exists (select 1 from bank_statement_lines b where b.matched_payment_id = p.id)
            and lower(coalesce(leads.name, '') || ' ' || coalesce(p.reference, '')) like ${pattern}
          order by abs(p.received_on - ${line.postedOn}::date) limit 10`,
    ),
  ]);
  return {
    ...empty,
    invoices: invoices.map((row) => ({
      kind: 'invoice',
      invoiceId: row.id,
      number: row.number,
      clientName: row.client_name,
      open: row.open,
      dueDate: row.due_date,
      amount: toCents(line.amount) < toCents(row.open) ? line.amount : row.open,
      lateFees: '0.00',
      reasons: toCents(row.open) === toCents(line.amount) ? ['mesmo valor em aberto'] : [],
    })),
    payments: recorded.map((row) => ({
      kind: 'payment',
      paymentId: row.id,
      receivedOn: row.received_on,
      amount: row.amount,
      clientName: row.client_name,
      invoices: [],
      reasons: ['mesmo valor'],
    })),
  };
}
