/**
 * Payments (docs/product/invoices-and-payments.md): money received, split over a client's invoices
 * (each allocation at most the invoice's open amount, their sum at most the payment), partial payments,
 * refunds as negative payments. After every write, afterPaymentRecorded() runs in the same transaction.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { leads } from '@server/db/schema';
import { invoices, paymentAllocations, payments } from '@server/db/schema-finance';
import { invoiceOpenAmountSql, invoicePaidSql, invoiceStatusSql } from '@server/finance/ledger';
import { afterPaymentRecorded } from '@server/finance/payment-hooks';
import { type Actor, recordAudit } from '@server/lib/audit';
import { HttpError, notFound } from '@server/lib/http';
import { containsPattern } from '@server/lib/like';
import { formatMoney, saoPauloDay } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import {
  type OpenInvoice,
  PAYMENT_NOT_FOUND,
  type PaymentFormData,
  type PaymentItem,
  type PaymentList,
  type PaymentListQuery,
} from '@shared/schemas/billing';
import { COUNT_CAP, dayKeyset, dayPage } from './day-cursor';
import { lockOpenAmounts } from './invoices';

const invalid = (message: string, field = 'allocations') =>
  new HttpError(422, 'validation', message, { [field]: message });

/** Records the payment and its allocations inside `tx`; returns its id. */
export async function recordPaymentInTx(tx: Db, actor: Actor, input: PaymentFormData): Promise<string> {
  const ids = input.allocations.map((allocation) => allocation.invoiceId);
  if (new Set(ids).size !== ids.length) throw invalid('A mesma fatura aparece duas vezes.');
  const allocated = input.allocations.reduce((sum, allocation) => sum + toCents(allocation.amount), 0n);
  if (allocated > toCents(input.amount))
    throw invalid('A soma distribuída nas faturas passa do valor do pagamento.');
  if (toCents(input.fee) > toCents(input.amount))
    throw invalid('A taxa não pode passar do valor do pagamento.', 'fee');

  const open = await lockOpenAmounts(tx, ids);
  let leadId = input.leadId;
  for (const allocation of input.allocations) {
    const invoice = open.get(allocation.invoiceId);
    if (!invoice) throw invalid('Fatura não encontrada.');
    const label = invoice.number ?? 'rascunho';
    if (invoice.status === 'closed') throw invalid(`A fatura ${label} não está emitida ou foi cancelada.`);
    if (toCents(allocation.amount) > invoice.open)
      throw invalid(
        `O valor para ${label} passa do valor em aberto (${formatMoney(fromCents(invoice.open))}).`,
      );
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

export async function recordPayment(db: Db, actor: Actor, input: PaymentFormData): Promise<PaymentItem> {
  const id = await db.transaction((tx) => recordPaymentInTx(tx, actor, input));
  return (await readPayment(db, id))!;
}

/** A refund: a negative payment, optionally taken back from one invoice the payment paid. */
export async function refundPayment(
  db: Db,
  actor: Actor,
  id: string,
  input: { receivedOn: string; amount: string; invoiceId: string | null; note: string | null },
): Promise<PaymentItem> {
  const refundId = await db.transaction(async (tx) => {
    const [original] = await tx.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
    if (!original) throw notFound(PAYMENT_NOT_FOUND);
    if (toCents(original.amount) <= 0n) throw invalid('Um estorno não pode ser estornado.', 'amount');
    // The row lock above serialises refunds of one payment, so this sum is current.
    const [given] = await queryRows<{ refunded: string }>(
      tx,
      sql`select coalesce(-sum(amount), 0)::numeric(14,2)::text as refunded from payments where refund_of = ${id}`,
    );
    const refundable = toCents(original.amount) - toCents(given?.refunded ?? '0');
    if (toCents(input.amount) > refundable)
      throw invalid(
        refundable === toCents(original.amount)
          ? 'O estorno passa do valor do pagamento.'
          : `O estorno passa do que resta a estornar deste pagamento (${formatMoney(fromCents(refundable))}).`,
        'amount',
      );
    if (input.invoiceId) {
      const [link] = await queryRows<{ paid: string }>(
        tx,
        sql`select (${invoicePaidSql()})::numeric(14,2)::text as paid from invoices
            where invoices.id = ${input.invoiceId}
              and exists (select 1 from payment_allocations where payment_id = ${id} and invoice_id = ${input.invoiceId})
            for update`,
      );
      if (!link) throw invalid('Este pagamento não quitou essa fatura.', 'invoiceId');
      if (toCents(input.amount) > toCents(link.paid))
        throw invalid('O estorno passa do valor pago na fatura.', 'amount');
    }
    const [row] = await tx
      .insert(payments)
      .values({
        receivedOn: input.receivedOn,
        amount: fromCents(-toCents(input.amount)),
        method: original.method,
        fee: '0',
        reference: original.reference ? `Estorno: ${original.reference}`.slice(0, 120) : 'Estorno',
        note: input.note,
        leadId: original.leadId,
        refundOf: original.id,
        createdBy: actor?.id ?? null,
      })
      .returning({ id: payments.id });
    if (input.invoiceId) {
      await tx.insert(paymentAllocations).values({
        paymentId: row!.id,
        invoiceId: input.invoiceId,
        amount: fromCents(-toCents(input.amount)),
      });
    }
    await recordAudit(tx, actor, {
      action: 'refund',
      entity: 'payment',
      entityId: row!.id,
      before: { paymentId: id, amount: original.amount },
      after: { amount: `-${input.amount}`, invoiceId: input.invoiceId, receivedOn: input.receivedOn },
    });
    await afterPaymentRecorded(tx, row!.id);
    return row!.id;
  });
  return (await readPayment(db, refundId))!;
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
  rows: Omit<PaymentItem, 'allocated' | 'invoices'>[],
): Promise<PaymentItem[]> {
  const ids = rows.map((row) => row.id);
  const allocations = ids.length
    ? await db
        .select({
          paymentId: paymentAllocations.paymentId,
          id: invoices.id,
          number: invoices.number,
          amount: paymentAllocations.amount,
        })
        .from(paymentAllocations)
        .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
        .where(inArray(paymentAllocations.paymentId, ids))
    : [];
  return rows.map((row) => {
    const mine = allocations.filter((allocation) => allocation.paymentId === row.id);
    return {
      ...row,
      allocated: fromCents(mine.reduce((sum, allocation) => sum + toCents(allocation.amount), 0n)),
      invoices: mine.map(({ id, number, amount }) => ({ id, number, amount })),
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

/** A client's issued invoices with something still open, oldest due first (the split form). */
export async function openInvoicesOf(db: Db, leadId: string, now = new Date()): Promise<OpenInvoice[]> {
  const today = saoPauloDay(now);
  return queryRows<OpenInvoice>(
    db,
    sql`select * from (
          select invoices.id, invoices.number, invoices.description, invoices.due_date::text as "dueDate",
                 invoices.total::text as total, (${invoiceOpenAmountSql()})::numeric(14,2)::text as open,
                 ${invoiceStatusSql(today)} as status
          from invoices
          where invoices.lead_id = ${leadId} and invoices.issued_at is not null and invoices.cancelled_at is null
        ) open_invoices where open::numeric > 0 order by "dueDate", number`,
  );
}
