import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearViewerCache } from '@server/auth/viewer-cache';
import { appointments, chatMessages, leads, projects } from '@server/db/schema';
import { rootLogger } from '@server/lib/logger';
import { runHealthChecks } from '@server/system/health';
import type { AdminStats, SystemHealth } from '@shared/schemas/system-health';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close().catch(() => undefined);
});

const byId = (health: SystemHealth) => Object.fromEntries(health.checks.map((check) => [check.id, check]));

describe('GET /api/stats', () => {
  it('returns the exact counts of docs/product/dashboards-and-kpis.md to adm', async () => {
    const response = await t.request('/api/stats', { as: 'adm' });
    expect(response.status).toBe(200);
    const stats = (await response.json()) as AdminStats;
    const n = async (table: typeof leads | typeof projects | typeof appointments | typeof chatMessages) =>
      Number((await t.db.select({ n: count() }).from(table))[0]!.n);
    expect(stats).toEqual({
      leads: await n(leads),
      projects: await n(projects),
      appointments: await n(appointments),
      chatMessages: await n(chatMessages),
    });
    expect(stats.leads).toBeGreaterThan(0);
  });

  it('is refused to comercial and signed-out callers', async () => {
    expect((await t.request('/api/stats', { as: 'comercial' })).status).toBe(403);
    expect((await t.request('/api/stats')).status).toBe(401);
  });
});

describe('GET /api/system/health', () => {
  it('reports the five checks as ok for the adm', async () => {
    const response = await t.request('/api/system/health', { as: 'adm' });
    expect(response.status).toBe(200);
    const health = (await response.json()) as SystemHealth;
    expect(health.checks.map((check) => check.id)).toEqual([
      'database',
      'auth',
      'tables',
      'permissions',
      'jobs',
    ]);
    const checks = byId(health);
    expect(checks.database).toMatchObject({ status: 'ok', message: 'Conectado com sucesso' });
    expect(checks.auth).toMatchObject({ status: 'ok', message: 'Usuário autenticado: adm@coders.example' });
    expect(checks.tables).toMatchObject({ status: 'ok', message: 'Todas as tabelas estão acessíveis' });
    expect(checks.permissions).toMatchObject({ status: 'ok', message: 'Permissões de admin verificadas' });
  });

  it('is refused to comercial (adm only)', async () => {
    expect((await t.request('/api/system/health', { as: 'comercial' })).status).toBe(403);
  });

  it('warns when there is no session or the user is not an admin', async () => {
    const anonymous = byId(await runHealthChecks(t.deps, new Headers()));
    expect(anonymous.auth).toMatchObject({ status: 'warning', message: 'Nenhum usuário autenticado' });
    expect(anonymous.permissions).toMatchObject({ status: 'warning', message: 'Usuário não autenticado' });
    const cookie = await t.cookieFor('comercial');
    const comercial = byId(await runHealthChecks(t.deps, new Headers({ cookie })));
    expect(comercial.auth.status).toBe('ok');
    expect(comercial.permissions).toMatchObject({
      status: 'warning',
      message: 'Usuário sem permissões de admin',
    });
  });

  it('names the tables it cannot read', async () => {
    await t.db.execute('alter table chat_messages rename to chat_messages_off' as never);
    try {
      const checks = byId(await runHealthChecks(t.deps, new Headers()));
      expect(checks.tables).toMatchObject({
        status: 'error',
        message: 'Algumas tabelas não estão acessíveis',
        details: ['chat_messages'],
      });
      expect(checks.database.status).toBe('ok');
    } finally {
      await t.db.execute('alter table chat_messages_off rename to chat_messages' as never);
    }
  });

  it('reports errors, not a crash, when the database is closed', async () => {
    const cookie = await t.cookieFor('adm');
    await t.deps.database.close();
    const started = performance.now();
    const checks = byId(await runHealthChecks(t.deps, new Headers({ cookie }), 2000));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(checks.database).toMatchObject({ status: 'error', message: 'Falha na conexão' });
    expect(checks.auth).toMatchObject({ status: 'error', message: 'Erro no sistema de autenticação' });
    expect(checks.tables.status).toBe('error');
    expect(checks.tables.details).toHaveLength(10);
    expect(checks.permissions).toMatchObject({
      status: 'warning',
      message: 'Não foi possível verificar permissões',
    });
    // Through HTTP a session not already remembered cannot be verified: a JSON error, and the app
    // keeps answering.
    clearViewerCache();
    const response = await t.request('/api/system/health', { headers: { cookie } });
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('internal');
    expect((await t.request('/api/health')).status).toBe(503);
  });
});

// Only a PostgreSQL server can cut a connection from the outside; PGlite runs in-process.
describe.runIf(process.env.TEST_DATABASE_URL)('when PostgreSQL cuts the idle connections', () => {
  it('keeps serving: the pool drops them, warns, and reconnects', async () => {
    const own = await createTestApp();
    const warn = vi.spyOn(rootLogger(), 'warn').mockImplementation(() => undefined);
    try {
      expect((await own.request('/api/stats', { as: 'adm' })).status).toBe(200);
      const result = await own.db.execute(sql`select current_database() as name`);
      const { name } = (result as unknown as { rows: [{ name: string }] }).rows[0];
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const cut = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [name],
        );
        expect(cut.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      clearViewerCache();
      expect((await own.request('/api/stats', { as: 'adm' })).status).toBe(200);
    } finally {
      warn.mockRestore();
      await own.close();
    }
  });
});
