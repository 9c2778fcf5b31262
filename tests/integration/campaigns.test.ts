import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '@server/analytics/collect';
import { auditLog, leads } from '@server/db/schema';
import { invoices } from '@server/invoices/schema';
import { paymentAllocations, payments } from '@server/payments/schema';
import type { CampaignDetail, CampaignLeadsPage, CampaignList } from '@shared/campaigns/schemas';
import { createTestApp, type TestApp } from '../support/test-app';

const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const json = async <T>(response: Response) => (await response.json()) as T;
const fields = async (response: Response) =>
  (await json<{ error: { fields: Record<string, string> } }>(response)).error.fields;
const valid = {
  name: 'Teste Integração',
  slug: 'teste-integracao',
  channel: 'google_ads',
  startsOn: '2030-01-01',
  endsOn: '2030-01-31',
  budget: '1.000,00',
  notes: 'Campanha de teste',
};

async function receive(leadId: string, amount: string) {
  const [invoice] = await t.db
    .insert(invoices)
    .values({ leadId, competence: '2030-01-01', dueDate: '2030-01-10', total: amount })
    .returning();
  const [payment] = await t.db
    .insert(payments)
    .values({ leadId, receivedOn: '2030-01-10', amount, method: 'pix' })
    .returning();
  await t.db.insert(paymentAllocations).values({ paymentId: payment!.id, invoiceId: invoice!.id, amount });
}

describe('access to /api/campaigns', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const endpoints: [string, string][] = [
    ['GET', '/api/campaigns'],
    ['POST', '/api/campaigns'],
    ['GET', `/api/campaigns/${id}`],
    ['PATCH', `/api/campaigns/${id}`],
    ['DELETE', `/api/campaigns/${id}`],
    ['GET', `/api/campaigns/${id}/leads`],
    ['POST', `/api/campaigns/${id}/spend`],
    ['DELETE', `/api/campaigns/${id}/spend/${id}`],
  ];
  it('answers 401 signed out and 403 to comercial, financeiro and usuario on every endpoint', async () => {
    for (const [method, path] of endpoints) {
      const init = { method, ...(method === 'POST' || method === 'PATCH' ? { json: valid, method } : {}) };
      expect((await t.request(path, init)).status, `${method} ${path}`).toBe(401);
      for (const as of ['comercial', 'financeiro', 'usuario']) {
        expect((await t.request(path, { ...init, as })).status, `${as} ${method} ${path}`).toBe(403);
      }
    }
  });

  it('lists the demo campaigns for mkt and adm', async () => {
    for (const as of ['mkt', 'adm']) {
      const response = await t.request('/api/campaigns', { as });
      expect(response.status).toBe(200);
      const body = await json<CampaignList>(response);
      expect(body.items.map((item) => item.slug)).toContain('black-friday');
    }
  });
});

describe('campaigns', () => {
  let campaign: CampaignDetail;

  it('creates one (budget typed in pt-BR), audits it, and refuses a duplicate slug', async () => {
    const response = await t.request('/api/campaigns', { as: 'mkt', json: valid });
    expect(response.status, await response.clone().text()).toBe(201);
    campaign = await json<CampaignDetail>(response);
    expect(campaign).toMatchObject({ slug: 'teste-integracao', budget: '1000.00', spend: [] });
    expect(campaign.metrics).toMatchObject({
      visits: 0,
      leads: 0,
      spend: '0.00',
      costPerLead: null,
      returnOnSpend: null,
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, campaign.id));
    expect(audits.map((row) => row.action)).toEqual(['create']);

    const duplicate = await t.request('/api/campaigns', { as: 'adm', json: { ...valid, name: 'Outra' } });
    expect(duplicate.status).toBe(422);
    expect((await fields(duplicate)).slug).toMatch(/Já existe/);
  });

  it('validates with PT-BR messages (422)', async () => {
    const bad = await t.request('/api/campaigns', {
      as: 'mkt',
      json: { ...valid, slug: 'Black Friday!', channel: 'tv', endsOn: '2029-12-01', budget: 'abc', name: '' },
    });
    expect(bad.status).toBe(422);
    const errors = await fields(bad);
    expect(errors.slug).toMatch(/minúsculas/);
    expect(errors.channel).toBe('Escolha um canal.');
    expect(errors.budget).toBe('Orçamento: valor inválido: escreva como 1.234,56 ou 1234,56.');
    expect(errors.name).toMatch(/nome/);
    const period = await t.request('/api/campaigns', {
      as: 'mkt',
      json: { ...valid, slug: 'x-y', endsOn: '2029-12-01' },
    });
    expect((await fields(period)).endsOn).toMatch(/posterior/);
    const patch = await t.request(`/api/campaigns/${campaign.id}`, {
      as: 'mkt',
      method: 'PATCH',
      json: { name: 'x' },
    });
    expect(patch.status).toBe(422);
    const spend = await t.request(`/api/campaigns/${campaign.id}/spend`, {
      as: 'mkt',
      json: { spentOn: '2030-01-02', amount: '0' },
    });
    expect(spend.status).toBe(422);
    expect((await fields(spend)).amount).toMatch(/maior que zero/);
    expect((await t.request(`/api/campaigns/${campaign.id}/leads?limit=500`, { as: 'mkt' })).status).toBe(
      422,
    );
    expect((await t.request(`/api/campaigns/${campaign.id}/leads?cursor=nope`, { as: 'mkt' })).status).toBe(
      422,
    );
    expect((await t.request('/api/campaigns/nao-e-uuid', { as: 'mkt' })).status).toBe(404);
  });

  it('computes visits, leads, won, revenue, cost per lead, acquisition cost and return on spend', async () => {
    for (const amount of ['300.00', '200,50']) {
      const response = await t.request(`/api/campaigns/${campaign.id}/spend`, {
        as: 'mkt',
        json: { spentOn: '2030-01-05', amount, note: 'Anúncios' },
      });
      expect(response.status).toBe(201);
    }
    // 3 leads with the campaign, one won that paid R$ 1.500,00; one lead of another campaign.
    const rows = await t.db
      .insert(leads)
      .values([
        {
          name: 'A',
          email: 'a.camp@exemplo.com.br',
          status: 'won',
          utm: { campaign: 'teste-integracao', source: 'google' },
        },
        { name: 'B', email: 'b.camp@exemplo.com.br', status: 'new', utm: { campaign: 'teste-integracao' } },
        { name: 'C', email: 'c.camp@exemplo.com.br', status: 'lost', utm: { campaign: 'teste-integracao' } },
        { name: 'D', email: 'd.camp@exemplo.com.br', status: 'won', utm: { campaign: 'outra' } },
      ])
      .returning();
    await receive(rows[0]!.id, '1500.00');
    await receive(rows[3]!.id, '999.00');
    // Two visitors on the campaign's link today, one of them twice.
    for (const address of ['10.1.0.1', '10.1.0.1', '10.1.0.2']) {
      await recordEvent(
        t.db,
        { n: 'page_view', u: 'https://coders.example/?utm_campaign=teste-integracao' },
        { address, userAgent: UA, site: 'coders.example', now: new Date() },
      );
    }
    const response = await t.request(`/api/campaigns/${campaign.id}`, { as: 'mkt' });
    const detail = await json<CampaignDetail>(response);
    expect(detail.metrics).toEqual({
      visits: 2,
      leads: 3,
      won: 1,
      spend: '500.50',
      revenue: '1500.00',
      costPerLead: '166.83',
      acquisitionCost: '500.50',
      returnOnSpend: 2.99,
    });
    expect(detail.spend.map((entry) => entry.amount).sort()).toEqual(['200.50', '300.00']);

    const list = await json<CampaignList>(await t.request('/api/campaigns?q=integra', { as: 'adm' }));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]!.metrics.revenue).toBe('1500.00');

    const page1 = await json<CampaignLeadsPage>(
      await t.request(`/api/campaigns/${campaign.id}/leads?limit=2`, { as: 'mkt' }),
    );
    expect(page1.items).toHaveLength(2);
    expect(page1.nextCursor).toBeTruthy();
    const page2 = await json<CampaignLeadsPage>(
      await t.request(`/api/campaigns/${campaign.id}/leads?limit=2&cursor=${page1.nextCursor}`, {
        as: 'mkt',
      }),
    );
    expect([...page1.items, ...page2.items].map((lead) => lead.name).sort()).toEqual(['A', 'B', 'C']);
    expect([...page1.items, ...page2.items].find((lead) => lead.name === 'A')!.revenue).toBe('1500.00');
  });

  it('edits, deletes a spend entry, then deletes the campaign with its spend', async () => {
    const patched = await t.request(`/api/campaigns/${campaign.id}`, {
      as: 'adm',
      method: 'PATCH',
      json: { ...valid, name: 'Renomeada', budget: null, endsOn: null },
    });
    expect(patched.status).toBe(200);
    const detail = await json<CampaignDetail>(patched);
    expect(detail).toMatchObject({ name: 'Renomeada', budget: null, endsOn: null });
    const spendId = detail.spend[0]!.id;
    const removed = await t.request(`/api/campaigns/${campaign.id}/spend/${spendId}`, {
      as: 'mkt',
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect((await json<CampaignDetail>(removed)).spend).toHaveLength(1);
    expect(
      (await t.request(`/api/campaigns/${campaign.id}/spend/${spendId}`, { as: 'mkt', method: 'DELETE' }))
        .status,
    ).toBe(404);

    expect((await t.request(`/api/campaigns/${campaign.id}`, { as: 'mkt', method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await t.request(`/api/campaigns/${campaign.id}`, { as: 'mkt' })).status).toBe(404);
    const left = await t.db.execute(
      sql`select count(*)::int as n from campaign_spend where campaign_id = ${campaign.id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
