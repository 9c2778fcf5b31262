import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { auditLog, leadNotes, leads, notifications, projects, users } from '@server/db/schema';
import type {
  LeadCoderList,
  LeadDetails,
  LeadImportResult,
  LeadList,
  LeadListItem,
  LeadOption,
  StaffMember,
} from '@shared/schemas/lead';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admId: string;
let comercialId: string;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: users.id, email: users.email }).from(users);
  admId = rows.find((row) => row.email === 'adm@coders.example')!.id;
  comercialId = rows.find((row) => row.email === 'comercial@coders.example')!.id;
});
afterAll(async () => {
  await t?.close();
});

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function createLead(body: Record<string, unknown>, as = 'adm') {
  const response = await t.request('/api/leads', {
    as,
    json: { status: 'new', ...body },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<LeadListItem>(response);
}

const unique = () => Math.random().toString(36).slice(2, 8);

describe('access to /api/leads', () => {
  it('answers 401 to a signed-out caller', async () => {
    for (const path of ['/api/leads', '/api/leads-coder', '/api/leads/export.csv', '/api/staff']) {
      const response = await t.request(path);
      expect(response.status, path).toBe(401);
    }
  });

  it('answers 403 to mkt and to a user without a staff role', async () => {
    for (const as of ['mkt', 'financeiro', 'usuario']) {
      expect((await t.request('/api/leads', { as })).status, as).toBe(403);
      expect((await t.request('/api/leads', { as, json: { name: 'X', email: 'x@x.com' } })).status).toBe(403);
      expect((await t.request('/api/leads-coder', { as })).status).toBe(403);
    }
  });

  it('lets comercial and adm read', async () => {
    expect((await t.request('/api/leads', { as: 'comercial' })).status).toBe(200);
    expect((await t.request('/api/leads', { as: 'adm' })).status).toBe(200);
  });
});

describe('GET /api/leads', () => {
  it('lists newest first with the exact total and keyset pages that neither skip nor repeat', async () => {
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(leads)) as [{ n: number }];
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: LeadList = await json<LeadList>(
        await t.request(`/api/leads?limit=10${cursor ? `&cursor=${cursor}` : ''}`, { as: 'adm' }),
      );
      expect(page.total).toBe(n);
      seen.push(...page.items.map((item) => item.id));
      for (let index = 1; index < page.items.length; index++) {
        expect(page.items[index - 1]!.createdAt >= page.items[index]!.createdAt).toBe(true);
      }
      if (pages > 0) expect(page.prevCursor).not.toBeNull();
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 50);
    expect(seen).toHaveLength(n);
    expect(new Set(seen).size).toBe(n);
  });

  it('goes back a page with `before`', async () => {
    const first = await json<LeadList>(await t.request('/api/leads?limit=5', { as: 'adm' }));
    const second = await json<LeadList>(
      await t.request(`/api/leads?limit=5&cursor=${first.nextCursor}`, { as: 'adm' }),
    );
    const back = await json<LeadList>(
      await t.request(`/api/leads?limit=5&before=${second.prevCursor}`, { as: 'adm' }),
    );
    expect(back.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
    expect(back.prevCursor).toBeNull();
    expect(back.nextCursor).not.toBeNull();
  });

  it('orders oldest first with order=asc', async () => {
    const page = await json<LeadList>(await t.request('/api/leads?limit=5&order=asc', { as: 'adm' }));
    expect(page.items[0]!.createdAt <= page.items[4]!.createdAt).toBe(true);
  });

  it('searches name, email, company and interest case-insensitively', async () => {
    const tag = unique();
    const a = await createLead({ name: `Zélia Busca${tag}`, email: `a.${tag}@exemplo.com.br` });
    const b = await createLead({
      name: 'Outro Nome',
      email: `b.${tag}@exemplo.com.br`,
      company: `EMPRESA${tag}`,
    });
    const c = await createLead({
      name: 'Mais Um',
      email: `c.${tag}@exemplo.com.br`,
      serviceInterest: `Interesse${tag.toUpperCase()}`,
    });
    const search = async (q: string, extra = '') =>
      (
        await json<LeadList>(await t.request(`/api/leads?q=${encodeURIComponent(q)}${extra}`, { as: 'adm' }))
      ).items
        .map((item) => item.id)
        .sort();
    expect(await search(`busca${tag}`)).toEqual([a.id]);
    expect(await search(`empresa${tag}`)).toEqual([b.id]);
    expect(await search(`INTERESSE${tag}`)).toEqual([c.id]);
    expect(await search(tag)).toEqual([a.id, b.id, c.id].sort());
    expect(await search(`a.${tag}@`)).toEqual([a.id]);
    // Keyset pages work inside a search too, forwards and back.
    const first = await json<LeadList>(await t.request(`/api/leads?q=${tag}&limit=2`, { as: 'adm' }));
    expect(first.items.map((item) => item.id)).toEqual([c.id, b.id]);
    expect(first.total).toBe(3);
    const second = await json<LeadList>(
      await t.request(`/api/leads?q=${tag}&limit=2&cursor=${first.nextCursor}`, { as: 'adm' }),
    );
    expect(second.items.map((item) => item.id)).toEqual([a.id]);
    expect(second.nextCursor).toBeNull();
    const back = await json<LeadList>(
      await t.request(`/api/leads?q=${tag}&limit=2&before=${second.prevCursor}`, { as: 'adm' }),
    );
    expect(back.items.map((item) => item.id)).toEqual([c.id, b.id]);
    const oldest = await json<LeadList>(
      await t.request(`/api/leads?q=${tag}&limit=2&order=asc`, { as: 'adm' }),
    );
    expect(oldest.items.map((item) => item.id)).toEqual([a.id, b.id]);
    // LIKE wildcards are literal text.
    expect(await search(`%${tag}`)).toEqual([]);
  });

  it('finds a lead by what it was edited to, and no longer by what it was', async () => {
    const tag = unique();
    const lead = await createLead({
      name: 'Edição Busca',
      email: `edicao.${tag}@x.com`,
      company: `Velha${tag}`,
    });
    const found = async (q: string) =>
      (await json<LeadList>(await t.request(`/api/leads?q=${q}`, { as: 'adm' }))).items.map(
        (item) => item.id,
      );
    expect(await found(`velha${tag}`)).toEqual([lead.id]);
    const response = await t.request(`/api/leads/${lead.id}`, {
      as: 'adm',
      method: 'PATCH',
      json: { company: `Nova${tag}` },
    });
    expect(response.status).toBe(200);
    expect(await found(`nova${tag}`)).toEqual([lead.id]);
    expect(await found(`velha${tag}`)).toEqual([]);
  });

  it('answers a search through the trigram index on the stored search text', async () => {
    // Whatever the table's size, with sequential scans priced out the planner takes the index if,
    // and only if, the search condition is one the index can answer.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select ${leads.id} from ${leads} where ${leads.searchText} like ${'%horizonte azul%'}`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('leads_search_text_trgm_idx');
  });

  it('combines search with the status and owner filters', async () => {
    const tag = unique();
    const won = await createLead({ name: `Filtro ${tag} Um`, email: `f1.${tag}@x.com`, status: 'won' });
    const mine = await createLead({
      name: `Filtro ${tag} Dois`,
      email: `f2.${tag}@x.com`,
      status: 'contacted',
      ownerId: admId,
    });
    await createLead({
      name: `Filtro ${tag} Tres`,
      email: `f3.${tag}@x.com`,
      status: 'contacted',
      ownerId: comercialId,
    });
    const ids = async (query: string) =>
      (await json<LeadList>(await t.request(`/api/leads?q=filtro ${tag}&${query}`, { as: 'adm' }))).items.map(
        (item) => item.id,
      );
    expect(await ids('status=won')).toEqual([won.id]);
    expect(await ids('owner=me')).toEqual([mine.id]);
    expect(await ids('owner=me&status=won')).toEqual([]);
    expect(await ids('status=contacted')).toHaveLength(2);
    expect(await ids('owner=none')).toEqual([won.id]);
    expect(await ids(`owner=${comercialId}&status=contacted`)).toHaveLength(1);
    const page = await json<LeadList>(
      await t.request(`/api/leads?q=filtro ${tag}&status=contacted`, { as: 'adm' }),
    );
    expect(page.total).toBe(2);
    expect(page.items.find((item) => item.id === mine.id)?.ownerName).toBe('Ana Administradora');
  });

  it('refuses a bad status, limit or cursor with 422', async () => {
    for (const query of [
      'status=ganho',
      'limit=0',
      'limit=101',
      'cursor=nope',
      'owner=someone',
      'order=up',
    ]) {
      const response = await t.request(`/api/leads?${query}`, { as: 'adm' });
      expect(response.status, query).toBe(422);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe('validation');
    }
  });
});

describe('POST /api/leads', () => {
  it('creates a manual lead, audits it and returns it', async () => {
    const tag = unique();
    const lead = await createLead({
      name: '  Maria Nova  ',
      email: `maria.${tag}@exemplo.com.br`,
      phone: '(11) 98888-7777',
      company: '',
      serviceInterest: 'Site institucional',
      message: 'Quero um site',
      status: 'qualified',
    });
    expect(lead).toMatchObject({
      name: 'Maria Nova',
      company: null,
      status: 'qualified',
      source: 'manual',
      phone: '(11) 98888-7777',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lead'), eq(auditLog.entityId, lead.id)));
    expect(audit).toMatchObject({ action: 'create', actorEmail: 'adm@coders.example', before: null });
    expect((audit!.after as { name: string }).name).toBe('Maria Nova');
  });

  it('refuses invalid input with 422 and the PT-BR field messages of docs/product/leads.md', async () => {
    const response = await t.request('/api/leads', { as: 'adm', json: { name: ' ', email: '', status: '' } });
    expect(response.status).toBe(422);
    const body = await json<{ error: { fields: Record<string, string> } }>(response);
    expect(body.error.fields).toMatchObject({
      name: 'Nome é obrigatório',
      email: 'Email é obrigatório',
      status: 'Status é obrigatório',
    });
    const bad = await t.request('/api/leads', {
      as: 'adm',
      json: { name: 'Ok', email: 'não-é-email', status: 'ganho' },
    });
    expect((await json<{ error: { fields: Record<string, string> } }>(bad)).error.fields).toMatchObject({
      email: 'Email inválido',
      status: 'Status inválido',
    });
  });

  it('refuses a second lead with the same email (case-insensitive) with 409', async () => {
    const tag = unique();
    await createLead({ name: 'Primeiro', email: `dup.${tag}@x.com` });
    const response = await t.request('/api/leads', {
      as: 'adm',
      json: { name: 'Segundo', email: `DUP.${tag}@X.com`, status: 'new' },
    });
    expect(response.status).toBe(409);
    expect((await json<{ error: { fields: Record<string, string> } }>(response)).error.fields.email).toBe(
      'Já existe um lead com este email.',
    );
  });

  it('refuses an owner who is not staff', async () => {
    const [usuario] = await t.db.select().from(users).where(eq(users.email, 'usuario@coders.example'));
    const response = await t.request('/api/leads', {
      as: 'adm',
      json: { name: 'Dono', email: `dono.${unique()}@x.com`, status: 'new', ownerId: usuario!.id },
    });
    expect(response.status).toBe(422);
  });
});

describe('PATCH /api/leads/:id and /status', () => {
  it('updates the fields, sets updated_at and audits before/after', async () => {
    const lead = await createLead({ name: 'Antes', email: `antes.${unique()}@x.com` });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const response = await t.request(`/api/leads/${lead.id}`, {
      as: 'comercial',
      method: 'PATCH',
      json: { name: 'Depois', company: 'Nova Empresa', phone: '' },
    });
    expect(response.status).toBe(200);
    const updated = await json<LeadListItem>(response);
    expect(updated).toMatchObject({ name: 'Depois', company: 'Nova Empresa', phone: null });
    expect(updated.updatedAt > lead.updatedAt).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lead.id), eq(auditLog.action, 'update')));
    expect(audit).toMatchObject({
      actorEmail: 'comercial@coders.example',
      before: expect.objectContaining({ name: 'Antes' }),
      after: expect.objectContaining({ name: 'Depois', company: 'Nova Empresa' }),
    });
  });

  it('changes the status, sets updated_at and audits it', async () => {
    const lead = await createLead({ name: 'Status', email: `status.${unique()}@x.com` });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const response = await t.request(`/api/leads/${lead.id}/status`, {
      as: 'adm',
      method: 'PATCH',
      json: { status: 'contacted' },
    });
    expect(response.status).toBe(200);
    const updated = await json<LeadListItem>(response);
    expect(updated.status).toBe('contacted');
    expect(updated.updatedAt > lead.updatedAt).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lead.id), eq(auditLog.action, 'status')));
    expect(audit).toMatchObject({ before: { status: 'new' }, after: { status: 'contacted' } });
  });

  it("notifies the staff with high priority when a lead becomes 'won'", async () => {
    const tag = unique();
    const lead = await createLead({ name: `Ganhador ${tag}`, email: `won.${tag}@x.com` });
    await t.request(`/api/leads/${lead.id}/status`, { as: 'adm', method: 'PATCH', json: { status: 'won' } });
    const rows = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.title, 'Lead convertido'), sql`${notifications.message} like ${`%${tag}%`}`),
      );
    expect(rows.length).toBeGreaterThanOrEqual(2); // comercial and adm
    expect(rows.every((row) => row.priority === 'high')).toBe(true);
    expect(rows.map((row) => row.userId)).toEqual(expect.arrayContaining([admId, comercialId]));
  });

  it('refuses bad input with 422 and unknown ids with 404', async () => {
    const lead = await createLead({ name: 'Valida', email: `valida.${unique()}@x.com` });
    const bad = await t.request(`/api/leads/${lead.id}/status`, {
      as: 'adm',
      method: 'PATCH',
      json: { status: 'x' },
    });
    expect(bad.status).toBe(422);
    expect((await json<{ error: { fields: Record<string, string> } }>(bad)).error.fields.status).toBe(
      'Status inválido',
    );
    const empty = await t.request(`/api/leads/${lead.id}`, {
      as: 'adm',
      method: 'PATCH',
      json: { name: '' },
    });
    expect((await json<{ error: { fields: Record<string, string> } }>(empty)).error.fields.name).toBe(
      'Nome é obrigatório',
    );
    const missing = await t.request('/api/leads/00000000-0000-4000-8000-000000000000/status', {
      as: 'adm',
      method: 'PATCH',
      json: { status: 'won' },
    });
    expect(missing.status).toBe(404);
    expect((await t.request('/api/leads/not-a-uuid', { as: 'adm' })).status).toBe(404);
  });

  it('is refused to mkt', async () => {
    const lead = await createLead({ name: 'Mkt', email: `mkt.${unique()}@x.com` });
    const response = await t.request(`/api/leads/${lead.id}/status`, {
      as: 'mkt',
      method: 'PATCH',
      json: { status: 'won' },
    });
    expect(response.status).toBe(403);
  });
});

describe('lead details, notes and delete', () => {
  it('returns the lead with projects, appointments and a timeline of notes and audited changes', async () => {
    const lead = await createLead({ name: 'Detalhe', email: `detalhe.${unique()}@x.com` });
    await t.request(`/api/leads/${lead.id}/status`, {
      as: 'comercial',
      method: 'PATCH',
      json: { status: 'qualified' },
    });
    const note = await t.request(`/api/leads/${lead.id}/notes`, {
      as: 'adm',
      json: { content: 'Ligar amanhã' },
    });
    expect(note.status).toBe(201);
    await t.db.insert(projects).values({ title: 'Projeto do detalhe', clientId: lead.id });
    const details = await json<LeadDetails>(await t.request(`/api/leads/${lead.id}`, { as: 'adm' }));
    expect(details.projects.map((project) => project.title)).toEqual(['Projeto do detalhe']);
    expect(details.timeline[0]).toMatchObject({
      kind: 'note',
      content: 'Ligar amanhã',
      actorName: 'Ana Administradora',
    });
    expect(details.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'audit',
          action: 'status',
          actorEmail: 'comercial@coders.example',
          before: { status: 'new' },
          after: { status: 'qualified' },
        }),
        expect.objectContaining({ kind: 'audit', action: 'create' }),
      ]),
    );
    const empty = await t.request(`/api/leads/${lead.id}/notes`, { as: 'adm', json: { content: '  ' } });
    expect(empty.status).toBe(422);
    expect((await json<{ error: { fields: Record<string, string> } }>(empty)).error.fields.content).toBe(
      'Escreva a nota',
    );
  });

  it('deletes a lead, keeps its projects without client and audits the deletion', async () => {
    const lead = await createLead({ name: 'Apagar', email: `apagar.${unique()}@x.com` });
    const [project] = await t.db
      .insert(projects)
      .values({ title: 'Sem cliente', clientId: lead.id })
      .returning();
    await t.db.insert(leadNotes).values({ leadId: lead.id, content: 'nota' });
    const response = await t.request(`/api/leads/${lead.id}`, { as: 'adm', method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await t.db.select().from(leads).where(eq(leads.id, lead.id))).toHaveLength(0);
    const [orphan] = await t.db.select().from(projects).where(eq(projects.id, project!.id));
    expect(orphan!.clientId).toBeNull();
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lead.id), eq(auditLog.action, 'delete')));
    // No personal data survives in the log: neither the deletion's entry nor the earlier ones.
    expect(JSON.stringify(audit!.before)).not.toContain('Apagar');
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, lead.id));
    expect(entries.length).toBeGreaterThan(1);
    for (const entry of entries)
      expect(JSON.stringify([entry.before, entry.after])).not.toMatch(/Apagar|apagar\./);
    expect((await t.request(`/api/leads/${lead.id}`, { as: 'adm', method: 'DELETE' })).status).toBe(404);
  });
});

describe('POST /api/leads/bulk', () => {
  it('changes status and owner of the selected leads with one audit row each', async () => {
    const tag = unique();
    const a = await createLead({ name: `Lote ${tag} A`, email: `la.${tag}@x.com` });
    const b = await createLead({ name: `Lote ${tag} B`, email: `lb.${tag}@x.com` });
    const response = await t.request('/api/leads/bulk', {
      as: 'comercial',
      json: { ids: [a.id, b.id], status: 'proposal', ownerId: comercialId },
    });
    expect(await json(response)).toEqual({ updated: 2 });
    const rows = await t.db.select().from(leads).where(sql`${leads.id} in (${a.id}, ${b.id})`);
    expect(rows.every((row) => row.status === 'proposal' && row.ownerId === comercialId)).toBe(true);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update'), sql`${auditLog.entityId} in (${a.id}, ${b.id})`));
    expect(audits).toHaveLength(2);
    expect(audits[0]!.after).toEqual({ status: 'proposal', ownerId: comercialId });

    const clear = await t.request('/api/leads/bulk', { as: 'adm', json: { ids: [a.id], ownerId: null } });
    expect(clear.status).toBe(200);
    const [cleared] = await t.db.select().from(leads).where(eq(leads.id, a.id));
    expect(cleared!.ownerId).toBeNull();
  });

  it('refuses an empty selection or no change', async () => {
    const none = await t.request('/api/leads/bulk', { as: 'adm', json: { ids: [], status: 'won' } });
    expect((await json<{ error: { fields: Record<string, string> } }>(none)).error.fields.ids).toBe(
      'Selecione ao menos um lead',
    );
    const lead = await createLead({ name: 'Nada', email: `nada.${unique()}@x.com` });
    const nothing = await t.request('/api/leads/bulk', { as: 'adm', json: { ids: [lead.id] } });
    expect(nothing.status).toBe(422);
  });
});

describe('GET /api/leads/export.csv', () => {
  it('exports the filtered list as UTF-8 with BOM, ; separated, PT-BR labels, quoted when needed', async () => {
    const tag = unique();
    await createLead({
      name: `Exporta ${tag}`,
      email: `exp.${tag}@x.com`,
      company: 'Empresa; com ponto e vírgula',
      message: 'Linha 1\nLinha "2"',
      status: 'won',
    });
    await createLead({ name: `Exporta ${tag} Fora`, email: `fora.${tag}@x.com`, status: 'lost' });
    const response = await t.request(`/api/leads/export.csv?q=exporta ${tag}&status=won`, {
      as: 'comercial',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Nome;Email;Telefone;Empresa;Interesse;Mensagem;Status;Origem;Responsável;Pontuação;Criado em',
    );
    expect(text).toContain(
      `Exporta ${tag};exp.${tag}@x.com;;"Empresa; com ponto e vírgula";;"Linha 1\nLinha ""2""";Convertido;Manual;;;`,
    );
    expect(text).not.toContain(`fora.${tag}`);
    expect(lines.filter(Boolean)).toHaveLength(2);
  });

  it('streams every row of a large unfiltered export', async () => {
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(leads)) as [{ n: number }];
    const text = await (await t.request('/api/leads/export.csv', { as: 'adm' })).text();
    // Messages may hold line breaks inside quotes, so count the email column instead of lines.
    const emails = text.match(/;[^;\s"]+@[^;\s"]+;/g) ?? [];
    expect(emails.length).toBeGreaterThanOrEqual(n);
  });

  it('refuses mkt and a bad filter', async () => {
    expect((await t.request('/api/leads/export.csv', { as: 'mkt' })).status).toBe(403);
    expect((await t.request('/api/leads/export.csv?status=x', { as: 'adm' })).status).toBe(422);
  });
});

describe('POST /api/leads/import', () => {
  it('updates the lead of a known e-mail; a new e-mail is a new lead, flagged when its phone is known (decision 056)', async () => {
    const tag = unique();
    const existing = await createLead({
      name: 'Já Existe',
      email: `existe.${tag}@x.com`,
      phone: '(11) 97777-0000',
      status: 'qualified',
    });
    const byPhone = await createLead({
      name: 'Por Telefone',
      email: `tel.${tag}@x.com`,
      phone: '+55 21 96666-1111',
    });
    const response = await t.request('/api/leads/import', {
      as: 'adm',
      json: {
        rows: [
          { name: 'Novo Um', email: `novo1.${tag}@x.com`, company: 'Empresa 1', status: 'Contatado' },
          { name: 'Já Existe Atualizado', email: `EXISTE.${tag}@x.com`, company: 'Nova Empresa' },
          { name: 'Pelo Telefone', email: `outro.${tag}@x.com`, phone: '21966661111' },
          { name: 'Novo Dois', email: `novo2.${tag}@x.com`, phone: '31955554444' },
          { name: 'Novo Dois Repetido', email: `novo2b.${tag}@x.com`, phone: '(31) 95555-4444' },
          { name: '', email: `semnome.${tag}@x.com` },
          { name: 'Email Ruim', email: 'ruim' },
          { name: 'Status Ruim', email: `sr.${tag}@x.com`, status: 'talvez' },
        ],
        startIndex: 10,
      },
    });
    expect(response.status).toBe(200);
    const result = await json<LeadImportResult>(response);
    expect(result.created).toBe(4);
    expect(result.updated).toBe(1);
    expect(result.duplicates).toBe(2);
    expect(result.failed).toEqual([
      { index: 15, message: 'Nome é obrigatório' },
      { index: 16, message: 'Email inválido' },
      { index: 17, message: 'Status desconhecido: talvez' },
    ]);
    const [updated] = await t.db.select().from(leads).where(eq(leads.id, existing.id));
    expect(updated).toMatchObject({
      name: 'Já Existe Atualizado',
      company: 'Nova Empresa',
      status: 'qualified',
    });
    // Another e-mail with a known phone is another lead; the known one is untouched, the pair flagged.
    const [phoneMatch] = await t.db.select().from(leads).where(eq(leads.id, byPhone.id));
    expect(phoneMatch!.name).toBe('Por Telefone');
    const [other] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.email, `outro.${tag}@x.com`));
    expect(other!.name).toBe('Pelo Telefone');
    const novoDois = await t.db
      .select()
      .from(leads)
      .where(sql`${leads.email} like ${`novo2%${tag}@x.com`}`);
    expect(novoDois.map((row) => row.name).sort()).toEqual(['Novo Dois', 'Novo Dois Repetido']);
    const pairs = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from lead_duplicates
          where (lead_a_id, lead_b_id) in ((least(${byPhone.id}::uuid, ${other!.id}::uuid), greatest(${byPhone.id}::uuid, ${other!.id}::uuid)),
                                           (least(${novoDois[0]!.id}::uuid, ${novoDois[1]!.id}::uuid), greatest(${novoDois[0]!.id}::uuid, ${novoDois[1]!.id}::uuid)))`,
    );
    expect(pairs[0]!.n).toBe(2);
    const [novoUm] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.email, `novo1.${tag}@x.com`));
    expect(novoUm).toMatchObject({ status: 'contacted', source: 'manual' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.entityId, existing.id)));
    expect(audits[0]).toMatchObject({
      before: expect.objectContaining({ name: 'Já Existe' }),
      after: expect.objectContaining({ name: 'Já Existe Atualizado' }),
    });
  });

  // The bound is the assertion below (60 s); the file's 30 s test timeout used to cut it short under load.
  it('imports 5,000 rows in chunks quickly and a second run updates instead of doubling', {
    timeout: 120_000,
  }, async () => {
    const tag = unique();
    const rows = Array.from({ length: 5000 }, (_, index) => ({
      name: `Import ${tag} ${index}`,
      email: `imp${index}.${tag}@carga.com.br`,
      phone: `(11) 9${String(index).padStart(4, '0')}-${tag.slice(0, 4).replace(/\D/g, '1').padEnd(4, '1')}`,
      company: index % 2 ? 'Empresa Par' : null,
    }));
    const [{ n: before }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(leads)) as [
      { n: number },
    ];
    const started = performance.now();
    let created = 0;
    for (let start = 0; start < rows.length; start += 500) {
      const result = await json<LeadImportResult>(
        await t.request('/api/leads/import', {
          as: 'adm',
          json: { rows: rows.slice(start, start + 500), startIndex: start },
        }),
      );
      created += result.created;
      expect(result.failed).toEqual([]);
    }
    const elapsed = performance.now() - started;
    expect(created).toBe(5000);
    // Generous: this 2-core machine is shared; the measured figure is in the issue note.
    expect(elapsed).toBeLessThan(60_000);
    const again = await json<LeadImportResult>(
      await t.request('/api/leads/import', { as: 'adm', json: { rows: rows.slice(0, 500) } }),
    );
    expect(again).toMatchObject({ created: 0, updated: 500 });
    const [{ n: after }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(leads)) as [
      { n: number },
    ];
    expect(after - before).toBe(5000);
  });

  it('refuses an empty or oversized envelope with 422', async () => {
    expect((await t.request('/api/leads/import', { as: 'adm', json: { rows: [] } })).status).toBe(422);
    const tooMany = Array.from({ length: 1001 }, () => ({ name: 'x', email: 'x@x.com' }));
    expect((await t.request('/api/leads/import', { as: 'adm', json: { rows: tooMany } })).status).toBe(422);
    expect((await t.request('/api/leads/import', { as: 'mkt', json: { rows: [{}] } })).status).toBe(403);
  });
});

describe('GET /api/leads-coder', () => {
  it('lists only chat leads with the total and the number created today in São Paulo', async () => {
    const page = await json<LeadCoderList>(await t.request('/api/leads-coder?limit=100', { as: 'adm' }));
    const [{ total, today }] = (await queryRows<{ total: number; today: number }>(
      t.db,
      sql`select count(*)::int as total,
             count(*) filter (where created_at >= (date_trunc('day', now() at time zone 'America/Sao_Paulo')
               at time zone 'America/Sao_Paulo'))::int as today
          from leads where source = 'chat'`,
    )) as [{ total: number; today: number }];
    expect(page.total).toBe(total);
    expect(page.today).toBe(today);
    expect(page.items).toHaveLength(total);
    expect(page.items.every((item) => item.origem === 'chat')).toBe(true);
    expect(Object.keys(page.items[0]!).sort()).toEqual(
      ['createdAt', 'email', 'id', 'interesse', 'nome', 'origem', 'telefone'].sort(),
    );
  });

  it('pages with a cursor and counts a new chat lead as today', async () => {
    const before = await json<LeadCoderList>(await t.request('/api/leads-coder?limit=2', { as: 'adm' }));
    expect(before.items).toHaveLength(2);
    expect(before.nextCursor).not.toBeNull();
    const next = await json<LeadCoderList>(
      await t.request(`/api/leads-coder?limit=2&cursor=${before.nextCursor}`, { as: 'adm' }),
    );
    expect(next.items[0]!.id).not.toBe(before.items[1]!.id);
    await t.db.insert(leads).values({ name: 'Chat Hoje', email: `chat.${unique()}@x.com`, source: 'chat' });
    const after = await json<LeadCoderList>(await t.request('/api/leads-coder?limit=2', { as: 'adm' }));
    expect(after.total).toBe(before.total + 1);
    expect(after.today).toBe(before.today + 1);
    expect(after.items[0]!.nome).toBe('Chat Hoje');
  });
});

describe('GET /api/leads/options and /api/staff', () => {
  it('lists client options ordered by name, searchable, always including the current one', async () => {
    const all = await json<{ items: LeadOption[] }>(
      await t.request('/api/leads/options?limit=200', { as: 'adm' }),
    );
    const names = all.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(Object.keys(all.items[0]!).sort()).toEqual(['id', 'name']);
    const tag = unique();
    const lead = await createLead({ name: `Opção ${tag}`, email: `op.${tag}@x.com` });
    const found = await json<{ items: LeadOption[] }>(
      await t.request(`/api/leads/options?q=${tag}`, { as: 'adm' }),
    );
    expect(found.items).toEqual([{ id: lead.id, name: `Opção ${tag}` }]);
    const included = await json<{ items: LeadOption[] }>(
      await t.request(`/api/leads/options?q=zzzz-nada&include=${lead.id}`, { as: 'adm' }),
    );
    expect(included.items).toEqual([{ id: lead.id, name: `Opção ${tag}` }]);
  });

  it('lists staff members with their roles for any staff role, not for others', async () => {
    const staff = await json<{ items: StaffMember[] }>(await t.request('/api/staff', { as: 'mkt' }));
    expect(staff.items.map((item) => item.email).sort()).toEqual(
      [
        'adm@coders.example',
        'colaborador@coders.example',
        'comercial@coders.example',
        'financeiro@coders.example',
        'mkt@coders.example',
      ].sort(),
    );
    expect(staff.items.find((item) => item.email === 'adm@coders.example')?.roles).toEqual(['adm']);
    expect(staff.items.find((item) => item.email === 'colaborador@coders.example')?.roles).toEqual([
      'colaborador',
    ]);
    expect((await t.request('/api/staff', { as: 'usuario' })).status).toBe(403);
  });
});
