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
