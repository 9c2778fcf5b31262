/**
 * Companies and deals (docs/product/companies-and-deals.md): CNPJ validation (also the alphanumeric
 * CNPJ), the merge, the migration's backfill grouping of leads, the stage sums and weighted sums, the
 * required loss reason, and the proposal acceptance that wins the deal — racing a manual loss, exactly
 * one outcome.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '@server/companies/schema';
import { auditLog, leads } from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import { deals } from '@server/deals/schema';
import type { Company, CompanyDetail, CompanyDuplicate } from '@shared/companies/schemas';
import { companyNameKey } from '@shared/companies/schemas';
import type { Deal, DealBoard } from '@shared/deals/schemas';
import { cnpjFrom, formatDocument, isValidCnpj } from '@shared/documents';

/** A valid alphanumeric CNPJ on a base of letters and digits (its check digits found by the validator). */
const alphanumericCnpj = (base: string) =>
  Array.from({ length: 100 }, (_, n) => `${base}${String(n).padStart(2, '0')}`).find(isValidCnpj)!;

import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let run = 0;
const unique = () => {
  run += 1;
  return `${Date.now().toString(36)}${run}`;
};

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t?.close();
});

const read = async <T>(response: Response) => (await response.json()) as T;

async function createCompany(body: Record<string, unknown>, as = 'comercial') {
  return t.request('/api/companies', { as, json: { name: `Empresa ${unique()}`, ...body } });
}
async function newLead(company: string | null = null) {
  const id = unique();
  const [lead] = await t.db
    .insert(leads)
    .values({ name: `Pessoa ${id}`, email: `pessoa.${id}@exemplo.com.br`, company, source: 'manual' })
    .returning();
  return lead!;
}

describe('companies', () => {
  it('validates the CNPJ, numeric and alphanumeric, and refuses a CNPJ taken', async () => {
    const bad = await createCompany({ cnpj: '11.222.333/0001-00' });
    expect(bad.status).toBe(422);
    expect((await read<{ error: { fields: Record<string, string> } }>(bad)).error.fields.cnpj).toBe(
      'CNPJ inválido. Confira os dígitos.',
    );
    const cnpj = alphanumericCnpj(
      `AB${String(run).padStart(4, '0')}CD${Date.now() % 10_000}`.slice(0, 12).padEnd(12, 'Z'),
    );
    const alnum = await createCompany({
      cnpj: formatDocument(cnpj).toLowerCase(),
      legalName: 'Alfa Numérica Ltda',
    });
    expect(alnum.status, await alnum.clone().text()).toBe(201);
    expect((await read<Company>(alnum)).cnpj).toBe(cnpj);
    const again = await createCompany({ cnpj });
    expect(again.status).toBe(409);
    expect(
      await t.request('/api/companies', { as: 'financeiro', json: { name: 'Não pode' } }),
    ).toHaveProperty('status', 403);
    expect((await t.request('/api/companies?q=12abc', { as: 'financeiro' })).status).toBe(200);
  });

  it('finds a company by CNPJ digits typed with punctuation', async () => {
    const cnpj = cnpjFrom(`${String(70_000_000 + run)}0001`);
    const created = await read<Company>(await createCompany({ cnpj }));
    const page = await read<{ items: Company[] }>(
      await t.request(`/api/companies?q=${encodeURIComponent(`${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}`)}`, {
        as: 'mkt',
      }),
    );
    expect(page.items.map((item) => item.id)).toContain(created.id);
  });

  it('links people, shows them with the company, and its billing data goes to their billing profile', async () => {
    const cnpj = cnpjFrom(`${String(71_000_000 + run)}0001`);
    const company = await read<Company>(
      await createCompany({ cnpj, legalName: 'Padaria Teste Ltda', billingEmail: 'fin@padaria.com.br' }),
    );
    const [a, b] = [await newLead(), await newLead()];
    for (const lead of [a, b]) {
      const linked = await t.request(`/api/companies/people/${lead.id}`, {
        as: 'comercial',
        method: 'PUT',
        json: { companyId: company.id },
      });
      expect(linked.status, await linked.clone().text()).toBe(200);
    }
    const detail = await read<CompanyDetail>(
      await t.request(`/api/companies/${company.id}`, { as: 'financeiro' }),
    );
    expect(detail.people.map((person) => person.id).sort()).toEqual([a.id, b.id].sort());
    const profiles = await t.db
      .select()
      .from(billingProfiles)
      .where(inArray(billingProfiles.leadId, [a.id, b.id]));
    expect(profiles.map((row) => [row.document, row.legalName, row.personType])).toEqual([
      [cnpj, 'Padaria Teste Ltda', 'pj'],
      [cnpj, 'Padaria Teste Ltda', 'pj'],
    ]);
  });

  it('lists two companies of one name as duplicates and merges them, people and deals moved, audited', async () => {
    const name = `Café Duplicado ${unique()}`;
    const keep = await read<Company>(await createCompany({ name }));
    const other = await read<Company>(await createCompany({ name: `${name.toUpperCase()} LTDA.` }));
    const lead = await newLead();
    await t.request(`/api/companies/people/${lead.id}`, {
      as: 'comercial',
      method: 'PUT',
      json: { companyId: other.id },
    });
    const [deal] = await t.db
      .insert(deals)
      .values({ title: 'Cardápio digital', companyId: other.id, value: '1000.00' })
      .returning();
    const duplicates = await read<CompanyDuplicate[]>(
      await t.request('/api/companies/duplicates', { as: 'adm' }),
    );
    expect(
      duplicates.some((pair) => [pair.a.id, pair.b.id].sort().join() === [keep.id, other.id].sort().join()),
    ).toBe(true);
    const merged = await t.request('/api/companies/merge', {
      as: 'comercial',
      json: { keepId: keep.id, mergeId: other.id },
    });
    expect(merged.status, await merged.clone().text()).toBe(200);
    expect((await read<Company>(merged)).peopleCount).toBe(1);
    expect(await t.db.select().from(companies).where(eq(companies.id, other.id))).toEqual([]);
    const [movedLead] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    const [movedDeal] = await t.db.select().from(deals).where(eq(deals.id, deal!.id));
    expect([movedLead!.companyId, movedDeal!.companyId]).toEqual([keep.id, keep.id]);
    const entries = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), inArray(auditLog.entityId, [keep.id, other.id])));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'company_merge',
      'create',
      'create',
      'merged_into',
    ]);
    // The merged one is gone: merging again answers 404, nothing half-done.
    const twice = await t.request('/api/companies/merge', {
      as: 'comercial',
      json: { keepId: keep.id, mergeId: other.id },
    });
    expect(twice.status).toBe(404);
  });

  it("groups the leads by normalised name or CNPJ with the migration's own backfill SQL", async () => {
    const file = readdirSync('drizzle')
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(`drizzle/${name}`, 'utf8'))
      .find((text) => text.includes('company_name_key') && text.includes('-- hand-written (keep at merge)'))!;
    const backfill = file
      .slice(file.indexOf('-- Backfill 1'))
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
    const tag = unique();
    const cnpj = cnpjFrom(`${String(72_000_000 + run)}0001`);
    const rows = [
      await newLead(`Padaria Pão ${tag}`),
      await newLead(`  padaria pao ${tag.toUpperCase()} ltda `),
      await newLead(`Padaria Pão ${tag} ME`),
      await newLead(`Oficina ${tag}`),
      await newLead(`Mercado ${tag}`),
      await newLead(`Mercadinho ${tag}`),
    ];
    // A PJ billing profile puts 'Mercadinho' under the CNPJ, with its razão social.
    await t.db.insert(billingProfiles).values({
      leadId: rows[5]!.id,
      personType: 'pj',
      document: cnpj,
      legalName: `Mercadinho ${tag} Ltda`,
    });
    for (const statement of backfill) await t.db.execute(sql.raw(statement));
    const linked = await t.db
      .select({ id: leads.id, companyId: leads.companyId })
      .from(leads)
      .where(
        inArray(
          leads.id,
          rows.map((row) => row.id),
        ),
      );
    const companyOf = (index: number) => linked.find((row) => row.id === rows[index]!.id)!.companyId;
    expect(companyOf(0)).not.toBeNull();
    expect([companyOf(1), companyOf(2)]).toEqual([companyOf(0), companyOf(0)]);
    expect(new Set([companyOf(0), companyOf(3), companyOf(4), companyOf(5)]).size).toBe(4);
    const [byCnpj] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, companyOf(5)!));
    expect([byCnpj!.cnpj, byCnpj!.legalName]).toEqual([cnpj, `Mercadinho ${tag} Ltda`]);
    // The SQL rule and the app's rule agree.
    const [{ key }] = (
      (await t.db.execute(sql`select company_name_key(${'  Padaria Pão, S/A  '}) as key`)) as unknown as {
        rows: { key: string }[];
      }
    ).rows as [{ key: string }];
    expect(key).toBe(companyNameKey('  Padaria Pão, S/A  '));
  });
});

describe('deals', () => {
  async function createDeal(body: Record<string, unknown>) {
    const response = await t.request('/api/deals', {
      as: 'comercial',
      json: { title: `Negócio ${unique()}`, ...body },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return read<Deal>(response);
  }
  const move = (id: string, body: Record<string, unknown>) =>
    t.request(`/api/deals/${id}/stage`, { as: 'comercial', json: body });

  it('sums and weights each stage of the deals shown (value × probability)', async () => {
    const company = await read<Company>(await createCompany({}));
    await createDeal({ companyId: company.id, value: '1.000,00' });
    await createDeal({ companyId: company.id, value: '333.33' });
    const third = await createDeal({ companyId: company.id, value: 2000 });
    expect((await move(third.id, { stage: 'negociacao' })).status).toBe(200);
    const board = await read<DealBoard>(await t.request(`/api/deals?companyId=${company.id}`, { as: 'mkt' }));
    const stage = (name: string) => board.stages.find((entry) => entry.stage === name)!;
    expect(stage('prospeccao')).toEqual({
      stage: 'prospeccao',
      count: 2,
      sum: '1333.33',
      weighted: '133.33',
    });
    expect(stage('negociacao')).toEqual({
      stage: 'negociacao',
      count: 1,
      sum: '2000.00',
      weighted: '1500.00',
    });
    expect((await t.request('/api/deals', { as: 'mkt', json: { title: 'x', value: 1 } })).status).toBe(403);
  });

  it('flags an open deal without a next open activity, and shows the next one when there is', async () => {
    const company = await read<Company>(await createCompany({}));
    const quiet = await createDeal({ companyId: company.id, value: '100.00' });
    const planned = await createDeal({ companyId: company.id, value: '200.00' });
    const created = await t.request('/api/activities', {
      as: 'comercial',
      json: { kind: 'call', title: 'Ligar sobre o orçamento', dueAt: '2031-05-04T10:00', dealId: planned.id },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const done = await t.request('/api/activities', {
      as: 'comercial',
      json: { kind: 'task', title: 'Já feita', dueAt: '2031-05-03T10:00', dealId: quiet.id },
    });
    const doneId = ((await done.json()) as { id: string }).id;
    expect(
      (await t.request(`/api/activities/${doneId}/done`, { as: 'comercial', json: { outcome: 'ok' } }))
        .status,
    ).toBe(200);
    const board = await read<DealBoard>(await t.request(`/api/deals?companyId=${company.id}`, { as: 'mkt' }));
    const card = (id: string) => board.items.find((item) => item.id === id)!;
    expect(card(quiet.id).nextActivity).toBeNull();
    expect(card(planned.id).nextActivity).toEqual({
      title: 'Ligar sobre o orçamento',
      dueAt: '2031-05-04T13:00:00.000Z',
    });
  });

  it('refuses a loss without a reason, and records the reason and note when given', async () => {
    const deal = await createDeal({ value: '500.00' });
    const refused = await move(deal.id, { stage: 'perdido' });
    expect(refused.status).toBe(422);
    expect((await read<{ error: { fields: Record<string, string> } }>(refused)).error.fields.lossReason).toBe(
      'Informe o motivo da perda',
    );
    const lost = await read<Deal>(
      await move(deal.id, { stage: 'perdido', lossReason: 'preco', lossNote: 'caro' }),
    );
    expect([lost.stage, lost.lossReason, lost.lossNote, Boolean(lost.lostAt)]).toEqual([
      'perdido',
      'preco',
      'caro',
      true,
    ]);
    const entries = await t.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'deal'), eq(auditLog.entityId, deal.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'deal_stage']);
  });

  it('wins the deal when the client accepts its proposal; racing a manual loss, exactly one outcome', async () => {
    for (let round = 0; round < 3; round += 1) {
      const lead = await newLead();
      const deal = await createDeal({ leadId: lead.id, value: '10000.00' });
      const created = await t.request('/api/proposals', {
        as: 'comercial',
        json: {
          leadId: lead.id,
          dealId: deal.id,
          title: 'Loja virtual',
          validUntil: '2099-12-31',
          paymentPlan: {
            kind: 'instalments',
            instalments: [{ label: 'À vista', percent: 100, dueInDays: 0 }],
          },
          items: [{ description: 'Desenvolvimento', quantity: 1, unitPrice: '10000.00' }],
        },
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const proposalId = (await read<{ id: string }>(created)).id;
      const sent = await read<{ url: string }>(
        await t.request(`/api/proposals/${proposalId}/send`, { as: 'comercial', method: 'POST' }),
      );
      const token = sent.url.split('/proposta/')[1]!;
      const headers = { 'x-forwarded-for': `198.51.100.${round + 10}`, 'user-agent': 'Teste/1.0' };
      const view = await read<{ version: number; contentHash: string }>(
        await t.request(`/api/public/proposals/${token}`, { headers }),
      );
      const [accepted, lost] = await Promise.all([
        t.request(`/api/public/proposals/${token}/accept`, {
          headers,
          json: {
            name: 'Maria Cliente',
            cpf: '529.982.247-25',
            agree: true,
            selectedOptionalItemIds: [],
            version: view.version,
            contentHash: view.contentHash,
          },
        }),
        move(deal.id, { stage: 'perdido', lossReason: 'concorrente' }),
      ]);
      const [row] = await t.db.select().from(deals).where(eq(deals.id, deal.id));
      // Exactly one of the two succeeded, and the deal shows that one.
      expect([accepted.status, lost.status].filter((status) => status < 300)).toHaveLength(1);
      if (accepted.status === 200) {
        expect([row!.stage, Boolean(row!.wonAt), row!.lossReason]).toEqual(['ganho', true, null]);
        expect(lost.status).toBe(409);
      } else {
        expect(accepted.status).toBe(409);
        expect([row!.stage, row!.lossReason, row!.wonAt]).toEqual(['perdido', 'concorrente', null]);
      }
    }
  });
});
