/**
 * 'Aplicar crédito' (issue 23, docs/product/invoices-and-payments.md): a payment's unallocated credit —
 * money the client paid beyond its invoices — settles invoices of the same client issued later. No
 * money moves: the cash flow keeps it on the day it came in; the invoices' paid amounts, statuses,
 * receipts and partner commissions follow the new allocations exactly as for a payment.
 *
 * Invariants: the applied total is at most the credit the payment holds now (under its row lock,
 * so two applications or an application and a refund queue and the second sees the first), and each
 * amount at most the invoice's open amount (under the invoices' row locks). Lock order as everywhere
 * (invoices/ledger.ts): the payment's row, then the invoices' rows in id order, then the inserts.
 */
import { eq } from 'drizzle-orm';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { queueReceipts } from '@server/invoices/invoice-mail';
import { lockInvoices } from '@server/invoices/ledger';
import { type Actor, recordAudit } from '@server/lib/audit';
import { formatMoney } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import type { ApplyCreditInput, PaymentItem } from '@shared/payments/schemas';
import { afterPaymentRecorded } from './payment-hooks';
import { invalid, readPayment } from './payments';
import { paymentState } from './refunds';
import { paymentAllocations, payments } from './schema';

const brl = (cents: bigint) => formatMoney(fromCents(cents));

export async function applyCredit(
  db: Db,
  actor: Actor,
  paymentId: string,
  input: ApplyCreditInput,
  mail?: Pick<Config, 'SMTP_URL' | 'SMTP_FROM'>,
): Promise<PaymentItem> {
  await db.transaction(async (tx) => {
    const state = await paymentState(tx, paymentId, true);
    const ids = input.allocations.map((allocation) => allocation.invoiceId);
    if (new Set(ids).size !== ids.length) throw invalid('A mesma fatura aparece duas vezes.');
    const wanted = input.allocations.reduce((sum, allocation) => sum + toCents(allocation.amount), 0n);
    if (state.credit <= 0n) throw invalid('Este pagamento não tem crédito a aplicar.');
    if (wanted > state.credit)
      throw invalid(`O valor passa do crédito deste pagamento (${brl(state.credit)}).`);

    const locked = await lockInvoices(tx, ids);
    let leadId = state.original.leadId;
    for (const allocation of input.allocations) {
      const invoice = locked.get(allocation.invoiceId);
      if (!invoice) throw invalid('Fatura não encontrada.');
      const label = invoice.number ?? 'rascunho';
      if (invoice.closed) throw invalid(`A fatura ${label} não está emitida ou foi cancelada.`);
      const open = toCents(invoice.total) - toCents(invoice.paid);
      if (toCents(allocation.amount) > open)
        throw invalid(`O valor para ${label} passa do valor em aberto (${brl(open > 0n ? open : 0n)}).`);
      if (leadId && invoice.leadId !== leadId)
        throw invalid('O crédito só pode ser aplicado em faturas do mesmo cliente do pagamento.');
      leadId = invoice.leadId;
    }
    // A payment recorded without a client takes the client of the invoices its credit settles.
    if (!state.original.leadId && leadId) {
      await tx.update(payments).set({ leadId }).where(eq(payments.id, paymentId));
    }
    await tx.insert(paymentAllocations).values(
      input.allocations.map((allocation) => ({
        paymentId,
        invoiceId: allocation.invoiceId,
        amount: allocation.amount,
        lateFees: '0.00',
      })),
    );
    await recordAudit(tx, actor, {
      action: 'apply_credit',
      entity: 'payment',
      entityId: paymentId,
      before: { credit: fromCents(state.credit) },
      after: { credit: fromCents(state.credit - wanted), allocations: input.allocations },
    });
    await afterPaymentRecorded(tx, paymentId);
    if (mail) await queueReceipts(tx, mail, actor, paymentId);
  });
  return (await readPayment(db, paymentId))!;
}
