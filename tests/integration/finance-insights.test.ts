/**
 * Sales goals, cash flow and finance reports (docs/product/finance-insights.md) on hand-made data with
 * a pinned São Paulo 'today' (2026-03-15), through the domain functions and the HTTP endpoints
 * (401/403/422, CSV with BOM and ';').
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, leads, projects, users } from '@server/db/schema';
import { financeKpis } from '@server/functions/kpis';
import { cashFlow } from '@server/insights/cash-flow';
import { listGoals } from '@server/insights/goals';
import { buildReport } from '@server/insights/reports';
import { salesGoals } from '@server/insights/schema';
import { invoiceStatusSql } from '@server/invoices/ledger';
import { invoiceItems, invoices, recurringInvoices } from '@server/invoices/schema';
import { expenses, paymentAllocations, payments } from '@server/payments/schema';
import { proposals } from '@server/proposals/schema';
import { isValidDocument } from '@shared/documents';
import { saoPauloDay } from '@shared/format';
import type { GoalMetric } from '@shared/insights/catalog';
import { clearFinanceTables } from '../support/finance';
import { createTestApp, type TestApp } from '../support/test-app';

/** 12:00 on 2026-03-15 in São Paulo: day 15 of 31 in March, day 74 of 90 in the first quarter. */
const NOW = new Date('2026-03-15T15:00:00.000Z');
const PLAN = { kind: 'instalments' as const, instalments: [] };

let t: TestApp;
let comercialId: string;
let admId: string;
let financeiroId: string;

const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  comercialId = await userId('comercial@coders.example');
  admId = await userId('adm@coders.example');
  financeiroId = await userId('financeiro@coders.example');
});
afterAll(async () => {
  await t?.close();
});

async function resetData() {
  await clearFinanceTables(t.db);
  await t.db.delete(appointments);
  await t.db.delete(projects);
  await t.db.delete(leads);
  await t.db.execute(sql`delete from settings where key like 'cashFlow%'`);
}

async function lead(values: Partial<typeof leads.$inferInsert> & { name: string }) {
  const [row] = await t.db
    .insert(leads)
    .values({ email: `${values.name.toLowerCase().replace(/\W+/g, '.')}@insights.test`, ...values })
    .returning({ id: leads.id });
  return row!.id;
}

const send = (path: string, as: string | undefined, method = 'GET', json?: unknown) =>
  t.request(path, { method, as, json });

describe('demo data (the seeded snapshot, before any test changes it)', () => {
  it('has valid CPF/CNPJ, proposals in every status, every invoice status and consistent numbering', async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
    const documents = await rows<{ document: string }>(sql`select document from billing_profiles`);
    expect(documents.length).toBeGreaterThan(5);
    expect(documents.every((row) => isValidDocument(row.document))).toBe(true);
    const today = saoPauloDay();
    const statuses = await rows<{ status: string }>(
      sql`select distinct case when status in ('enviada', 'visualizada') and valid_until < ${today}::date
            then 'expirada' else status end as status from proposals`,
    );
    expect(statuses.map((row) => row.status).sort()).toEqual([
      'aceita',
      'enviada',
      'expirada',
      'rascunho',
      'recusada',
      'visualizada',
    ]);
    const accepted = await rows<{ project_id: string | null; accepted_hash: string | null }>(
      sql`select project_id, accepted_hash from proposals where status = 'aceita'`,
    );
    expect(accepted.every((row) => row.project_id && row.accepted_hash?.length === 64)).toBe(true);
    const invoiceStatuses = await rows<{ status: string }>(
      sql`select distinct ${invoiceStatusSql(today, 'i')} as status from invoices i`,
    );
    expect(invoiceStatuses.map((row) => row.status).sort()).toEqual([
      'aberta',
      'cancelada',
      'paga',
      'parcialmente_paga',
      'rascunho',
      'vencida',
    ]);
    // The sequence rows hold the highest number given, so new numbers continue without gaps or twins.
    const gaps = await rows<{ kind: string; year: number; last: number; max: number; count: number }>(
      sql`select s.kind, s.year, s.last, max(split_part(d.number, '-', 3)::int)::int as max, count(*)::int as count
          from document_sequences s
          join (select number from proposals union all select number from invoices where number is not null) d
            on d.number like s.kind || '-' || s.year || '-%'
          group by 1, 2, 3`,
    );
    expect(gaps.length).toBeGreaterThanOrEqual(2);
    for (const row of gaps) expect([row.last, row.count]).toEqual([row.max, row.max]);
    const months = await rows<{ n: number }>(
      sql`select count(distinct to_char(received_on, 'YYYY-MM'))::int as n from payments
          where received_on > ${today}::date - 365`,
    );
    expect(months[0]!.n).toBeGreaterThanOrEqual(11);
  });
});

describe('sales goals: progress, pace, forecast and ranking', () => {
  beforeAll(async () => {
    await resetData();
    const la = await lead({ name: 'Ana', ownerId: comercialId, createdAt: new Date('2026-03-02T15:00:00Z') });
    await lead({ name: 'Bia', ownerId: comercialId, createdAt: new Date('2026-03-10T15:00:00Z') });
    await lead({ name: 'Caio', ownerId: admId, createdAt: new Date('2026-03-11T15:00:00Z') });
    // 2026-03-01 01:00 UTC is still February 28th in São Paulo: not March.
    await lead({ name: 'Duda', ownerId: comercialId, createdAt: new Date('2026-03-01T01:00:00Z') });
    const proposal = (
      n: number,
      owner: string,
      status: 'enviada' | 'visualizada' | 'aceita',
      total: string,
      validUntil: string,
      acceptedAt?: string,
    ): typeof proposals.$inferInsert => ({
      number: `PROP-T-${n}`,
      leadId: la,
      ownerId: owner,
      title: `P${n}`,
      status,
      total,
      validUntil,
      paymentPlan: PLAN,
      acceptedAt: acceptedAt ? new Date(acceptedAt) : null,
      acceptedTotal: acceptedAt ? total : null,
    });
    await t.db.insert(proposals).values([
      proposal(1, comercialId, 'aceita', '6000.00', '2026-03-31', '2026-03-05T15:00:00Z'),
      proposal(2, comercialId, 'aceita', '9999.00', '2026-03-31', '2026-03-01T02:00:00Z'), // Feb 28 in SP
      proposal(3, admId, 'aceita', '4000.00', '2026-03-31', '2026-03-14T15:00:00Z'),
      proposal(4, comercialId, 'enviada', '10000.00', '2026-03-30'), // × 30 %
      proposal(5, comercialId, 'visualizada', '2000.00', '2026-04-10'), // × 50 %
      proposal(6, comercialId, 'enviada', '7777.00', '2026-03-14'), // expired yesterday
      proposal(7, admId, 'visualizada', '1000.00', '2026-03-20'), // × 50 %
    ]);
    const appt = (day: string, status: 'completed' | 'scheduled' | 'cancelled') => ({
      title: `Consulta ${day}`,
      appointmentDate: new Date(`${day}T15:00:00Z`),
      status,
      leadId: la,
    });
    await t.db
      .insert(appointments)
      .values([
        appt('2026-02-10', 'completed'),
        appt('2026-03-12', 'completed'),
        appt('2026-03-20', 'scheduled'),
        appt('2026-03-01', 'cancelled'),
        appt('2025-12-20', 'completed'),
      ]);
    const goal = (
      user: string | null,
      metric: GoalMetric,
      period: 'month' | 'quarter',
      periodStart: string,
      target: string,
    ) => ({ userId: user, metric, period, periodStart, target });
    await t.db.insert(salesGoals).values([
      goal(null, 'value_won', 'month', '2026-03-01', '20000.00'),
      goal(comercialId, 'value_won', 'month', '2026-03-01', '12000.00'),
      goal(null, 'deals_won', 'month', '2026-03-01', '4'),
      goal(comercialId, 'new_leads', 'month', '2026-03-01', '10'),
      goal(null, 'consultations', 'quarter', '2026-01-01', '10'),
      goal(null, 'value_won', 'month', '2026-02-01', '5000.00'), // another month: not listed
    ]);
  });

  it('computes each goal from the data, with the pace by today and the forecast', async () => {
    const result = await listGoals(t.db, { now: NOW });
    expect(result.month).toBe('2026-03');
    expect(result.today).toBe('2026-03-15');
    const find = (metric: string, user: string | null) =>
      result.goals.find((goal) => goal.metric === metric && goal.userId === user)!;
    expect(result.goals).toHaveLength(5);
    // Team value won: 6000 + 4000 (P2 was accepted on Feb 28 in São Paulo); expected 20000 × 15/31;
    // forecast + 10000 × 0.3 + 2000 × 0.5 + 1000 × 0.5 (P6 expired).
    expect(find('value_won', null)).toMatchObject({
      actual: '10000.00',
      expectedByToday: '9677.42',
      forecast: '14500.00',
      percent: 50,
      pace: 'ahead',
      periodEnd: '2026-04-01',
    });
    expect(find('value_won', null).elapsedShare).toBeCloseTo(15 / 31, 4);
    // Comercial's own: 6000; expected 12000 × 15/31 = 5806.45; forecast 6000 + 3000 + 1000.
    expect(find('value_won', comercialId)).toMatchObject({
      actual: '6000.00',
      expectedByToday: '5806.45',
      forecast: '10000.00',
      percent: 50,
      pace: 'ahead',
      userName: 'Carlos Comercial',
    });
    // Deals: 2 of 4; expected 1.9; forecast 2 + 0.3 + 0.5 + 0.5.
    expect(find('deals_won', null)).toMatchObject({
      actual: '2',
      target: '4',
      expectedByToday: '1.9',
      forecast: '3.3',
      pace: 'ahead',
    });
    // New leads of comercial in March: Ana and Bia (Duda is February's) → run rate 2 ÷ (15/31) ≈ 4.
    expect(find('new_leads', comercialId)).toMatchObject({
      actual: '2',
      expectedByToday: '4.8',
      forecast: '4',
      pace: 'behind',
    });
    // Consultations in Q1: completed Feb 10 and Mar 12; one still scheduled; expected 10 × 74/90 = 8.2.
    expect(find('consultations', null)).toMatchObject({
      actual: '2',
      expectedByToday: '8.2',
      forecast: '3',
      pace: 'behind',
      periodStart: '2026-01-01',
      periodEnd: '2026-04-01',
    });
  });

  it('ranks people by value won in the month, with their goal achievement', async () => {
    const result = await listGoals(t.db, { now: NOW });
    const top = result.ranking.slice(0, 2);
    expect(top).toEqual([
      {
        userId: comercialId,
        name: 'Carlos Comercial',
        valueWon: '6000.00',
        dealsWon: 1,
        newLeads: 2,
        consultations: 1,
        goalPercent: 50,
      },
      {
        userId: admId,
        name: 'Ana Administradora',
        valueWon: '4000.00',
        dealsWon: 1,
        newLeads: 1,
        consultations: 0,
        goalPercent: null,
      },
    ]);
    expect(result.people.map((person) => person.id)).not.toContain(financeiroId);
  });

  it('a finished period forecasts what it got; a future one expects nothing yet', async () => {
    const february = await listGoals(t.db, { now: NOW, month: '2026-02' });
    const goal = february.goals.find((item) => item.metric === 'value_won')!;
    expect(goal).toMatchObject({ actual: '9999.00', forecast: '9999.00', elapsedShare: 1, pace: 'done' });
    const april = await listGoals(t.db, { now: NOW, month: '2026-04' });
    expect(april.goals).toEqual([]);
  });

  it('GET /api/goals: comercial and adm; 403 to financeiro; 401 signed out; 422 on a bad month', async () => {
    const ok = await send('/api/goals?month=2026-03', 'comercial');
    expect(ok.status).toBe(200);
    expect((await ok.json()).goals).toHaveLength(5);
    expect((await send('/api/goals', 'adm')).status).toBe(200);
    expect((await send('/api/goals', 'financeiro')).status).toBe(403);
    expect((await send('/api/goals', 'mkt')).status).toBe(403);
    expect((await send('/api/goals', undefined)).status).toBe(401);
    const bad = await send('/api/goals?month=2026-13', 'comercial');
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.message).toContain('Mês inválido');
  });

  it('creates, edits and deletes a goal, audited; refuses duplicates and bad input', async () => {
    const body = {
      userId: admId,
      metric: 'deals_won',
      period: 'month',
      periodStart: '2026-03-01',
      target: '3',
    };
    const created = await send('/api/goals', 'comercial', 'POST', body);
    expect(created.status).toBe(201);
    const goal = await created.json();
    expect(goal).toMatchObject({ userId: admId, metric: 'deals_won', target: '3', actual: '1' });
    expect((await send('/api/goals', 'comercial', 'POST', body)).status).toBe(409);

    const invalid = [
      { ...body, target: '2.5' }, // counts are whole numbers
      { ...body, target: '0' },
      { ...body, periodStart: '2026-03-02' },
      { ...body, period: 'quarter', periodStart: '2026-02-01' },
      { ...body, metric: 'receita' },
      { ...body, userId: financeiroId }, // not a comercial/adm person
    ];
    for (const payload of invalid) {
      const response = await send('/api/goals', 'comercial', 'POST', payload);
      expect(response.status, JSON.stringify(payload)).toBe(422);
    }
    expect((await send('/api/goals', 'financeiro', 'POST', body)).status).toBe(403);
    expect((await send('/api/goals', undefined, 'POST', body)).status).toBe(401);

    const edited = await send(`/api/goals/${goal.id}`, 'adm', 'PATCH', { ...body, target: '5' });
    expect(edited.status).toBe(200);
    expect((await edited.json()).target).toBe('5');
    expect((await send(`/api/goals/${goal.id}`, 'adm', 'PATCH', { ...body, target: 'x' })).status).toBe(422);
    expect((await send(`/api/goals/${goal.id}`, 'financeiro', 'PATCH', body)).status).toBe(403);

    expect((await send(`/api/goals/${goal.id}`, 'financeiro', 'DELETE')).status).toBe(403);
    expect((await send(`/api/goals/${goal.id}`, undefined, 'DELETE')).status).toBe(401);
    expect((await send(`/api/goals/${goal.id}`, 'comercial', 'DELETE')).status).toBe(204);
    expect((await send(`/api/goals/${goal.id}`, 'comercial', 'DELETE')).status).toBe(404);
    const audit = await t.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'sales_goal' and entity_id = ${goal.id} order by created_at`,
    );
    const rows = (audit as unknown as { rows: { action: string }[] }).rows;
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });
});

/**
 * The ledger dataset for the cash flow and the reports (today 2026-03-15):
 * leads LA 'Padaria Sol' (site, campaign 'verao') and LB 'Bruno' (chat);
 * invoices I1 LA 1000 due 02-20 (items sites 600 + marketing 400, 500 paid) · I2 LB 800 due 04-10 ·
 * I3 LB cancelled · I4 LA draft · I5 LB 300 due 2025-11-01 unpaid · I6 LA 200 due 03-01 paid
 * (consultoria); payments P0 200 on 2025-01-10 (no invoice) · P1 1000 (fee 10) on 02-10, 500 to I1,
 * lead LA · P2 500 on 03-02, 200 to I6, no lead; expenses E1 300 paid 02-15 (Ferramentas) · E2 100
 * due 03-01 unpaid (Marketing) · E3 50 due 05-10 unpaid (Impostos) · E4 400 recurring, due and paid
 * 03-05 (Aluguel) · E5 999 cancelled; a recurring invoice of 300 from April for 2 more months; an open
 * proposal of 1000 valid until 04-20 (× 30 % = 300).
 */
describe('cash flow and reports on the ledger', () => {
  beforeAll(async () => {
    await resetData();
    const la = await lead({
      name: 'Ana Sol',
      company: 'Padaria Sol',
      source: 'site',
      utm: { campaign: 'verao' },
    });
    const lb = await lead({ name: 'Bruno', source: 'chat' });
    const invoice = async (
      values: Partial<typeof invoices.$inferInsert> & { leadId: string; dueDate: string; total: string },
      items: [string | null, string, string][],
    ) => {
      const [row] = await t.db
        .insert(invoices)
        .values({ competence: `${values.dueDate.slice(0, 7)}-01`, ...values })
        .returning({ id: invoices.id });
      await t.db.insert(invoiceItems).values(
        items.map(([service, quantity, unitPrice], position) => ({
          invoiceId: row!.id,
          position,
          description: `Item ${position}`,
          service,
          quantity,
          unitPrice,
        })),
      );
      return row!.id;
    };
    const issued = new Date('2026-01-20T15:00:00Z');
    const i1 = await invoice({ leadId: la, dueDate: '2026-02-20', total: '1000.00', issuedAt: issued }, [
      ['sites', '1', '600.00'],
      ['marketing', '2', '200.00'],
    ]);
    await invoice({ leadId: lb, dueDate: '2026-04-10', total: '800.00', issuedAt: issued }, [
      ['branding', '2', '400.00'],
    ]);
    await invoice(
      {
        leadId: lb,
        dueDate: '2026-04-10',
        total: '999.00',
        issuedAt: issued,
        cancelledAt: issued,
        cancelReason: 'x',
      },
      [['sites', '1', '999.00']],
    );
    await invoice({ leadId: la, dueDate: '2026-04-10', total: '777.00' }, [['sites', '1', '777.00']]);
    await invoice(
      { leadId: lb, dueDate: '2025-11-01', total: '300.00', issuedAt: new Date('2025-10-01T15:00:00Z') },
      [['sites', '1', '300.00']],
    );
    const i6 = await invoice({ leadId: la, dueDate: '2026-03-01', total: '200.00', issuedAt: issued }, [
      ['consultoria', '1', '200.00'],
    ]);
    const [, p1, p2] = await t.db
      .insert(payments)
      .values([
        { receivedOn: '2025-01-10', amount: '200.00', method: 'pix' },
        { receivedOn: '2026-02-10', amount: '1000.00', fee: '10.00', method: 'cartao', leadId: la },
        { receivedOn: '2026-03-02', amount: '500.00', method: 'pix' },
      ])
      .returning({ id: payments.id });
    await t.db.insert(paymentAllocations).values([
      { paymentId: p1!.id, invoiceId: i1, amount: '500.00' },
      { paymentId: p2!.id, invoiceId: i6, amount: '200.00' },
    ]);
    const expense = (
      values: Partial<typeof expenses.$inferInsert> & { amount: string; dueDate: string },
    ) => ({
      supplier: 'Fornecedor',
      category: 'Outros',
      ...values,
    });
    await t.db.insert(expenses).values([
      expense({ amount: '300.00', dueDate: '2026-02-15', paidOn: '2026-02-15', category: 'Ferramentas' }),
      expense({ amount: '100.00', dueDate: '2026-03-01', category: 'Marketing' }),
      expense({ amount: '50.00', dueDate: '2026-05-10', category: 'Impostos' }),
      expense({
        amount: '400.00',
        dueDate: '2026-03-05',
        paidOn: '2026-03-05',
        category: 'Aluguel',
        recurring: true,
      }),
      expense({ amount: '999.00', dueDate: '2026-02-20', paidOn: '2026-02-20', cancelledAt: new Date() }),
    ]);
    await t.db.insert(recurringInvoices).values({
      leadId: la,
      description: 'Mensalidade',
      amount: '300.00',
      dayOfMonth: 10,
      startMonth: '2026-03-01',
      months: 3,
      issuedCount: 1,
      nextMonth: '2026-04-01',
    });
    await t.db.insert(proposals).values({
      number: 'PROP-T-CF',
      leadId: lb,
      title: 'Aberta',
      status: 'enviada',
      total: '1000.00',
      validUntil: '2026-04-20',
      paymentPlan: PLAN,
    });
  });

  it('cash flow settings: read, saved by financeiro (audited), 422 on bad values, refused to others', async () => {
    expect(await (await send('/api/finance/cash-flow/settings', 'financeiro')).json()).toEqual({
      startingBalance: '0.00',
      minimumBalance: '0.00',
    });
    const saved = await send('/api/finance/cash-flow/settings', 'financeiro', 'PUT', {
      startingBalance: '1000',
      minimumBalance: '2100.00',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ startingBalance: '1000.00', minimumBalance: '2100.00' });
    // One way to type money (decision 053): '1.000,00' is R$ 1.000,00 here as in every field…
    const typed = await send('/api/finance/cash-flow/settings', 'adm', 'PUT', {
      startingBalance: '1.000,00',
      minimumBalance: 'R$ 2.100,00',
    });
    expect(typed.status).toBe(200);
    expect(await typed.json()).toEqual({ startingBalance: '1000.00', minimumBalance: '2100.00' });
    // …and loose grouping is refused with the reason, never read as R$ 335,00.
    const bad = await send('/api/finance/cash-flow/settings', 'adm', 'PUT', {
      startingBalance: '0.335',
      minimumBalance: '0',
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.startingBalance).toMatch(
      /^Saldo inicial: ponto separa os milhares/,
    );
    expect((await send('/api/finance/cash-flow/settings', 'comercial', 'PUT', {})).status).toBe(403);
    expect((await send('/api/finance/cash-flow/settings', undefined)).status).toBe(401);
  });

  it('cash flow: 12 months back, this month and 6 ahead, with the running balance and the alert', async () => {
    const flow = await cashFlow(t.db, { now: NOW });
    expect(flow.months).toHaveLength(19);
    expect(flow.months[0]!.month).toBe('2025-03');
    expect(flow.months.at(-1)!.month).toBe('2026-09');
    expect(flow.months[12]).toMatchObject({ month: '2026-03', kind: 'current' });
    // 'Saldo inicial' 1000 + P0 200 received before the window.
    expect(flow.openingBalance).toBe('1200.00');
    const month = (key: string) => flow.months.find((row) => row.month === key)!;
    expect(month('2025-12')).toMatchObject({ net: '0.00', closingBalance: '1200.00', kind: 'past' });
    expect(month('2026-02')).toMatchObject({
      realisedIn: '1000.00',
      fees: '10.00',
      realisedOut: '300.00',
      expectedIn: '0.00',
      net: '690.00',
      closingBalance: '1890.00',
    });
    // March: P2 500 in, E4 400 out; expected I1's 500 and I5's 300 (both overdue), E2 100.
    expect(month('2026-03')).toMatchObject({
      realisedIn: '500.00',
      realisedOut: '400.00',
      expectedIn: '800.00',
      overdueIn: '800.00',
      expectedOut: '100.00',
      net: '800.00',
      closingBalance: '2690.00',
    });
    // April: I2 800 + the recurring invoice 300; the rent series repeats 400.
    expect(month('2026-04')).toMatchObject({
      expectedIn: '1100.00',
      recurringIn: '300.00',
      expectedOut: '400.00',
      proposalsIn: '0.00',
      closingBalance: '3390.00',
    });
    expect(month('2026-05')).toMatchObject({
      expectedIn: '300.00',
      expectedOut: '450.00',
      closingBalance: '3240.00',
    });
    expect(month('2026-06')).toMatchObject({
      expectedIn: '0.00',
      expectedOut: '400.00',
      closingBalance: '2840.00',
    });
    expect(flow.months.slice(-3).map((row) => row.closingBalance)).toEqual(['2440.00', '2040.00', '1640.00']);
    expect(flow.alert).toEqual({ month: '2026-08', balance: '2040.00', minimum: '2100.00' });

    // The switch adds the open proposal × 30 % in April (its valid_until month): the alert moves.
    const withProposals = await cashFlow(t.db, { now: NOW, includeProposals: true });
    expect(withProposals.months.find((row) => row.month === '2026-04')).toMatchObject({
      proposalsIn: '300.00',
      closingBalance: '3690.00',
    });
    expect(withProposals.alert).toEqual({ month: '2026-09', balance: '1940.00', minimum: '2100.00' });
  });

  it('GET /api/finance/cash-flow: financeiro and adm; 403 comercial; 401; 422 on a bad switch', async () => {
    const ok = await send('/api/finance/cash-flow?includeProposals=1', 'financeiro');
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.includeProposals).toBe(true);
    expect(body.months).toHaveLength(19);
    expect((await send('/api/finance/cash-flow', 'adm')).status).toBe(200);
    expect((await send('/api/finance/cash-flow', 'comercial')).status).toBe(403);
    expect((await send('/api/finance/cash-flow', undefined)).status).toBe(401);
    expect((await send('/api/finance/cash-flow?includeProposals=sim', 'financeiro')).status).toBe(422);
  });

  const period = { from: '2026-01-01', to: '2026-03-15', now: NOW };

  it('DRE gerencial: receipts, fees, expenses by category and the result, by month', async () => {
    const dre = await buildReport(t.db, 'dre', period);
    expect(dre.columns.map((column) => column.label)).toEqual([
      'Linha',
      'jan/2026',
      'fev/2026',
      'mar/2026',
      'Total',
    ]);
    const line = (key: string) => dre.rows.find((row) => row.key === key)!;
    expect(line('receita')).toMatchObject({
      '2026-01': '0.00',
      '2026-02': '1000.00',
      '2026-03': '500.00',
      total: '1500.00',
    });
    expect(line('taxas')).toMatchObject({ '2026-02': '10.00', total: '10.00' });
    expect(line('despesas')).toMatchObject({ '2026-02': '300.00', '2026-03': '400.00', total: '700.00' });
    expect(line('despesa:Aluguel')).toMatchObject({ '2026-03': '400.00' });
    expect(line('despesa:Ferramentas')).toMatchObject({ '2026-02': '300.00' });
    expect(dre.rows.some((row) => row.key === 'despesa:Outros')).toBe(false); // cancelled
    expect(dre.totals).toMatchObject({
      '2026-01': '0.00',
      '2026-02': '690.00',
      '2026-03': '100.00',
      total: '790.00',
    });
  });

  it('receivables by age: open amounts per client in the aging buckets', async () => {
    const aging = await buildReport(t.db, 'aging', period);
    expect(aging.asOf).toBe('2026-03-15');
    // Fine (2 %) and interest (1 % a month, pro rata) accrued by 03-15 on the overdue ones, apart:
    // Bruno's 300 due 2025-11-01 (134 days) 6.00 + 13.40; Padaria Sol's 500 due 02-20 (23 days) 10.00 + 3.83.
    expect(aging.rows).toEqual([
      {
        client: 'Bruno',
        current: '800.00',
        d1_30: '0.00',
        d31_60: '0.00',
        d61_90: '0.00',
        d90: '300.00',
        total: '1100.00',
        late_fees: '19.40',
        with_fees: '1119.40',
      },
      {
        client: 'Padaria Sol',
        current: '0.00',
        d1_30: '500.00',
        d31_60: '0.00',
        d61_90: '0.00',
        d90: '0.00',
        total: '500.00',
        late_fees: '13.83',
        with_fees: '513.83',
      },
    ]);
    expect(aging.totals).toMatchObject({
      current: '800.00',
      d1_30: '500.00',
      d90: '300.00',
      total: '1600.00',
    });
  });

  it('revenue by client, by service (pro rata) and by origin/campaign add up to the money received', async () => {
    const byClient = await buildReport(t.db, 'revenue-by-client', period);
    expect(byClient.rows).toEqual([
      { label: 'Padaria Sol', amount: '1200.00', share: 80 },
      { label: 'Sem cliente', amount: '300.00', share: 20 },
    ]);
    const byService = await buildReport(t.db, 'revenue-by-service', period);
    // I1's 500 split 600:400 → sites 300, marketing 200; I6's 200 → consultoria; 500 + 300 unallocated.
    expect(byService.rows).toEqual([
      { label: 'Não alocado', amount: '800.00', share: 53.3 },
      { label: 'Sites e Landing Pages', amount: '300.00', share: 20 },
      { label: 'Consultoria Estratégica', amount: '200.00', share: 13.3 },
      { label: 'Marketing Digital', amount: '200.00', share: 13.3 },
    ]);
    expect(byService.totals).toMatchObject({ amount: '1500.00' });
    const byOrigin = await buildReport(t.db, 'revenue-by-origin', period);
    expect(byOrigin.rows).toEqual([
      { label: 'Site', campaign: 'verao', amount: '1200.00', share: 80 },
      { label: 'Sem origem', campaign: '(sem campanha)', amount: '300.00', share: 20 },
    ]);
  });

  it('default rate: open amount ÷ amount due, per month of the due date', async () => {
    const rate = await buildReport(t.db, 'default-rate', period);
    expect(rate.rows).toEqual([
      { month: 'jan/2026', due: '0.00', open: '0.00', invoices: 0, late: 0, rate: 0 },
      { month: 'fev/2026', due: '1000.00', open: '500.00', invoices: 1, late: 1, rate: 50 },
      { month: 'mar/2026', due: '200.00', open: '0.00', invoices: 1, late: 0, rate: 0 },
    ]);
    expect(rate.totals).toMatchObject({ due: '1200.00', open: '500.00', rate: 41.7 });
  });

  it("KPI 'Receitas (30d)' is the payments received in the last 30 days", async () => {
    // (2026-02-13, 2026-03-15]: P2 500 only (P1 was received on 02-10).
    const kpis = await financeKpis(t.db, { now: NOW });
    expect(kpis.revenueMonth).toBe(500);
    expect(kpis.charts.revenueByMonth.slice(-2)).toEqual([
      { month: '2026-02', revenue: 1000, payments: 1 },
      { month: '2026-03', revenue: 500, payments: 1 },
    ]);
  });

  it('GET /api/finance/reports/:report as JSON and as CSV (BOM, ;, decimal comma)', async () => {
    const query = 'from=2026-01-01&to=2026-03-15';
    const json = await send(`/api/finance/reports/aging?${query}`, 'financeiro');
    expect(json.status).toBe(200);
    expect((await json.json()).totals.total).toBe('1600.00');

    const csv = await send(`/api/finance/reports/revenue-by-client?${query}&format=csv`, 'adm');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('revenue-by-client_2026-01-01_2026-03-15.csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      'Cliente;Recebido;% do total',
      'Padaria Sol;1200,00;80',
      'Sem cliente;300,00;20',
      'Total;1500,00;100',
      '',
    ]);
    const dre = await (await send(`/api/finance/reports/dre?${query}&format=csv`, 'financeiro')).text();
    expect(dre).toContain('Resultado;0,00;690,00;100,00;790,00');
    expect(dre).toContain('Aluguel;0,00;0,00;400,00;400,00');

    for (const report of ['dre', 'aging', 'revenue-by-service', 'revenue-by-origin', 'default-rate']) {
      expect((await send(`/api/finance/reports/${report}?${query}`, 'financeiro')).status).toBe(200);
      expect((await send(`/api/finance/reports/${report}`, 'comercial')).status).toBe(403);
      expect((await send(`/api/finance/reports/${report}`, undefined)).status).toBe(401);
    }
    expect((await send('/api/finance/reports/lucro', 'financeiro')).status).toBe(404);
    expect((await send('/api/finance/reports/dre?from=2026-02-30', 'financeiro')).status).toBe(422);
    expect((await send('/api/finance/reports/dre?from=2026-03-01&to=2026-01-01', 'financeiro')).status).toBe(
      422,
    );
    expect((await send('/api/finance/reports/dre?format=xlsx', 'financeiro')).status).toBe(422);
  });
});
