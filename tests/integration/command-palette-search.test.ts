/**
 * Issue 28 deliverable 6: Ctrl+K finds invoices by number ('FAT-2026-0039'), proposals by number and by
 * title, and tasks by title, through the list endpoints the palette asks (limit 5), each authorised by
 * the access table: a role that may not open invoices gets none, and each result opens a page the person
 * may open.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, pageAccessFor } from '@shared/catalog/access';
import { paletteSources, resultPath } from '@web/components/command-palette';
import { createTestApp, type DemoLogin, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function first<T>(query: ReturnType<typeof sql>) {
  const result = (await t.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

async function search(api: string, q: string, as: DemoLogin) {
  const response = await t.request(`${api}?${new URLSearchParams({ q, limit: '5' })}`, { as });
  return { status: response.status, body: (await response.json()) as { items: Record<string, unknown>[] } };
}

const viewerOf = (role: 'adm' | 'comercial' | 'financeiro' | 'mkt') => ({
  signedIn: true,
  roles: [role] as const,
});

describe('Ctrl+K search by number and title (issue 28 deliverable 6)', () => {
  it('finds an invoice by its number for finance, and none for roles that cannot open invoices', async () => {
    const invoice = await first<{ id: string; number: string }>(
      sql`select id, number from invoices where number is not null order by number desc limit 1`,
    );
    expect(invoice.number).toMatch(/^FAT-\d{4}-\d{4}$/);
    const found = await search('/api/invoices', invoice.number, 'financeiro');
    expect(found.status).toBe(200);
    expect(found.body.items.map((item) => item.id)).toContain(invoice.id);
    expect(found.body.items.length).toBeLessThanOrEqual(5);
    // lower case, as a person types it
    const lower = await search('/api/invoices', invoice.number.toLowerCase(), 'financeiro');
    expect(lower.body.items.map((item) => item.id)).toContain(invoice.id);

    for (const role of ['comercial', 'mkt', 'usuario'] as const) {
      expect((await search('/api/invoices', invoice.number, role)).status).toBe(403);
    }
    const source = paletteSources(viewerOf('financeiro')).find((s) => s.kind === 'Fatura')!;
    const to = resultPath(
      source,
      found.body.items.find((item) => item.id === invoice.id)!,
      viewerOf('financeiro'),
    );
    expect(to).toBe(`/coders/finance/faturas?fatura=${invoice.id}`);
    expect(paletteSources(viewerOf('comercial')).map((s) => s.kind)).not.toContain('Fatura');
    expect(paletteSources(viewerOf('mkt')).map((s) => s.kind)).not.toContain('Fatura');
  });

  it('finds a proposal by number and by title for commercial staff, and opens its editor', async () => {
    const proposal = await first<{ id: string; number: string; title: string }>(
      sql`select id, number, title from proposals order by created_at desc limit 1`,
    );
    for (const q of [proposal.number, proposal.title.slice(0, 12)]) {
      const found = await search('/api/proposals', q, 'comercial');
      expect(found.status).toBe(200);
      expect(found.body.items.map((item) => item.id)).toContain(proposal.id);
    }
    expect((await search('/api/proposals', proposal.number, 'financeiro')).status).toBe(403);
    expect((await search('/api/proposals', proposal.number, 'mkt')).status).toBe(403);
    const source = paletteSources(viewerOf('comercial')).find((s) => s.kind === 'Proposta')!;
    const to = resultPath(
      source,
      { id: proposal.id, number: proposal.number, title: proposal.title },
      viewerOf('comercial'),
    );
    expect(to).toBe(`/coders/comercial/propostas/${proposal.id}`);
    expect(decide(pageAccessFor(to!), { signedIn: true, roles: ['comercial'] })).toBe('allow');
    expect(paletteSources(viewerOf('financeiro')).map((s) => s.kind)).not.toContain('Proposta');
  });

  it('finds a task by title for any staff member, and opens it on the tasks page', async () => {
    const task = await first<{ id: string; title: string }>(
      sql`select id, title from tasks where parent_id is null order by created_at desc limit 1`,
    );
    for (const role of ['mkt', 'financeiro'] as const) {
      const found = await search('/api/tasks', task.title, role);
      expect(found.status).toBe(200);
      expect(found.body.items.map((item) => item.id)).toContain(task.id);
    }
    expect((await search('/api/tasks', task.title, 'usuario')).status).toBe(403);
    const source = paletteSources(viewerOf('mkt')).find((s) => s.kind === 'Tarefa')!;
    expect(resultPath(source, { id: task.id, title: task.title }, viewerOf('mkt'))).toBe(
      `/coders/colaboradores/tarefas?vista=lista&task=${task.id}`,
    );
  });

  it('pages the search: the palette asks 5, the server never answers more', async () => {
    const found = await search('/api/invoices', 'fat', 'adm');
    expect(found.status).toBe(200);
    expect(found.body.items.length).toBe(5);
  });
});

describe('Ctrl+K finds companies, people and deals (issue 28 deliverable 6)', () => {
  it('finds a company by nome fantasia, razão social and CNPJ digits, and opens its page', async () => {
    const company = await first<{ id: string; name: string; legal_name: string; cnpj: string }>(
      sql`select id, name, legal_name, cnpj from companies
          where cnpj is not null and legal_name is not null order by created_at limit 1`,
    );
    const punctuated = `${company.cnpj.slice(0, 2)}.${company.cnpj.slice(2, 5)}.${company.cnpj.slice(5, 8)}/${company.cnpj.slice(8, 12)}-${company.cnpj.slice(12)}`;
    for (const q of [
      company.name.toLowerCase(),
      company.legal_name.slice(0, 14),
      company.cnpj,
      punctuated,
      punctuated.slice(0, 10),
    ]) {
      for (const role of ['comercial', 'financeiro', 'mkt'] as const) {
        const found = await search('/api/companies', q, role);
        expect(found.status, `${role} searching '${q}'`).toBe(200);
        expect(
          found.body.items.map((item) => item.id),
          `${role} searching '${q}'`,
        ).toContain(company.id);
      }
    }
    expect((await search('/api/companies', company.name, 'usuario')).status).toBe(403);
    for (const role of ['comercial', 'financeiro', 'mkt'] as const) {
      const source = paletteSources(viewerOf(role)).find((s) => s.kind === 'Empresa')!;
      expect(resultPath(source, { id: company.id, name: company.name }, viewerOf(role))).toBe(
        `/coders/comercial/empresas?empresa=${company.id}`,
      );
      expect(decide(pageAccessFor('/coders/comercial/empresas'), { signedIn: true, roles: [role] })).toBe(
        'allow',
      );
    }
    const picked = paletteSources(viewerOf('comercial'))
      .find((s) => s.kind === 'Empresa')!
      .pick({ id: company.id, name: company.name, legalName: company.legal_name, cnpj: company.cnpj });
    expect(picked.detail).toBe(`${company.legal_name} · ${punctuated}`);
    expect(paletteSources({ signedIn: true, roles: ['usuario'] as never }).map((s) => s.kind)).not.toContain(
      'Empresa',
    );
  });

  it('finds a person (lead) by name, e-mail and phone for commercial staff only', async () => {
    const lead = await first<{ id: string; name: string; email: string; phone: string }>(
      sql`select id, name, email, phone from leads where phone is not null and length(phone) >= 10
          order by created_at limit 1`,
    );
    const digits = lead.phone.replace(/\D/g, '').slice(-8);
    const masked = `${digits.slice(0, 4)}-${digits.slice(4)}`;
    for (const q of [lead.name, lead.email, masked]) {
      const found = await search('/api/leads', q, 'comercial');
      expect(found.status, `searching '${q}'`).toBe(200);
      expect(
        found.body.items.map((item) => item.id),
        `searching '${q}'`,
      ).toContain(lead.id);
    }
    expect((await search('/api/leads', lead.name, 'financeiro')).status).toBe(403);
    expect(paletteSources(viewerOf('financeiro')).map((s) => s.kind)).not.toContain('Lead');
    const source = paletteSources(viewerOf('comercial')).find((s) => s.kind === 'Lead')!;
    expect(resultPath(source, { id: lead.id, name: lead.name }, viewerOf('comercial'))).toBe(
      `/admin/leads?lead=${lead.id}`,
    );
  });

  it('finds a deal by title and by its company, and financeiro (who cannot open deals) gets none', async () => {
    const deal = await first<{ id: string; title: string; company: string }>(
      sql`select d.id, d.title, c.name as company from deals d join companies c on c.id = d.company_id
          order by d.created_at limit 1`,
    );
    for (const q of [deal.title.slice(0, 14), deal.company]) {
      for (const role of ['comercial', 'mkt'] as const) {
        const found = await search('/api/deals', q, role);
        expect(found.status, `${role} searching '${q}'`).toBe(200);
        expect(
          found.body.items.map((item) => item.id),
          `${role} searching '${q}'`,
        ).toContain(deal.id);
        expect(found.body.items.length).toBeLessThanOrEqual(5);
      }
    }
    expect((await search('/api/deals', deal.title, 'financeiro')).status).toBe(403);
    expect(paletteSources(viewerOf('financeiro')).map((s) => s.kind)).not.toContain('Negócio');
    const source = paletteSources(viewerOf('comercial')).find((s) => s.kind === 'Negócio')!;
    expect(resultPath(source, { id: deal.id, title: deal.title }, viewerOf('comercial'))).toBe(
      `/coders/comercial/negocios?negocio=${deal.id}`,
    );
    expect(
      source.pick({ id: deal.id, title: deal.title, companyName: deal.company, value: '1234.50' }).detail,
    ).toBe(`${deal.company} · R$\u00a01.234,50`);
  });
});
