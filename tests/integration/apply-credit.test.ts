/**
 * 'Aplicar crédito' (issue 23): a payment's unallocated credit settles later invoices of the same
 * client, at most the credit and at most each invoice's open amount, under the payment's row lock —
 * two applications (or an application and a refund) at once never spend the credit twice. Commission
 * accrues on the money applied; a later refund reverses it. Every test ends with the ledger's
 * invariants (tests/support/ledger-invariants.ts); with TEST_DATABASE_URL the races are real.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '@server/db/schema';
import type { ApiErrorBody } from '@server/lib/http';
import { partnerAgreements, partnerCommissions, partners } from '@server/partners/schema';
import { toCents } from '@shared/money';
import type { PaymentItem } from '@shared/payments/schemas';
import { ledgerViolations } from '../support/ledger-invariants';
import { day, moneyRequests, ok } from '../support/money-requests';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let client: string;
let other: string;
let referred: string;

const today = day(0);
const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error;
const requests = () => moneyRequests(t);
const issuedInvoice = (amount: string, leadId = client, dueDate = day(30)) =>
  requests().issuedInvoice(amount, leadId, dueDate);
const paid = (body: Record<string, unknown>) => requests().paid(body);
const invoice = (id: string) => requests().invoice(id);
const payment = (id: string) => requests().payment(id);
const apply = (paymentId: string, allocations: { invoiceId: string; amount: string }[]) =>
  t.request(`/api/payments/${paymentId}/apply-credit`, { as: 'financeiro', json: { allocations } });

/** R$ 1.000 paid on an invoice of R$ 600: R$ 400 of credit. */
async function overpaid(leadId = client) {
  const first = await issuedInvoice('600.00', leadId);
  const received = await paid({
    amount: '1000',
    leadId,
    allocations: [{ invoiceId: first.id, amount: '600' }],
  });
  expect(received.credit).toBe('400.00');
  return received;
}

beforeAll(async () => {
  t = await createTestApp();
  const [partner] = await t.db
    .insert(partners)
    .values({
      name: 'Parceira Crédito',
      personType: 'pf',
      document: '11144477735',
      contactName: 'Rita',
      email: 'rita.credito@exemplo.com.br',
      code: 'CREDITO',
    })
    .returning({ id: partners.id });
  await t.db.insert(partnerAgreements).values({
    partnerId: partner!.id,
    kind: 'percentual',
    percent: '10',
    recurringMonths: 12,
    attributionDays: 30,
    validFrom: day(-400),
  });
  const rows = await t.db
    .insert(leads)
    .values([
      { name: 'Cliente Crédito', email: 'credito@exemplo.com.br', source: 'manual', status: 'won' },
      { name: 'Outro Cliente', email: 'outro.credito@exemplo.com.br', source: 'manual', status: 'won' },
      {
        name: 'Cliente Indicado Crédito',
        email: 'indicado.credito@exemplo.com.br',
        source: 'indicacao',
        status: 'won',
        partnerId: partner!.id,
        referredAt: new Date(Date.now() - 10 * 86_400_000),
      },
    ])
    .returning({ id: leads.id });
  [client, other, referred] = rows.map((row) => row.id) as [string, string, string];
  await t.cookieFor('financeiro');
});
afterEach(async () => {
  expect(await ledgerViolations(t.db)).toEqual([]);
});
afterAll(async () => {
  await t?.close();
});

describe('Aplicar crédito', () => {
  it('settles a later invoice with the credit, without moving money', async () => {
    const money = await overpaid();
    const later = await issuedInvoice('400.00', client, day(60));
    const applied = await ok<PaymentItem>(await apply(money.id, [{ invoiceId: later.id, amount: '400' }]));
    expect(applied.credit).toBe('0.00');
    expect(applied.allocated).toBe('1000.00');
    expect(applied.amount).toBe('1000.00');
    expect(applied.receivedOn).toBe(today);
    expect((await invoice(later.id)).status).toBe('paga');
  });

  it('refuses more than the credit, more than the open amount, another client and a cancelled invoice', async () => {
    const money = await overpaid();
    const big = await issuedInvoice('900.00', client, day(60));
    const tooMuch = await apply(money.id, [{ invoiceId: big.id, amount: '500' }]);
    expect(tooMuch.status).toBe(422);
    expect((await errorOf(tooMuch)).message).toMatch(
      /^O valor passa do crédito deste pagamento \(R\$\s400,00\)\.$/,
    );

    const small = await issuedInvoice('100.00', client, day(60));
    const overOpen = await apply(money.id, [{ invoiceId: small.id, amount: '150' }]);
    expect(overOpen.status).toBe(422);
    expect((await errorOf(overOpen)).message).toMatch(/passa do valor em aberto \(R\$\s100,00\)/);

    const theirs = await issuedInvoice('100.00', other, day(60));
    const stranger = await apply(money.id, [{ invoiceId: theirs.id, amount: '50' }]);
    expect(stranger.status).toBe(422);
    expect((await errorOf(stranger)).message).toBe(
      'O crédito só pode ser aplicado em faturas do mesmo cliente do pagamento.',
    );

    await t.request(`/api/invoices/${small.id}/cancel`, {
      as: 'financeiro',
      json: { reason: 'Emitida por engano' },
    });
    const cancelled = await apply(money.id, [{ invoiceId: small.id, amount: '50' }]);
    expect(cancelled.status).toBe(422);

    const zero = await apply(money.id, [{ invoiceId: big.id, amount: '0' }]);
    expect(zero.status).toBe(422);
    expect((await payment(money.id)).credit).toBe('400.00');
  });

  it('spends the credit once when two applications race (6 rounds)', async () => {
    for (let round = 0; round < 6; round++) {
      const money = await overpaid();
      const a = await issuedInvoice('400.00', client, day(60));
      const b = await issuedInvoice('400.00', client, day(61));
      const both = await Promise.all([
        apply(money.id, [{ invoiceId: a.id, amount: '400' }]),
        apply(money.id, [{ invoiceId: b.id, amount: '400' }]),
      ]);
      expect(both.map((response) => response.status).sort()).toEqual([200, 422]);
      const statuses = [(await invoice(a.id)).status, (await invoice(b.id)).status].sort();
      expect(statuses).toEqual(['aberta', 'paga']);
      expect((await payment(money.id)).credit).toBe('0.00');
    }
  });

  it('an application and a refund of the credit at once never give the same money twice (6 rounds)', async () => {
    for (let round = 0; round < 6; round++) {
      const money = await overpaid();
      const later = await issuedInvoice('400.00', client, day(60));
      const [applied, refunded] = await Promise.all([
        apply(money.id, [{ invoiceId: later.id, amount: '400' }]),
        t.request(`/api/payments/${money.id}/refund`, {
          as: 'financeiro',
          json: { receivedOn: today, amount: '400', source: 'credit' },
        }),
      ]);
      // Exactly one wins: the application (200) or the refund (201); the other is refused (422).
      const won = [applied.status === 200, refunded.status === 201];
      expect(won.filter(Boolean)).toHaveLength(1);
      expect([applied.status, refunded.status]).toContain(422);
      const after = await payment(money.id);
      expect(toCents(after.credit)).toBe(0n);
    }
  });

  it('accrues the partner commission on the money applied, and a refund takes it back', async () => {
    const money = await overpaid(referred);
    const later = await issuedInvoice('400.00', referred, day(60));
    await ok<PaymentItem>(await apply(money.id, [{ invoiceId: later.id, amount: '400' }]));
    const earned = await t.db
      .select({ amount: partnerCommissions.amount })
      .from(partnerCommissions)
      .where(eq(partnerCommissions.leadId, referred));
    // 10 % of 600 + 10 % of 400.
    expect(earned.reduce((sum, row) => sum + toCents(row.amount), 0n)).toBe(toCents('100.00'));

    const back = await t.request(`/api/payments/${money.id}/refund`, {
      as: 'financeiro',
      json: { receivedOn: today, amount: '400', source: 'invoice', invoiceId: later.id },
    });
    expect(back.status, await back.clone().text()).toBe(201);
    expect((await invoice(later.id)).status).toBe('aberta');
    const net = await t.db
      .select({ amount: partnerCommissions.amount })
      .from(partnerCommissions)
      .where(eq(partnerCommissions.leadId, referred));
    expect(net.reduce((sum, row) => sum + toCents(row.amount), 0n)).toBe(toCents('60.00'));
  });

  it('is finance only', async () => {
    const money = await overpaid();
    const later = await issuedInvoice('100.00', client, day(60));
    for (const role of ['comercial', 'mkt'] as const) {
      const refused = await t.request(`/api/payments/${money.id}/apply-credit`, {
        as: role,
        json: { allocations: [{ invoiceId: later.id, amount: '100' }] },
      });
      expect(refused.status).toBe(403);
    }
  });
});
