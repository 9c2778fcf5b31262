/**
 * The KPI functions on a fixed dataset whose figures were computed by hand (see the comments), both
 * through the HTTP endpoints (real clock) and through the domain functions with a pinned clock (for
 * the São Paulo day and month buckets of the charts).
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '@server/context';
import { appointments, blogPosts, leads, projects } from '@server/db/schema';
import { crmKpis, financeKpis, marketingKpis } from '@server/functions/kpis';
import { addDays } from '@server/insights/dates';
import { payments } from '@server/payments/schema';
import { proposals } from '@server/proposals/schema';
import { kpiRoutes } from '@server/routes/functions-kpis';
import type { AppointmentStatus, LeadSource, LeadStatus, ProjectStatus } from '@shared/catalog/statuses';
import { saoPauloDay } from '@shared/format';
import { clearFinanceTables } from '../support/finance';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** 12:00 in São Paulo. */
const PINNED_NOW = new Date('2026-03-15T15:00:00.000Z');

let t: TestApp;

/**
 * Replaces every lead, project, appointment and post with the hand-made dataset, placed relative to `now`.
 *
 * Leads (9): L1 new/site 12.5 h ago ('verao'), L2 contacted/chat 3 d, L3 qualified/questionario 10 d
 * ('verao'), L4 proposal/site 29 d, L5 won/manual 40 d, L6 won/consulta 89 d, L7 lost/site 100 d,
 * L8 qualified/site exactly 30 d (outside the window), L9 contacted/chat 2 d (campaign '').
 */
async function loadDataset(now: number) {
  await clearFinanceTables(t.db);
  await t.db.delete(projects);
  await t.db.delete(appointments);
  await t.db.delete(blogPosts);
  await t.db.delete(leads);
  const at = (ms: number) => new Date(now - ms);
  const lead = (
    name: string,
    status: LeadStatus,
    source: LeadSource,
    age: number,
    campaign?: string,
  ): typeof leads.$inferInsert => ({
    name,
    email: `${name.toLowerCase()}@kpi.test`,
    status,
    source,
    utm: campaign === undefined ? null : { campaign },
    createdAt: at(age),
    updatedAt: at(age),
  });
  const leadRows = await t.db
    .insert(leads)
    .values([
      lead('L1', 'new', 'site', 12.5 * HOUR, 'verao'),
      lead('L2', 'contacted', 'chat', 3 * DAY),
      lead('L3', 'qualified', 'questionario', 10 * DAY, 'verao'),
      lead('L4', 'proposal', 'site', 29 * DAY),
      lead('L5', 'won', 'manual', 40 * DAY),
      lead('L6', 'won', 'consulta', 89 * DAY),
      lead('L7', 'lost', 'site', 100 * DAY),
      lead('L8', 'qualified', 'site', 30 * DAY),
      lead('L9', 'contacted', 'chat', 2 * DAY, ''),
    ])
    .returning({ id: leads.id });
  // The ledger (finance-kpis): payments by São Paulo received_on day, and proposals.
  const today = saoPauloDay(new Date(now));
  const paid = (days: number, amount: string): typeof payments.$inferInsert => ({
    receivedOn: addDays(today, -days),
    amount,
    method: 'pix',
  });
  await t.db.insert(payments).values([
    paid(5, '10000.00'),
    paid(20, '2500.50'),
    paid(10, '-100.00'), // a refund
    paid(45, '7000.00'),
    paid(400, '1200.00'),
    paid(30, '100.00'), // exactly 30 days: outside (today − 30, today]
  ]);
  const proposal = (
    n: number,
    status: 'enviada' | 'visualizada' | 'aceita' | 'recusada',
    total: string,
    validIn: number,
  ): typeof proposals.$inferInsert => ({
    number: `PROP-KPI-${n}`,
    leadId: leadRows[0]!.id,
    title: `Proposta ${n}`,
    status,
    total,
    validUntil: addDays(today, validIn),
    paymentPlan: { kind: 'instalments', instalments: [] },
    acceptedTotal: status === 'aceita' ? total : null,
    acceptedAt: status === 'aceita' ? at(3 * DAY) : null,
  });
  await t.db.insert(proposals).values([
    proposal(1, 'enviada', '3000.25', 10),
    proposal(2, 'visualizada', '1999.99', 5),
    proposal(3, 'enviada', '500.00', -1), // expired
    proposal(4, 'aceita', '10000.00', -20),
    proposal(5, 'aceita', '2500.50', -20),
    proposal(6, 'recusada', '800.00', 10),
  ]);
  const project = (
    title: string,
    status: ProjectStatus,
    budget: string | null,
    updatedAge: number,
  ): typeof projects.$inferInsert => ({
    title,
    status,
    budget,
    createdAt: at(updatedAge + 30 * DAY),
    updatedAt: at(updatedAge),
  });
  await t.db.insert(projects).values([
    project('P1', 'completed', '10000.00', 5 * DAY),
    project('P2', 'completed', '2500.50', 20 * DAY),
    project('P3', 'completed', null, 10 * DAY),
    project('P4', 'completed', '7000.00', 45 * DAY),
    project('P5', 'proposal', '3000.25', 2 * DAY),
    project('P6', 'proposal', '1999.99', 50 * DAY),
    project('P7', 'proposal', null, 1 * DAY),
    project('P8', 'in_progress', '50000.00', 3 * DAY),
    project('P9', 'canceled', '800.00', 4 * DAY),
    project('P10', 'completed', '1200.00', 400 * DAY),
    // 14 d 13 h before the pinned now: 2026-03-01 02:00 UTC, which is still February in São Paulo.
    project('P11', 'completed', '100.00', 14 * DAY + 13 * HOUR),
  ]);
  const post = (title: string, age: number, published: boolean): typeof blogPosts.$inferInsert => ({
    title,
    slug: `${title.toLowerCase()}-${now}`,
    published,
    publishedAt: published ? at(age) : null,
    createdAt: at(age),
    updatedAt: at(age),
  });
  await t.db
    .insert(blogPosts)
    .values([
      post('B1', 1 * DAY, true),
      post('B2', 15 * DAY, false),
      post('B3', 29 * DAY, true),
      post('B4', 31 * DAY, true),
      post('B5', 60 * DAY, false),
    ]);
  const appt = (title: string, status: AppointmentStatus, age: number): typeof appointments.$inferInsert => ({
    title,
    status,
    appointmentDate: at(age),
    createdAt: at(age + 5 * DAY),
    updatedAt: at(age + 5 * DAY),
  });
  await t.db
    .insert(appointments)
    .values([
      appt('A1', 'scheduled', 1 * DAY),
      appt('A2', 'completed', 5 * DAY),
      appt('A3', 'no_show', 10 * DAY),
      appt('A4', 'cancelled', 29 * DAY),
      appt('A5', 'completed', 31 * DAY),
      appt('A6', 'scheduled', -2 * DAY),
      appt('A7', 'completed', 80 * DAY),
    ]);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, as?: string, json: unknown = {}) => t.request(path, { method: 'POST', as, json });

describe('KPI endpoints on the hand-computed dataset (real clock)', () => {
  beforeAll(async () => {
    await loadDataset(Date.now());
  });

  it('crm-kpis: new leads in 30 days, open opportunities, conversion rate', async () => {
    const response = await post('/api/functions/crm-kpis', 'comercial');
    expect(response.status).toBe(200);
    const body = await response.json();
    // 30 d: L1, L2, L3, L4, L9 (L8 sits exactly on the boundary, so it is out) → 5
    // open: L3, L4, L8 → 3; conversion: 2 won of 9 leads = 22.22…% → 22.2
    expect(body).toMatchObject({
      period: 30,
      newLeads7d: 5,
      newLeads30d: 5,
      newLeadsPeriod: 5,
      openOpportunities: 3,
      conversionRate: 22.2,
    });
    expect(body.charts.pipeline).toEqual([
      { status: 'new', count: 1 },
      { status: 'contacted', count: 2 },
      { status: 'qualified', count: 2 },
      { status: 'proposal', count: 1 },
      { status: 'won', count: 2 },
      { status: 'lost', count: 1 },
    ]);
  });

  it('crm-kpis: the period changes only the period figures and the chart length', async () => {
    const week = await (await post('/api/functions/crm-kpis', 'adm', { period: 7 })).json();
    // 7 d: L1, L2, L9 → 3; the card stays on 30 days
    expect(week).toMatchObject({ period: 7, newLeadsPeriod: 3, newLeads7d: 5 });
    expect(week.charts.leadsPerDay).toHaveLength(7);
    const quarter = await (await post('/api/functions/crm-kpis', 'adm', { period: 90 })).json();
    // 90 d: all but L7 (100 d) → 8
    expect(quarter).toMatchObject({ period: 90, newLeadsPeriod: 8 });
    expect(quarter.charts.leadsPerDay).toHaveLength(90);
  });

  it('finance-kpis: payments received, open proposals and average accepted ticket', async () => {
    const response = await post('/api/functions/finance-kpis', 'financeiro');
    expect(response.status).toBe(200);
    const body = await response.json();
    // revenue 30 d = payments received in (today − 30, today]: 10000 + 2500.50 − 100 (refund) = 12400.50
    // (the 100.00 received exactly 30 days ago is out; project budgets count for nothing now)
    // pending = open proposals (enviada/visualizada, valid): 3000.25 + 1999.99 = 5000.24
    // ticket = avg accepted_total: (10000 + 2500.50) / 2 = 6250.25
    expect(body).toMatchObject({
      period: 30,
      revenueMonth: 12400.5,
      expensesMonth: 5000.24,
      averageTicket: 6250.25,
      revenuePeriod: 12400.5,
    });
    expect(body.charts.revenueByMonth).toHaveLength(12);
    expect(body.charts.projectsByStatus).toEqual([
      { status: 'proposal', count: 3, budget: 5000.24 },
      { status: 'in_progress', count: 1, budget: 50000 },
      { status: 'completed', count: 6, budget: 20800.5 },
      { status: 'canceled', count: 1, budget: 800 },
    ]);
    const week = await (await post('/api/functions/finance-kpis', 'adm', { period: 7 })).json();
    expect(week.revenuePeriod).toBe(10000); // 5 days ago only
    const quarter = await (await post('/api/functions/finance-kpis', 'adm', { period: 90 })).json();
    expect(quarter.revenuePeriod).toBe(19500.5); // + 7000 (45 d) + 100 (30 d)
  });

  it('marketing-kpis: content, appointments, published posts and leads by source/campaign', async () => {
    const response = await post('/api/functions/marketing-kpis', 'mkt');
    expect(response.status).toBe(200);
    const body = await response.json();
    // posts created in 30 d: B1, B2, B3 → 3; appointments dated in the last 30 d: A1–A4 → 4
    // (A6 is upcoming); published: B1, B3, B4 → 3
    expect(body).toMatchObject({ period: 30, leadsByCampaign: 3, appointments: 4, publishedPosts: 3 });
    expect(body.leadsBySource).toEqual([
      { source: 'chat', campaign: null, count: 2 },
      { source: 'questionario', campaign: 'verao', count: 1 },
      { source: 'site', campaign: 'verao', count: 1 },
      { source: 'site', campaign: null, count: 1 },
    ]);
    expect(body.charts.appointmentsByStatus).toEqual([
      { status: 'scheduled', count: 1 },
      { status: 'completed', count: 1 },
      { status: 'cancelled', count: 1 },
      { status: 'no_show', count: 1 },
    ]);
    const quarter = await (await post('/api/functions/marketing-kpis', 'adm', { period: 90 })).json();
    expect(quarter.charts.appointmentsByStatus).toContainEqual({ status: 'completed', count: 3 });
    expect(quarter.leadsBySource).toContainEqual({ source: 'manual', campaign: null, count: 1 });
    expect(quarter.leadsBySource).toContainEqual({ source: 'consulta', campaign: null, count: 1 });
  });

  it('accepts no body at all (the default period) and refuses a period that is not 7, 30 or 90', async () => {
    const cookie = await t.cookieFor('comercial');
    const bare = await t.request('/api/functions/crm-kpis', { method: 'POST', headers: { cookie } });
    expect(bare.status).toBe(200);
    expect((await bare.json()).period).toBe(30);
    const bad = await post('/api/functions/crm-kpis', 'comercial', { period: 15 });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error).toMatchObject({
      code: 'validation',
      fields: { period: 'O período deve ser 7, 30 ou 90 dias' },
    });
    const notJson = await t.request('/api/functions/crm-kpis', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{period',
    });
    expect(notJson.status).toBe(400);
  });
});

describe('KPI charts bucket by São Paulo day and month (pinned clock)', () => {
  beforeAll(async () => {
    await loadDataset(PINNED_NOW.getTime());
  });

  it('leads per day: 7 São Paulo days ending today, by source, zero-filled', async () => {
    const kpis = await crmKpis(t.db, { period: 7, now: PINNED_NOW });
    const zero = { site: 0, questionario: 0, consulta: 0, chat: 0, manual: 0, indicacao: 0, total: 0 };
    expect(kpis.charts.leadsPerDay).toEqual([
      { day: '2026-03-09', ...zero },
      { day: '2026-03-10', ...zero },
      { day: '2026-03-11', ...zero },
      { day: '2026-03-12', ...zero, chat: 1, total: 1 }, // L2
      { day: '2026-03-13', ...zero, chat: 1, total: 1 }, // L9
      // L1 was created at 02:30 UTC on the 15th: 23:30 on the 14th in São Paulo
      { day: '2026-03-14', ...zero, site: 1, total: 1 },
      { day: '2026-03-15', ...zero },
    ]);
    const marketing = await marketingKpis(t.db, { period: 7, now: PINNED_NOW });
    expect(marketing.charts.leadsPerDay).toEqual(kpis.charts.leadsPerDay);
  });

  it('revenue by month: the 12 São Paulo months ending this month', async () => {
    const kpis = await financeKpis(t.db, { now: PINNED_NOW });
    const months = kpis.charts.revenueByMonth;
    expect(months.map((row) => row.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    // Payments by received_on month (today = 2026-03-15): March 10000 (03-10) − 100 (03-05);
    // February 2500.50 (02-23) + 100 (02-13); January 7000 (01-29); 400 days ago is out of range.
    expect(months.slice(-3)).toEqual([
      { month: '2026-01', revenue: 7000, payments: 1 },
      { month: '2026-02', revenue: 2600.5, payments: 2 },
      { month: '2026-03', revenue: 9900, payments: 2 },
    ]);
    expect(months.slice(0, -3).every((row) => row.revenue === 0 && row.payments === 0)).toBe(true);
  });

  it('every figure is 0 on empty tables', async () => {
    await clearFinanceTables(t.db);
    await t.db.delete(projects);
    await t.db.delete(appointments);
    await t.db.delete(blogPosts);
    await t.db.delete(leads);
    const crm = await crmKpis(t.db, { now: PINNED_NOW });
    expect(crm).toMatchObject({ newLeads7d: 0, newLeads30d: 0, openOpportunities: 0, conversionRate: 0 });
    const finance = await financeKpis(t.db, { now: PINNED_NOW });
    expect(finance).toMatchObject({ revenueMonth: 0, expensesMonth: 0, averageTicket: 0 });
    const marketing = await marketingKpis(t.db, { now: PINNED_NOW });
    expect(marketing).toMatchObject({ leadsByCampaign: 0, appointments: 0, publishedPosts: 0 });
    expect(marketing.leadsBySource).toEqual([]);
  });
});

describe('who may call the KPI functions', () => {
  const table = [
    ['crm-kpis', ['comercial', 'adm'], ['financeiro', 'mkt', 'usuario']],
    ['finance-kpis', ['financeiro', 'adm'], ['comercial', 'mkt', 'usuario']],
    ['marketing-kpis', ['mkt', 'adm'], ['comercial', 'financeiro', 'usuario']],
  ] as const;
  for (const [name, allowed, refused] of table) {
    it(`${name}: allowed to ${allowed.join(', ')}; 403 to ${refused.join(', ')}; 401 signed out`, async () => {
      for (const who of allowed) expect((await post(`/api/functions/${name}`, who)).status).toBe(200);
      for (const who of refused) {
        const response = await post(`/api/functions/${name}`, who);
        expect(response.status).toBe(403);
        expect((await response.json()).error.code).toBe('forbidden');
      }
      const anonymous = await post(`/api/functions/${name}`);
      expect(anonymous.status).toBe(401);
    });
  }

  it('GET is not a KPI call', async () => {
    const response = await t.request('/api/functions/crm-kpis', { as: 'comercial' });
    expect(response.status).toBe(404);
  });
});

describe('the KPI sub-app shares the /api/functions prefix', () => {
  it('leaves /api/functions/secure-chat to its own module, in either mount order', async () => {
    const chat = new Hono<AppEnv>().post('/', (c) => c.json({ message: 'olá' }));
    const kpisFirst = new Hono<AppEnv>()
      .route('/api/functions', kpiRoutes(t.deps))
      .route('/api/functions/secure-chat', chat);
    const chatFirst = new Hono<AppEnv>()
      .route('/api/functions/secure-chat', chat)
      .route('/api/functions', kpiRoutes(t.deps));
    for (const app of [kpisFirst, chatFirst]) {
      const response = await app.request('/api/functions/secure-chat', { method: 'POST' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: 'olá' });
      const kpis = await app.request('/api/functions/marketing-kpis', { method: 'POST' });
      expect(kpis.status).toBe(200);
    }
  });
});
