/**
 * Payments (docs/product/invoices-and-payments.md): money received, split over a client's invoices
 * (each allocation at most the invoice's open amount, plus the fine and interest received for it; their
 * sum at most the payment), partial payments. Refunds are in refunds.ts. After every write,
 * afterPaymentRecorded() runs in the same transaction.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Config } from '@server/config';
import { type Db, queryRows } from '@server/db/client';
import { leads } from '@server/db/schema';
import { type BillingSettings, billingSettings, chargesFor } from '@server/invoices/billing-settings';
import { COUNT_CAP, dayKeyset, dayPage } from '@server/invoices/day-cursor';
import { queueReceipts } from '@server/invoices/invoice-mail';
import {
  invoiceOpenAmountSql,
  invoiceOpenSql,
  invoiceStatusSql,
  lockInvoices,
} from '@server/invoices/ledger';
import { type Actor, recordAudit } from '@server/lib/audit';
import { HttpError } from '@server/lib/http';
import { containsPattern } from '@server/lib/like';
import { afterPaymentRecorded } from '@server/payments/payment-hooks';
import { formatDate, formatMoney, saoPauloDay } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import type {
  OpenInvoice,
  PaymentFormData,
  PaymentItem,
  PaymentList,
  PaymentListQuery,
} from '@shared/payments/schemas';
import { paymentAllocations, payments } from './schema';

export const invalid = (message: string, field = 'allocations') =>
  new HttpError(422, 'validation', message, { [field]: message });

/**
 * Money is recorded on the day it moved, never ahead (the invariants test found it): a payment, refund
 * or bill dated after today (São Paulo) would be left out of the cash flow's realised and expected
 * columns alike, and the aging would show as open an invoice whose status is 'paga'.
 */
export function refuseFutureDay(day: string, field: string, message: string, now = new Date()) {
  if (day > saoPauloDay(now)) throw invalid(message, field);
}

/**
 * Records the payment and its allocations inside `tx`; returns its id. The invoices are locked first
 * (lockInvoices: id order), so two payments on one invoice queue and the second sees the first's
 * paid amount; the allocations' trigger then moves `invoices.paid_amount` in this transaction.
 */
export async function recordPaymentInTx(tx: Db, actor: Actor, input: PaymentFormData): Promise<string> {
  refuseFutureDay(
    input.receivedOn,
    'receivedOn',
    'A data do pagamento não pode ser depois de hoje: registre-o no dia em que o dinheiro entrou.',
  );
  const ids = input.allocations.map((allocation) => allocation.invoiceId);
  if (new Set(ids).size !== ids.length) throw invalid('A mesma fatura aparece duas vezes.');
  const allocated = input.allocations.reduce(
    (sum, allocation) => sum + toCents(allocation.amount) + toCents(allocation.lateFees),
    0n,
  );
  if (allocated > toCents(input.amount))
    throw invalid('A soma distribuída nas faturas (com multa e juros) passa do valor do pagamento.');
  if (toCents(input.fee) > toCents(input.amount))
    throw invalid('A taxa não pode passar do valor do pagamento.', 'fee');

  const locked = await lockInvoices(tx, ids);
  let settings: BillingSettings | undefined;
  let leadId = input.leadId;
  for (const allocation of input.allocations) {
    const invoice = locked.get(allocation.invoiceId);
    if (!invoice) throw invalid('Fatura não encontrada.');
    const label = invoice.number ?? 'rascunho';
    if (invoice.closed) throw invalid(`A fatura ${label} não está emitida ou foi cancelada.`);
    const open = toCents(invoice.total) - toCents(invoice.paid);
    if (toCents(allocation.amount) > open)
      throw invalid(
        `O valor para ${label} passa do valor em aberto (${formatMoney(fromCents(open > 0n ? open : 0n))}).`,
      );
    if (toCents(allocation.lateFees) > 0n && input.receivedOn <= invoice.dueDate)
      throw invalid(
        `Multa e juros só valem para pagamento depois do vencimento (${label} vence em ${formatDate(invoice.dueDate)}).`,
      );
    if (toCents(allocation.lateFees) > 0n) {
      // At most what the invoice charged on the day it was paid (what its PIX code asked for then):
      // more is the client's credit, not revenue ('Multas e juros recebidos').
      settings ??= await billingSettings(tx);
      const charged = chargesFor(
        settings,
        { open: fromCents(open), dueDate: invoice.dueDate, status: 'vencida' },
        input.receivedOn,
      );
      const most = toCents(charged.fine) + toCents(charged.interest);
      if (toCents(allocation.lateFees) > most)
        throw invalid(
          `Multa e juros de ${label} passam do que a fatura cobrava em ${formatDate(input.receivedOn)} (${formatMoney(fromCents(most))}). O que passar disso fica como crédito do cliente.`,
        );
    }
    if (leadId && invoice.leadId !== leadId)
      throw invalid('As faturas precisam ser do mesmo cliente do pagamento.');
    leadId = invoice.leadId;
  }
  if (input.leadId) {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, input.leadId)).limit(1);
    if (!lead) throw invalid('Cliente não encontrado', 'leadId');
  }

  const [row] = await tx
    .insert(payments)
    .values({
      receivedOn: input.receivedOn,
      amount: input.amount,
      method: input.method,
      fee: input.fee,
      reference: input.reference,
      note: input.note,
      leadId,
      createdBy: actor?.id ?? null,
    })
    .returning({ id: payments.id });
  if (input.allocations.length) {
    await tx.insert(paymentAllocations).values(
      input.allocations.map((allocation) => ({
        paymentId: row!.id,
        invoiceId: allocation.invoiceId,
        amount: allocation.amount,
        lateFees: allocation.lateFees,
      })),
    );
  }
  await recordAudit(tx, actor, {
    action: 'create',
    entity: 'payment',
    entityId: row!.id,
    after: { ...input, leadId },
  });
  await afterPaymentRecorded(tx, row!.id);
  return row!.id;
}

/**
 * 'Registrar pagamento': the payment, its allocations and hooks, and — with `mail` (SMTP) — the receipt
 * of each invoice it leaves paid, queued in the same transaction (issue 27).
 */
export async function recordPayment(
  db: Db,
  actor: Actor,
  input: PaymentFormData,
  mail?: Pick<Config, 'SMTP_URL' | 'SMTP_FROM'>,
): Promise<PaymentItem> {
  const id = await db.transaction(async (tx) => {
    const paymentId = await recordPaymentInTx(tx, actor, input);
    if (mail) await queueReceipts(tx, mail, actor, paymentId);
    return paymentId;
  });
  return (await readPayment(db, id))!;
}

const paymentColumns = {
  id: payments.id,
  receivedOn: sql<string>`${payments.receivedOn}::text`,
  amount: payments.amount,
  fee: payments.fee,
  method: payments.method,
  reference: payments.reference,
  note: payments.note,
  clientId: payments.leadId,
  clientName: leads.name,
  refundOf: payments.refundOf,
  refundable: sql<string>`case when ${payments.amount} > 0
    then (${payments.amount} + coalesce((select sum(r.amount) from payments r where r.refund_of = ${payments.id}), 0))::numeric(14,2)::text
    else '0.00' end`,
  createdAt: sql<string>`${payments.createdAt}::text`,
};

async function withAllocations(
  db: Db,
  rows: Omit<PaymentItem, 'allocated' | 'credit' | 'invoices'>[],
): Promise<PaymentItem[]> {
  const ids = rows.map((row) => row.id);
  // Per allocation, what it holds now: itself plus the reversals that refunds took from it.
  const allocations = ids.length
    ? await queryRows<{
        payment_id: string;
        id: string;
        number: string | null;
        amount: string;
        late_fees: string;
      }>(
        db,
        sql`select a.payment_id, i.id, i.number,
              (a.amount + coalesce(r.amount, 0))::numeric(14,2)::text as amount,
              (a.late_fees + coalesce(r.late_fees, 0))::numeric(14,2)::text as late_fees
            from payment_allocations a
            join invoices i on i.id = a.invoice_id
            left join lateral (select sum(x.amount) as amount, sum(x.late_fees) as late_fees
                               from payment_allocations x where x.reverses_id = a.id) r on true
            where a.payment_id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})
            order by i.due_date, i.number`,
      )
    : [];
  return rows.map((row) => {
    // One line per invoice: credit applied later adds a second allocation to an invoice already held.
    const mine: typeof allocations = [];
    for (const allocation of allocations) {
      if (allocation.payment_id !== row.id) continue;
      const same = mine.find((held) => held.id === allocation.id);
      if (!same) mine.push({ ...allocation });
      else {
        same.amount = fromCents(toCents(same.amount) + toCents(allocation.amount));
        same.late_fees = fromCents(toCents(same.late_fees) + toCents(allocation.late_fees));
      }
    }
    const allocated = mine.reduce(
      (sum, allocation) => sum + toCents(allocation.amount) + toCents(allocation.late_fees),
      0n,
    );
    const refund = toCents(row.amount) < 0n;
    return {
      ...row,
      allocated: fromCents(allocated),
      credit: refund ? '0.00' : fromCents(toCents(row.refundable) - allocated),
      invoices: mine.map((allocation) => ({
        id: allocation.id,
        number: allocation.number,
        amount: allocation.amount,
        lateFees: allocation.late_fees,
      })),
    };
  });
}

export async function readPayment(db: Db, id: string): Promise<PaymentItem | null> {
  const rows = await db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(leads, eq(leads.id, payments.leadId))
    .where(eq(payments.id, id));
  const [item] = await withAllocations(db, rows);
  return item ?? null;
}

export async function listPayments(db: Db, query: PaymentListQuery): Promise<PaymentList> {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q.toLowerCase());
    where.push(
      sql`lower(coalesce(${payments.reference}, '') || ' ' || coalesce(${payments.note}, '') || ' ' || coalesce(${leads.name}, '')) like ${pattern}`,
    );
  }
  if (query.method) where.push(eq(payments.method, query.method));
  const page = dayKeyset(payments.receivedOn, payments.id, query.cursor, 'desc');
  const pageWhere = page.where ? [...where, page.where] : where;
  const [rows, counted] = await Promise.all([
    db
      .select(paymentColumns)
      .from(payments)
      .leftJoin(leads, eq(leads.id, payments.leadId))
      .where(pageWhere.length ? and(...pageWhere) : undefined)
      .orderBy(...page.orderBy)
      .limit(query.limit + 1),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from payments
          ${query.q ? sql`left join leads on leads.id = payments.lead_id` : sql``}
          ${where.length ? sql`where ${and(...where)}` : sql``} limit ${COUNT_CAP + 1}) capped`,
    ),
  ]);
  const { items, nextCursor } = dayPage(rows, query.limit, (row) => row.receivedOn);
  const countedRows = Number(counted[0]?.n ?? 0);
  return {
    items: await withAllocations(db, items),
    nextCursor,
    total: Math.min(countedRows, COUNT_CAP),
    totalCapped: countedRows > COUNT_CAP,
  };
}

/**
 * A client's issued invoices with something still open, oldest due first (the split form), each with
 * the fine and interest its PIX code asks for today (the form pre-fills them).
 */
export async function openInvoicesOf(db: Db, leadId: string, now = new Date()): Promise<OpenInvoice[]> {
  const today = saoPauloDay(now);
  const [rows, settings] = await Promise.all([
    queryRows<Omit<OpenInvoice, 'lateFees'>>(
      db,
      sql`select invoices.id, invoices.number, invoices.description, invoices.due_date::text as "dueDate",
                 invoices.total::text as total, (${invoiceOpenAmountSql()})::numeric(14,2)::text as open,
                 ${invoiceStatusSql(today)} as status
          from invoices
          where invoices.lead_id = ${leadId} and ${invoiceOpenSql()}
          order by invoices.due_date, invoices.number`,
    ),
    billingSettings(db),
  ]);
  return rows.map((row) => {
    const charges = chargesFor(settings, row, today);
    return {
      ...row,
      lateFees: fromCents(toCents(charges.fine) + toCents(charges.interest)),
    };
  });
}
