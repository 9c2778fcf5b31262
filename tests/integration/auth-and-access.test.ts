import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearViewerCache } from '@server/auth/viewer-cache';
import { profiles, users } from '@server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('sign up and sign in', () => {
  it('signs up a new user with a profile of role user and no staff roles', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      json: { email: 'nova.cliente@exemplo.com.br', password: 'senha-forte-123', name: 'Nova Cliente' },
    });
    expect(response.status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'nova.cliente@exemplo.com.br'));
    expect(user).toBeDefined();
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ role: 'user', firstName: 'Nova', lastName: 'Cliente' });
  });

  it('signs in with the right password and refuses a wrong one', async () => {
    const ok = await t.request('/api/auth/sign-in/email', {
      json: { email: 'nova.cliente@exemplo.com.br', password: 'senha-forte-123' },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const cookie = ok.headers.get('set-cookie')!.split(';')[0]!;
    const me = await t.request('/api/me', { headers: { cookie } });
    expect(await me.json()).toMatchObject({ user: { email: 'nova.cliente@exemplo.com.br' }, roles: [] });

    const bad = await t.request('/api/auth/sign-in/email', {
      json: { email: 'nova.cliente@exemplo.com.br', password: 'errada-123' },
    });
    expect(bad.status).toBe(401);
  });

  it('refuses a duplicate sign up', async () => {
    const again = await t.request('/api/auth/sign-up/email', {
      json: { email: 'adm@coders.example', password: 'outra-senha-123', name: 'Outro' },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
  });
});

describe('GET /api/me computes roles as docs/product/users-and-roles.md', () => {
  it('is empty when signed out', async () => {
    const response = await t.request('/api/me');
    expect(await response.json()).toEqual({ user: null, profile: null, roles: [] });
  });

  it.each([
    ['adm', ['adm']],
    ['comercial', ['comercial']],
    ['financeiro', ['financeiro']],
    ['mkt', ['mkt']],
    ['usuario', []],
  ] as const)('%s has roles %j', async (login, roles) => {
    const response = await t.request('/api/me', { as: login });
    const body = await response.json();
    expect(body.roles).toEqual(roles);
    expect(body.user.email).toBe(`${login}@coders.example`);
  });

  it('adds adm when the profile role is admin even without a user_roles row', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'mkt@coders.example'));
    await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user!.id));
    clearViewerCache(); // written straight to the database, past the API that would clear it
    const body = await (await t.request('/api/me', { as: 'mkt' })).json();
    expect(body.roles).toEqual(['adm', 'mkt']);
    await t.db.update(profiles).set({ role: 'user' }).where(eq(profiles.id, user!.id));
    clearViewerCache();
  });
});

describe('the server gate', () => {
  it('answers 401 JSON to a signed-out caller on a protected endpoint', async () => {
    const response = await t.request('/api/stats');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Faça login para continuar.' },
    });
  });

  it('answers 403 JSON to a signed-in caller without the role', async () => {
    for (const [login, path] of [
      ['usuario', '/api/leads'],
      ['mkt', '/api/leads'],
      ['comercial', '/api/users'],
      ['financeiro', '/api/functions/crm-kpis'],
      ['usuario', '/api/notifications'],
    ] as const) {
      const response = await t.request(path, { as: login });
      expect(response.status, `${login} ${path}`).toBe(403);
      expect((await response.json()).error.code).toBe('forbidden');
    }
  });

  it('refuses unlisted API paths to everyone but adm', async () => {
    expect((await t.request('/api/unlisted-thing', { as: 'comercial' })).status).toBe(403);
    expect((await t.request('/api/unlisted-thing', { as: 'adm' })).status).toBe(404);
  });
});

describe('migrations', () => {
  it('apply again without error (idempotent on start)', async () => {
    await t.deps.database.migrate();
    await t.deps.database.migrate();
    const rows = await t.db.select().from(users);
    expect(rows.length).toBeGreaterThanOrEqual(5);
  });
});

describe('the remembered viewer (auth/viewer-cache.ts)', () => {
  it('follows a role change and a sign-out at once, not after the cache time', async () => {
    await t.cookieFor('adm');
    const cookie = await t.cookieFor('comercial');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'comercial@coders.example'));
    expect((await t.request('/api/leads', { headers: { cookie } })).status).toBe(200);

    const revoke = await t.request(`/api/users/${user!.id}/roles`, {
      as: 'adm',
      method: 'PATCH',
      json: { role: 'user', staffRoles: [] },
    });
    expect(revoke.status).toBe(200);
    expect((await t.request('/api/leads', { headers: { cookie } })).status).toBe(403);

    await t.request(`/api/users/${user!.id}/roles`, {
      as: 'adm',
      method: 'PATCH',
      json: { role: 'user', staffRoles: ['comercial'] },
    });
    expect((await t.request('/api/leads', { headers: { cookie } })).status).toBe(200);

    const signOut = await t.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: t.config.baseUrl },
    });
    expect(signOut.status).toBe(200);
    expect((await t.request('/api/leads', { headers: { cookie } })).status).toBe(401);
  });
});
