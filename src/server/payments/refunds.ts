/**
 * Refunds (docs/product/invoices-and-payments.md, 'Estorno'): a negative payment pointing to the payment
 * it gives back (`refund_of`). Money the payment applied to invoices comes back through reversals: the
 * refund's negative allocations, each pointing to the allocation it reverses (`reverses_id`), so the
 * invoices reopen and the partner commission earned on that money is taken back (commissions.ts).
 *
 * Where the money comes from (`source`, see REFUND_SOURCES): 'auto' = the payment's unallocated credit
 * first, then its invoices, the latest due date first; 'credit' = only the unallocated credit (more is
 * refused); 'invoice' = the chosen invoice first, then the credit. From each invoice the fine and interest
 * it received go back first, then the amount that paid it.
 *
 * A refund is dated on or after the payment it gives back and not after today.
 *
 * Invariants (under the payment's row lock): for each allocation, its reversals never pass it; for each
 * payment, what it holds on invoices + what was refunded ≤ its amount. Lock order: the payment's row,
 * then the invoices' rows in id order (ledger.ts), then the inserts.
 */
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { lockInvoices } from '@server/invoices/ledger';
import { type Actor, recordAudit } from '@server/lib/audit';
import { notFound } from '@server/lib/http';
import { clawbackPreview } from '@server/partners/commissions';
import { afterPaymentRecorded } from '@server/payments/payment-hooks';
import { formatDate, formatMoney } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import {
  PAYMENT_NOT_FOUND,
  type PaymentItem,
  type RefundInput,
  type RefundPreview,
  type RefundPreviewQuery,
} from '@shared/payments/schemas';
import { invalid, readPayment, refuseFutureDay } from './payments';
import { paymentAllocations, payments } from './schema';

/** What a payment holds now: per allocation (after earlier reversals) and its unallocated credit. */
type Holding = {
  allocationId: string;
  invoiceId: string;
  number: string | null;
  amount: bigint;
  lateFees: bigint;
};
type PaymentState = {
  id: string;
  amount: bigint;
  refundable: bigint;
  credit: bigint;
  /** Newest first: the latest due date first. */
  holdings: Holding[];
  original: typeof payments.$inferSelect;
};

type Piece = Holding;
type Plan = { fromCredit: bigint; pieces: Piece[] };

const brl = (cents: bigint) => formatMoney(fromCents(cents));
/** bigint has no Math.min. */
const least = (a: bigint, b: bigint) => (a < b ? a : b);

export async function paymentState(tx: Db, id: string, lock: boolean): Promise<PaymentState> {
  const query = tx.select().from(payments).where(eq(payments.id, id)).limit(1);
  const [original] = lock ? await query.for('update') : await query;
  if (!original) throw notFound(PAYMENT_NOT_FOUND);
  if (toCents(original.amount) <= 0n) throw invalid('Um estorno não pode ser estornado.', 'amount');
  // Under the payment's row lock (a refund), refunds and reversals of this payment cannot change.
  const [refunded] = await queryRows<{ refunded: string }>(
    tx,
    sql`select coalesce(-sum(amount), 0)::numeric(14,2)::text as refunded from payments where refund_of = ${id}`,
  );
  const rows = await queryRows<{
    id: string;
    invoice_id: string;
    number: string | null;
    amount: string;
    late_fees: string;
  }>(
    tx,
    sql`select a.id, a.invoice_id, i.number,
          (a.amount + coalesce(r.amount, 0))::numeric(14,2)::text as amount,
          (a.late_fees + coalesce(r.late_fees, 0))::numeric(14,2)::text as late_fees
        from payment_allocations a
        join invoices i on i.id = a.invoice_id
        left join lateral (select sum(x.amount) as amount, sum(x.late_fees) as late_fees
                           from payment_allocations x where x.reverses_id = a.id) r on true
        where a.payment_id = ${id}
        order by i.due_date desc, i.number desc nulls last, a.id desc`,
  );
  const holdings = rows.map((row) => ({
    allocationId: row.id,
    invoiceId: row.invoice_id,
    number: row.number,
    amount: toCents(row.amount),
    lateFees: toCents(row.late_fees),
  }));
  const amount = toCents(original.amount);
  const refundable = amount - toCents(refunded?.refunded ?? '0');
  const held = holdings.reduce((sum, holding) => sum + holding.amount + holding.lateFees, 0n);
  return { id, amount, refundable, credit: refundable - held, holdings, original };
}

/** Takes up to `left` from a holding: its fine and interest first, then the amount that paid the invoice. */
function take(holding: Holding, left: bigint): Piece {
  const lateFees = least(left, holding.lateFees);
  const amount = least(left - lateFees, holding.amount);
  return { ...holding, amount, lateFees };
}

/** Where the refund's money comes from; a PT-BR 422 when the chosen source cannot give it. */
function planRefund(state: PaymentState, input: RefundPreviewQuery): Plan {
  const wanted = toCents(input.amount);
  if (wanted > state.refundable)
    throw invalid(
      state.refundable === state.amount
        ? 'O estorno passa do valor do pagamento.'
        : `O estorno passa do que resta a estornar deste pagamento (${brl(state.refundable)}).`,
      'amount',
    );
  const credit = state.credit > 0n ? state.credit : 0n;
  const pieces: Piece[] = [];
  let left = wanted;
  const fromHolding = (holding: Holding) => {
    if (left <= 0n) return;
    const piece = take(holding, left);
    if (piece.amount + piece.lateFees === 0n) return;
    pieces.push(piece);
    left -= piece.amount + piece.lateFees;
  };
  const fromCredit = () => {
    const share = least(left, credit);
    left -= share;
    return share;
  };

  if (input.source === 'credit') {
    if (wanted > credit)
      throw invalid(
        credit === 0n
          ? 'Este pagamento não tem crédito não alocado: todo o valor está nas faturas. Escolha de onde o estorno sai; a fatura volta a ficar em aberto.'
          : `Só há ${brl(credit)} de crédito não alocado neste pagamento. Para devolver mais, escolha de onde o estorno sai; a fatura volta a ficar em aberto.`,
        'amount',
      );
    return { fromCredit: fromCredit(), pieces };
  }
  if (input.source === 'invoice') {
    const chosen = state.holdings.find((holding) => holding.invoiceId === input.invoiceId);
    if (!chosen) throw invalid('Este pagamento não quitou essa fatura.', 'invoiceId');
    fromHolding(chosen);
    const share = fromCredit();
    if (left > 0n)
      throw invalid(
        `O estorno passa do que este pagamento tem na fatura ${chosen.number ?? 'rascunho'} (${brl(
          chosen.amount + chosen.lateFees,
        )}) mais o crédito não alocado (${brl(credit)}).`,
        'amount',
      );
    return { fromCredit: share, pieces };
  }
  const share = fromCredit();
  for (const holding of state.holdings) fromHolding(holding);
  return { fromCredit: share, pieces };
}

/** What the refund would do, without writing: the dialog shows it before the person confirms. */
export async function previewRefund(db: Db, id: string, input: RefundPreviewQuery): Promise<RefundPreview> {
  const state = await paymentState(db, id, false);
  const plan = planRefund(state, input);
  const invoiceIds = plan.pieces.map((piece) => piece.invoiceId);
  const totals = invoiceIds.length
    ? await queryRows<{ id: string; total: string; paid_amount: string }>(
        db,
        sql`select id, total::text as total, paid_amount::text as paid_amount from invoices
            where id in (${sql.join(
              invoiceIds.map((invoiceId) => sql`${invoiceId}::uuid`),
              sql`, `,
            )})`,
      )
    : [];
  const clawed = await clawbackPreview(
    db,
    plan.pieces.map((piece) => ({ allocationId: piece.allocationId, amount: piece.amount })),
  );
  const byPartner = new Map<string, bigint>();
  for (const entry of clawed)
    byPartner.set(entry.partnerName, (byPartner.get(entry.partnerName) ?? 0n) + entry.amount);
  return {
    amount: input.amount,
    refundable: fromCents(state.refundable),
    credit: fromCents(state.credit > 0n ? state.credit : 0n),
    fromCredit: fromCents(plan.fromCredit),
    invoices: plan.pieces.map((piece) => {
      const invoice = totals.find((row) => row.id === piece.invoiceId);
      const open = toCents(invoice?.total) - toCents(invoice?.paid_amount) + piece.amount;
      return {
        invoiceId: piece.invoiceId,
        number: piece.number,
        amount: fromCents(piece.amount),
        lateFees: fromCents(piece.lateFees),
        openAfter: fromCents(open),
      };
    }),
    commissions: [...byPartner].map(([partnerName, cents]) => ({ partnerName, amount: fromCents(cents) })),
    commissionTotal: fromCents(clawed.reduce((sum, entry) => sum + entry.amount, 0n)),
  };
}

export async function refundPayment(
  db: Db,
  actor: Actor,
  id: string,
  input: RefundInput,
): Promise<PaymentItem> {
  const refundId = await db.transaction(async (tx) => {
    const state = await paymentState(tx, id, true);
    // Money goes back after it came in, and not ahead of today (the cash flow and the DRE count it by date).
    refuseFutureDay(input.receivedOn, 'receivedOn', 'A data do estorno não pode ser depois de hoje.');
    if (input.receivedOn < state.original.receivedOn)
      throw invalid(
        `O estorno não pode ser anterior ao pagamento que devolve (recebido em ${formatDate(state.original.receivedOn)}).`,
        'receivedOn',
      );
    const plan = planRefund(state, input);
    await lockInvoices(
      tx,
      plan.pieces.map((piece) => piece.invoiceId),
    );
    const { original } = state;
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
    if (plan.pieces.length) {
      await tx.insert(paymentAllocations).values(
        plan.pieces.map((piece) => ({
          paymentId: row!.id,
          invoiceId: piece.invoiceId,
          amount: fromCents(-piece.amount),
          lateFees: fromCents(-piece.lateFees),
          reversesId: piece.allocationId,
        })),
      );
    }
    await recordAudit(tx, actor, {
      action: 'refund',
      entity: 'payment',
      entityId: row!.id,
      before: { paymentId: id, amount: original.amount, credit: fromCents(state.credit) },
      after: {
        amount: `-${input.amount}`,
        source: input.source,
        receivedOn: input.receivedOn,
        fromCredit: fromCents(plan.fromCredit),
        invoices: plan.pieces.map((piece) => ({
          invoiceId: piece.invoiceId,
          number: piece.number,
          amount: fromCents(piece.amount),
          lateFees: fromCents(piece.lateFees),
        })),
      },
    });
    await afterPaymentRecorded(tx, row!.id);
    return row!.id;
  });
  return (await readPayment(db, refundId))!;
}
