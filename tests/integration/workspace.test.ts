/**
 * Issue 12 / decision 015 on the server: notifications carry, per recipient, a target that person may
 * open; a lead's details carry its chat transcript; 'Minha conta' changes the person's own name.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, leads, notifications, users } from '@server/db/schema';
import { notifyStaff } from '@server/lib/notify';
import { decide, pageAccessFor } from '@shared/catalog/access';
import { computeRoles } from '@shared/catalog/roles';
import type { LeadDetails } from '@shared/schemas/lead';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function rowsTitled(title: string) {
  return t.db
    .select({ email: users.email, link: notifications.link, userId: notifications.userId })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.title, title));
}

async function rolesOf(userId: string) {
  const rows = (await t.db.execute(sql`
    select array_remove(array_agg(ur.role), null) as roles, max(p.role) as profile_role
    from users u left join user_roles ur on ur.user_id = u.id left join profiles p on p.id = u.id
    where u.id = ${userId}`)) as unknown as { rows: { roles: string[]; profile_role: string | null }[] };
  return computeRoles(rows.rows[0]!.roles ?? [], rows.rows[0]!.profile_role);
}

describe('notification targets (decision 015)', () => {
  it('gives each recipient the first place their role may open, never a refused page', async () => {
    const title = `Alvo ${Date.now()}`;
    await notifyStaff(t.db, {
      title,
      message: 'x',
      target: { job: 'projects', params: { q: 'Loja' } },
      roles: ['comercial', 'financeiro', 'mkt'],
    });
    const rows = await rowsTitled(title);
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row.link]));
    expect(byEmail['adm@coders.example']).toBe('/admin/projects?q=Loja');
    expect(byEmail['comercial@coders.example']).toBe('/admin/projects?q=Loja');
    expect(byEmail['financeiro@coders.example']).toBe('/coders/colaboradores/projetos?q=Loja');
    expect(byEmail['mkt@coders.example']).toBe('/coders/colaboradores/projetos?q=Loja');
    for (const row of rows) {
      const roles = await rolesOf(row.userId!);
      expect(decide(pageAccessFor(row.link!.split('?')[0]!), { signedIn: true, roles })).toBe('allow');
    }
  });

  it('leaves the link empty for a recipient who may open none of the places', async () => {
    const title = `Sem alvo ${Date.now()}`;
    await notifyStaff(t.db, { title, message: 'x', target: { job: 'leads' }, roles: ['mkt'] });
    const rows = await rowsTitled(title);
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row.link]));
    expect(byEmail['mkt@coders.example']).toBeNull();
    expect(byEmail['adm@coders.example']).toBe('/admin/leads');
  });

  it('a won lead opens its drawer for sales, in a page sales may open', async () => {
    const [lead] = await t.db.select({ id: leads.id, name: leads.name }).from(leads).limit(1);
    const response = await t.request(`/api/leads/${lead!.id}/status`, {
      method: 'PATCH',
      as: 'comercial',
      json: { status: 'won' },
    });
    expect(response.status).toBeLessThan(300);
    const rows = await rowsTitled('Lead convertido');
    const mine = rows.filter((row) => row.email === 'comercial@coders.example');
    expect(mine.map((row) => row.link)).toContain(`/admin/leads?lead=${lead!.id}`);
    const page = await t.request(`/api/leads/${lead!.id}`, { as: 'comercial' });
    expect(page.status).toBe(200);
  });
});

describe('lead details: the chat transcript', () => {
  it('has every message of the sessions tied to the lead, in order, with who spoke', async () => {
    const [lead] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.source, 'chat')).limit(1);
    const [visitor] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'usuario@coders.example'));
    const sessionId = `sessao-${Date.now()}`;
    const at = (seconds: number) => new Date(Date.UTC(2026, 0, 5, 12, 0, seconds));
    // An earlier turn not yet tied to the lead, then a turn tied to it (same time for question and reply).
    await t.db.insert(chatMessages).values([
      { userId: visitor!.id, sessionId, role: 'assistant', content: 'Resposta 1', createdAt: at(1) },
      { userId: visitor!.id, sessionId, role: 'user', content: 'Pergunta 1', createdAt: at(1) },
      {
        userId: visitor!.id,
        sessionId,
        role: 'user',
        content: 'Pergunta 2',
        createdAt: at(9),
        leadId: lead!.id,
      },
      {
        userId: visitor!.id,
        sessionId,
        role: 'assistant',
        content: 'Resposta 2',
        createdAt: at(9),
        leadId: lead!.id,
      },
      // Another person's session with the same id is not this lead's conversation.
      { userId: null, sessionId, role: 'user', content: 'Outra pessoa', createdAt: at(5) },
    ]);
    const response = await t.request(`/api/leads/${lead!.id}`, { as: 'comercial' });
    expect(response.status).toBe(200);
    const details = (await response.json()) as LeadDetails;
    const session = details.transcript.find((item) => item.sessionId === sessionId);
    expect(session?.visitorName).toBeTruthy();
    expect(session?.messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'Pergunta 1'],
      ['assistant', 'Resposta 1'],
      ['user', 'Pergunta 2'],
      ['assistant', 'Resposta 2'],
    ]);
    expect(session?.messages[0]?.at).toBe(at(1).toISOString());
  });

  it('is empty for a lead nobody chatted with', async () => {
    const [lead] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.source, 'manual')).limit(1);
    if (!lead) return;
    const details = (await (await t.request(`/api/leads/${lead.id}`, { as: 'adm' })).json()) as LeadDetails;
    expect(details.transcript).toEqual([]);
  });
});

describe('PATCH /api/me (Minha conta → Nome)', () => {
  it('changes the signed-in person’s own name everywhere it shows', async () => {
    const response = await t.request('/api/me', {
      method: 'PATCH',
      as: 'financeiro',
      json: { firstName: 'Fernanda', lastName: 'Lima Souza' },
    });
    expect(response.status).toBe(200);
    const me = await (await t.request('/api/me', { as: 'financeiro' })).json();
    expect(me.profile).toMatchObject({ firstName: 'Fernanda', lastName: 'Lima Souza' });
    expect(me.user.name).toBe('Fernanda Lima Souza');
  });

  it('refuses an empty name in PT-BR, and anyone signed out', async () => {
    const bad = await t.request('/api/me', {
      method: 'PATCH',
      as: 'mkt',
      json: { firstName: ' ', lastName: '' },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.firstName).toBe('Nome é obrigatório');
    const anonymous = await t.request('/api/me', { method: 'PATCH', json: { firstName: 'X', lastName: '' } });
    expect(anonymous.status).toBe(401);
  });
});
