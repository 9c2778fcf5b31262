import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '@server/analytics/collect';
import { runAnalyticsJob } from '@server/analytics/rollup';
import { EVENTS_PER_MINUTE } from '@server/analytics/routes';
import {
  analyticsDaily,
  analyticsEvents,
  analyticsRolledDays,
  analyticsSalts,
} from '@server/analytics/schema';
import { leads } from '@server/db/schema';
import { invoices } from '@server/invoices/schema';
import { paymentAllocations, payments } from '@server/payments/schema';
import { saveSettings } from '@server/settings/settings';
import type { AnalyticsReport } from '@shared/analytics/schemas';
import { createTestApp, type TestApp } from '../support/test-app';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

let t: TestApp;
let ipCounter = 1;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  // The seeded snapshot carries a demo month: start from nothing for exact numbers.
  await t.db.execute(sql`truncate analytics_events, analytics_daily, analytics_rolled_days, analytics_salts`);
});
afterAll(async () => {
  await t?.close();
});

function send(body: unknown, options: { ua?: string; ip?: string; raw?: string } = {}) {
  return t.request('/api/public/events', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': options.ua ?? CHROME,
      'x-forwarded-for': options.ip ?? `203.0.113.${ipCounter++}`,
    },
    body: options.raw ?? JSON.stringify(body),
  });
}
const countEvents = async () => (await t.db.select().from(analyticsEvents)).length;

describe('POST /api/public/events', () => {
  it('stores a page view with 202 and no body: path, UTM, referrer host, device, browser; no address, no UA', async () => {
    const response = await send(
      {
        n: 'page_view',
        u: 'https://coders.example/plataforma/shopify?utm_source=Instagram&utm_medium=cpc&utm_campaign=black-friday&email=ana@exemplo.com',
        r: 'https://www.google.com/search?q=agencia',
      },
      { ip: '198.51.100.77' },
    );
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    const [row] = await t.db.select().from(analyticsEvents);
    expect(row).toMatchObject({
      event: 'page_view',
      path: '/plataforma/shopify',
      referrerHost: 'google.com',
      utmSource: 'instagram',
      utmMedium: 'cpc',
      utmCampaign: 'black-friday',
      device: 'mobile',
      browser: 'Chrome',
    });
    // Nothing personal anywhere in the stored row.
    const stored = JSON.stringify(row);
    for (const secret of ['198.51.100.77', 'Pixel 8', 'Android', 'ana@exemplo.com', 'q=agencia', 'Mozilla']) {
      expect(stored).not.toContain(secret);
    }
    expect(row!.visitor).toMatch(/^[\w-]{22}$/);
  });

  it('takes the UTM the page sends (the session origin) over the URL, and drops our own referrer', async () => {
    await t.db.delete(analyticsEvents);
    const response = await send({
      n: 'questionnaire_submitted',
      u: 'http://localhost:3999/questionario',
      r: 'http://localhost:3999/',
      l: 'enviado',
      c: { campaign: 'google-ia', source: 'google' },
    });
    expect(response.status).toBe(202);
    const [row] = await t.db.select().from(analyticsEvents);
    expect(row).toMatchObject({
      event: 'questionnaire_submitted',
      utmCampaign: 'google-ia',
      referrerHost: null,
    });
  });

  it('drops bots and headless browsers without a trace (still 202)', async () => {
    await t.db.delete(analyticsEvents);
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      '',
    ];
    for (const ua of bots) {
      expect((await send({ n: 'page_view', u: 'https://coders.example/' }, { ua })).status, ua).toBe(202);
    }
    expect(await countEvents()).toBe(0);
  });

  it('refuses a bad body with 422, a non-object with 400, a big one with 413', async () => {
    expect((await send({ n: 'hack', u: 'https://coders.example/' })).status).toBe(422);
    expect((await send({ n: 'page_view', u: 'not a url' })).status).toBe(422);
    expect((await send({ n: 'page_view', u: 'https://coders.example/', c: { evil: 'x' } })).status).toBe(422);
    expect((await send(null, { raw: '[1,2]' })).status).toBe(400);
    const big = await send({ n: 'page_view', u: 'https://coders.example/', l: 'x'.repeat(5000) });
    expect(big.status).toBe(413);
  });

  it('answers 429 past the per-address limit', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < EVENTS_PER_MINUTE; i++) {
      const response = await send({ n: 'page_view', u: 'https://coders.example/' }, { ip, ua: 'curl/8' });
      expect(response.status).toBe(202);
    }
    const refused = await send({ n: 'page_view', u: 'https://coders.example/' }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  it('keeps a visitor hash within a São Paulo day and changes it the next day (new salt)', async () => {
    await t.db.delete(analyticsEvents);
    const context = { address: '198.51.100.9', userAgent: DESKTOP, site: 'coders.example' };
    const body = { n: 'page_view' as const, u: 'https://coders.example/' };
    await recordEvent(t.db, body, { ...context, now: new Date('2030-01-10T12:00:00Z') });
    await recordEvent(t.db, body, { ...context, now: new Date('2030-01-10T22:00:00Z') });
    await recordEvent(t.db, body, { ...context, now: new Date('2030-01-11T12:00:00Z') });
    await recordEvent(t.db, body, {
      ...context,
      address: '198.51.100.10',
      now: new Date('2030-01-11T12:00:00Z'),
    });
    const rows = await t.db.select().from(analyticsEvents).orderBy(analyticsEvents.occurredAt);
    const [a, b, c, d] = rows.map((row) => row.visitor);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(d).not.toBe(c);
    expect(rows[3]!.device).toBe('desktop');
    expect(rows[3]!.browser).toBe('Edge');
    const salts = await t.db.select().from(analyticsSalts);
    expect(salts.map((salt) => salt.day).sort()).toEqual(
      expect.arrayContaining(['2030-01-10', '2030-01-11']),
    );
  });
});

describe('the daily job', () => {
  it('rolls up finished days with exact daily visitors, deletes raw events past retention and old salts', async () => {
    await t.db.execute(
      sql`truncate analytics_events, analytics_daily, analytics_rolled_days, analytics_salts`,
    );
    const base = { userAgent: CHROME, site: 'coders.example' };
    const at = (iso: string) => new Date(iso);
    // 2030-03-01 (São Paulo): visitor A views / twice, B views / and /blog; A sends the questionnaire.
    for (const [address, path, when] of [
      ['10.0.0.1', '/', '2030-03-01T13:00:00Z'],
      ['10.0.0.1', '/', '2030-03-01T14:00:00Z'],
      ['10.0.0.2', '/', '2030-03-01T15:00:00Z'],
      ['10.0.0.2', '/blog', '2030-03-01T16:00:00Z'],
    ] as const) {
      await recordEvent(
        t.db,
        { n: 'page_view', u: `https://coders.example${path}?utm_campaign=bf` },
        {
          ...base,
          address,
          now: at(when),
        },
      );
    }
    await recordEvent(
      t.db,
      { n: 'questionnaire_submitted', u: 'https://coders.example/questionario' },
      {
        ...base,
        address: '10.0.0.1',
        now: at('2030-03-01T17:00:00Z'),
      },
    );
    // 2030-03-02: today for the job below; not rolled up.
    await recordEvent(
      t.db,
      { n: 'page_view', u: 'https://coders.example/' },
      {
        ...base,
        address: '10.0.0.3',
        now: at('2030-03-02T13:00:00Z'),
      },
    );

    const first = await runAnalyticsJob(t.db, at('2030-03-02T15:00:00Z'));
    expect(first.rolledDays).toEqual(['2030-03-01']);
    const daily = await t.db.select().from(analyticsDaily).where(eq(analyticsDaily.day, '2030-03-01'));
    const cell = (dimension: string, value: string, event = 'page_view') =>
      daily.find((row) => row.dimension === dimension && row.value === value && row.event === event);
    expect(cell('total', '')).toMatchObject({ count: 4, visitors: 2 });
    expect(cell('path', '/')).toMatchObject({ count: 3, visitors: 2 });
    expect(cell('path', '/blog')).toMatchObject({ count: 1, visitors: 1 });
    expect(cell('campaign', 'bf')).toMatchObject({ count: 4, visitors: 2 });
    expect(cell('total', '', 'questionnaire_submitted')).toMatchObject({ count: 1, visitors: 1 });
    expect(first.deletedSalts).toBe(1); // 2030-03-01's salt; today's stays

    // Running again changes nothing (idempotent).
    const again = await runAnalyticsJob(t.db, at('2030-03-02T16:00:00Z'));
    expect(again.rolledDays).toEqual([]);

    // Retention: 1 day; at 2030-03-04 the 03-01 and 03-02 raw rows go (both rolled), the rollup stays.
    await saveSettings(t.db, { analyticsRetentionDays: '1' }, null);
    const later = await runAnalyticsJob(t.db, at('2030-03-04T15:00:00Z'));
    expect(later.rolledDays).toEqual(['2030-03-02']);
    expect(later.deletedEvents).toBe(6);
    expect(await countEvents()).toBe(0);
    expect((await t.db.select().from(analyticsRolledDays)).length).toBe(2);
    await saveSettings(t.db, { analyticsRetentionDays: '90' }, null);

    // The report reads the rollup for those days: the same numbers as live.
    const report = await t.request('/api/analytics?from=2030-03-01&to=2030-03-02', { as: 'mkt' });
    expect(report.status).toBe(200);
    const body = (await report.json()) as AnalyticsReport;
    expect(body.totals).toMatchObject({ visitors: 3, views: 5, questionnaires: 1 });
    expect(body.series).toEqual([
      { day: '2030-03-01', visitors: 2, views: 4 },
      { day: '2030-03-02', visitors: 1, views: 1 },
    ]);
    expect(body.pages[0]).toEqual({ value: '/', visitors: 3, views: 4 });
    expect(body.campaigns).toEqual([{ value: 'bf', visitors: 2, views: 4 }]);
    expect(body.previous).toEqual({ from: '2030-02-27', to: '2030-02-28' });
    expect(body.previousTotals.visitors).toBe(0);
  });
});

describe('GET /api/analytics', () => {
  it('answers 401 signed out, 403 to other roles, 200 to mkt and adm', async () => {
    const path = '/api/analytics?from=2030-03-01&to=2030-03-02';
    expect((await t.request(path)).status).toBe(401);
    for (const as of ['comercial', 'financeiro', 'usuario'])
      expect((await t.request(path, { as })).status, as).toBe(403);
    for (const as of ['mkt', 'adm']) expect((await t.request(path, { as })).status, as).toBe(200);
  });

  it('refuses a bad period with 422', async () => {
    for (const query of [
      'from=2030-03-05&to=2030-03-01',
      'from=x&to=2030-03-01',
      '',
      'from=2020-01-01&to=2030-01-01',
    ]) {
      expect((await t.request(`/api/analytics?${query}`, { as: 'mkt' })).status, query).toBe(422);
    }
  });

  it('counts the funnel: live events today, leads of the period, won, money received', async () => {
    await t.db.execute(
      sql`truncate analytics_events, analytics_daily, analytics_rolled_days, analytics_salts`,
    );
    const now = new Date();
    const today = now.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    const base = { userAgent: CHROME, site: 'coders.example', now };
    for (const [n, address] of [
      ['page_view', '1.1.1.1'],
      ['page_view', '1.1.1.2'],
      ['page_view', '1.1.1.3'],
      ['questionnaire_step', '1.1.1.1'],
      ['questionnaire_step', '1.1.1.2'],
      ['questionnaire_submitted', '1.1.1.1'],
    ] as const) {
      await recordEvent(t.db, { n, u: 'https://coders.example/questionario' }, { ...base, address });
    }
    const before = (await (
      await t.request(`/api/analytics?from=${today}&to=${today}`, { as: 'adm' })
    ).json()) as AnalyticsReport;
    const [lead] = await t.db
      .insert(leads)
      .values({ name: 'Funil Teste', email: 'funil@exemplo.com.br', source: 'questionario', status: 'won' })
      .returning();
    await receive(lead!.id, '1500.00');
    const funnel = (report: AnalyticsReport) =>
      Object.fromEntries(report.funnel.map((step) => [step.key, step.value]));
    const after = (await (
      await t.request(`/api/analytics?from=${today}&to=${today}`, { as: 'adm' })
    ).json()) as AnalyticsReport;
    expect(funnel(after)).toMatchObject({ visit: 3, started: 2, sent: 1 });
    expect(funnel(after).lead).toBe(funnel(before).lead + 1);
    expect(funnel(after).won).toBe(funnel(before).won + 1);
    const money = (report: AnalyticsReport) =>
      Number(report.funnel.find((step) => step.key === 'money')!.money);
    expect(money(after) - money(before)).toBe(1500);
  });
});

/** An issued invoice for the lead, paid in full: money received through payment_allocations. */
async function receive(leadId: string, amount: string) {
  const today = new Date().toISOString().slice(0, 10);
  const [invoice] = await t.db
    .insert(invoices)
    .values({ leadId, competence: today, dueDate: today, total: amount })
    .returning();
  const [payment] = await t.db
    .insert(payments)
    .values({ leadId, receivedOn: today, amount, method: 'pix' })
    .returning();
  await t.db.insert(paymentAllocations).values({ paymentId: payment!.id, invoiceId: invoice!.id, amount });
}
