/**
 * 'Conciliação' (issue 23, deliverable 2): a bank line is booked at most once (row lock + constraints,
 * two accepts at once: one 201, one 409 — on PostgreSQL too with TEST_DATABASE_URL); money already
 * recorded is offered as 'já registrado', never as a new payment; outgoing lines match bills;
 * 'Ignorar' with a reason; 'Desfazer' reverses what the match created; manual search; a line split over
 * several invoices; the PIX amount with fine and interest is suggested, with the reasons in PT-BR.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leads } from '@server/db/schema';
import { invoices } from '@server/invoices/schema';
import type { ApiErrorBody } from '@server/lib/http';
import { bankStatementLines, expenses, payments } from '@server/payments/schema';
import type { InvoiceDetail } from '@shared/invoices/schemas';
import type { ExpenseItem, PaymentItem } from '@shared/payments/schemas';
import type {
  BankAccount,
  StatementCandidates,
  StatementImportSummary,
  StatementLine,
  StatementList,
} from '@shared/payments/statement-schemas';
import { clearFinanceTables } from '../support/finance';
import { bankLineViolations, ledgerViolations } from '../support/ledger-invariants';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let client: { id: string };
let other: { id: string };
let account: BankAccount;
const json = async <T>(response: Response) => (await response.json()) as T;

async function issuedInvoice(amount: string, dueDate: string, leadId = client.id) {
  const created = await t.request('/api/invoices', {
    as: 'financeiro',
    json: {
      leadId,
      competence: dueDate.slice(0, 7),
      dueDate,
      items: [{ description: 'Serviço', quantity: 1, unitPrice: amount }],
    },
  });
  const draft = await json<InvoiceDetail>(created);
  const issued = await t.request(`/api/invoices/${draft.id}/issue`, { as: 'financeiro', method: 'POST' });
  expect(issued.status).toBe(200);
  return json<InvoiceDetail>(issued);
}
const invoice = async (id: string) =>
  json<InvoiceDetail>(await t.request(`/api/invoices/${id}`, { as: 'financeiro' }));

let fitid = 0;
/** Imports one OFX line into the test account; returns it with its suggestions. */
async function line(postedOn: string, amount: string, memo: string): Promise<StatementLine> {
  fitid += 1;
  const ofx = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><BANKID>0341<ACCTID>12345-6</BANKACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>OTHER<DTPOSTED>${postedOn.replace(/-/g, '')}<TRNAMT>${amount}<FITID>R${fitid}<MEMO>${memo}</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
  const body = new FormData();
  body.set('file', new File([ofx], 'extrato.ofx'));
  body.set('accountId', account.id);
  const response = await t.request('/api/payments/statement', { as: 'financeiro', method: 'POST', body });
  expect(response.status, await response.clone().text()).toBe(201);
  expect((await json<StatementImportSummary>(response)).imported).toBe(1);
  const pending = await json<StatementList>(await t.request('/api/payments/statement', { as: 'financeiro' }));
  const found = pending.items.find((item) => item.description === memo);
  expect(found, memo).toBeTruthy();
  return found!;
}
const act = (lineId: string, action: string, body: unknown = {}) =>
  t.request(`/api/payments/statement/${lineId}/${action}`, { as: 'financeiro', json: body });
const audits = (lineId: string) =>
  t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'bank_statement_line'), eq(auditLog.entityId, lineId)));
const paymentCount = async () =>
  Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  await clearFinanceTables(t.db);
  const rows = await t.db
    .insert(leads)
    .values([
      { name: 'Martins & Costa Serviços', email: 'martins@exemplo.com.br', source: 'manual', status: 'won' },
      { name: 'Outro Cliente', email: 'outro.concilia@exemplo.com.br', source: 'manual', status: 'won' },
    ])
    .returning();
  client = { id: rows[0]!.id };
  other = { id: rows[1]!.id };
  const created = await t.request('/api/payments/bank-accounts', {
    as: 'financeiro',
    json: { name: 'Itaú PJ', bankCode: '341', branch: '1234', accountNumber: '12345-6' },
  });
  account = await json<BankAccount>(created);
});
afterAll(async () => {
  await t?.close();
});

describe('suggestions and the booking of a line', () => {
  it('suggests the invoice named in the description with its reasons; accepting books the line once', async () => {
    const target = await issuedInvoice('777.70', '2026-11-24');
    const credit = await line(
      '2026-11-25',
      '777.70',
      `PIX RECEBIDO ${target.number!.replace(/-/g, '')} MARTINS COSTA`,
    );
    expect(credit.suggestions[0]).toMatchObject({
      kind: 'invoice',
      invoiceId: target.id,
      amount: '777.70',
      lateFees: '0.00',
    });
    expect(credit.suggestions[0]!.reasons).toEqual([
      `número da fatura ${target.number} na descrição`,
      'mesmo valor em aberto (R$\u00a0777,70)',
      'pago 1 dia(s) após o vencimento',
      'nome do cliente na descrição',
    ]);
    const accepted = await act(credit.id, 'accept', { invoiceId: target.id });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    expect(await json<StatementLine>(accepted)).toMatchObject({
      state: 'conciliado',
      match: { created: true },
    });
    expect(await invoice(target.id)).toMatchObject({ status: 'paga', paid: '777.70' });
    const again = await act(credit.id, 'accept', { invoiceId: target.id });
    expect(again.status).toBe(409);
    expect((await json<ApiErrorBody>(again)).error.message).toBe(
      'Este lançamento já foi conciliado ou ignorado.',
    );
  });

  it('two accepts of the same line at once: one wins, the other gets a PT-BR 409; one payment', async () => {
    const first = await issuedInvoice('640.00', '2026-11-20');
    const second = await issuedInvoice('640.00', '2026-11-21');
    const credit = await line('2026-11-22', '640.00', 'TED RECEBIDA CONCORRENTE');
    const before = await paymentCount();
    const answers = await Promise.all([
      act(credit.id, 'accept', { invoiceId: first.id }),
      act(credit.id, 'accept', { invoiceId: second.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect((await json<ApiErrorBody>(loser)).error.message).toBe(
      'Este lançamento já foi conciliado ou ignorado.',
    );
    expect(await paymentCount()).toBe(before + 1);
    const paid = [(await invoice(first.id)).paid, (await invoice(second.id)).paid].sort();
    expect(paid).toEqual(['0.00', '640.00']);
  });

  it('a TED already recorded as a payment is offered as “já registrado”, never as a new payment for a future invoice', async () => {
    const paidInvoice = await issuedInvoice('1500.00', '2026-11-10');
    const future = await issuedInvoice('1500.00', '2026-12-10');
    const recorded = await t.request('/api/payments', {
      as: 'financeiro',
      json: {
        receivedOn: '2026-11-10',
        amount: '1500',
        method: 'transferencia',
        allocations: [{ invoiceId: paidInvoice.id, amount: '1500' }],
      },
    });
    const payment = await json<PaymentItem>(recorded);
    const ted = await line('2026-11-11', '1500.00', 'TED RECEBIDA 341 0001 CLIENTE');
    expect(ted.suggestions.map((item) => item.kind)).toEqual(['payment']);
    expect(ted.suggestions[0]).toMatchObject({
      kind: 'payment',
      paymentId: payment.id,
      invoices: [paidInvoice.number],
    });
    expect(ted.suggestions[0]!.reasons).toEqual([
      'já registrado: pagamento de R$\u00a01.500,00 em 10/11/2026',
      'data a 1 dia(s)',
    ]);
    const before = await paymentCount();
    const linked = await act(ted.id, 'link', { paymentId: payment.id });
    expect(linked.status, await linked.clone().text()).toBe(200);
    expect(await json<StatementLine>(linked)).toMatchObject({
      state: 'conciliado',
      match: { paymentId: payment.id, created: false },
    });
    expect(await paymentCount()).toBe(before);
    expect((await invoice(future.id)).paid).toBe('0.00');
    // The payment now belongs to that line: another line of the same amount cannot take it.
    const second = await line('2026-11-12', '1500.00', 'TED RECEBIDA OUTRA');
    expect(second.suggestions.some((item) => item.kind === 'payment')).toBe(false);
    const taken = await act(second.id, 'link', { paymentId: payment.id });
    expect(taken.status).toBe(409);
  });

  it('an overdue invoice paid with its PIX code (open + fine + interest) is suggested, and accepting records the fees apart', async () => {
    // R$ 1.000,00 ten days late: fine 2 % = 20,00, interest 1 % a month × 10/30 = 3,33.
    const late = await issuedInvoice('1000.00', '2026-11-15', other.id);
    const pix = await line('2026-11-25', '1023.33', 'PIX RECEBIDO OUTRO CLIENTE');
    expect(pix.suggestions[0]).toMatchObject({
      kind: 'invoice',
      invoiceId: late.id,
      amount: '1000.00',
      lateFees: '23.33',
    });
    expect(pix.suggestions[0]!.reasons).toEqual([
      'valor do PIX com multa e juros em 25/11/2026: R$\u00a01.000,00 + R$\u00a023,33',
      'nome do cliente na descrição',
    ]);
    const accepted = await act(pix.id, 'accept', { invoiceId: late.id });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    expect(await invoice(late.id)).toMatchObject({ status: 'paga', paid: '1000.00' });
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.reference, 'PIX RECEBIDO OUTRO CLIENTE'));
    expect(payment?.amount).toBe('1023.33');
  });
});

describe('split, manual search, ignore and undo', () => {
  it('one line split over several invoices of the client; more than the line is refused', async () => {
    const a = await issuedInvoice('500.00', '2026-11-18');
    const b = await issuedInvoice('300.00', '2026-11-19');
    const credit = await line('2026-11-20', '800.00', 'DEPOSITO MARTINS DUAS FATURAS');
    const found = await json<StatementCandidates>(
      await t.request(`/api/payments/statement/${credit.id}/candidates?q=martins`, { as: 'financeiro' }),
    );
    expect(found.invoices.map((item) => item.invoiceId)).toEqual(expect.arrayContaining([a.id, b.id]));
    const over = await act(credit.id, 'split', {
      allocations: [
        { invoiceId: a.id, amount: '500' },
        { invoiceId: b.id, amount: '301' },
      ],
    });
    expect(over.status).toBe(422);
    const split = await act(credit.id, 'split', {
      allocations: [
        { invoiceId: a.id, amount: '500' },
        { invoiceId: b.id, amount: '300,00' },
      ],
    });
    expect(split.status, await split.clone().text()).toBe(201);
    expect((await invoice(a.id)).status).toBe('paga');
    expect((await invoice(b.id)).status).toBe('paga');
    expect((await json<StatementLine>(split)).match?.label).toBe(
      `Pagamento de ${a.number}, ${b.number} (Martins & Costa Serviços)`,
    );
  });

  it('undoing a match removes the payment it recorded and reopens the invoice, audited', async () => {
    const target = await issuedInvoice('250.00', '2026-11-26');
    const credit = await line('2026-11-26', '250.00', 'PIX DESFAZER');
    const accepted = await json<StatementLine>(await act(credit.id, 'accept', { invoiceId: target.id }));
    const paymentId = accepted.match!.paymentId!;
    expect((await invoice(target.id)).status).toBe('paga');
    const undone = await act(credit.id, 'undo');
    expect(undone.status).toBe(200);
    expect(await json<StatementLine>(undone)).toMatchObject({ state: 'pendente', match: null });
    expect(await t.db.select().from(payments).where(eq(payments.id, paymentId))).toEqual([]);
    expect((await invoice(target.id)).paid).toBe('0.00');
    expect((await audits(credit.id)).map((row) => row.action).sort()).toEqual(['match', 'unmatch']);
    expect((await act(credit.id, 'undo')).status).toBe(409);
  });

  it('undoing a PIX match with fine and interest takes both off the invoice: stored paid amount, late fees and status go back (decision 055)', async () => {
    // R$ 1.000,00 ten days late: fine 2 % = 20,00, interest 1 % a month × 10/30 = 3,33.
    const late = await issuedInvoice('1000.00', '2026-11-05', other.id);
    const pix = await line('2026-11-15', '1023.33', 'PIX DESFAZER COM MULTA');
    const stored = async () =>
      (
        await t.db
          .select({ paid: invoices.paidAmount, fees: invoices.lateFeesPaid })
          .from(invoices)
          .where(eq(invoices.id, late.id))
      )[0];
    expect(await stored()).toEqual({ paid: '0.00', fees: '0.00' });
    expect((await invoice(late.id)).status).toBe('vencida');
    const accepted = await act(pix.id, 'accept', { invoiceId: late.id });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    expect(await stored()).toEqual({ paid: '1000.00', fees: '23.33' });
    expect(await invoice(late.id)).toMatchObject({ status: 'paga', paid: '1000.00', lateFeesPaid: '23.33' });
    expect(await ledgerViolations(t.db)).toEqual([]);

    const undone = await act(pix.id, 'undo');
    expect(undone.status, await undone.clone().text()).toBe(200);
    expect(await stored()).toEqual({ paid: '0.00', fees: '0.00' });
    expect(await invoice(late.id)).toMatchObject({
      status: 'vencida',
      paid: '0.00',
      open: '1000.00',
      lateFeesPaid: '0.00',
      payments: [],
    });
    expect(await ledgerViolations(t.db)).toEqual([]);
  });

  it('an outgoing line matches a bill (marked paid on the line’s day); undo reopens it', async () => {
    const created = await t.request('/api/expenses', {
      as: 'financeiro',
      json: { supplier: 'Gráfica São Paulo', category: 'Impressos', amount: '350.00', dueDate: '2026-11-26' },
    });
    const bill = await json<ExpenseItem>(created);
    const debit = await line('2026-11-26', '-350.00', 'PIX ENVIADO GRAFICA SAO PAULO');
    expect(debit.suggestions[0]).toMatchObject({ kind: 'expense', expenseId: bill.id });
    expect(debit.suggestions[0]!.reasons).toEqual([
      'mesmo valor',
      'pago no dia do vencimento',
      'fornecedor na descrição',
    ]);
    const linked = await act(debit.id, 'link', { expenseId: bill.id });
    expect(linked.status, await linked.clone().text()).toBe(200);
    expect(await json<StatementLine>(linked)).toMatchObject({
      state: 'conciliado',
      match: { label: 'Conta a pagar: Gráfica São Paulo', created: true },
    });
    const [paid] = await t.db.select().from(expenses).where(eq(expenses.id, bill.id));
    expect(paid?.paidOn).toBe('2026-11-26');
    expect((await act(debit.id, 'undo')).status).toBe(200);
    const [reopened] = await t.db.select().from(expenses).where(eq(expenses.id, bill.id));
    expect(reopened?.paidOn).toBeNull();
  });

  it('a bill booked by a bank line keeps its amount and payment date and is not cancelled until the match is undone (found by the invariants test)', async () => {
    const created = await t.request('/api/expenses', {
      as: 'financeiro',
      json: { supplier: 'Contabilidade Ltda', category: 'Serviços', amount: '420.00', dueDate: '2026-11-20' },
    });
    const bill = await json<ExpenseItem>(created);
    const debit = await line('2026-11-20', '-420.00', 'PIX ENVIADO CONTABILIDADE');
    expect((await act(debit.id, 'link', { expenseId: bill.id })).status).toBe(200);
    const form = { supplier: 'Contabilidade Ltda', category: 'Serviços', dueDate: '2026-11-20' };
    const refusals = [
      await t.request(`/api/expenses/${bill.id}/cancel`, { as: 'financeiro', json: { reason: 'Duplicada' } }),
      await t.request(`/api/expenses/${bill.id}`, {
        as: 'financeiro',
        method: 'PATCH',
        json: { ...form, amount: '400.00', paidOn: '2026-11-20' },
      }),
      await t.request(`/api/expenses/${bill.id}`, {
        as: 'financeiro',
        method: 'PATCH',
        json: { ...form, amount: '420.00', paidOn: null },
      }),
    ];
    expect(refusals.map((response) => response.status)).toEqual([409, 409, 409]);
    expect((await json<ApiErrorBody>(refusals[0]!)).error.message).toBe(
      'Esta conta está conciliada com um lançamento do extrato: desfaça a conciliação antes de cancelá-la ou mudar o valor ou a data de pagamento.',
    );
    // Other fields may still be corrected; the money stays as the bank shows it.
    const renamed = await t.request(`/api/expenses/${bill.id}`, {
      as: 'financeiro',
      method: 'PATCH',
      json: { ...form, category: 'Contabilidade', amount: '420,00', paidOn: '2026-11-20' },
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const [row] = await t.db.select().from(expenses).where(eq(expenses.id, bill.id));
    expect(row).toMatchObject({
      amount: '420.00',
      paidOn: '2026-11-20',
      cancelledAt: null,
      category: 'Contabilidade',
    });
    expect(await bankLineViolations(t.db)).toEqual([]);
    // Once the match is undone the bill is free again (the match had marked it paid: it reopens).
    expect((await act(debit.id, 'undo')).status).toBe(200);
    const cancelled = await t.request(`/api/expenses/${bill.id}/cancel`, {
      as: 'financeiro',
      json: { reason: 'Duplicada' },
    });
    expect(cancelled.status).toBe(200);
  });

  it('“Ignorar” needs a reason; an ignored line leaves the list and comes back with “Desfazer”', async () => {
    const fee = await line('2026-11-26', '-12.90', 'TARIFA PACOTE');
    const noReason = await act(fee.id, 'ignore', { reason: ' ' });
    expect(noReason.status).toBe(422);
    expect((await json<ApiErrorBody>(noReason)).error.fields?.reason).toBe(
      'Informe o motivo (mín. 3 caracteres)',
    );
    const ignored = await act(fee.id, 'ignore', { reason: 'Tarifa bancária, lançada no fechamento' });
    expect(await json<StatementLine>(ignored)).toMatchObject({
      state: 'ignorado',
      ignoreReason: 'Tarifa bancária, lançada no fechamento',
    });
    const pending = await json<StatementList>(
      await t.request('/api/payments/statement', { as: 'financeiro' }),
    );
    expect(pending.items.some((item) => item.id === fee.id)).toBe(false);
    const listed = await json<StatementList>(
      await t.request('/api/payments/statement?view=ignorados', { as: 'financeiro' }),
    );
    expect(listed.items.map((item) => item.id)).toContain(fee.id);
    expect((await act(fee.id, 'accept', { invoiceId: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      409,
    );
    expect(await json<StatementLine>(await act(fee.id, 'undo'))).toMatchObject({
      state: 'pendente',
      ignoreReason: null,
    });
    expect((await audits(fee.id)).map((row) => row.action).sort()).toEqual(['ignore', 'unignore']);
  });

  it('the database refuses a second booking of a line even without the application', async () => {
    const credit = await line('2026-11-27', '10.00', 'PIX CONSTRAINT');
    await t.db
      .update(bankStatementLines)
      .set({ ignoredAt: new Date(), ignoreReason: 'teste' })
      .where(eq(bankStatementLines.id, credit.id));
    const [payment] = await t.db.select({ id: payments.id }).from(payments).limit(1);
    await expect(
      t.db
        .update(bankStatementLines)
        .set({ matchedPaymentId: payment!.id })
        .where(eq(bankStatementLines.id, credit.id)),
    ).rejects.toThrow();
  });
});
