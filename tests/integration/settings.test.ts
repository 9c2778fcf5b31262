import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { buildDeps } from '@server/bootstrap';
import type { AppEnv } from '@server/context';
import { auditLog, sessions, settings, users } from '@server/db/schema';
import { clearSettingsCache, saveSettings } from '@server/settings/settings';
import { serveWeb } from '@server/web-static';
import { defaultSettings } from '@shared/schemas/settings';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let site: Hono<AppEnv>;
let webRoot: string;

beforeAll(async () => {
  t = await createTestApp();
  // The real server attaches the static web handler after createApp; do the same on a tiny build.
  webRoot = mkdtempSync(join(tmpdir(), 'coders-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Coders</title><div id="root">SPA</div>');
  writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  site = createApp(t.deps) as unknown as Hono<AppEnv>;
  serveWeb(site, webRoot);
});
afterAll(async () => {
  await saveSettings(t.db, { maintenanceMode: false, allowRegistrations: true, sessionTimeout: '60' }, null);
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function page(path: string, cookie?: string) {
  return site.request(path, { headers: cookie ? { cookie } : {} });
}

async function put(patch: Record<string, unknown>, as: 'adm' | 'comercial' | 'mkt' = 'adm') {
  return t.request('/api/settings', { as, method: 'PUT', json: patch });
}

describe('GET/PUT /api/settings', () => {
  it('answers the documented defaults before anything is saved', async () => {
    const response = await t.request('/api/settings', { as: 'adm' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ...defaultSettings,
      siteDescription: 'Plataforma de gerenciamento empresarial',
      maintenanceMode: false,
      allowRegistrations: true,
      emailNotifications: true,
      autoBackup: true,
      maxFileSize: '10',
      sessionTimeout: '60',
      // The demo data's PIX receiver (seed-finance.ts), so demo invoices show their PIX code.
      pixKey: 'financeiro@coders.example',
      pixReceiverName: 'Coders Agencia Digital',
      pixCity: 'Sao Paulo',
      // The demo seed stores 'required of no role' (decision 064), so the demo logins need no code.
      twoFactorRequiredRoles: [],
    });
  });

  it('is adm only', async () => {
    expect((await t.request('/api/settings', { as: 'mkt' })).status).toBe(403);
    expect((await put({ siteName: 'Hack' }, 'comercial')).status).toBe(403);
    expect((await t.request('/api/settings')).status).toBe(401);
    expect((await t.request('/api/settings/security', { as: 'financeiro' })).status).toBe(403);
  });

  it('validates with PT-BR messages', async () => {
    const response = await put({ sessionTimeout: 'abc', contactEmail: 'nada', siteName: ' ' });
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.fields).toMatchObject({
      sessionTimeout: 'Informe um número de minutos',
      contactEmail: 'Email inválido',
      siteName: 'Nome do Site é obrigatório',
    });
    expect((await put({ maxFileSize: '500' })).status).toBe(422);
  });

  it('saves one tab’s fields, audits the change, and keeps it for a new app instance on the same database', async () => {
    const response = await put({ siteName: 'Coders Digital', contactEmail: 'oi@coders.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      siteName: 'Coders Digital',
      contactEmail: 'oi@coders.example',
    });

    const rows = await t.db.select().from(settings).where(eq(settings.key, 'siteName'));
    expect(rows[0]!.value).toBe('Coders Digital');

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'settings'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'update',
      actorEmail: 'adm@coders.example',
      before: { siteName: 'Coders', contactEmail: 'contato@coders.example' },
      after: { siteName: 'Coders Digital', contactEmail: 'oi@coders.example' },
    });

    clearSettingsCache(t.db);
    const second = createApp(buildDeps(t.deps.database, t.config));
    const cookie = await t.cookieFor('adm');
    const again = await second.request('/api/settings', { headers: { cookie, origin: t.config.baseUrl } });
    expect(await again.json()).toMatchObject({
      siteName: 'Coders Digital',
      contactEmail: 'oi@coders.example',
    });

    // Numeric text survives the jsonb round trip as text (it used to come back as a number and
    // silently reset every setting to the defaults).
    await put({ maxFileSize: '25', sessionTimeout: '90', autoBackup: false });
    clearSettingsCache(t.db);
    expect(await (await t.request('/api/settings', { as: 'adm' })).json()).toMatchObject({
      siteName: 'Coders Digital',
      maxFileSize: '25',
      sessionTimeout: '90',
      autoBackup: false,
    });
    await put({ maxFileSize: '10', sessionTimeout: '60', autoBackup: true });

    const publicView = await (await t.request('/api/public/settings')).json();
    // What a visitor may know: nothing else of the settings (no session timeout, no backups).
    expect(publicView).toEqual({
      siteName: 'Coders Digital',
      maintenanceMode: false,
      allowRegistrations: true,
      contactEmail: 'oi@coders.example',
      supportEmail: 'suporte@coders.example',
      // The LGPD page shows the encarregado and the retention periods (docs/product/privacy-lgpd.md).
      dpoName: 'Ana Ribeiro',
      dpoEmail: 'privacidade@coders.example',
      retentionLeadMonths: '24',
      retentionChatMonths: '12',
    });
  });
});

describe('maintenance mode', () => {
  it('shows visitors the PT-BR maintenance page while staff get in', async () => {
    expect((await page('/')).status).toBe(200);
    await put({ maintenanceMode: true });

    const visitor = await page('/');
    expect(visitor.status).toBe(503);
    const html = await visitor.text();
    expect(html).toContain('Estamos em manutenção');
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('href="/coders/login"');
    expect(visitor.headers.get('retry-after')).toBe('3600');
    expect((await page('/questionario')).status).toBe(503);
    expect((await page('/blog/qualquer')).status).toBe(503);

    // Signed in without a staff role is still a visitor.
    expect((await page('/', await t.cookieFor('usuario'))).status).toBe(503);

    const staff = await page('/', await t.cookieFor('mkt'));
    expect(staff.status).toBe(200);
    expect(await staff.text()).toContain('SPA');

    // Where staff sign in, the assets those pages need, and auth stay open.
    expect((await page('/auth')).status).toBe(200);
    expect((await page('/coders/login')).status).toBe(200);
    expect((await page('/assets/app.js')).status).toBe(200);
    const signIn = await t.request('/api/auth/sign-in/email', {
      json: { email: 'comercial@coders.example', password: 'demo12345' },
    });
    expect(signIn.status).toBe(200);
    expect((await t.request('/api/public/settings')).status).toBe(200);
    expect((await (await t.request('/api/public/settings')).json()).maintenanceMode).toBe(true);

    const form = await t.request('/api/public/questionnaire', { json: { name: 'Visitante' } });
    expect(form.status).toBe(503);
    expect((await form.json()).error.code).toBe('maintenance');
    expect((await t.request('/api/public/bookings', { json: {} })).status).toBe(503);

    await put({ maintenanceMode: false });
    expect((await page('/')).status).toBe(200);
    expect((await t.request('/api/public/questionnaire', { json: {} })).status).not.toBe(503);
  });
});

describe('Permitir Registros', () => {
  it('off refuses self sign-up with 403 registrations_closed; on lets it through', async () => {
    await put({ allowRegistrations: false });
    const closed = await t.request('/api/auth/sign-up/email', {
      json: { email: 'fechado@exemplo.com.br', password: 'senha-fechada-1', name: 'Fechado' },
    });
    expect(closed.status).toBe(403);
    expect(await closed.json()).toEqual({
      error: { code: 'registrations_closed', message: 'Novos cadastros estão temporariamente fechados.' },
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'fechado@exemplo.com.br'))).toHaveLength(0);
    expect((await (await t.request('/api/public/settings')).json()).allowRegistrations).toBe(false);

    await put({ allowRegistrations: true });
    const open = await t.request('/api/auth/sign-up/email', {
      json: { email: 'fechado@exemplo.com.br', password: 'senha-fechada-1', name: 'Fechado' },
    });
    expect(open.status).toBe(200);
  });
});

describe('Timeout de Sessão', () => {
  const minutesLeft = async (cookie: string) => {
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const [row] = await t.db.select().from(sessions).where(eq(sessions.token, token));
    return (row!.expiresAt.getTime() - Date.now()) / 60_000;
  };
  const freshSession = async (email: string) => {
    const response = await t.request('/api/auth/sign-in/email', { json: { email, password: 'demo12345' } });
    return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  };

  it('sets a new session’s expiry, and a change reaches open sessions on their next request', async () => {
    await put({ sessionTimeout: '15' });
    const cookie = await freshSession('mkt@coders.example');
    expect(await minutesLeft(cookie)).toBeGreaterThan(14.5);
    expect(await minutesLeft(cookie)).toBeLessThanOrEqual(15);

    await put({ sessionTimeout: '120' });
    await t.request('/api/me', { headers: { cookie } });
    expect(await minutesLeft(cookie)).toBeGreaterThan(119.5);

    await put({ sessionTimeout: '30' });
    await t.request('/api/me', { headers: { cookie } });
    const left = await minutesLeft(cookie);
    expect(left).toBeGreaterThan(29.5);
    expect(left).toBeLessThanOrEqual(30);

    await put({ sessionTimeout: '60' });
  });

  it('ends a session that sat idle past the timeout', async () => {
    const cookie = await freshSession('financeiro@coders.example');
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(sessions.token, token)));
    expect((await (await t.request('/api/me', { headers: { cookie } })).json()).user).toBeNull();
  });
});

describe('GET /api/settings/security and /database', () => {
  it('reports the real state of this server', async () => {
    const report = await (await t.request('/api/settings/security', { as: 'adm' })).json();
    const byId = Object.fromEntries(report.checks.map((check: { id: string }) => [check.id, check]));
    expect(Object.keys(byId)).toEqual([
      'https',
      'auth',
      'proxy',
      'headers',
      'smtp',
      'access',
      'validation',
      'rate_limit',
    ]);
    expect(byId.https.status).toBe('warning');
    expect(byId.auth.status).toBe('warning');
    expect(byId.access).toMatchObject({ status: 'ok' });
    expect(byId.access.message).toMatch(/^\d+ regras de API e \d+ de páginas/);
    expect(byId.validation.status).toBe('ok');
    expect(byId.rate_limit.status).toBe('warning');
    const next = new Date(report.nextCheckAt).getTime() - new Date(report.checkedAt).getTime();
    expect(next).toBe(24 * 60 * 60 * 1000);
  });

  it('turns green with a real secret behind HTTPS', async () => {
    const other = await createTestApp({
      BETTER_AUTH_SECRET: 'um-segredo-de-verdade-com-mais-de-32-caracteres',
      PUBLIC_URL: 'https://coders.example',
    });
    try {
      const report = await (await other.request('/api/settings/security', { as: 'adm' })).json();
      const byId = Object.fromEntries(report.checks.map((check: { id: string }) => [check.id, check]));
      expect(byId.https.status).toBe('ok');
      expect(byId.auth.status).toBe('ok');
    } finally {
      await other.close();
    }
  });

  it('shows the database driver, latency and table counts', async () => {
    const status = await (await t.request('/api/settings/database', { as: 'adm' })).json();
    expect(status).toMatchObject({
      online: true,
      driver: t.deps.database.driver,
      message: 'Conectado com sucesso',
    });
    expect(status.latencyMs).toBeGreaterThanOrEqual(0);
    const profiles = status.tables.find((table: { name: string }) => table.name === 'profiles');
    expect(profiles.rows).toBeGreaterThanOrEqual(5);
    expect(status.tables.map((table: { name: string }) => table.name)).toContain('leads');
  });
});
