/**
 * Issue 23, deliverable 3 (docs/product/invoices-and-payments.md, decision 055): payments and refunds
 * that cannot take an invoice below zero or above its total, refunds that reverse the allocations (and
 * the commission) of the money they give back, clawbacks only of commission earned, and fine and
 * interest received recorded as such. Every test ends with the ledger's invariants
 * (tests/support/ledger-invariants.ts). With TEST_DATABASE_URL the parallel requests really race on
 * PostgreSQL (PGlite runs them one at a time).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { leads } from '@server/db/schema';
import { cashFlow } from '@server/insights/cash-flow';
import { buildReport } from '@server/insights/reports';
import type { ApiErrorBody } from '@server/lib/http';
import { partnerAgreements, partnerCommissions, partners } from '@server/partners/schema';
import { paymentAllocations, payments } from '@server/payments/schema';
import type { PublicInvoice } from '@shared/invoices/schemas';
import { toCents } from '@shared/money';
import type { OpenInvoice, PaymentItem, RefundPreview } from '@shared/payments/schemas';
import { ledgerViolations } from '../support/ledger-invariants';
import { day, moneyRequests, ok } from '../support/money-requests';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let client: string;
let referred: string;
let partnerId: string;

const DAY = 86_400_000;
const today = day(0);
const json = async <T>(response: Response) => (await response.json()) as T;
const requests = () => moneyRequests(t);
const issuedInvoice = (amount: string, leadId = client, dueDate = day(30)) =>
  requests().issuedInvoice(amount, leadId, dueDate);
const pay = (body: Record<string, unknown>) => requests().pay(body);
const paid = (body: Record<string, unknown>) => requests().paid(body);
const refund = (id: string, body: Record<string, unknown>) =>
  t.request(`/api/payments/${id}/refund`, { as: 'financeiro', json: { receivedOn: today, ...body } });
const preview = async (id: string, query: Record<string, string>) =>
  ok<RefundPreview>(
    await t.request(`/api/payments/${id}/refund-preview?${new URLSearchParams(query)}`, { as: 'financeiro' }),
  );
const invoice = (id: string) => requests().invoice(id);
const errorOf = async (response: Response) => (await json<ApiErrorBody>(response)).error;
const commissionsOf = (leadId: string) =>
  t.db
    .select({ amount: partnerCommissions.amount })
    .from(partnerCommissions)
    .where(eq(partnerCommissions.leadId, leadId));

beforeAll(async () => {
  t = await createTestApp();
  const [partner] = await t.db
    .insert(partners)
    .values({
      name: 'Parceira Razão',
      personType: 'pf',
      document: '11144477735',
      contactName: 'Rita',
      email: 'rita.parceira@exemplo.com.br',
      code: 'RAZAO',
    })
    .returning({ id: partners.id });
  partnerId = partner!.id;
  await t.db.insert(partnerAgreements).values({
    partnerId,
    kind: 'percentual',
    percent: '10',
    recurringMonths: 3,
    attributionDays: 30,
    validFrom: day(-400),
  });
  const rows = await t.db
    .insert(leads)
    .values([
      { name: 'Cliente Razão', email: 'razao@exemplo.com.br', source: 'manual', status: 'won' },
      {
        name: 'Cliente Indicado',
        company: 'Indicada Ltda',
        email: 'indicado.razao@exemplo.com.br',
        source: 'indicacao',
        status: 'won',
        partnerId,
        referredAt: new Date(Date.now() - 300 * DAY),
      },
    ])
    .returning({ id: leads.id });
  client = rows[0]!.id;
  referred = rows[1]!.id;
  await t.cookieFor('financeiro');
});
afterEach(async () => {
  expect(await ledgerViolations(t.db)).toEqual([]);
});
afterAll(async () => {
  await t?.close();
});

describe('refunds and payments at once on one invoice', () => {
  it('two refunds at once from two payments never take the invoice below zero (8 rounds)', async () => {
    for (let round = 0; round < 8; round++) {
      // R$ 2.000 paid by two payments of R$ 2.000, each R$ 1.000 on the invoice and R$ 1.000 of credit.
      const target = await issuedInvoice('2000.00');
      const x = await paid({ amount: '2000', allocations: [{ invoiceId: target.id, amount: '1000' }] });
      const y = await paid({ amount: '2000', allocations: [{ invoiceId: target.id, amount: '1000' }] });
      const both = await Promise.all([
        refund(x.id, { amount: '2000', invoiceId: target.id }),
        refund(y.id, { amount: '2000', invoiceId: target.id }),
      ]);
      expect(both.map((response) => response.status)).toEqual([201, 201]);
      // Each gave back its own R$ 1.000 on the invoice and its R$ 1.000 of credit.
      for (const response of both)
        expect(await json<PaymentItem>(response)).toMatchObject({
          amount: '-2000.00',
          allocated: '-1000.00',
        });
      expect(await invoice(target.id)).toMatchObject({ paid: '0.00', open: '2000.00', status: 'aberta' });
      expect(await ledgerViolations(t.db)).toEqual([]);
      if (round === 0) {
        const { url } = await ok<{ url: string }>(
          await t.request(`/api/invoices/${target.id}/public-link`, { as: 'financeiro', method: 'POST' }),
          201,
        );
        const page = await ok<PublicInvoice>(await t.request(`/api/public/invoices/${url.split('/').pop()}`));
        expect(page).toMatchObject({ paid: '0.00', open: '2000.00', amountDue: '2000.00' });
      }
    }
  });

  it('parallel payments and refunds on one invoice keep 0 ≤ paid ≤ total, stored = allocations (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const target = await issuedInvoice('1000.00');
      const earlier: PaymentItem[] = [];
      for (let index = 0; index < 4; index++)
        earlier.push(await paid({ amount: '250', allocations: [{ invoiceId: target.id, amount: '250' }] }));
      const responses = await Promise.all([
        ...earlier.map((payment) => refund(payment.id, { amount: '250', invoiceId: target.id })),
        ...earlier.map((payment) => refund(payment.id, { amount: '250', source: 'auto' })),
        ...[0, 1, 2, 3].map(() =>
          pay({ amount: '300', allocations: [{ invoiceId: target.id, amount: '300' }] }),
        ),
      ]);
      const statuses = responses.map((response) => response.status);
      expect(
        statuses.every((status) => status === 201 || status === 422),
        statuses.join(','),
      ).toBe(true);
      // Each earlier payment is refunded exactly once; the new payments fit in what is open.
      expect(statuses.slice(0, 8).filter((status) => status === 201)).toHaveLength(4);
      const after = await invoice(target.id);
      const accepted = statuses.slice(8).filter((status) => status === 201).length;
      expect(after.paid).toBe(`${accepted * 300}.00`);
      expect(toCents(after.paid)).toBeLessThanOrEqual(toCents(after.total));
      expect(await ledgerViolations(t.db)).toEqual([]);
    }
  });

  it('payments over two invoices in opposite orders at once all go through (one lock order, no deadlock)', async () => {
    const first = await issuedInvoice('600.00');
    const second = await issuedInvoice('600.00');
    const responses = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((index) => {
        const pair = [
          { invoiceId: first.id, amount: '100' },
          { invoiceId: second.id, amount: '100' },
        ];
        return pay({ amount: '200', allocations: index % 2 ? pair.reverse() : pair });
      }),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await invoice(first.id)).toMatchObject({ paid: '600.00', status: 'paga' });
    expect(await invoice(second.id)).toMatchObject({ paid: '600.00', status: 'paga' });
  });

  it('the database keeps the stored amount with every allocation change, and refuses one past the total', async () => {
    const target = await issuedInvoice('500.00');
    const [payment] = await t.db
      .insert(payments)
      .values({ receivedOn: today, amount: '900.00', method: 'pix', leadId: client })
      .returning({ id: payments.id });
    const [allocation] = await t.db
      .insert(paymentAllocations)
      .values({ paymentId: payment!.id, invoiceId: target.id, amount: '300.00', lateFees: '5.00' })
      .returning({ id: paymentAllocations.id });
    expect(await invoice(target.id)).toMatchObject({ paid: '300.00', lateFeesPaid: '5.00' });
    await t.db
      .update(paymentAllocations)
      .set({ amount: '450.00' })
      .where(eq(paymentAllocations.id, allocation!.id));
    expect((await invoice(target.id)).paid).toBe('450.00');
    await expect(
      t.db
        .insert(paymentAllocations)
        .values({ paymentId: payment!.id, invoiceId: target.id, amount: '100.00' }),
    ).rejects.toThrow();
    expect((await invoice(target.id)).paid).toBe('450.00');
    await t.db.delete(paymentAllocations).where(eq(paymentAllocations.id, allocation!.id));
    expect(await invoice(target.id)).toMatchObject({ paid: '0.00', lateFeesPaid: '0.00', status: 'aberta' });
  });
});

describe('refunding money already applied to invoices', () => {
  it("'só devolver o crédito' refuses money that is on invoices; the refund reopens them and reverses the commission", async () => {
    const target = await issuedInvoice('1000.00', referred);
    const payment = await paid({ amount: '1000', allocations: [{ invoiceId: target.id, amount: '1000' }] });
    expect((await commissionsOf(referred)).map((row) => row.amount)).toEqual(['100.00']);

    const creditOnly = await refund(payment.id, { amount: '1000', source: 'credit' });
    expect(creditOnly.status).toBe(422);
    expect((await errorOf(creditOnly)).fields?.amount).toBe(
      'Este pagamento não tem crédito não alocado: todo o valor está nas faturas. Escolha de onde o estorno sai; a fatura volta a ficar em aberto.',
    );
    expect((await invoice(target.id)).status).toBe('paga');

    expect(await preview(payment.id, { amount: '1000', source: 'auto' })).toEqual({
      amount: '1000.00',
      refundable: '1000.00',
      credit: '0.00',
      fromCredit: '0.00',
      invoices: [
        {
          invoiceId: target.id,
          number: target.number,
          amount: '1000.00',
          lateFees: '0.00',
          openAfter: '1000.00',
        },
      ],
      commissions: [{ partnerName: 'Parceira Razão', amount: '100.00' }],
      commissionTotal: '100.00',
    });
    // Without a source (the old body) the refund is automatic: the invoice reopens.
    const done = await ok<PaymentItem>(await refund(payment.id, { amount: '1000', invoiceId: null }), 201);
    expect(done).toMatchObject({ amount: '-1000.00', allocated: '-1000.00' });
    expect(await invoice(target.id)).toMatchObject({ status: 'aberta', paid: '0.00', open: '1000.00' });
    expect((await commissionsOf(referred)).map((row) => row.amount).sort()).toEqual(['-100.00', '100.00']);
    const read = await ok<PaymentItem>(await t.request(`/api/payments/${payment.id}`, { as: 'financeiro' }));
    expect(read).toMatchObject({ refundable: '0.00', allocated: '0.00', credit: '0.00' });
  });

  it('takes the unallocated credit first, then the invoice due last; a chosen invoice first, then the credit', async () => {
    const early = await issuedInvoice('300.00', client, day(10));
    const late = await issuedInvoice('500.00', client, day(40));
    const payment = await paid({
      amount: '1000',
      allocations: [
        { invoiceId: early.id, amount: '300' },
        { invoiceId: late.id, amount: '500' },
      ],
    });
    expect(payment).toMatchObject({ allocated: '800.00', credit: '200.00' });
    const plan = await preview(payment.id, { amount: '400', source: 'auto' });
    expect(plan).toMatchObject({
      fromCredit: '200.00',
      invoices: [{ invoiceId: late.id, amount: '200.00', openAfter: '200.00' }],
      commissionTotal: '0.00',
    });
    await ok(await refund(payment.id, { amount: '400' }), 201);
    expect(await invoice(late.id)).toMatchObject({ paid: '300.00', status: 'parcialmente_paga' });
    expect((await invoice(early.id)).status).toBe('paga');

    const tooMuch = await refund(payment.id, { amount: '350', source: 'invoice', invoiceId: early.id });
    expect(tooMuch.status).toBe(422);
    expect((await errorOf(tooMuch)).message).toBe(
      `O estorno passa do que este pagamento tem na fatura ${early.number} (R$\u00a0300,00) mais o crédito não alocado (R$\u00a00,00).`,
    );
    await ok(await refund(payment.id, { amount: '300', source: 'invoice', invoiceId: early.id }), 201);
    expect(await invoice(early.id)).toMatchObject({ paid: '0.00', open: '300.00' });
    const foreign = await issuedInvoice('100.00');
    const wrong = await refund(payment.id, { amount: '10', source: 'invoice', invoiceId: foreign.id });
    expect((await errorOf(wrong)).fields?.invoiceId).toBe('Este pagamento não quitou essa fatura.');
    const unchosen = await refund(payment.id, { amount: '10', source: 'invoice' });
    expect((await errorOf(unchosen)).fields?.invoiceId).toBe('Escolha a fatura');
  });

  it('a refund of money that earned no commission claws nothing back; of money that did, its share', async () => {
    const target = await issuedInvoice('3000.00', referred, day(-200));
    // First payment 200 days ago earns 10 %; the second, 5 months later, is past the 3 months.
    const first = await paid({
      receivedOn: day(-200),
      amount: '1000',
      allocations: [{ invoiceId: target.id, amount: '1000' }],
    });
    const second = await paid({
      receivedOn: day(-50),
      amount: '500',
      allocations: [{ invoiceId: target.id, amount: '500' }],
    });
    const before = (await commissionsOf(referred)).map((row) => row.amount).sort();
    expect(before.filter((amount) => amount === '100.00').length).toBeGreaterThan(0);
    expect(await preview(second.id, { amount: '500' })).toMatchObject({
      commissionTotal: '0.00',
      commissions: [],
    });
    await ok(await refund(second.id, { amount: '500', invoiceId: target.id }), 201);
    expect((await commissionsOf(referred)).map((row) => row.amount).sort()).toEqual(before);

    // A third of the first: R$ 33,33 of its R$ 100,00; the rest later nets it to exactly zero.
    await ok(await refund(first.id, { amount: '333.33' }), 201);
    await ok(await refund(first.id, { amount: '666.67' }), 201);
    const [firstAllocation] = await t.db
      .select({ id: paymentAllocations.id })
      .from(paymentAllocations)
      .where(eq(paymentAllocations.paymentId, first.id));
    const [net] = await queryRows<{ amount: string; entries: number }>(
      t.db,
      sql`select sum(c.amount)::text as amount, count(*)::int as entries from partner_commissions c
          join payment_allocations a on c.source_key = 'alloc:' || a.id::text
          where a.id = ${firstAllocation!.id} or a.reverses_id = ${firstAllocation!.id}`,
    );
    expect(net).toEqual({ amount: '0.00', entries: 3 });
    const clawbacks = await t.db
      .select({ amount: partnerCommissions.amount })
      .from(partnerCommissions)
      .where(and(eq(partnerCommissions.leadId, referred), sql`${partnerCommissions.amount} < 0`));
    expect(clawbacks.map((row) => row.amount).sort()).toContain('-33.33');
  });
});

describe('dates and amounts the ledger cannot hold (found by the invariants test)', () => {
  it('a refund is dated on or after the payment it gives back, and not after today', async () => {
    const target = await issuedInvoice('800.00');
    const payment = await paid({
      receivedOn: day(-5),
      amount: '800',
      allocations: [{ invoiceId: target.id, amount: '800' }],
    });
    const before = await refund(payment.id, { amount: '100', receivedOn: day(-6) });
    expect(before.status).toBe(422);
    expect((await errorOf(before)).fields?.receivedOn).toBe(
      `O estorno não pode ser anterior ao pagamento que devolve (recebido em ${day(-5).split('-').reverse().join('/')}).`,
    );
    const ahead = await refund(payment.id, { amount: '100', receivedOn: day(1) });
    expect(ahead.status).toBe(422);
    expect((await errorOf(ahead)).fields?.receivedOn).toBe('A data do estorno não pode ser depois de hoje.');
    expect(await invoice(target.id)).toMatchObject({ paid: '800.00', status: 'paga' });
    await ok(await refund(payment.id, { amount: '100', receivedOn: day(-5) }), 201);
    expect((await invoice(target.id)).paid).toBe('700.00');
  });

  it('money received or paid after today is refused: payments and bills', async () => {
    const target = await issuedInvoice('300.00');
    const ahead = await pay({
      receivedOn: day(1),
      amount: '300',
      allocations: [{ invoiceId: target.id, amount: '300' }],
    });
    expect(ahead.status).toBe(422);
    expect((await errorOf(ahead)).fields?.receivedOn).toBe(
      'A data do pagamento não pode ser depois de hoje: registre-o no dia em que o dinheiro entrou.',
    );
    expect((await invoice(target.id)).status).toBe('aberta');
    const bill = { supplier: 'Hospedagem', category: 'Infraestrutura', amount: '90,00', dueDate: day(3) };
    const paidAhead = await t.request('/api/expenses', {
      as: 'financeiro',
      json: { ...bill, paidOn: day(1) },
    });
    expect(paidAhead.status).toBe(422);
    expect((await errorOf(paidAhead)).fields?.paidOn).toBe(
      'A data de pagamento não pode ser depois de hoje.',
    );
    const created = await ok<{ id: string }>(
      await t.request('/api/expenses', { as: 'financeiro', json: bill }),
      201,
    );
    const payAhead = await t.request(`/api/expenses/${created.id}/pay`, {
      as: 'financeiro',
      json: { paidOn: day(1) },
    });
    expect((await errorOf(payAhead)).fields?.paidOn).toBe('A data de pagamento não pode ser depois de hoje.');
    expect(
      (await t.request(`/api/expenses/${created.id}/pay`, { as: 'financeiro', json: { paidOn: today } }))
        .status,
    ).toBe(200);
  });

  it('fine and interest are at most what the invoice charged on the day it was paid; more is refused', async () => {
    // R$ 1.000,00 due ten days ago: today fine 20,00 + interest 3,33; five days ago 20,00 + 1,67.
    const target = await issuedInvoice('1000.00', client, day(-10));
    const typo = await pay({
      amount: '1033.33',
      allocations: [{ invoiceId: target.id, amount: '1000', lateFees: '33.33' }],
    });
    expect(typo.status).toBe(422);
    expect((await errorOf(typo)).fields?.allocations).toBe(
      `Multa e juros de ${target.number} passam do que a fatura cobrava em ${today.split('-').reverse().join('/')} (R$\u00a023,33). O que passar disso fica como crédito do cliente.`,
    );
    const earlier = await pay({
      receivedOn: day(-5),
      amount: '1023.33',
      allocations: [{ invoiceId: target.id, amount: '1000', lateFees: '23.33' }],
    });
    expect((await errorOf(earlier)).fields?.allocations).toMatch(/cobrava em .* \(R\$\u00a021,67\)/);
    expect((await invoice(target.id)).lateFeesPaid).toBe('0.00');
    // Less than charged (fine waived in part) is fine, and so is exactly the PIX amount of that day.
    await ok(
      await pay({
        receivedOn: day(-5),
        amount: '1021.67',
        allocations: [{ invoiceId: target.id, amount: '1000', lateFees: '21.67' }],
      }),
      201,
    );
    expect(await invoice(target.id)).toMatchObject({ status: 'paga', lateFeesPaid: '21.67' });
  });
});

describe('fine and interest received', () => {
  it('are recorded on the allocation and the invoice, in the DRE and cash flow, receivable in the aging, and refunded first', async () => {
    const [lead] = await t.db
      .insert(leads)
      .values({
        name: 'Cliente Atrasado',
        company: 'Atrasada Ltda',
        email: 'atrasado.razao@exemplo.com.br',
        source: 'indicacao',
        status: 'won',
        partnerId,
        referredAt: new Date(Date.now() - 30 * DAY),
      })
      .returning({ id: leads.id });
    const late = lead!.id;
    // R$ 1.000,00 ten days late: fine 2 % = 20,00 + interest 1 % a month pro rata = 3,33 (the PIX amount).
    const target = await issuedInvoice('1000.00', late, day(-10));
    const pending = await issuedInvoice('500.00', late, day(-10));
    const open = await ok<{ items: OpenInvoice[] }>(
      await t.request(`/api/payments/open-invoices?leadId=${late}`, { as: 'financeiro' }),
    );
    expect(open.items.find((item) => item.id === target.id)).toMatchObject({
      open: '1000.00',
      lateFees: '23.33',
    });
    const receivedBefore = await lateFeeFigures();

    const early = await pay({
      receivedOn: day(-10),
      amount: '1023.33',
      allocations: [{ invoiceId: target.id, amount: '1000', lateFees: '23.33' }],
    });
    expect((await errorOf(early)).fields?.allocations).toMatch(
      /^Multa e juros só valem para pagamento depois do vencimento/,
    );
    const above = await pay({
      amount: '1000',
      allocations: [{ invoiceId: target.id, amount: '1000', lateFees: '23.33' }],
    });
    expect((await errorOf(above)).fields?.allocations).toBe(
      'A soma distribuída nas faturas (com multa e juros) passa do valor do pagamento.',
    );

    const payment = await paid({
      amount: '1023.33',
      allocations: [{ invoiceId: target.id, amount: '1000', lateFees: '23.33' }],
    });
    expect(payment).toMatchObject({ allocated: '1023.33', credit: '0.00' });
    const detail = await invoice(target.id);
    expect(detail).toMatchObject({ status: 'paga', paid: '1000.00', lateFeesPaid: '23.33', open: '0.00' });
    expect(detail.payments).toEqual([
      expect.objectContaining({ amount: '1000.00', lateFees: '23.33', refund: false }),
    ]);
    // Commission is earned on the invoice's amount, not on the fine and interest.
    expect((await commissionsOf(late)).map((row) => row.amount)).toEqual(['100.00']);

    const after = await lateFeeFigures();
    expect(after.dre - receivedBefore.dre).toBe(2333n);
    expect(after.cashFlow - receivedBefore.cashFlow).toBe(2333n);
    expect(after.gross - receivedBefore.gross).toBe(102333n);
    // The other overdue invoice: R$ 500 open, and its fine and interest so far receivable apart.
    const aging = await buildReport(t.db, 'aging');
    expect(aging.rows.find((row) => row.client === 'Atrasada Ltda')).toMatchObject({
      d1_30: '500.00',
      late_fees: '11.67',
      with_fees: '511.67',
    });
    expect(pending.status).toBe('vencida');

    // Waiving the fine: a refund of R$ 23,33 gives back the fine and interest; the invoice stays paid.
    const waived = await ok<PaymentItem>(await refund(payment.id, { amount: '23.33' }), 201);
    expect(waived.invoices).toEqual([
      { id: target.id, number: target.number, amount: '0.00', lateFees: '-23.33' },
    ]);
    expect(await invoice(target.id)).toMatchObject({ status: 'paga', paid: '1000.00', lateFeesPaid: '0.00' });
    expect((await lateFeeFigures()).dre).toBe(receivedBefore.dre);
    expect((await commissionsOf(late)).map((row) => row.amount)).toEqual(['100.00']);
  });
});

/** The DRE's 'Multas e juros recebidos' and 'Receita bruta', and the cash flow's, this month, in cents. */
async function lateFeeFigures() {
  const from = `${today.slice(0, 7)}-01`;
  const dre = await buildReport(t.db, 'dre', { from, to: today });
  const line = (key: string) => toCents(String(dre.rows.find((row) => row.key === key)?.total ?? '0'));
  const flow = await cashFlow(t.db);
  const month = flow.months.find((row) => row.kind === 'current')!;
  expect(line('receita:faturas') + line('receita:multas_juros')).toBe(line('receita'));
  return { dre: line('receita:multas_juros'), gross: line('receita'), cashFlow: toCents(month.lateFeesIn) };
}
