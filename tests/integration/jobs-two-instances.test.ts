/**
 * Background work proven with two instances on one database (issue 26 item 5, decision 057).
 *
 * On PostgreSQL (TEST_DATABASE_URL, as CI runs the integration suite) the instances are two
 * child processes (tests/support/jobs-instance.ts), each with its own connection pool and job engine:
 * - a scheduled job runs once across both;
 * - SIGKILL on the instance running a job mid-way: the other finishes it once the job's time is up;
 * - SMTP stopped, messages queued, SMTP back: every message is delivered exactly once;
 * - a handler that throws twice succeeds on its third try, and the history shows all three.
 * On the embedded database (PGlite: one process owns it) the same scenarios but the kill run with two
 * engines in this one process, sharing the database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@server/db/client';
import { enqueueJob, executorFor, installJobEngine, JOBS_SCHEMA, type JobEngine } from '@server/jobs/engine';
import { INTERRUPTED_MESSAGE } from '@server/jobs/runs';
import { jobRuns } from '@server/jobs/schema';
import { enqueueMail } from '@server/mail/outbox';
import { mailDeliveries } from '@server/mail/schema';
import { TIME_ZONE, zonedParts } from '@shared/time';
import { fixtureJobs, flakyJob, longJob } from '../support/jobs-fixtures';
import { cloneTestDatabase, createTestApp, startTestJobs, type TestApp } from '../support/test-app';

/** Once a year: the test sets the real minute once both instances are up. */
const PLACEHOLDER_CRON = '0 0 1 1 *';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitFor = async <T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 45_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('tempo esgotado esperando as instâncias');
    await sleep(200);
  }
};

/** A real SMTP server on 127.0.0.1 that can be stopped and started again on the same port. */
async function restartableSmtp() {
  const inbox: { to: string[]; raw: string }[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          raw += chunk;
        });
        stream.on('end', () => {
          inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        });
      },
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    port = (listening.server.address() as AddressInfo).port;
  };
  const stop = async () => {
    const stopping = server;
    server = undefined;
    if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
  };
  await start();
  return { url: `smtp://127.0.0.1:${port}`, inbox, start, stop };
}

type World = {
  database: Database;
  smtp: Awaited<ReturnType<typeof restartableSmtp>>;
  /** The instance names currently running. */
  instances: () => string[];
  /** Ends an instance abruptly (PostgreSQL: SIGKILL) and starts a fresh one in its place. */
  kill?: (instance: string) => Promise<void>;
};

const runsOf = (world: World, job: string) =>
  world.database.db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.job, job))
    .orderBy(jobRuns.startedAt, jobRuns.attempt);

/** Waits for a São Paulo minute with time to spare and answers its cron ('m h * * *'). */
async function thisMinuteCron(): Promise<string> {
  if (new Date().getUTCSeconds() > 45) await sleep((61 - new Date().getUTCSeconds()) * 1000);
  const now = zonedParts(new Date(), TIME_ZONE);
  return `${now.minute} ${now.hour} * * *`;
}

function scenarios(world: () => World) {
  it('a scheduled job runs once across both instances', async () => {
    const w = world();
    // The timekeepers read the schedule from the database: set it to this very minute.
    const boss = new PgBoss({ db: executorFor(w.database.db) as PgBoss.Db, schema: JOBS_SCHEMA });
    await boss.schedule('teste-agendado', await thisMinuteCron(), { trigger: 'schedule' }, { tz: TIME_ZONE });
    const [first] = await waitFor(async () => {
      const rows = await runsOf(w, 'teste-agendado');
      return rows.some((row) => row.status === 'succeeded') ? rows : null;
    });
    // Both instances check the crons every second: give the other one time to run it again.
    await sleep(5000);
    const runs = await runsOf(w, 'teste-agendado');
    expect(runs.map((row) => [row.trigger, row.status])).toEqual([['schedule', 'succeeded']]);
    expect(w.instances()).toContain(first!.instance);
  }, 90_000);

  it('SMTP stopped then back: every queued e-mail is delivered exactly once', async () => {
    const w = world();
    await w.smtp.stop();
    const config = { SMTP_URL: w.smtp.url, SMTP_FROM: 'Coders <no-reply@coders.example>' };
    const addresses = Array.from({ length: 6 }, (_, n) => `fila.${n}@exemplo.com.br`);
    for (const to of addresses) {
      expect(
        await enqueueMail(w.database.db, config, {
          kind: 'notification',
          to,
          subject: `Aviso ${to}`,
          text: 'Olá',
        }),
      ).toBe(true);
    }
    const rowsOf = () =>
      w.database.db.select().from(mailDeliveries).where(inArray(mailDeliveries.toAddress, addresses));
    // Every message tried and refused while the server is down, kept for a later try.
    const refused = await waitFor(async () => {
      const rows = await rowsOf();
      return rows.length === addresses.length && rows.every((row) => row.status === 'retrying') ? rows : null;
    });
    expect(
      refused.every((row) => /^O servidor de e-mail recusou a conexão \(/.test(row.lastError ?? '')),
    ).toBe(true);

    await w.smtp.start();
    const sent = await waitFor(async () => {
      const rows = await rowsOf();
      return rows.every((row) => row.status === 'sent') ? rows : null;
    }, 60_000);
    expect(sent.every((row) => row.attempts >= 2)).toBe(true);
    await sleep(3000);
    for (const to of addresses) {
      expect(
        w.smtp.inbox.filter((mail) => mail.to.includes(to)),
        to,
      ).toHaveLength(1);
    }
  }, 120_000);

  it('a handler that throws twice succeeds on its third try; the history shows all three', async () => {
    const w = world();
    const id = await enqueueJob(w.database.db, flakyJob.name, { trigger: 'manual' });
    const runs = await waitFor(async () => {
      const rows = await runsOf(w, flakyJob.name);
      return rows.some((row) => row.status === 'succeeded') ? rows : null;
    });
    expect(runs.map((row) => [row.attempt, row.status, row.error ?? row.summary])).toEqual([
      [1, 'failed', 'Falha de propósito na tentativa 1'],
      [2, 'failed', 'Falha de propósito na tentativa 2'],
      [3, 'succeeded', 'Passou na terceira.'],
    ]);
    expect(runs.every((row) => row.queueJobId === id)).toBe(true);
  }, 90_000);
}

const serverUrl = process.env.TEST_DATABASE_URL;

if (serverUrl) {
  describe('two instances (two processes) on one PostgreSQL', () => {
    let database: Database;
    let drop: () => Promise<void>;
    let smtp: Awaited<ReturnType<typeof restartableSmtp>>;
    let url: string;
    const children = new Map<string, ChildProcess>();
    const logs = new Map<string, string>();
    let next = 0;

    const startInstance = async () => {
      const name = `instancia-${String.fromCharCode(65 + next++)}`;
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/jobs-instance.ts'], {
        env: {
          ...process.env,
          JOBS_DB_URL: url,
          JOBS_INSTANCE: name,
          JOBS_CRON: PLACEHOLDER_CRON,
          SMTP_URL: smtp.url,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.set(name, child);
      logs.set(name, '');
      child.stderr!.on('data', (chunk) => logs.set(name, `${logs.get(name)}${chunk}`));
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('ready')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`${name} saiu (${code}): ${logs.get(name)}`)));
      });
      return name;
    };

    beforeAll(async () => {
      smtp = await restartableSmtp();
      const clone = await cloneTestDatabase(serverUrl);
      url = clone.url;
      drop = clone.drop;
      database = await openDatabase({ url, poolSize: 4 });
      await installJobEngine(database, fixtureJobs(PLACEHOLDER_CRON), { expireGraceSeconds: 1 });
      await Promise.all([startInstance(), startInstance()]);
    }, 120_000);

    afterAll(async () => {
      for (const child of children.values()) child.kill('SIGTERM');
      await Promise.all(
        [...children.values()].map((child) =>
          child.exitCode === null && child.signalCode === null
            ? new Promise((resolve) => child.once('exit', resolve))
            : null,
        ),
      );
      await database?.close();
      await drop?.();
      await smtp?.stop();
    }, 60_000);

    const world = (): World => ({
      database,
      smtp,
      instances: () =>
        [...children.entries()]
          .filter(([, child]) => child.exitCode === null && !child.killed)
          .map(([name]) => name),
    });

    it('killing the instance mid-job lets the other finish it once the job has expired', async () => {
      const id = await enqueueJob(database.db, longJob.name, { trigger: 'manual' });
      const first = await waitFor(async () => {
        const [row] = await database.db
          .select()
          .from(jobRuns)
          .where(and(eq(jobRuns.queueJobId, id!), eq(jobRuns.attempt, 1)));
        return row?.status === 'running' ? row : null;
      });
      const victim = children.get(first.instance)!;
      victim.kill('SIGKILL');
      await new Promise((resolve) => victim.once('exit', resolve));
      const survivor = world().instances()[0]!;

      const runs = await waitFor(async () => {
        const rows = await runsOf(world(), longJob.name);
        return rows.some((row) => row.status === 'succeeded') ? rows : null;
      }, 60_000);
      expect(runs.map((row) => [row.attempt, row.status, row.instance])).toEqual([
        [1, 'interrupted', first.instance],
        [2, 'succeeded', survivor],
      ]);
      expect(runs[0]!.error).toBe(INTERRUPTED_MESSAGE);
      expect(runs[1]!.summary).toBe('Terminou na tentativa 2.');
      // Two instances again for what follows.
      await startInstance();
    }, 120_000);

    scenarios(world);
  });
} else {
  describe('PGlite: two engines in one process share the embedded database (the two-process test runs on PostgreSQL)', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof restartableSmtp>>;
    const engines: JobEngine[] = [];

    beforeAll(async () => {
      smtp = await restartableSmtp();
      t = await createTestApp({ SMTP_URL: smtp.url });
      const jobs = fixtureJobs(PLACEHOLDER_CRON);
      await installJobEngine(t.deps.database, jobs, { expireGraceSeconds: 1 });
      for (const instance of ['motor-A', 'motor-B']) {
        engines.push(await startTestJobs(t.deps, { jobs, instance, schedule: true }));
      }
    }, 120_000);

    afterAll(async () => {
      for (const engine of engines) await engine.stop(1000);
      await t?.close();
      await smtp?.stop();
    });

    scenarios(() => ({
      database: t.deps.database,
      smtp,
      instances: () => engines.map((engine) => engine.instance),
    }));
  });
}
