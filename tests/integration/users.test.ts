import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLinks, auditLog, profiles, sessions, userRoles, users } from '@server/db/schema';
import { saveSettings } from '@server/settings/settings';
import { LAST_ADMIN_MESSAGE, SELF_DEMOTION_MESSAGE, updateUserRoles } from '@server/users/update-user-roles';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.db.select({ id: users.id, email: users.email }).from(users))
    ids[row.email] = row.id;
});
afterAll(async () => {
  await t?.close();
});

const tokenOf = (url: string) => url.split('/').pop()!;
const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;

async function signIn(email: string, password: string) {
  return t.request('/api/auth/sign-in/email', { json: { email, password } });
}

describe('GET /api/users', () => {
  it('lists every user newest first with profile role and staff roles', async () => {
    const response = await t.request('/api/users', { as: 'adm' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.total).toBeGreaterThanOrEqual(5);
    const adm = body.items.find((item: { email: string }) => item.email === 'adm@coders.example');
    expect(adm).toMatchObject({
      role: 'admin',
      staffRoles: ['adm'],
      firstName: 'Ana',
      lastName: 'Administradora',
    });
    const usuario = body.items.find((item: { email: string }) => item.email === 'usuario@coders.example');
    expect(usuario).toMatchObject({ role: 'user', staffRoles: [] });
    const dates = body.items.map((item: { createdAt: string }) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it.each([
    ['marina', 'mkt@coders.example'],
    ['FERNANDA', 'financeiro@coders.example'],
    ['comercial@coders', 'comercial@coders.example'],
    ['Ana Administradora', 'adm@coders.example'],
    ['Usuário', 'usuario@coders.example'],
  ])('searches %s on the server', async (q, email) => {
    const body = await (await t.request(`/api/users?q=${encodeURIComponent(q)}`, { as: 'adm' })).json();
    expect(body.items.map((item: { email: string }) => item.email)).toEqual([email]);
    expect(body.total).toBe(1);
  });

  it('pages with a cursor without repeating rows', async () => {
    const first = await (await t.request('/api/users?limit=2', { as: 'adm' })).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = await (
      await t.request(`/api/users?limit=2&cursor=${first.nextCursor}`, { as: 'adm' })
    ).json();
    const firstIds = first.items.map((item: { id: string }) => item.id);
    for (const item of second.items) expect(firstIds).not.toContain(item.id);
  });

  it.each([
    ['comercial', 403],
    ['mkt', 403],
    ['usuario', 403],
  ] as const)('refuses %s with %i', async (login, status) => {
    expect((await t.request('/api/users', { as: login })).status).toBe(status);
    const patch = await t.request(`/api/users/${ids['usuario@coders.example']}/roles`, {
      as: login,
      method: 'PATCH',
      json: { role: 'admin', staffRoles: ['adm'] },
    });
    expect(patch.status).toBe(status);
    const invite = await t.request('/api/users/invitations', {
      as: login,
      json: { email: 'x@exemplo.com.br', staffRoles: ['adm'] },
    });
    expect(invite.status).toBe(status);
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await t.request('/api/users')).status).toBe(401);
  });
});

describe('PATCH /api/users/:id/roles', () => {
  it('changes the profile role and staff roles, and that user’s access follows', async () => {
    const mkt = ids['mkt@coders.example']!;
    const before = await t.request('/api/leads', { as: 'mkt' });
    expect(before.status).toBe(403);

    const response = await t.request(`/api/users/${mkt}/roles`, {
      as: 'adm',
      method: 'PATCH',
      json: { role: 'user', staffRoles: ['mkt', 'comercial'] },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: mkt, role: 'user', staffRoles: ['comercial', 'mkt'] });

    const me = await (await t.request('/api/me', { as: 'mkt' })).json();
    expect(me.roles).toEqual(['comercial', 'mkt']);
    expect((await t.request('/api/leads', { as: 'mkt' })).status).not.toBe(403);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, mkt)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'update',
      actorEmail: 'adm@coders.example',
      before: { role: 'user', staffRoles: ['mkt'] },
      after: { role: 'user', staffRoles: ['comercial', 'mkt'] },
    });

    await t.request(`/api/users/${mkt}/roles`, {
      as: 'adm',
      method: 'PATCH',
      json: { role: 'user', staffRoles: ['mkt'] },
    });
    expect((await (await t.request('/api/me', { as: 'mkt' })).json()).roles).toEqual(['mkt']);
  });

  it('makes a user Administrador (profile role admin) and back', async () => {
    const usuario = ids['usuario@coders.example']!;
    await t.request(`/api/users/${usuario}/roles`, {
      as: 'adm',
      method: 'PATCH',
      json: { role: 'admin', staffRoles: [] },
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, usuario));
    expect(profile!.role).toBe('admin');
    expect((await (await t.request('/api/me', { as: 'usuario' })).json()).roles).toEqual(['adm']);
    await t.request(`/api/users/${usuario}/roles`, {
      as: 'adm',
      method: 'PATCH',
      json: { role: 'user', staffRoles: [] },
    });
    expect((await (await t.request('/api/me', { as: 'usuario' })).json()).roles).toEqual([]);
  });

  it('refuses an admin removing their own admin access, and changes nothing', async () => {
    const adm = ids['adm@coders.example']!;
    const response = await t.request(`/api/users/${adm}/roles`, {
      as: 'adm',
      method: 'PATCH',
      json: { role: 'user', staffRoles: ['comercial'] },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toEqual({ code: 'self_demotion', message: SELF_DEMOTION_MESSAGE });
    expect((await (await t.request('/api/me', { as: 'adm' })).json()).roles).toEqual(['adm']);
  });

  it('lets an admin drop one of two admin grants as long as one remains', async () => {
    const adm = ids['adm@coders.example']!;
    const response = await t.request(`/api/users/${adm}/roles`, {
      as: 'adm',
      method: 'PATCH',
      json: { role: 'user', staffRoles: ['adm'] },
    });
    expect(response.status).toBe(200);
    expect((await (await t.request('/api/me', { as: 'adm' })).json()).roles).toEqual(['adm']);
    await t.request(`/api/users/${adm}/roles`, {
      as: 'adm',
      method: 'PATCH',
      json: { role: 'admin', staffRoles: ['adm'] },
    });
  });

  it('never leaves the system without an administrator (rolled back)', async () => {
    const adm = ids['adm@coders.example']!;
    const comercial = ids['comercial@coders.example']!;
    await expect(
      updateUserRoles(t.db, { id: comercial, email: 'comercial@coders.example' }, adm, {
        role: 'user',
        staffRoles: [],
      }),
    ).rejects.toMatchObject({ status: 409, code: 'last_admin', message: LAST_ADMIN_MESSAGE });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, adm));
    expect(profile!.role).toBe('admin');
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, adm));
    expect(roles.map((row) => row.role)).toEqual(['adm']);
  });

  it('answers 422 for an unknown role and 404 for an unknown user', async () => {
    const bad = await t.request(`/api/users/${ids['mkt@coders.example']}/roles`, {
      as: 'adm',
      method: 'PATCH',
      json: { role: 'root', staffRoles: ['chefe'] },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.role).toBe('Selecione a função');
    const missing = await t.request('/api/users/00000000-0000-4000-8000-000000000000/roles', {
      as: 'adm',
      method: 'PATCH',
      json: { role: 'user', staffRoles: [] },
    });
    expect(missing.status).toBe(404);
  });
});

describe('invitations', () => {
  it('creates a 7-day link, stores only the hash, and the invitee arrives signed in with the roles', async () => {
    const created = await t.request('/api/users/invitations', {
      as: 'adm',
      json: { email: 'Nova.Vendedora@Exemplo.com.br', staffRoles: ['comercial', 'mkt'] },
    });
    expect(created.status).toBe(201);
    const link = await created.json();
    expect(link.url).toMatch(new RegExp(`^${t.config.baseUrl}/convite/[A-Za-z0-9_-]{43}$`));
    expect(link.emailed).toBe(false);
    const days = (new Date(link.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const token = tokenOf(link.url);
    const rows = await t.db
      .select()
      .from(accessLinks)
      .where(eq(accessLinks.email, 'nova.vendedora@exemplo.com.br'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows[0])).not.toContain(token);

    const seen = await t.request(`/api/access-links/invite/${token}`);
    expect(await seen.json()).toMatchObject({
      kind: 'invite',
      email: 'nova.vendedora@exemplo.com.br',
      staffRoles: ['comercial', 'mkt'],
    });

    const accepted = await t.request(`/api/access-links/invite/${token}`, {
      json: { name: 'Nova Vendedora', password: 'senha-nova-123' },
    });
    expect(accepted.status).toBe(200);
    const cookie = cookieOf(accepted);
    expect(cookie).toMatch(/session_token=/);
    const me = await (await t.request('/api/me', { headers: { cookie } })).json();
    expect(me.user.email).toBe('nova.vendedora@exemplo.com.br');
    expect(me.roles).toEqual(['comercial', 'mkt']);
    expect(me.profile).toMatchObject({ firstName: 'Nova', lastName: 'Vendedora', role: 'user' });

    expect((await signIn('nova.vendedora@exemplo.com.br', 'senha-nova-123')).status).toBe(200);

    const again = await t.request(`/api/access-links/invite/${token}`, {
      json: { name: 'Outra Pessoa', password: 'outra-senha-123' },
    });
    expect(again.status).toBe(410);
    expect((await again.json()).error.message).toBe('Este link expirou ou já foi usado.');
    expect((await t.request(`/api/access-links/invite/${token}`)).status).toBe(410);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'invite'))
      .orderBy(desc(auditLog.createdAt));
    expect(audit[0]).toMatchObject({ action: 'create', actorEmail: 'adm@coders.example' });
  });

  it('an invitation with Administrador makes the person an admin', async () => {
    const link = await (
      await t.request('/api/users/invitations', {
        as: 'adm',
        json: { email: 'novo.admin@exemplo.com.br', staffRoles: ['adm'] },
      })
    ).json();
    const accepted = await t.request(`/api/access-links/invite/${tokenOf(link.url)}`, {
      json: { name: 'Novo Admin', password: 'senha-admin-123' },
    });
    const me = await (await t.request('/api/me', { headers: { cookie: cookieOf(accepted) } })).json();
    expect(me.roles).toEqual(['adm']);
    expect(me.profile.role).toBe('admin');
  });

  it('refuses an expired invitation with 410', async () => {
    const link = await (
      await t.request('/api/users/invitations', {
        as: 'adm',
        json: { email: 'atrasada@exemplo.com.br', staffRoles: ['financeiro'] },
      })
    ).json();
    await t.db
      .update(accessLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessLinks.email, 'atrasada@exemplo.com.br'));
    const token = tokenOf(link.url);
    expect((await t.request(`/api/access-links/invite/${token}`)).status).toBe(410);
    const accept = await t.request(`/api/access-links/invite/${token}`, {
      json: { name: 'Atrasada', password: 'senha-atrasada-1' },
    });
    expect(accept.status).toBe(410);
    expect(await t.db.select().from(users).where(eq(users.email, 'atrasada@exemplo.com.br'))).toHaveLength(0);
  });

  it('works with registrations closed, because the account is created by the server', async () => {
    await saveSettings(t.db, { allowRegistrations: false }, null);
    try {
      const closed = await t.request('/api/auth/sign-up/email', {
        json: { email: 'por.fora@exemplo.com.br', password: 'senha-fora-123', name: 'Por Fora' },
      });
      expect(closed.status).toBe(403);
      const link = await (
        await t.request('/api/users/invitations', {
          as: 'adm',
          json: { email: 'convidada@exemplo.com.br', staffRoles: ['mkt'] },
        })
      ).json();
      const accepted = await t.request(`/api/access-links/invite/${tokenOf(link.url)}`, {
        json: { name: 'Convidada', password: 'senha-convidada-1' },
      });
      expect(accepted.status).toBe(200);
    } finally {
      await saveSettings(t.db, { allowRegistrations: true }, null);
    }
  });

  it('invites an existing account (roles wait for the link), refuses an invalid e-mail and a bad token', async () => {
    // Issue 11: the link proves the address, so an existing account may be invited; nothing changes before.
    const existing = await t.request('/api/users/invitations', {
      as: 'adm',
      json: { email: 'MKT@coders.example', staffRoles: ['comercial'] },
    });
    expect(existing.status).toBe(201);
    expect((await (await t.request('/api/me', { as: 'mkt' })).json()).roles).toEqual(['mkt']);
    const invalid = await t.request('/api/users/invitations', {
      as: 'adm',
      json: { email: 'não', staffRoles: [] },
    });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.fields.email).toBe('Email inválido');
    expect((await t.request(`/api/access-links/invite/${'a'.repeat(43)}`)).status).toBe(404);
    expect((await t.request('/api/access-links/invite/curto')).status).toBe(404);
  });

  it('validates the name and password and keeps the link usable after a refusal', async () => {
    const link = await (
      await t.request('/api/users/invitations', {
        as: 'adm',
        json: { email: 'paciente@exemplo.com.br', staffRoles: [] },
      })
    ).json();
    const token = tokenOf(link.url);
    const short = await t.request(`/api/access-links/invite/${token}`, {
      json: { name: '', password: '123' },
    });
    expect(short.status).toBe(422);
    expect((await short.json()).error.fields).toMatchObject({
      name: 'Nome é obrigatório',
      password: 'A senha deve ter pelo menos 8 caracteres',
    });
    const ok = await t.request(`/api/access-links/invite/${token}`, {
      json: { name: 'Paciente', password: 'senha-paciente-1' },
    });
    expect(ok.status).toBe(200);
  });

  it('a newer invitation replaces the previous unused one', async () => {
    const first = await (
      await t.request('/api/users/invitations', {
        as: 'adm',
        json: { email: 'duas.vezes@exemplo.com.br', staffRoles: [] },
      })
    ).json();
    const second = await (
      await t.request('/api/users/invitations', {
        as: 'adm',
        json: { email: 'duas.vezes@exemplo.com.br', staffRoles: [] },
      })
    ).json();
    expect((await t.request(`/api/access-links/invite/${tokenOf(first.url)}`)).status).toBe(410);
    expect((await t.request(`/api/access-links/invite/${tokenOf(second.url)}`)).status).toBe(200);
  });
});

describe('password reset links', () => {
  it('are single use: the new password works, the old one fails, old sessions end', async () => {
    const financeiro = ids['financeiro@coders.example']!;
    const oldSession = cookieOf(await signIn('financeiro@coders.example', 'demo12345'));
    expect(
      (await (await t.request('/api/me', { headers: { cookie: oldSession } })).json()).user,
    ).not.toBeNull();

    const created = await t.request(`/api/users/${financeiro}/reset-link`, { as: 'adm', method: 'POST' });
    expect(created.status).toBe(201);
    const link = await created.json();
    expect(link.url).toMatch(new RegExp(`^${t.config.baseUrl}/redefinir-senha/[A-Za-z0-9_-]{43}$`));
    const hours = (new Date(link.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const token = tokenOf(link.url);

    expect(await (await t.request(`/api/access-links/reset/${token}`)).json()).toMatchObject({
      kind: 'reset',
      email: 'financeiro@coders.example',
    });
    // An invitation token is not a reset token, and vice versa.
    expect((await t.request(`/api/access-links/invite/${token}`)).status).toBe(404);

    const reset = await t.request(`/api/access-links/reset/${token}`, {
      json: { password: 'nova-senha-fin-1' },
    });
    expect(reset.status).toBe(200);
    const newSession = cookieOf(reset);
    expect((await (await t.request('/api/me', { headers: { cookie: newSession } })).json()).roles).toEqual([
      'financeiro',
    ]);
    expect((await (await t.request('/api/me', { headers: { cookie: oldSession } })).json()).user).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, financeiro))).toHaveLength(1);

    expect((await signIn('financeiro@coders.example', 'demo12345')).status).toBe(401);
    expect((await signIn('financeiro@coders.example', 'nova-senha-fin-1')).status).toBe(200);

    const reused = await t.request(`/api/access-links/reset/${token}`, {
      json: { password: 'terceira-senha-1' },
    });
    expect(reused.status).toBe(410);
    expect((await signIn('financeiro@coders.example', 'terceira-senha-1')).status).toBe(401);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'password_reset'), eq(auditLog.entityId, financeiro)));
    expect(audit).toHaveLength(1);
  });

  it('expire', async () => {
    const comercial = ids['comercial@coders.example']!;
    const link = await (
      await t.request(`/api/users/${comercial}/reset-link`, { as: 'adm', method: 'POST' })
    ).json();
    await t.db
      .update(accessLinks)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(and(eq(accessLinks.userId, comercial), eq(accessLinks.kind, 'reset')));
    const reset = await t.request(`/api/access-links/reset/${tokenOf(link.url)}`, {
      json: { password: 'nunca-vale-123' },
    });
    expect(reset.status).toBe(410);
    expect((await signIn('comercial@coders.example', 'demo12345')).status).toBe(200);
  });

  it('are refused to non-admins and for unknown users', async () => {
    const target = ids['usuario@coders.example']!;
    expect(
      (await t.request(`/api/users/${target}/reset-link`, { as: 'comercial', method: 'POST' })).status,
    ).toBe(403);
    expect(
      (
        await t.request('/api/users/00000000-0000-4000-8000-000000000000/reset-link', {
          as: 'adm',
          method: 'POST',
        })
      ).status,
    ).toBe(404);
  });
});
