/**
 * Issue 11, findings 3 and 10: invitations to an existing address, deactivation, role removal on
 * open streams, 'Esqueci minha senha', e-mail verification with SMTP, the absolute session lifetime.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { SESSION_MAX_AGE_DAYS } from '@server/auth/session-ttl';
import { buildDeps } from '@server/bootstrap';
import { notifications, sessions, users } from '@server/db/schema';
import { closeRealtimeHub } from '@server/realtime/hub';
import { linkIn, startSmtp } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;

async function userId(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Resolves true once the stream's body ends, false if it is still open after timeoutMs. */
function endsWithin(response: Response, timeoutMs: number): Promise<boolean> {
  const reader = response.body!.getReader();
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return true;
  })();
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
  return Promise.race([ended, timeout]).finally(() => reader.cancel().catch(() => undefined));
}

async function firstChunk(response: Response): Promise<void> {
  // The stream is open once its greeting arrives; tee so the test can keep reading.
  const [a, b] = response.body!.tee();
  const reader = a.getReader();
  await reader.read();
  reader.releaseLock();
  void a.cancel().catch(() => undefined);
  Object.defineProperty(response, 'body', { value: b });
}

describe('account lifecycle', () => {
  let t: TestApp;
  /** A second server instance on the same database: what it learns must come through NOTIFY. */
  let other: ReturnType<typeof createApp>;
  let otherDeps: ReturnType<typeof buildDeps>;
  beforeAll(async () => {
    t = await createTestApp();
    otherDeps = buildDeps(t.deps.database, t.config);
    other = createApp(otherDeps);
  });
  afterAll(async () => {
    await closeRealtimeHub(otherDeps);
    await closeRealtimeHub(t.deps);
    await t?.close();
  });
  const signIn = (email: string, password: string) =>
    t.request('/api/auth/sign-in/email', { json: { email, password } });

  it('adm deactivates a user: sessions end, the open stream closes, sign-in is refused in PT-BR; reactivation restores', async () => {
    const id = await userId(t, 'financeiro@coders.example');
    const cookie = cookieOf(await signIn('financeiro@coders.example', t.config.DEMO_PASSWORD));
    const stream = await other.request('/api/realtime', { headers: { cookie } });
    expect(stream.status).toBe(200);
    await firstChunk(stream);

    const off = await t.request(`/api/users/${id}/status`, {
      as: 'adm',
      method: 'PATCH',
      json: { active: false },
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ id, active: false });
    expect(await endsWithin(stream, 3000)).toBe(true);

    expect((await (await t.request('/api/me', { headers: { cookie } })).json()).user).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    const refused = await signIn('financeiro@coders.example', t.config.DEMO_PASSWORD);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatchObject({
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Esta conta foi desativada. Fale com o administrador da Coders.',
    });
    const listed = await (await t.request('/api/users?q=financeiro', { as: 'adm' })).json();
    expect(listed.items[0]).toMatchObject({ email: 'financeiro@coders.example', active: false });

    const on = await t.request(`/api/users/${id}/status`, {
      as: 'adm',
      method: 'PATCH',
      json: { active: true },
    });
    expect(on.status).toBe(200);
    expect((await signIn('financeiro@coders.example', t.config.DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses deactivating oneself, and anyone but adm', async () => {
    const self = await userId(t, 'adm@coders.example');
    const mine = await t.request(`/api/users/${self}/status`, {
      as: 'adm',
      method: 'PATCH',
      json: { active: false },
    });
    expect(mine.status).toBe(409);
    expect((await mine.json()).error.message).toBe('Você não pode desativar a sua própria conta.');
    const mkt = await userId(t, 'mkt@coders.example');
    expect(
      (
        await t.request(`/api/users/${mkt}/status`, {
          as: 'comercial',
          method: 'PATCH',
          json: { active: false },
        })
      ).status,
    ).toBe(403);
  });

  it('removing every staff role closes the open stream and applies to the next request', async () => {
    const id = await userId(t, 'mkt@coders.example');
    const cookie = cookieOf(await signIn('mkt@coders.example', t.config.DEMO_PASSWORD));
    expect((await t.request('/api/calendar?month=2026-11', { headers: { cookie } })).status).toBe(200);
    const stream = await other.request('/api/realtime', { headers: { cookie } });
    expect(stream.status).toBe(200);
    await firstChunk(stream);

    const revoke = await t.request(`/api/users/${id}/roles`, {
      as: 'adm',
      method: 'PATCH',
      json: { role: 'user', staffRoles: [] },
    });
    expect(revoke.status).toBe(200);
    expect(await endsWithin(stream, 3000)).toBe(true);
    expect((await t.request('/api/calendar?month=2026-11', { headers: { cookie } })).status).toBe(403);
    expect((await other.request('/api/realtime', { headers: { cookie } })).status).toBe(403);

    await t.request(`/api/users/${id}/roles`, {
      as: 'adm',
      method: 'PATCH',
      json: { role: 'user', staffRoles: ['mkt'] },
    });
  });

  it('an invitation to an address someone registered first gives roles only through the link', async () => {
    const email = 'futura.comercial@empresa.com.br';
    const signUp = await t.request('/api/auth/sign-up/email', {
      json: { email, password: 'senha-do-intruso', name: 'Intruso' },
    });
    expect(signUp.status).toBe(200);
    const intruder = cookieOf(signUp);

    const invite = await t.request('/api/users/invitations', {
      as: 'adm',
      json: { email, staffRoles: ['comercial'] },
    });
    expect(invite.status).toBe(201);
    // Nothing changed for the account until the link is accepted.
    expect((await (await t.request('/api/me', { headers: { cookie: intruder } })).json()).roles).toEqual([]);

    const token = new URL((await invite.json()).url).pathname.split('/').pop()!;
    const info = await (await t.request(`/api/access-links/invite/${token}`)).json();
    expect(info).toMatchObject({ email, existingAccount: true, staffRoles: ['comercial'] });
    const accepted = await t.request(`/api/access-links/invite/${token}`, {
      json: { name: 'Futura Comercial', password: 'senha-da-dona-1' },
    });
    expect(accepted.status).toBe(200);
    const owner = cookieOf(accepted);

    // The intruder's session and password are gone; the owner is in with the invited role.
    expect((await (await t.request('/api/me', { headers: { cookie: intruder } })).json()).user).toBeNull();
    expect((await signIn(email, 'senha-do-intruso')).status).toBe(401);
    const me = await (await t.request('/api/me', { headers: { cookie: owner } })).json();
    expect(me).toMatchObject({ user: { email, name: 'Futura Comercial' }, roles: ['comercial'] });
  });

  it("'Esqueci minha senha' answers the same for a known and an unknown address; without SMTP the adms are told", async () => {
    const ask = (email: string) =>
      t.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/auth' } });
    const known = await ask('comercial@coders.example');
    const unknown = await ask('ninguem.aqui@exemplo.com.br');
    expect(known.status).toBe(unknown.status);
    const knownText = await known.text();
    expect(knownText).toBe(await unknown.text());
    expect(known.status).toBe(200);
    expect(JSON.parse(knownText).message).toBe(
      'Se existir uma conta com este e-mail, enviaremos as instruções para criar uma nova senha.',
    );

    const admId = await userId(t, 'adm@coders.example');
    const notices = async () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admId), eq(notifications.title, 'Pedido de nova senha')));
    const deadline = Date.now() + 3000;
    while (!(await notices()).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const [notice] = await notices();
    expect(notice?.message).toContain('comercial@coders.example');
    expect(notice?.link).toBe('/admin/users?q=comercial%40coders.example');
  });

  it(`ends a session ${SESSION_MAX_AGE_DAYS} days after sign-in, however active`, async () => {
    const response = await signIn('usuario@coders.example', t.config.DEMO_PASSWORD);
    const cookie = cookieOf(response);
    expect((await (await t.request('/api/me', { headers: { cookie } })).json()).user).not.toBeNull();
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - (SESSION_MAX_AGE_DAYS * 24 + 1) * 60 * 60 * 1000) })
      .where(eq(sessions.token, token));
    const { clearViewerCache } = await import('@server/auth/viewer-cache');
    clearViewerCache(); // written straight to the database
    expect((await (await t.request('/api/me', { headers: { cookie } })).json()).user).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
  });
});

describe('with SMTP configured', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url }, { jobs: true });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const signIn = (email: string, password: string) =>
    t.request('/api/auth/sign-in/email', { json: { email, password } });

  it('a new account confirms its e-mail before it can sign in', async () => {
    const email = 'visitante.verificado@exemplo.com.br';
    const signUp = await t.request('/api/auth/sign-up/email', {
      json: { email, password: 'senha-visitante-1', name: 'Visitante' },
    });
    expect(signUp.status).toBe(200);
    expect(signUp.headers.get('set-cookie') ?? '').not.toMatch(/session_token=[^;]/);
    const mail = await smtp.mailTo(email);

    const early = await signIn(email, 'senha-visitante-1');
    expect(early.status).toBe(403);
    expect((await early.json()).error.message).toBe(
      'Confirme seu e-mail antes de entrar: enviamos um link para a sua caixa de entrada.',
    );

    const link = new URL(linkIn(mail));
    expect(link.pathname).toBe('/api/auth/verify-email');
    const verified = await t.request(`${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect((await signIn(email, 'senha-visitante-1')).status).toBe(200);
  });

  it("'Esqueci minha senha' e-mails a link; the new password works and every session of the account ends", async () => {
    const email = 'comercial@coders.example';
    const before = cookieOf(await signIn(email, t.config.DEMO_PASSWORD));
    const asked = await t.request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/auth' },
    });
    expect(asked.status).toBe(200);
    const mail = await smtp.mailTo(email);
    const link = new URL(linkIn(mail));
    const callback = await t.request(`${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(callback.status).toBe(302);
    const token = new URL(callback.headers.get('location')!, t.config.baseUrl).searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'senha-nova-123', token },
    });
    expect(reset.status).toBe(200);
    expect((await (await t.request('/api/me', { headers: { cookie: before } })).json()).user).toBeNull();
    expect((await signIn(email, t.config.DEMO_PASSWORD)).status).toBe(401);
    expect((await signIn(email, 'senha-nova-123')).status).toBe(200);
  });
});
