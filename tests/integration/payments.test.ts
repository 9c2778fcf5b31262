import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leads } from '@server/db/schema';
import type { ApiErrorBody } from '@server/lib/http';
import { registerPaymentHook } from '@server/payments/payment-hooks';
import { expenses } from '@server/payments/schema';
import type { InvoiceDetail } from '@shared/invoices/schemas';
import type {
  ExpenseItem,
  ExpenseList,
  OpenInvoice,
  PaymentItem,
  PaymentList,
} from '@shared/payments/schemas';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let client: { id: string; name: string };
let other: { id: string };
const hooked: string[] = [];

const json = async <T>(response: Response) => (await response.json()) as T;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function issuedInvoice(amount: string, leadId = client.id, dueDate = today) {
  const created = await t.request('/api/invoices', {
    as: 'financeiro',
    json: {
      leadId,
      competence: today.slice(0, 7),
      dueDate,
      items: [{ description: 'Serviço', quantity: 1, unitPrice: amount }],
    },
  });
  const draft = await json<InvoiceDetail>(created);
  const issued = await t.request(`/api/invoices/${draft.id}/issue`, { as: 'financeiro', method: 'POST' });
  expect(issued.status).toBe(200);
  return json<InvoiceDetail>(issued);
}
const pay = (body: Record<string, unknown>, as = 'financeiro') =>
  t.request('/api/payments', { as, json: { receivedOn: today, method: 'pix', ...body } });
const invoice = async (id: string) =>
  json<InvoiceDetail>(await t.request(`/api/invoices/${id}`, { as: 'financeiro' }));

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .insert(leads)
    .values([
      { name: 'Cliente Pagamentos', email: 'pagamentos@exemplo.com.br', source: 'manual', status: 'won' },
      { name: 'Outro Cliente', email: 'outro@exemplo.com.br', source: 'manual', status: 'won' },
    ])
    .returning();
  client = { id: rows[0]!.id, name: rows[0]!.name };
  other = { id: rows[1]!.id };
  await t.cookieFor('financeiro');
  registerPaymentHook(async (_tx, paymentId) => {
    hooked.push(paymentId);
  });
});
afterAll(async () => {
  await t?.close();
});

describe('access', () => {
  it('answers 401 signed out and 403 outside finance on every endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const endpoints: [string, string][] = [
      ['GET', '/api/payments'],
      ['POST', '/api/payments'],
      ['GET', `/api/payments/open-invoices?leadId=${id}`],
      ['GET', `/api/payments/${id}`],
      ['POST', `/api/payments/${id}/refund`],
      ['GET', `/api/payments/${id}/refund-preview?amount=10`],
      ['GET', '/api/payments/statement'],
      ['POST', '/api/payments/statement'],
      ['POST', `/api/payments/statement/preview`],
      ['POST', `/api/payments/statement/${id}/accept`],
      ['POST', `/api/payments/statement/${id}/split`],
      ['POST', `/api/payments/statement/${id}/link`],
      ['POST', `/api/payments/statement/${id}/ignore`],
      ['POST', `/api/payments/statement/${id}/undo`],
      ['GET', `/api/payments/statement/${id}/candidates`],
      ['GET', '/api/payments/bank-accounts'],
      ['POST', '/api/payments/bank-accounts'],
      ['PATCH', `/api/payments/bank-accounts/${id}`],
      ['GET', '/api/expenses'],
      ['POST', '/api/expenses'],
      ['GET', `/api/expenses/${id}`],
      ['PATCH', `/api/expenses/${id}`],
      ['POST', `/api/expenses/${id}/pay`],
      ['POST', `/api/expenses/${id}/cancel`],
    ];
    for (const [method, path] of endpoints) {
      const body = method === 'GET' ? {} : { json: {} };
      expect((await t.request(path, { method, ...body })).status, `${method} ${path}`).toBe(401);
      for (const as of ['comercial', 'mkt', 'usuario']) {
        expect((await t.request(path, { method, as, ...body })).status, `${as} ${method} ${path}`).toBe(403);
      }
    }
  });
});

describe('payments', () => {
  it('a partial then a full payment moves the invoice to paga, with the hook called each time', async () => {
    const target = await issuedInvoice('1000.00', client.id, '2999-12-31');
    const first = await pay({ amount: '400', allocations: [{ invoiceId: target.id, amount: '400' }] });
    expect(first.status, await first.clone().text()).toBe(201);
    const firstPayment = await json<PaymentItem>(first);
    expect(firstPayment).toMatchObject({ amount: '400.00', allocated: '400.00', clientId: client.id });
    expect(await invoice(target.id)).toMatchObject({
      status: 'parcialmente_paga',
      paid: '400.00',
      open: '600.00',
    });
    const second = await pay({
      amount: '600,00',
      method: 'boleto',
      fee: '3.50',
      allocations: [{ invoiceId: target.id, amount: 600 }],
    });
    expect(second.status).toBe(201);
    const after = await invoice(target.id);
    expect(after).toMatchObject({ status: 'paga', paid: '1000.00', open: '0.00', pix: null });
    expect(after.payments).toHaveLength(2);
    expect(hooked).toContain(firstPayment.id);
    expect(hooked).toContain((await json<PaymentItem>(second)).id);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, firstPayment.id)));
    expect(audit?.action).toBe('create');
  });

  it('splits one payment over several invoices of the client', async () => {
    const a = await issuedInvoice('300.00');
    const b = await issuedInvoice('200.00');
    const open = await json<{ items: OpenInvoice[] }>(
      await t.request(`/api/payments/open-invoices?leadId=${client.id}`, { as: 'financeiro' }),
    );
    expect(open.items.map((item) => item.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const response = await pay({
      amount: '550.00',
      allocations: [
        { invoiceId: a.id, amount: '300.00' },
        { invoiceId: b.id, amount: '200.00' },
      ],
    });
    expect(response.status).toBe(201);
    expect((await json<PaymentItem>(response)).allocated).toBe('500.00');
    expect((await invoice(a.id)).status).toBe('paga');
    expect((await invoice(b.id)).status).toBe('paga');
  });

  it('refuses over-allocation, sums above the amount and other 422s', async () => {
    const target = await issuedInvoice('100.00');
    const foreign = await issuedInvoice('100.00', other.id);
    const cases: Record<string, unknown>[] = [
      { amount: '150', allocations: [{ invoiceId: target.id, amount: '150' }] },
      { amount: '50', allocations: [{ invoiceId: target.id, amount: '60' }] },
      {
        amount: '200',
        allocations: [
          { invoiceId: target.id, amount: '50' },
          { invoiceId: target.id, amount: '50' },
        ],
      },
      {
        amount: '200',
        allocations: [
          { invoiceId: target.id, amount: '50' },
          { invoiceId: foreign.id, amount: '50' },
        ],
      },
      { amount: '0' },
      { amount: '10', method: 'cheque' },
      { amount: '10', receivedOn: '2026-02-31' },
      { amount: '10', fee: '20' },
    ];
    for (const body of cases) {
      const response = await pay(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    expect((await invoice(target.id)).paid).toBe('0.00');
    expect((await t.request('/api/payments?cursor=xx', { as: 'financeiro' })).status).toBe(422);
    expect((await t.request('/api/payments/open-invoices?leadId=x', { as: 'financeiro' })).status).toBe(422);
  });

  it('refunds as a negative payment and reopens the invoice', async () => {
    const target = await issuedInvoice('500.00', client.id, '2999-12-31');
    const paid = await json<PaymentItem>(
      await pay({ amount: '500', allocations: [{ invoiceId: target.id, amount: '500' }] }),
    );
    const bad = await t.request(`/api/payments/${paid.id}/refund`, {
      as: 'financeiro',
      json: { receivedOn: today, amount: '600', invoiceId: target.id },
    });
    expect(bad.status).toBe(422);
    const refund = await t.request(`/api/payments/${paid.id}/refund`, {
      as: 'financeiro',
      json: { receivedOn: today, amount: '200', invoiceId: target.id, note: 'Desconto concedido' },
    });
    expect(refund.status).toBe(201);
    expect((await json<PaymentItem>(refund)).amount).toBe('-200.00');
    expect(await invoice(target.id)).toMatchObject({ status: 'parcialmente_paga', paid: '300.00' });
  });

  it('never refunds more than the payment, counting earlier refunds, even in parallel', async () => {
    const paid = await json<PaymentItem>(await pay({ amount: '500', allocations: [] }));
    expect(paid.refundable).toBe('500.00');
    const refund = (amount: string) =>
      t.request(`/api/payments/${paid.id}/refund`, {
        as: 'financeiro',
        json: { receivedOn: today, amount, invoiceId: null },
      });
    const first = await refund('200');
    expect(first.status).toBe(201);
    expect(await json<PaymentItem>(first)).toMatchObject({ amount: '-200.00', refundOf: paid.id });
    const over = await refund('400');
    expect(over.status).toBe(422);
    expect((await json<ApiErrorBody>(over)).error.fields?.amount).toBe(
      'O estorno passa do que resta a estornar deste pagamento (R$\u00a0300,00).',
    );
    // Two refunds of the remaining R$ 300 at once: the row lock lets one through.
    const both = await Promise.all([refund('300'), refund('300')]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 422]);
    const read = await json<PaymentItem>(await t.request(`/api/payments/${paid.id}`, { as: 'financeiro' }));
    expect(read.refundable).toBe('0.00');
  });

  it('lists payments newest first with keyset pages', async () => {
    const page = await json<PaymentList>(await t.request('/api/payments?limit=2', { as: 'financeiro' }));
    expect(page.items).toHaveLength(2);
    const next = await json<PaymentList>(
      await t.request(`/api/payments?limit=2&cursor=${page.nextCursor}`, { as: 'financeiro' }),
    );
    expect(next.items[0]?.id).not.toBe(page.items[0]?.id);
    const pix = await json<PaymentList>(
      await t.request('/api/payments?method=pix&q=pagamentos', { as: 'financeiro' }),
    );
    expect(pix.items.every((item) => item.method === 'pix')).toBe(true);
  });
});

describe('expenses', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    supplier: 'Hospedagem Cloud',
    category: 'Infraestrutura',
    amount: '199.90',
    dueDate: '2026-01-31',
    recurring: true,
    ...overrides,
  });

  it('creates, pays (opening next month for a recurring bill), cancels with a reason, and refuses bad input', async () => {
    const created = await t.request('/api/expenses', { as: 'financeiro', json: body() });
    expect(created.status).toBe(201);
    const expense = await json<ExpenseItem>(created);
    expect(expense).toMatchObject({ status: 'vencida', amount: '199.90' });
    const paid = await t.request(`/api/expenses/${expense.id}/pay`, {
      as: 'financeiro',
      json: { paidOn: '2026-01-30' },
    });
    expect((await json<ExpenseItem>(paid)).status).toBe('paga');
    const next = await t.db.select().from(expenses).where(eq(expenses.repeatsId, expense.id));
    expect(next.map((row) => row.dueDate)).toEqual(['2026-02-28']);
    expect(
      (
        await t.request(`/api/expenses/${expense.id}/pay`, {
          as: 'financeiro',
          json: { paidOn: '2026-01-30' },
        })
      ).status,
    ).toBe(409);

    const cancelled = await t.request(`/api/expenses/${next[0]!.id}/cancel`, {
      as: 'financeiro',
      json: { reason: 'Serviço encerrado' },
    });
    expect(await json<ExpenseItem>(cancelled)).toMatchObject({
      status: 'cancelada',
      cancelReason: 'Serviço encerrado',
    });

    for (const bad of [
      body({ amount: '-1' }),
      body({ supplier: '' }),
      body({ dueDate: 'ontem' }),
      body({ projectId: 'x' }),
    ]) {
      expect(
        (await t.request('/api/expenses', { as: 'financeiro', json: bad })).status,
        JSON.stringify(bad),
      ).toBe(422);
    }
    const list = await json<ExpenseList>(
      await t.request('/api/expenses?status=cancelada', { as: 'financeiro' }),
    );
    expect(list.items.every((item) => item.status === 'cancelada')).toBe(true);
    expect(list.items.length).toBeGreaterThan(0);
  });
});
