/**
 * Two-factor sign-in (issue 28 deliverable 5, decision 064) over real HTTP: enrolment from 'Minha conta',
 * the code step of the sign-in, recovery codes, the per-role requirement the server enforces, and the
 * reset paths that must neither switch it off nor skip it. Codes are computed here from the secret the
 * enrolment shows (tests/support/totp.ts, RFC 6238 with Node's crypto).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, sessions, settings, twoFactors, users } from '@server/db/schema';
import { clearSettingsCache } from '@server/settings/settings';
import { twoFactorRequiredRoles } from '@shared/catalog/two-factor';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';
import { secretOfUri, totpCode } from '../support/totp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const PASSWORD = () => t.config.DEMO_PASSWORD;

/** The cookies a response sets, as a Cookie header (expired ones left out). */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .filter((cookie) => !/max-age=0/i.test(cookie))
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

async function post(path: string, json: unknown, cookie?: string) {
  return t.request(path, { json, headers: cookie ? { cookie } : {} });
}

async function signIn(email: string, password = PASSWORD()) {
  return post('/api/auth/sign-in/email', { email, password });
}

async function me(cookie: string) {
  return (await t.request('/api/me', { headers: { cookie } })).json();
}

async function userId(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Enrols the person from 'Minha conta': password, secret, first code. Returns what they were shown. */
async function enrol(email: string) {
  let cookie = cookiesOf(await signIn(email));
  const enabled = await post('/api/auth/two-factor/enable', { password: PASSWORD() }, cookie);
  expect(enabled.status).toBe(200);
  const body = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOfUri(body.totpURI);
  const confirmed = await post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, cookie);
  expect(confirmed.status).toBe(200);
  // The plugin replaces the session with one that knows 2FA is on.
  cookie = cookiesOf(confirmed) || cookie;
  return { secret, backupCodes: body.backupCodes, cookie, uri: body.totpURI };
}

describe('two-factor sign-in', () => {
  it('enrols: the password, a secret and ten recovery codes, then on once a code is confirmed (audited)', async () => {
    const email = DEMO.comercial;
    let cookie = cookiesOf(await signIn(email));
    expect((await me(cookie)).twoFactor).toEqual({ enabled: false, required: false });

    const wrongPassword = await post('/api/auth/two-factor/enable', { password: 'errada-123' }, cookie);
    expect(wrongPassword.status).toBe(400);
    expect((await wrongPassword.json()).error.message).toBe('Senha inválida.');

    const enabled = await post('/api/auth/two-factor/enable', { password: PASSWORD() }, cookie);
    const body = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/Coders:comercial%40coders\.example\?secret=[A-Z2-7]+&/);
    expect(body.backupCodes).toHaveLength(10);
    expect(new Set(body.backupCodes).size).toBe(10);
    // Not on until a code from the app is confirmed.
    expect((await me(cookie)).twoFactor.enabled).toBe(false);

    const secret = secretOfUri(body.totpURI);
    const wrong = totpCode(secret, Date.now(), 5);
    const refused = await post('/api/auth/two-factor/verify-totp', { code: wrong }, cookie);
    expect(refused.status).toBe(401);
    expect((await me(cookie)).twoFactor.enabled).toBe(false);

    const confirmed = await post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, cookie);
    expect(confirmed.status).toBe(200);
    cookie = cookiesOf(confirmed);
    expect((await me(cookie)).twoFactor).toEqual({ enabled: true, required: false });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'two_factor'), eq(auditLog.action, 'enable')));
    expect(entry).toMatchObject({ actorEmail: email, entityId: await userId(email) });
  });

  it('sign-in asks for the code: no session after the password, a wrong code refused in PT-BR, the right one signs in', async () => {
    const email = DEMO.comercial;
    const { secret } = await enrol(email);
    const id = await userId(email);
    const sessionsBefore = (await t.db.select().from(sessions).where(eq(sessions.userId, id))).length;

    const step = await signIn(email);
    expect(step.status).toBe(200);
    expect(await step.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const challenge = cookiesOf(step);
    expect(challenge).not.toContain('session_token');
    expect((await me(challenge)).user).toBeNull();
    expect((await t.request('/api/leads', { headers: { cookie: challenge } })).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(sessionsBefore);

    const wrong = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(secret, Date.now(), 5) },
      challenge,
    );
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toEqual({
      code: 'INVALID_CODE',
      message: 'Código inválido. Confira o código de 6 dígitos no aplicativo e tente novamente.',
    });

    // 'Lembrar este dispositivo' is not offered: asking for it is refused.
    const trust = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(secret), trustDevice: true },
      challenge,
    );
    expect(trust.status).toBe(400);

    const verified = await post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, challenge);
    expect(verified.status).toBe(200);
    const session = cookiesOf(verified);
    expect((await me(session)).user.email).toBe(email);
    expect((await t.request('/api/leads', { headers: { cookie: session } })).status).toBe(200);
    // The challenge is spent: the same cookie cannot open a second session.
    const again = await post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, challenge);
    expect(again.status).toBe(401);
  });

  it('five wrong codes end the challenge: the password is needed again', async () => {
    const email = DEMO.comercial;
    const { secret } = await enrol(email);
    const challenge = cookiesOf(await signIn(email));
    for (let i = 0; i < 5; i++) {
      const wrong = await post(
        '/api/auth/two-factor/verify-totp',
        { code: totpCode(secret, Date.now(), 10 + i) },
        challenge,
      );
      expect(wrong.status).toBe(401);
    }
    const right = await post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, challenge);
    expect(right.status).toBe(400);
    expect((await right.json()).error.message).toBe(
      'Muitas tentativas com códigos errados. Entre novamente com e-mail e senha.',
    );
  });

  it('a recovery code signs in once', async () => {
    const email = DEMO.mkt;
    const { backupCodes } = await enrol(email);
    const code = backupCodes[0]!;

    const first = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code },
      cookiesOf(await signIn(email)),
    );
    expect(first.status).toBe(200);
    expect((await me(cookiesOf(first))).user.email).toBe(email);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'two_factor'), eq(auditLog.action, 'login')));
    expect(entry).toMatchObject({ actorEmail: email, after: { via: 'recovery_code' } });

    const reused = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code },
      cookiesOf(await signIn(email)),
    );
    expect(reused.status).toBe(401);
    expect((await reused.json()).error.message).toBe('Código de recuperação inválido ou já usado.');

    const next = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code: backupCodes[1]! },
      cookiesOf(await signIn(email)),
    );
    expect(next.status).toBe(200);
  });

  it('regenerating recovery codes voids the old ones (audited)', async () => {
    const email = DEMO.mkt;
    const { backupCodes, cookie } = await enrol(email);
    const regenerated = await post(
      '/api/auth/two-factor/generate-backup-codes',
      { password: PASSWORD() },
      cookie,
    );
    expect(regenerated.status).toBe(200);
    const fresh = ((await regenerated.json()) as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);

    const old = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code: backupCodes[0]! },
      cookiesOf(await signIn(email)),
    );
    expect(old.status).toBe(401);
    const renewed = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code: fresh[0]! },
      cookiesOf(await signIn(email)),
    );
    expect(renewed.status).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'two_factor'), eq(auditLog.action, 'update')));
    expect(entries).toHaveLength(1);
  });

  it('disabling takes the password; afterwards sign-in needs no code (audited)', async () => {
    const email = DEMO.comercial;
    const { cookie } = await enrol(email);
    const wrong = await post('/api/auth/two-factor/disable', { password: 'errada-123' }, cookie);
    expect(wrong.status).toBe(400);
    const disabled = await post('/api/auth/two-factor/disable', { password: PASSWORD() }, cookie);
    expect(disabled.status).toBe(200);
    const step = await signIn(email);
    expect((await step.json()).twoFactorRedirect).toBeUndefined();
    expect((await me(cookiesOf(step))).twoFactor.enabled).toBe(false);
    expect(await t.db.select().from(twoFactors)).toHaveLength(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'two_factor'), eq(auditLog.action, 'disable')));
    expect(entry).toMatchObject({ actorEmail: email });
  });
});

describe('the requirement per role (Configurações → Segurança)', () => {
  it('nothing stored: adm and financeiro in production, none elsewhere; the demo seed stores none', async () => {
    expect(twoFactorRequiredRoles(null, 'production')).toEqual(['adm', 'financeiro']);
    expect(twoFactorRequiredRoles(null, 'development')).toEqual([]);
    expect(twoFactorRequiredRoles([], 'production')).toEqual([]);
    const [stored] = await t.db.select().from(settings).where(eq(settings.key, 'twoFactorRequiredRoles'));
    expect(stored?.value).toEqual([]);
    const read = await (await t.request('/api/settings', { as: 'adm' })).json();
    expect(read.twoFactorRequiredRoles).toEqual([]);
    // The README's demo logins sign in with the password alone.
    expect((await (await signIn(DEMO.adm)).json()).twoFactorRedirect).toBeUndefined();
  });

  it('on for financeiro: the back office answers 403 until they enrol; the change is audited', async () => {
    const saved = await t.request('/api/settings', {
      as: 'adm',
      method: 'PUT',
      json: { twoFactorRequiredRoles: ['financeiro'] },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).twoFactorRequiredRoles).toEqual(['financeiro']);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'two_factor_requirement'))
      .orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({
      actorEmail: DEMO.adm,
      before: { roles: [] },
      after: { roles: ['financeiro'] },
    });

    const email = DEMO.financeiro;
    let cookie = cookiesOf(await signIn(email));
    const blocked = await t.request('/api/invoices', { headers: { cookie } });
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).error).toEqual({
      code: 'two_factor_required',
      message: 'Sua função exige a verificação em duas etapas. Ative-a em Minha conta para continuar.',
    });
    expect((await t.request('/api/notifications', { headers: { cookie } })).status).toBe(403);
    // What they need to enrol stays open.
    expect((await me(cookie)).twoFactor).toEqual({ enabled: false, required: true });
    // Roles without the requirement are untouched.
    expect((await t.request('/api/leads', { as: 'comercial' })).status).toBe(200);

    const enabled = await post('/api/auth/two-factor/enable', { password: PASSWORD() }, cookie);
    const secret = secretOfUri(((await enabled.json()) as { totpURI: string }).totpURI);
    const confirmed = await post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, cookie);
    expect(confirmed.status).toBe(200);
    cookie = cookiesOf(confirmed);
    expect((await t.request('/api/invoices', { headers: { cookie } })).status).toBe(200);

    // While the role requires it, it cannot be switched off.
    const disable = await post('/api/auth/two-factor/disable', { password: PASSWORD() }, cookie);
    expect(disable.status).toBe(403);
    expect((await disable.json()).error.code).toBe('two_factor_locked');
    expect((await me(cookie)).twoFactor.enabled).toBe(true);
  });

  it('refuses a role code that is not one', async () => {
    const saved = await t.request('/api/settings', {
      as: 'adm',
      method: 'PUT',
      json: { twoFactorRequiredRoles: ['Financeiro!'] },
    });
    expect(saved.status).toBe(422);
  });
});

describe('password resets keep two-factor sign-in', () => {
  it('a reset link sets the password but opens no session without the code, and 2FA stays on', async () => {
    const email = DEMO.financeiro;
    const { secret } = await enrol(email);
    const id = await userId(email);
    const created = await t.request(`/api/users/${id}/reset-link`, { as: 'adm', method: 'POST' });
    const token = ((await created.json()) as { url: string }).url.split('/').pop()!;

    const reset = await t.request(`/api/access-links/reset/${token}`, {
      json: { password: 'nova-senha-2fa-1' },
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ twoFactorRequired: true });
    const challenge = cookiesOf(reset);
    expect((await me(challenge)).user).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    const [account] = await t.db.select().from(users).where(eq(users.id, id));
    expect(account?.twoFactorEnabled).toBe(true);

    const verified = await post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, challenge);
    expect(verified.status).toBe(200);
    expect((await me(cookiesOf(verified))).user.email).toBe(email);
    // And the next sign-in with the new password still asks for the code.
    expect((await (await signIn(email, 'nova-senha-2fa-1')).json()).twoFactorRedirect).toBe(true);
  });

  it("'Esqueci minha senha' (Better Auth's reset) keeps it on too", async () => {
    const email = DEMO.comercial;
    await enrol(email);
    const id = await userId(email);
    const context = await t.deps.auth.$context;
    await context.internalAdapter.createVerificationValue({
      identifier: 'reset-password:token-de-teste-2fa',
      value: id,
      expiresAt: new Date(Date.now() + 600_000),
    });
    const reset = await post('/api/auth/reset-password', {
      newPassword: 'senha-nova-2fa-9',
      token: 'token-de-teste-2fa',
    });
    expect(reset.status).toBe(200);
    const step = await signIn(email, 'senha-nova-2fa-9');
    expect(await step.json()).toMatchObject({ twoFactorRedirect: true });
    expect(cookiesOf(step)).not.toContain('session_token');
    clearSettingsCache(t.db);
  });
});

/** A custom role made in Papéis with Tarefas + Timesheet, held by the colaborador demo login. */
async function customRoleFor(email: string) {
  const created = await t.request('/api/roles', {
    as: 'adm',
    json: { name: 'Design', permissions: ['tasks', 'timesheet'] },
  });
  expect(created.status).toBe(201);
  const role = (await created.json()) as { id: string };
  const assigned = await t.request(`/api/roles/users/${await userId(email)}`, {
    as: 'adm',
    method: 'PUT',
    json: { roleIds: [role.id] },
  });
  expect(assigned.status).toBe(200);
  return role;
}

describe('custom roles in Segurança and in invitations (decision 065)', () => {
  it('requiring it for a custom role holds its people at Minha conta until they enrol', async () => {
    const role = await customRoleFor(DEMO.colaborador);
    const saved = await t.request('/api/settings', {
      as: 'adm',
      method: 'PUT',
      json: { twoFactorRequiredRoles: [`custom:${role.id}`] },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).twoFactorRequiredRoles).toEqual([`custom:${role.id}`]);

    const cookie = cookiesOf(await signIn(DEMO.colaborador));
    expect((await me(cookie)).twoFactor).toEqual({ enabled: false, required: true });
    const blocked = await t.request('/api/tasks', { headers: { cookie } });
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).error.code).toBe('two_factor_required');
    // People without that role are untouched.
    expect((await t.request('/api/leads', { as: 'comercial' })).status).toBe(200);
  });

  it('an invitation carries a custom role: shown on the link, held once accepted; a deleted one is refused', async () => {
    const created = await t.request('/api/roles', {
      as: 'adm',
      json: { name: 'Desenvolvimento', permissions: ['tasks'] },
    });
    const role = (await created.json()) as { id: string };
    const gone = await t.request('/api/users/invitations', {
      as: 'adm',
      json: { email: 'dev.novo@exemplo.com.br', customRoles: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(gone.status).toBe(422);
    expect((await gone.json()).error.fields.customRoles).toBe(
      'Um papel escolhido não existe mais. Atualize a página.',
    );

    const invited = await t.request('/api/users/invitations', {
      as: 'adm',
      json: { email: 'dev.novo@exemplo.com.br', staffRoles: [], customRoles: [role.id] },
    });
    expect(invited.status).toBe(201);
    const token = new URL((await invited.json()).url).pathname.split('/').pop()!;
    const info = await (await t.request(`/api/access-links/invite/${token}`)).json();
    expect(info.customRoles).toEqual(['Desenvolvimento']);

    const accepted = await t.request(`/api/access-links/invite/${token}`, {
      json: { name: 'Dev Novo', password: 'senha-dev-12345' },
    });
    expect(accepted.status).toBe(200);
    const mine = await me(cookiesOf(accepted));
    expect(mine.permissions).toEqual(['tasks']);
    expect((await t.request('/api/tasks', { headers: { cookie: cookiesOf(accepted) } })).status).toBe(200);
  });
});

describe("adm resets someone's second factor", () => {
  it('turns it off, ends their sessions, audits it; sign-in then needs no code', async () => {
    const enrolled = await enrol(DEMO.comercial);
    const id = await userId(DEMO.comercial);
    const listed = await (await t.request('/api/users?q=comercial', { as: 'adm' })).json();
    expect(listed.items.find((row: { id: string }) => row.id === id).twoFactorEnabled).toBe(true);

    // Only adm, never for their own account, and only when it is on.
    expect(
      (await t.request(`/api/users/${id}/two-factor`, { as: 'financeiro', method: 'DELETE' })).status,
    ).toBe(403);
    const own = await t.request(`/api/users/${await userId(DEMO.adm)}/two-factor`, {
      as: 'adm',
      method: 'DELETE',
    });
    expect(own.status).toBe(409);

    const reset = await t.request(`/api/users/${id}/two-factor`, { as: 'adm', method: 'DELETE' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ id, twoFactorEnabled: false });
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await me(enrolled.cookie)).user).toBeNull();
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'two_factor'), eq(auditLog.action, 'disable'), eq(auditLog.entityId, id)),
      );
    expect(entry).toMatchObject({ actorEmail: DEMO.adm, after: { enabled: false, resetBy: DEMO.adm } });

    const again = await t.request(`/api/users/${id}/two-factor`, { as: 'adm', method: 'DELETE' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('Esta pessoa não usa a verificação em duas etapas.');
    const signedIn = await signIn(DEMO.comercial);
    expect((await signedIn.json()).twoFactorRedirect).toBeUndefined();
    expect((await me(cookiesOf(signedIn))).twoFactor.enabled).toBe(false);
  });
});
