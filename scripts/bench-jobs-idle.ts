/**
 * What the job engine costs at rest (decision 057): one process with the engine started exactly as a
 * server starts it (every declared job, the production intervals, no catch-up so nothing runs), idle
 * for a while; the queries pg-boss sent (counted at Database.executeSql) and the process's CPU time,
 * against the same process without the engine. On PostgreSQL also the server's own count of
 * transactions in the database (pg_stat_database), which sees every statement of the process.
 *
 *   npm run bench:jobs                                  # embedded database (a temp DATA_DIR)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:jobs  # a new database on that server, dropped after
 *   BENCH_SECONDS=60 (default)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildDeps } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { type Database, openDatabase } from '@server/db/client';
import { declaredJobs } from '@server/jobs/declared';
import { installJobEngine, JobEngine } from '@server/jobs/engine';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const serverUrl = process.env.BENCH_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openTarget(): Promise<{ database: Database; url?: string; done: () => Promise<void> }> {
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'coders-bench-jobs-'));
    const database = await openDatabase({ dataDir: dir });
    return { database, done: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `coders_bench_jobs_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    done: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function transactions(url: string | undefined): Promise<number | null> {
  if (!url) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
  );
  await client.end();
  return Number(rows[0]?.n ?? 0);
}

/** CPU time of this process (every thread: the embedded database's too) over `seconds` of rest. */
async function idle(label: string, url: string | undefined, counter: { n: number }) {
  await sleep(5000); // let start-up settle
  counter.n = 0;
  const before = process.cpuUsage();
  const xactBefore = await transactions(url);
  await sleep(seconds * 1000);
  const used = process.cpuUsage(before);
  const xactAfter = await transactions(url);
  const cpuMs = (used.user + used.system) / 1000;
  const perMinute = (value: number) => Math.round((value * 60) / seconds);
  return {
    label,
    queriesPerMinute: perMinute(counter.n),
    // Minus the two look-ups of pg_stat_database themselves.
    serverTransactionsPerMinute:
      xactBefore === null || xactAfter === null ? null : perMinute(xactAfter - xactBefore - 1),
    cpuMsPerMinute: Math.round(perMinute(cpuMs)),
    cpuPercentOfOneCore: Number(((cpuMs / (seconds * 1000)) * 100).toFixed(2)),
  };
}

const { database, url, done } = await openTarget();
try {
  await database.migrate();
  await installJobEngine(database, declaredJobs());
  const counter = { n: 0 };
  const counted: Database = {
    ...database,
    executeSql: (text, values) => {
      counter.n++;
      return database.executeSql(text, values);
    },
  };
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'x'.repeat(40),
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const deps = buildDeps(counted, config);

  const without = await idle('sem o motor', url, counter);
  const engine = new JobEngine(deps, {
    jobs: declaredJobs(),
    schedule: true,
    catchUp: false,
    ownsAllSchedules: true,
  });
  await engine.start();
  const withEngine = await idle('com o motor', url, counter);
  await engine.stop(1000);
  const result = {
    database: database.driver,
    seconds,
    jobs: declaredJobs().length,
    without,
    withEngine,
    engineCpuMsPerMinute: withEngine.cpuMsPerMinute - without.cpuMsPerMinute,
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await database.close();
  await done();
}
