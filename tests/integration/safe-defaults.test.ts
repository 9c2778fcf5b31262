/** Issue 11, finding 2: no fixed secret, demo data only where it is safe, create-admin never guesses. */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, MISSING_SECRET_MESSAGE, shouldSeedDemo } from '@server/config';
import { CreateAdminError, createAdmin, parseCreateAdminArgs } from '@server/users/create-admin';
import { createTestApp, type TestApp } from '../support/test-app';

describe('the session secret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'coders-secret-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('production refuses to start without BETTER_AUTH_SECRET, with a PT-BR line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(MISSING_SECRET_MESSAGE);
    expect(MISSING_SECRET_MESSAGE).toMatch(/obrigatório/);
  });

  it('outside production is generated once per DATA_DIR (mode 0600) and kept across restarts', () => {
    const dataDir = tempDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first.authSecretSource).toBe('generated');
    expect(first.authSecret).toMatch(/^[0-9a-f]{64}$/);
    const file = join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.authSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A restart reads the same secret: sessions and .ics links stay valid.
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first.authSecret);
    // Another installation gets its own.
    expect(loadConfig({ DATA_DIR: tempDir() }).authSecret).not.toBe(first.authSecret);
  });

  it('uses BETTER_AUTH_SECRET when set and writes nothing', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, BETTER_AUTH_SECRET: 'x'.repeat(40) });
    expect(config).toMatchObject({ authSecret: 'x'.repeat(40), authSecretSource: 'env' });
    expect(() => statSync(join(dataDir, 'auth-secret'))).toThrow();
  });
});

describe('demo data (shouldSeedDemo)', () => {
  it.each([
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'development', DATABASE_URL: 'postgres://u:p@db/coders' }, false],
    [{ NODE_ENV: 'development', DATABASE_URL: 'postgres://u:p@db/coders', SEED_DEMO: '1' }, true],
    [{ NODE_ENV: 'development', SEED_DEMO: '0' }, false],
    [{ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'y'.repeat(32) }, false],
    [{ NODE_ENV: 'test', DATABASE_URL: 'postgres://u:p@db/coders' }, false],
  ])('%j → %s', (env, expected) => {
    expect(shouldSeedDemo(loadConfig(env as Record<string, string>))).toBe(expected);
  });
});

describe('create-admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const signIn = (email: string, password: string) =>
    t.request('/api/auth/sign-in/email', { json: { email, password } });

  it('reads its arguments and refuses unknown ones', () => {
    expect(parseCreateAdminArgs(['--email', 'A@B.com', '--password', 'senha-longa-1'])).toEqual({
      email: 'a@b.com',
      password: 'senha-longa-1',
      name: 'Administrador',
      promote: false,
    });
    expect(parseCreateAdminArgs(['--email', 'a@b.com', '--promote']).promote).toBe(true);
    expect(() => parseCreateAdminArgs(['--email', 'a@b.com', '--pasword', 'x'])).toThrow(CreateAdminError);
    expect(() => parseCreateAdminArgs(['--email', 'a@b.com', '--password', 'curta'])).toThrow(/8 a 128/);
  });

  it('creates a new administrator who can sign in', async () => {
    const line = await createAdmin(t.deps, {
      email: 'chefe@empresa.com.br',
      password: 'senha-da-chefe-1',
      name: 'Chefe',
      promote: false,
    });
    expect(line).toMatch(/criado/);
    const cookie = (await signIn('chefe@empresa.com.br', 'senha-da-chefe-1')).headers.get('set-cookie')!;
    const me = await (await t.request('/api/me', { headers: { cookie: cookie.split(';')[0]! } })).json();
    expect(me.roles).toEqual(['adm']);
  });

  it('does not touch an existing account without --promote, nor ignore the password', async () => {
    await expect(
      createAdmin(t.deps, {
        email: 'usuario@coders.example',
        password: 'outra-senha-1',
        name: 'X',
        promote: false,
      }),
    ).rejects.toThrow(/--promote/);
    expect((await signIn('usuario@coders.example', 'outra-senha-1')).status).toBe(401);
    expect((await t.request('/api/me', { as: 'usuario' }).then((r) => r.json())).roles).toEqual([]);
  });

  it('with --promote makes the account adm and sets the given password', async () => {
    const line = await createAdmin(t.deps, {
      email: 'usuario@coders.example',
      password: 'nova-senha-do-ulisses',
      name: 'X',
      promote: true,
    });
    expect(line).toMatch(/administradora, com a senha informada/);
    expect((await signIn('usuario@coders.example', t.config.DEMO_PASSWORD)).status).toBe(401);
    const ok = await signIn('usuario@coders.example', 'nova-senha-do-ulisses');
    expect(ok.status).toBe(200);
    const me = await (
      await t.request('/api/me', { headers: { cookie: ok.headers.get('set-cookie')!.split(';')[0]! } })
    ).json();
    expect(me.roles).toEqual(['adm']);
  });

  it('a new account without a password is refused, not created', async () => {
    await expect(createAdmin(t.deps, { email: 'sem@senha.com', name: 'X', promote: false })).rejects.toThrow(
      /--password/,
    );
  });
});
