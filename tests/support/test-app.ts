/**
 * A real app on a real database for integration tests: the seeded snapshot (PGlite) or a clone of
 * the template database (PostgreSQL). Requests go through app.request(), the same handler the server runs.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createApp } from '@server/app';
import { buildDeps } from '@server/bootstrap';
import type { Config } from '@server/config';
import type { AppDeps } from '@server/context';
import { type Database, openDatabase } from '@server/db/client';
import { declaredJobs } from '@server/jobs/declared';
import { type EngineOptions, JobEngine } from '@server/jobs/engine';
import { withDatabase } from './global-setup';
import { SNAPSHOT_PATH, TEMPLATE_DB, testConfig } from './test-config';

export const DEMO = {
  adm: 'adm@coders.example',
  comercial: 'comercial@coders.example',
  financeiro: 'financeiro@coders.example',
  mkt: 'mkt@coders.example',
  usuario: 'usuario@coders.example',
  colaborador: 'colaborador@coders.example',
} as const;
export type DemoLogin = keyof typeof DEMO;

export type TestApp = {
  deps: AppDeps;
  db: AppDeps['db'];
  config: Config;
  request(path: string, init?: RequestInit & { as?: DemoLogin | string; json?: unknown }): Promise<Response>;
  /** Signs in and returns the Cookie header value. Cached per login. */
  cookieFor(login: DemoLogin | string, password?: string): Promise<string>;
  /** The job engine, when the test asked for one (`createTestApp(overrides, { jobs })`). */
  jobs?: JobEngine;
  close(): Promise<void>;
};

/**
 * A job engine fast enough for tests (decision 057): workers look every 0.5 s, maintenance (expiry of
 * a dead instance's job) and the cron check every second, no catch-up at start and no scheduling unless
 * asked. Ordinary tests run no engine at all, so the suite pays nothing for it.
 */
export const FAST_JOBS: Omit<EngineOptions, 'jobs'> = {
  instance: 'teste',
  schedule: false,
  catchUp: false,
  pollEverySeconds: 0.5,
  maintenanceSeconds: 1,
  cronSeconds: 1,
  cronWorkerSeconds: 1,
  expireGraceSeconds: 1,
};

export async function startTestJobs(deps: AppDeps, options: Partial<EngineOptions> = {}): Promise<JobEngine> {
  const engine = new JobEngine(deps, { jobs: declaredJobs(), ...FAST_JOBS, ...options });
  await engine.start();
  return engine;
}

/** PostgreSQL only: a fresh database cloned from the seeded template, for processes of their own. */
export async function cloneTestDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `coders_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const clone = await cloneTestDatabase(url);
    const database = await openDatabase({ url: clone.url, poolSize: 4 });
    return { database, drop: clone.drop };
  }
  const snapshot = readFileSync(SNAPSHOT_PATH);
  const database = await openDatabase({ memory: true, loadDataDir: new Blob([snapshot]) });
  return { database, drop: async () => undefined };
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  /** `{ jobs: true }` (or engine options) runs the background jobs, e.g. to deliver queued e-mail. */
  options: { jobs?: boolean | Partial<EngineOptions> } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const { database, drop } = await openTestDatabase();
  const deps = buildDeps(database, config);
  const app = createApp(deps);
  const jobs = options.jobs
    ? await startTestJobs(deps, options.jobs === true ? {} : options.jobs)
    : undefined;
  const cookies = new Map<string, string>();

  async function cookieFor(login: string, password = config.DEMO_PASSWORD): Promise<string> {
    const email = login in DEMO ? DEMO[login as DemoLogin] : login;
    const cached = cookies.get(email);
    if (cached) return cached;
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.baseUrl },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok)
      throw new Error(`login failed for ${email}: ${response.status} ${await response.text()}`);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    cookies.set(email, cookie);
    return cookie;
  }

  return {
    deps,
    db: deps.db,
    config,
    cookieFor,
    jobs,
    async request(path, init = {}) {
      const { as, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set('origin', config.baseUrl);
      if (as) headers.set('cookie', await cookieFor(as));
      if (json !== undefined) {
        headers.set('content-type', 'application/json');
        rest.body = JSON.stringify(json);
        rest.method ??= 'POST';
      }
      return app.request(path, { ...rest, headers });
    },
    async close() {
      await jobs?.stop(1000);
      await database.close();
      await drop();
    },
  };
}
