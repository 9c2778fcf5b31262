/**
 * PIX charges on the bank (docs/product/invoices-and-payments.md 'Cobrança PIX', decision 071):
 * - `createCharge` (job 'cobranca-pix', queued when an invoice is issued): asks the bank for the charge
 *   first (a retry after a lost answer finds it instead of creating it twice), else PUTs the cobv (or
 *   the boleto híbrido); stores the location and the dynamic BR Code built from it;
 * - `settlePix` (the webhook and the reconcile job, the same function): records a received PIX only after
 *   `GET /v2/cobv/{txid}` shows the charge CONCLUIDA with that endToEndId and amount; under the charge's
 *   row lock, then the invoices' (recordPaymentInTx, id order); once per endToEndId (unique column);
 *   through the payments ledger's own function, so the invoice turns 'Paga' and the receipt is queued
 *   exactly as for a manual payment;
 * - `reconcilePixCharges` (daily job): charges still open past their due date or older than a day are
 *   read on the bank; paid ones are settled as the webhook would.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '@server/context';
import { type Db, queryRows } from '@server/db/client';
import { billingSettings, chargesFor } from '@server/invoices/billing-settings';
import { queueReceipts } from '@server/invoices/invoice-mail';
import { lockInvoices } from '@server/invoices/ledger';
import { defineJob } from '@server/jobs/define';
import { recordAudit } from '@server/lib/audit';
import { recordPaymentInTx } from '@server/payments/payments';
import { saoPauloDay } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import { pixDynamicPayload } from '@shared/pix';
import type { ReceivedPix } from '@shared/pix-charges/schemas';
import { CREATE_CHARGE_JOB } from './invoice-hooks';
import { type CobvRequest, type CobvState, type PixProvider, PixProviderError } from './provider';
import { pixCharges } from './schema';
import { providerFor, readStoredPix } from './settings';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Days after the due date the code still takes a payment (with fine and interest). */
export const VALID_DAYS_AFTER_DUE = 60;

type InvoiceRow = {
  number: string | null;
  cancelled: boolean;
  client_name: string;
  document: string | null;
  legal_name: string | null;
};

async function requestFor(
  db: Db,
  charge: typeof pixCharges.$inferSelect,
  pixKey: string,
): Promise<CobvRequest | string> {
  const [invoice] = await queryRows<InvoiceRow>(
    db,
    sql`select i.number, i.cancelled_at is not null as cancelled, l.name as client_name, bp.document, bp.legal_name
        from invoices i join leads l on l.id = i.lead_id left join billing_profiles bp on bp.lead_id = i.lead_id
        where i.id = ${charge.invoiceId}`,
  );
  if (!invoice) return 'A fatura não existe mais.';
  if (invoice.cancelled) return 'A fatura foi cancelada antes de a cobrança ser criada.';
  if (!invoice.document)
    return 'O cliente não tem CPF/CNPJ no perfil de cobrança: a cobrança PIX não foi criada (a fatura mostra o PIX estático).';
  const settings = await billingSettings(db);
  return {
    txid: charge.txid,
    dueDate: charge.dueDate,
    validDaysAfterDue: VALID_DAYS_AFTER_DUE,
    debtor: { document: invoice.document, name: invoice.legal_name || invoice.client_name },
    amount: charge.amount,
    finePercent: settings.finePercent || '0',
    monthlyInterestPercent: settings.monthlyInterestPercent || '0',
    pixKey,
    message: `Fatura ${invoice.number ?? ''} — ${settings.agencyName}`.trim(),
  };
}

/** One try of the 'cobranca-pix' job for `chargeId`; returns its PT-BR summary, throws to be retried. */
export async function createCharge(
  deps: Deps,
  chargeId: string,
  options: { signal?: AbortSignal; lastAttempt?: boolean; provider?: PixProvider | null } = {},
): Promise<string> {
  const { db } = deps;
  const [charge] = await db.select().from(pixCharges).where(eq(pixCharges.id, chargeId));
  if (!charge) return 'Cobrança não encontrada.';
  if (charge.status !== 'pendente') return `Cobrança ${charge.txid} já processada.`;
  const fail = async (message: string, final: boolean) => {
    await db
      .update(pixCharges)
      .set({
        attempts: sql`${pixCharges.attempts} + 1`,
        lastError: message,
        status: final ? 'falhou' : 'pendente',
        updatedAt: new Date(),
      })
      .where(and(eq(pixCharges.id, chargeId), eq(pixCharges.status, 'pendente')));
    if (final)
      await recordAudit(db, null, {
        action: 'pix_failed',
        entity: 'invoice',
        entityId: charge.invoiceId,
        after: { txid: charge.txid, error: message },
      });
  };
  try {
    const provider = options.provider !== undefined ? options.provider : await providerFor(db, deps.config);
    if (!provider) {
      await fail('A cobrança PIX foi desativada em Configurações antes de ser criada.', true);
      return 'Cobrança PIX desativada: nada criado.';
    }
    const request = await requestFor(db, charge, (await readStoredPix(db))?.pixKey ?? '');
    if (typeof request === 'string') {
      await fail(request, true);
      return request;
    }
    // A retry after an answer that never arrived: the charge may already be on the bank.
    let state = await provider.getCobv(charge.txid, options.signal);
    let boletoLine: string | null = null;
    if (!state) {
      if (provider.capabilities.boleto && provider.boleto) {
        const boleto = await provider.boleto(request, options.signal);
        state = boleto.cobv;
        boletoLine = boleto.line;
      } else {
        state = await provider.createCobv(request, options.signal);
      }
    }
    if (!state.location)
      throw new PixProviderError('O banco não devolveu o endereço (location) da cobrança.', true);
    const settings = await billingSettings(db);
    const brCode = pixDynamicPayload({
      location: state.location,
      name: settings.pixReceiverName,
      city: settings.pixCity || 'BRASIL',
    });
    const updated = await db.transaction(async (tx) => {
      const rows = await tx
        .update(pixCharges)
        .set({
          status: 'ativa',
          location: state.location,
          brCode,
          boletoLine,
          revision: state.revision,
          attempts: sql`${pixCharges.attempts} + 1`,
          lastError: null,
          updatedAt: new Date(),
        })
        .where(and(eq(pixCharges.id, chargeId), eq(pixCharges.status, 'pendente')))
        .returning({ id: pixCharges.id });
      if (rows.length)
        await recordAudit(tx, null, {
          action: 'pix_charge',
          entity: 'invoice',
          entityId: charge.invoiceId,
          after: {
            txid: charge.txid,
            amount: charge.amount,
            dueDate: charge.dueDate,
            location: state.location,
          },
        });
      return rows.length > 0;
    });
    return updated
      ? `Cobrança PIX ${charge.txid} criada no banco.`
      : `Cobrança ${charge.txid} já processada.`;
  } catch (error) {
    const known = error instanceof PixProviderError;
    const message = known ? error.message : 'Erro inesperado ao criar a cobrança PIX.';
    const final = Boolean(options.lastAttempt) || (known && !error.retry);
    await fail(message, final);
    if (final) return `Cobrança PIX não criada: ${message}`;
    throw error;
  }
}

export type SettleOutcome = 'recorded' | 'duplicate' | 'unknown' | 'not_paid' | 'mismatch';

/**
 * Records `received` (from the webhook or the reconcile job) as the payment of its charge, once it is
 * confirmed on the bank. `confirmed`: the bank's state already fetched by the caller (the reconcile job).
 */
export async function settlePix(
  deps: Deps,
  txid: string,
  received: ReceivedPix,
  source: 'webhook' | 'conciliacao',
  options: { provider?: PixProvider | null; confirmed?: CobvState; now?: Date } = {},
): Promise<SettleOutcome> {
  const { db } = deps;
  const now = options.now ?? new Date();
  const [charge] = await db.select().from(pixCharges).where(eq(pixCharges.txid, txid));
  if (!charge) return 'unknown';
  if (charge.endToEndId) return 'duplicate';
  let state = options.confirmed;
  if (!state) {
    const provider = options.provider !== undefined ? options.provider : await providerFor(db, deps.config);
    if (!provider) return 'unknown';
    state = (await provider.getCobv(txid)) ?? undefined;
  }
  if (state?.status !== 'CONCLUIDA') return 'not_paid';
  const onBank = state.pix.find((pix) => pix.endToEndId === received.endToEndId);
  if (!onBank || onBank.valor !== received.valor || toCents(onBank.valor) < toCents(charge.amount))
    return 'mismatch';

  return db.transaction(async (tx) => {
    // Lock order: the charge, then the invoice (recordPaymentInTx → lockInvoices). The webhook and the
    // reconcile job both take the charge first, so the second waits and finds it paid.
    const [locked] = await tx.select().from(pixCharges).where(eq(pixCharges.id, charge.id)).for('update');
    if (!locked || locked.endToEndId) return 'duplicate' as const;
    const [taken] = await tx
      .select({ id: pixCharges.id })
      .from(pixCharges)
      .where(eq(pixCharges.endToEndId, received.endToEndId));
    if (taken) return 'duplicate' as const;
    const invoice = (await lockInvoices(tx, [charge.invoiceId])).get(charge.invoiceId);
    const today = saoPauloDay(now);
    const paidDay = received.horario ? saoPauloDay(new Date(received.horario)) : today;
    const receivedOn = /^\d{4}-\d{2}-\d{2}$/.test(paidDay) && paidDay <= today ? paidDay : today;
    const paid = toCents(onBank.valor);
    const allocations: { invoiceId: string; amount: string; lateFees: string }[] = [];
    if (invoice && !invoice.closed) {
      const open = toCents(invoice.total) - toCents(invoice.paid);
      if (open > 0n) {
        const least = (a: bigint, b: bigint) => (a < b ? a : b);
        const amount = least(paid, open);
        let lateFees = 0n;
        if (paid > amount && receivedOn > invoice.dueDate) {
          // At most what the invoice charged that day (decision 058); the rest stays as the client's credit.
          const charged = chargesFor(
            await billingSettings(tx),
            { open: fromCents(open), dueDate: invoice.dueDate, status: 'vencida' },
            receivedOn,
          );
          const most = toCents(charged.fine) + toCents(charged.interest);
          lateFees = least(paid - amount, most);
        }
        allocations.push({
          invoiceId: charge.invoiceId,
          amount: fromCents(amount),
          lateFees: fromCents(lateFees),
        });
      }
    }
    const paymentId = await recordPaymentInTx(tx, null, {
      receivedOn,
      amount: onBank.valor,
      method: 'pix',
      fee: '0.00',
      reference: received.endToEndId,
      note: `PIX confirmado pelo banco (txid ${txid})`,
      leadId: invoice?.leadId ?? null,
      allocations,
    });
    await tx
      .update(pixCharges)
      .set({
        status: 'paga',
        endToEndId: received.endToEndId,
        paidAmount: onBank.valor,
        paidAt: now,
        paymentId,
        checkedAt: now,
        updatedAt: now,
      })
      .where(eq(pixCharges.id, charge.id));
    await recordAudit(tx, null, {
      action: 'pix_paid',
      entity: 'invoice',
      entityId: charge.invoiceId,
      after: { txid, endToEndId: received.endToEndId, amount: onBank.valor, via: source, paymentId },
    });
    await queueReceipts(tx, deps.config, null, paymentId);
    return 'recorded' as const;
  });
}

/** Reads on the bank every open charge past its due date or older than a day; returns what it did. */
export async function reconcilePixCharges(
  deps: Deps,
  options: { now?: Date; provider?: PixProvider | null; signal?: AbortSignal } = {},
): Promise<{ checked: number; recorded: number; removed: number }> {
  const { db } = deps;
  const now = options.now ?? new Date();
  const provider = options.provider !== undefined ? options.provider : await providerFor(db, deps.config);
  const result = { checked: 0, recorded: 0, removed: 0 };
  if (!provider) return result;
  const today = saoPauloDay(now);
  const open = await db
    .select({ id: pixCharges.id, txid: pixCharges.txid })
    .from(pixCharges)
    .where(
      and(
        eq(pixCharges.status, 'ativa'),
        or(lt(pixCharges.dueDate, today), lt(pixCharges.createdAt, new Date(now.getTime() - 86_400_000))),
      ),
    )
    .limit(500);
  for (const charge of open) {
    if (options.signal?.aborted) break;
    const state = await provider.getCobv(charge.txid, options.signal);
    result.checked++;
    await db.update(pixCharges).set({ checkedAt: now }).where(eq(pixCharges.id, charge.id));
    if (!state) continue;
    if (state.status === 'CONCLUIDA') {
      for (const pix of state.pix) {
        const outcome = await settlePix(deps, charge.txid, pix, 'conciliacao', { confirmed: state, now });
        if (outcome === 'recorded') result.recorded++;
      }
    } else if (state.status.startsWith('REMOVIDA')) {
      await db
        .update(pixCharges)
        .set({ status: 'removida', lastError: 'A cobrança foi removida no banco.', updatedAt: now })
        .where(and(eq(pixCharges.id, charge.id), eq(pixCharges.status, 'ativa')));
      result.removed++;
    }
  }
  return result;
}

export const createChargeJob = defineJob<{ chargeId: string }>({
  name: CREATE_CHARGE_JOB,
  title: 'Cobranças PIX no banco',
  description:
    'Cria no banco (API Pix, cobrança com vencimento) a cobrança de cada fatura emitida, quando a cobrança PIX está ativa. Banco fora do ar: nova tentativa mais tarde.',
  schedule: null,
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  timeoutSeconds: 60,
  singleton: false,
  pollSeconds: 5,
  handler: ({ deps, data, signal, lastAttempt }) =>
    createCharge(deps, data.chargeId, { signal, lastAttempt }),
});

export const reconcileJob = defineJob({
  name: 'conciliacao-pix',
  title: 'Conciliação das cobranças PIX',
  description:
    'Consulta no banco as cobranças PIX ainda abertas vencidas ou com mais de um dia e registra as pagas cujo aviso (webhook) não chegou.',
  schedule: '30 7 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  timeoutSeconds: 900,
  singleton: true,
  handler: async ({ deps, signal, now }) => {
    const result = await reconcilePixCharges(deps, { signal, now });
    if (!result.checked) return 'Nenhuma cobrança PIX a conferir.';
    return `${result.checked} cobrança(s) conferida(s), ${result.recorded} pagamento(s) registrado(s), ${result.removed} removida(s) no banco.`;
  },
});
