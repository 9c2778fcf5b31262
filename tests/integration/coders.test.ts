/** The CODERS endpoints: clients (won leads), the marketing calendar and the integrations status. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, blogPosts, leads, projects } from '@server/db/schema';
import { clearFinanceTables } from '../support/finance';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/clients', () => {
  beforeAll(async () => {
    await clearFinanceTables(t.db);
    await t.db.delete(projects);
    await t.db.delete(leads);
    const base = Date.parse('2026-02-01T12:00:00Z');
    const rows = await t.db
      .insert(leads)
      .values(
        (
          [
            { name: 'Ana Cliente', email: 'ana@cli.test', company: 'Padaria Sol', status: 'won' },
            { name: 'Bruno Cliente', email: 'bruno@cli.test', status: 'won' },
            { name: 'Caio Cliente', email: 'caio@cli.test', status: 'won' },
            { name: 'Dora Prospect', email: 'dora@cli.test', status: 'proposal' },
          ] as const
        ).map((row, index) => ({ ...row, createdAt: new Date(base + index * 86_400_000) })),
      )
      .returning({ id: leads.id, name: leads.name });
    const id = (name: string) => rows.find((row) => row.name === name)!.id;
    await t.db.insert(projects).values([
      { title: 'Site da padaria', clientId: id('Ana Cliente'), budget: '4500.00', status: 'completed' },
      { title: 'Cardápio digital', clientId: id('Ana Cliente'), budget: '1200.50', status: 'in_progress' },
      { title: 'Logo', clientId: id('Ana Cliente'), budget: null, status: 'proposal' },
      { title: 'Loja virtual', clientId: id('Bruno Cliente'), budget: '9000.00', status: 'in_progress' },
      { title: 'Proposta Dora', clientId: id('Dora Prospect'), budget: '7000.00', status: 'proposal' },
    ]);
  });

  it('lists won leads newest first with their projects and total budget', async () => {
    const response = await t.request('/api/clients', { as: 'comercial' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.total).toBe(3);
    expect(body.totalBudget).toBe(14700.5);
    expect(body.nextCursor).toBeNull();
    expect(body.items.map((item: { name: string }) => item.name)).toEqual([
      'Caio Cliente',
      'Bruno Cliente',
      'Ana Cliente',
    ]);
    const ana = body.items[2];
    expect(ana).toMatchObject({ company: 'Padaria Sol', totalBudget: 5700.5 });
    expect(ana.projects).toHaveLength(3);
    expect(ana.projects).toContainEqual(expect.objectContaining({ title: 'Logo', budget: null }));
    expect(body.items[0]).toMatchObject({ projects: [], totalBudget: 0 });
  });

  it('pages with a cursor and searches name, email or company', async () => {
    const first = await (await t.request('/api/clients?limit=2', { as: 'adm' })).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await (
      await t.request(`/api/clients?limit=2&cursor=${first.nextCursor}`, { as: 'adm' })
    ).json();
    expect(second.items.map((item: { name: string }) => item.name)).toEqual(['Ana Cliente']);
    expect(second.nextCursor).toBeNull();
    const search = await (await t.request('/api/clients?q=padaria', { as: 'adm' })).json();
    expect(search.items.map((item: { name: string }) => item.name)).toEqual(['Ana Cliente']);
    expect(search).toMatchObject({ total: 1, totalBudget: 5700.5 });
    const bad = await t.request('/api/clients?cursor=nada', { as: 'adm' });
    expect(bad.status).toBe(422);
  });

  it('is refused to finance and marketing staff and to visitors', async () => {
    expect((await t.request('/api/clients', { as: 'financeiro' })).status).toBe(403);
    expect((await t.request('/api/clients', { as: 'mkt' })).status).toBe(403);
    expect((await t.request('/api/clients')).status).toBe(401);
  });
});

describe('GET /api/calendar', () => {
  beforeAll(async () => {
    await t.db.delete(appointments);
    await t.db.delete(blogPosts);
    await t.db.insert(appointments).values([
      // 1 March 02:00 UTC is still 28 February in São Paulo.
      { title: 'Fim de fevereiro', appointmentDate: new Date('2026-03-01T02:00:00Z'), status: 'completed' },
      { title: 'Início de março', appointmentDate: new Date('2026-03-01T03:00:00Z'), status: 'scheduled' },
      { title: 'Meio de março', appointmentDate: new Date('2026-03-15T14:00:00Z'), status: 'no_show' },
      { title: 'Abril', appointmentDate: new Date('2026-04-01T03:00:00Z'), status: 'scheduled' },
    ]);
    await t.db.insert(blogPosts).values([
      {
        title: 'Publicado em março',
        slug: 'cal-1',
        published: true,
        publishedAt: new Date('2026-03-10T12:00Z'),
      },
      { title: 'Rascunho', slug: 'cal-2', published: false, publishedAt: null },
      {
        title: 'Publicado em abril',
        slug: 'cal-3',
        published: true,
        publishedAt: new Date('2026-04-02T12:00Z'),
      },
    ]);
  });

  it("returns the month's appointments and publications in São Paulo time", async () => {
    const response = await t.request('/api/calendar?month=2026-03', { as: 'mkt' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.month).toBe('2026-03');
    expect(body.appointments.map((item: { title: string }) => item.title)).toEqual([
      'Início de março',
      'Meio de março',
    ]);
    expect(body.appointments[0]).toMatchObject({
      status: 'scheduled',
      appointmentDate: '2026-03-01T03:00:00.000Z',
    });
    expect(body.posts).toEqual([
      expect.objectContaining({ title: 'Publicado em março', publishedAt: '2026-03-10T12:00:00.000Z' }),
    ]);
    const february = await (await t.request('/api/calendar?month=2026-02', { as: 'adm' })).json();
    expect(february.appointments.map((item: { title: string }) => item.title)).toEqual(['Fim de fevereiro']);
  });

  it('defaults to the current month, refuses a malformed month and non-marketing staff', async () => {
    const current = await (await t.request('/api/calendar', { as: 'mkt' })).json();
    expect(current.month).toMatch(/^\d{4}-\d{2}$/);
    const bad = await t.request('/api/calendar?month=2026-13', { as: 'mkt' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.month).toBe('Informe o mês no formato AAAA-MM');
    expect((await t.request('/api/calendar', { as: 'comercial' })).status).toBe(403);
  });
});

describe('GET /api/system/integrations', () => {
  it('shows the local assistant, no SMTP and the embedded or server database to adm', async () => {
    const response = await t.request('/api/system/integrations', { as: 'adm' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.ai).toEqual({ provider: 'local', model: null, baseUrlHost: null });
    expect(body.smtp).toMatchObject({ configured: false, host: null });
    expect(body.database).toMatchObject({ driver: t.deps.database.driver, status: 'ok' });
  });

  it('names an OpenAI-compatible provider by model and host, never by key', async () => {
    const other = await createTestApp({
      AI_API_KEY: 'sk-segredo-que-nao-pode-vazar',
      AI_BASE_URL: 'https://llm.exemplo.com.br/v1',
      AI_MODEL: 'modelo-teste',
      SMTP_URL: 'smtp://usuario:senha-secreta@smtp.exemplo.com.br:587',
    });
    try {
      const response = await other.request('/api/system/integrations', { as: 'adm' });
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({
        ai: { provider: 'openai', model: 'modelo-teste', baseUrlHost: 'llm.exemplo.com.br' },
        smtp: { configured: true, host: 'smtp.exemplo.com.br:587' },
      });
      expect(text).not.toContain('sk-segredo');
      expect(text).not.toContain('senha-secreta');
    } finally {
      await other.close();
    }
  });

  it('is adm only', async () => {
    expect((await t.request('/api/system/integrations', { as: 'comercial' })).status).toBe(403);
    expect((await t.request('/api/system/integrations')).status).toBe(401);
  });
});
