import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leads, projects } from '@server/db/schema';
import type { ProjectItem, ProjectList } from '@shared/projects/schemas';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let client: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  const [lead] = await t.db
    .insert(leads)
    .values({ name: 'Cliente Projetos Teste', email: 'cliente.projetos@exemplo.com.br', source: 'manual' })
    .returning();
  client = { id: lead!.id, name: lead!.name };
});
afterAll(async () => {
  await t?.close();
});

const json = async <T>(response: Response) => (await response.json()) as T;
const fields = async (response: Response) =>
  (await json<{ error: { fields: Record<string, string> } }>(response)).error.fields;

async function create(body: Record<string, unknown>, as = 'adm') {
  const response = await t.request('/api/projects', { as, json: { status: 'proposal', ...body } });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<ProjectItem>(response);
}

describe('access to /api/projects', () => {
  it('answers 401 signed out', async () => {
    expect((await t.request('/api/projects')).status).toBe(401);
  });

  it('lets any staff member read but only comercial and adm write', async () => {
    for (const as of ['mkt', 'financeiro', 'comercial', 'adm']) {
      expect((await t.request('/api/projects', { as })).status, as).toBe(200);
    }
    expect((await t.request('/api/projects', { as: 'usuario' })).status).toBe(403);
    expect(
      (await t.request('/api/projects', { as: 'mkt', json: { title: 'X', status: 'proposal' } })).status,
    ).toBe(403);
    const project = await create({ title: 'Acesso' }, 'comercial');
    const patch = await t.request(`/api/projects/${project.id}/status`, {
      as: 'financeiro',
      method: 'PATCH',
      json: { status: 'completed' },
    });
    expect(patch.status).toBe(403);
  });
});

describe('POST /api/projects', () => {
  it('creates a project with a client, budget and dates, and audits it', async () => {
    const project = await create({
      title: '  Loja nova ',
      description: 'Loja virtual completa',
      clientId: client.id,
      budget: 12500.5,
      startDate: '2026-01-10',
      endDate: '2026-02-10',
      status: 'in_progress',
    });
    expect(project).toMatchObject({
      title: 'Loja nova',
      clientId: client.id,
      clientName: client.name,
      budget: '12500.50',
      startDate: '2026-01-10',
      endDate: '2026-02-10',
      status: 'in_progress',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, project.id)));
    expect(audit).toMatchObject({ action: 'create', after: expect.objectContaining({ title: 'Loja nova' }) });
  });

  it('stores empty client, budget and dates as null', async () => {
    const project = await create({
      title: 'Vazio',
      description: '',
      clientId: '',
      budget: '',
      startDate: '',
      endDate: '',
    });
    expect(project).toMatchObject({
      description: null,
      clientId: null,
      budget: null,
      startDate: null,
      endDate: null,
    });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ clientId: null, budget: null, startDate: null, endDate: null });
  });

  it('refuses invalid input with 422 and PT-BR messages', async () => {
    const empty = await t.request('/api/projects', { as: 'adm', json: { title: '', status: '' } });
    expect(empty.status).toBe(422);
    expect(await fields(empty)).toMatchObject({
      title: 'Título é obrigatório',
      status: 'Status é obrigatório',
    });
    const dates = await t.request('/api/projects', {
      as: 'adm',
      json: { title: 'Datas', status: 'proposal', startDate: '2026-03-10', endDate: '2026-03-01' },
    });
    expect(dates.status).toBe(422);
    expect((await fields(dates)).endDate).toBe(
      'A data de término deve ser igual ou posterior à data de início.',
    );
    const bad = await t.request('/api/projects', {
      as: 'adm',
      json: { title: 'Ruim', status: 'done', budget: 'abc', startDate: '2026-02-30', clientId: 'x' },
    });
    expect(await fields(bad)).toMatchObject({
      status: 'Status inválido',
      budget: 'Orçamento: valor inválido: escreva como 1.234,56 ou 1234,56.',
      startDate: 'Data inválida',
      clientId: 'Cliente inválido',
    });
    const ghost = await t.request('/api/projects', {
      as: 'adm',
      json: { title: 'Fantasma', status: 'proposal', clientId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(ghost.status).toBe(422);
    expect((await fields(ghost)).clientId).toBe('Cliente não encontrado');
  });
});

describe('PATCH /api/projects/:id and /status', () => {
  it('updates every field, sets updated_at and audits before/after', async () => {
    const project = await create({ title: 'Antes', budget: 100 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const response = await t.request(`/api/projects/${project.id}`, {
      as: 'comercial',
      method: 'PATCH',
      json: {
        title: 'Depois',
        clientId: client.id,
        budget: '2500.75',
        startDate: '2026-05-01',
        endDate: '2026-05-01',
        status: 'completed',
      },
    });
    expect(response.status).toBe(200);
    const updated = await json<ProjectItem>(response);
    expect(updated).toMatchObject({
      title: 'Depois',
      clientName: client.name,
      budget: '2500.75',
      status: 'completed',
    });
    expect(updated.updatedAt > project.updatedAt).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, project.id), eq(auditLog.action, 'update')));
    expect(audit).toMatchObject({
      actorEmail: 'comercial@coders.example',
      before: expect.objectContaining({ title: 'Antes', budget: '100.00' }),
      after: expect.objectContaining({ title: 'Depois', budget: '2500.75' }),
    });
  });

  it('changes the status, sets updated_at and audits it', async () => {
    const project = await create({ title: 'Status' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const response = await t.request(`/api/projects/${project.id}/status`, {
      as: 'adm',
      method: 'PATCH',
      json: { status: 'canceled' },
    });
    const updated = await json<ProjectItem>(response);
    expect(updated.status).toBe('canceled');
    expect(updated.updatedAt > project.updatedAt).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, project.id), eq(auditLog.action, 'status')));
    expect(audit).toMatchObject({ before: { status: 'proposal' }, after: { status: 'canceled' } });
    const bad = await t.request(`/api/projects/${project.id}/status`, {
      as: 'adm',
      method: 'PATCH',
      json: { status: 'x' },
    });
    expect(bad.status).toBe(422);
  });

  it('answers 404 for an unknown project and refuses end before start on edit', async () => {
    const missing = await t.request('/api/projects/00000000-0000-4000-8000-000000000000', {
      as: 'adm',
      method: 'PATCH',
      json: { title: 'X', status: 'proposal' },
    });
    expect(missing.status).toBe(404);
    const project = await create({ title: 'Datas edit' });
    const response = await t.request(`/api/projects/${project.id}`, {
      as: 'adm',
      method: 'PATCH',
      json: { title: 'Datas edit', status: 'proposal', startDate: '2026-06-02', endDate: '2026-06-01' },
    });
    expect(response.status).toBe(422);
  });
});

describe('GET /api/projects', () => {
  it('searches title, description and client name, and filters by status', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const [lead] = await t.db
      .insert(leads)
      .values({ name: `Cliente ${tag}`, email: `c.${tag}@x.com`, source: 'manual' })
      .returning();
    const a = await create({ title: `Titulo ${tag}`, status: 'completed' });
    const b = await create({ title: 'Outro', description: `Descricao ${tag.toUpperCase()}` });
    const c = await create({ title: 'Terceiro', clientId: lead!.id, status: 'completed' });
    const ids = async (query: string) =>
      (await json<ProjectList>(await t.request(`/api/projects?${query}`, { as: 'adm' }))).items
        .map((item) => item.id)
        .sort();
    expect(await ids(`q=${tag}`)).toEqual([a.id, b.id, c.id].sort());
    expect(await ids(`q=titulo ${tag}`)).toEqual([a.id]);
    expect(await ids(`q=descricao ${tag}`)).toEqual([b.id]);
    expect(await ids(`q=cliente ${tag}`)).toEqual([c.id]);
    expect(await ids(`q=${tag}&status=completed`)).toEqual([a.id, c.id].sort());
    expect(await ids(`q=${tag}&status=canceled`)).toEqual([]);
    const page = await json<ProjectList>(
      await t.request(`/api/projects?q=${tag}&status=completed`, { as: 'adm' }),
    );
    expect(page.total).toBe(2);
  });

  it('pages newest first by keyset without repeats', async () => {
    const all = await json<ProjectList>(await t.request('/api/projects?limit=100', { as: 'adm' }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ProjectList = await json<ProjectList>(
        await t.request(`/api/projects?limit=4${cursor ? `&cursor=${cursor}` : ''}`, { as: 'adm' }),
      );
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((item) => item.id));
    expect(seen).toHaveLength(all.total);
  });

  it('refuses a bad status filter', async () => {
    expect((await t.request('/api/projects?status=x', { as: 'adm' })).status).toBe(422);
  });
});
