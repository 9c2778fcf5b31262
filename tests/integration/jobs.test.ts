/**
 * Background jobs on the engine (issue 26, decision 057), on the database the suite runs on (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): 'Rotinas' lists every declared job with its São Paulo schedule;
 * 'Executar agora' runs it and the page shows the run; a fresh start catches up each scheduled job once
 * and a restart does not run them again; a failing run is retried with its history kept; the health
 * check turns amber on a failed last run and red on a stuck one.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { declaredJobs } from '@server/jobs/declared';
import { catchesUp, defineJob } from '@server/jobs/define';
import { enqueueJob, installJobEngine } from '@server/jobs/engine';
import { jobRuns } from '@server/jobs/schema';
import type { JobRun, JobsOverview } from '@shared/jobs/schemas';
import type { SystemHealth } from '@shared/schemas/system-health';
import { createTestApp, startTestJobs, type TestApp } from '../support/test-app';

const waitFor = async <T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('tempo esgotado esperando a rotina');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

const runsOf = (t: TestApp, job: string) =>
  t.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(jobRuns.startedAt);

describe("'Rotinas' with the engine running", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { jobs: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every declared job with its schedule in PT-BR, its next run and its policy', async () => {
    const response = await t.request('/api/jobs', { as: 'adm' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as JobsOverview;
    expect(body.jobs.map((job) => job.name).sort()).toEqual(
      declaredJobs()
        .map((job) => job.name)
        .sort(),
    );
    const reminders = body.jobs.find((job) => job.name === 'lembretes-de-fatura')!;
    expect(reminders).toMatchObject({
      title: 'Lembretes de fatura',
      scheduleLabel: 'Todo dia às 08:00',
      manual: true,
      retry: { limit: 3, delaySeconds: 300, backoff: true },
    });
    // 08:00 in São Paulo is 11:00 UTC.
    expect(new Date(reminders.nextRunAt!).getUTCHours()).toBe(11);
    expect(new Date(reminders.nextRunAt!).getTime()).toBeGreaterThan(Date.now());
    expect(body.jobs.find((job) => job.name === 'retencao-lgpd')!.scheduleLabel).toBe('Todo dia às 03:00');
    expect(body.jobs.find((job) => job.name === 'backup-automatico')!.scheduleLabel).toBe(
      'Todo dia às 02:00',
    );
    const mail = body.jobs.find((job) => job.name === 'envio-de-email')!;
    expect(mail).toMatchObject({
      cron: null,
      nextRunAt: null,
      manual: false,
      scheduleLabel: 'Sob demanda, pela fila',
    });
    expect((await t.request('/api/jobs', { as: 'financeiro' })).status).toBe(403);
  });

  it("'Executar agora' runs the job; the page shows when, how long and what it did", async () => {
    const before = Date.now();
    const response = await t.request('/api/jobs/comissoes-de-parceiros/run', { as: 'adm', method: 'POST' });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ queued: true });
    const run = await waitFor(async () => {
      const body = (await (await t.request('/api/jobs', { as: 'adm' })).json()) as JobsOverview;
      const last = body.jobs.find((job) => job.name === 'comissoes-de-parceiros')!.lastRun;
      return last?.status === 'succeeded' ? last : null;
    });
    expect(run.trigger).toBe('manual');
    expect(run.attempt).toBe(1);
    expect(new Date(run.startedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    expect(run.summary).toMatch(/comiss/i);
    expect(run.instance).toBe('teste');
    const audit = await queryRows<{ after: { job: string } }>(
      t.db,
      sql`select after from audit_log where entity = 'job' order by created_at desc limit 1`,
    );
    expect(audit[0]?.after.job).toBe('comissoes-de-parceiros');

    const runs = (await (
      await t.request('/api/jobs/comissoes-de-parceiros/runs', { as: 'adm' })
    ).json()) as JobRun[];
    expect(runs[0]?.id).toBe(run.id);
  });

  it('refuses a job that does not exist and one that only runs from its queue', async () => {
    expect((await t.request('/api/jobs/nao-existe/run', { as: 'adm', method: 'POST' })).status).toBe(404);
    const queueOnly = await t.request('/api/jobs/envio-de-email/run', { as: 'adm', method: 'POST' });
    expect(queueOnly.status).toBe(409);
  });
});

describe('a fresh start', () => {
  it('catches up each scheduled job once; a restart runs none of them again', async () => {
    const t = await createTestApp();
    try {
      // A job that runs every few minutes declares no catch-up (its next slot comes soon enough).
      const scheduled = declaredJobs().filter((job) => job.schedule && catchesUp(job));
      const engine = await startTestJobs(t.deps, { catchUp: true });
      const finished = await waitFor(async () => {
        const rows = await t.db.select().from(jobRuns);
        const done = rows.filter((row) => row.status !== 'running' && row.trigger === 'catch_up');
        return done.length >= scheduled.length ? rows : null;
      }, 60_000);
      expect(new Set(finished.map((row) => row.job))).toEqual(new Set(scheduled.map((job) => job.name)));
      expect(finished.filter((row) => row.status === 'failed')).toEqual([]);
      await engine.stop(1000);

      const again = await startTestJobs(t.deps, { catchUp: true });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await again.stop(1000);
      expect(await t.db.select().from(jobRuns)).toHaveLength(finished.length);
    } finally {
      await t.close();
    }
  }, 90_000);
});

describe('a failing job', () => {
  it('is retried with backoff, keeps every attempt, and the health check tells amber then red', async () => {
    const t = await createTestApp();
    let calls = 0;
    const flaky = defineJob({
      name: 'teste-instavel',
      title: 'Teste instável',
      description: 'Falha duas vezes e passa na terceira.',
      schedule: null,
      retry: { limit: 2, delaySeconds: 1, backoff: true },
      timeoutSeconds: 5,
      singleton: true,
      handler: async ({ attempt }) => {
        calls++;
        if (attempt < 3) throw new Error(`Falha de propósito na tentativa ${attempt}`);
        return 'Passou na terceira.';
      },
    });
    try {
      await installJobEngine(t.deps.database, [flaky]);
      const engine = await startTestJobs(t.deps, { jobs: [flaky] });
      const id = await enqueueJob(t.db, flaky.name, { trigger: 'manual' });
      expect(id).not.toBeNull();
      const runs = await waitFor(async () => {
        const rows = await runsOf(t, flaky.name);
        return rows.some((row) => row.status === 'succeeded') ? rows : null;
      }, 30_000);
      await engine.stop(1000);
      expect(calls).toBe(3);
      expect(runs.map((row) => [row.attempt, row.status, row.error ?? row.summary])).toEqual([
        [1, 'failed', 'Falha de propósito na tentativa 1'],
        [2, 'failed', 'Falha de propósito na tentativa 2'],
        [3, 'succeeded', 'Passou na terceira.'],
      ]);
      expect(new Set(runs.map((row) => row.queueJobId))).toEqual(new Set([id]));
      // Backoff: the second retry waited longer than the delay.
      const gap = (a: Date, b: Date) => b.getTime() - a.getTime();
      expect(gap(runs[0]!.finishedAt!, runs[1]!.startedAt)).toBeGreaterThanOrEqual(900);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('the health check is amber when a job failed its last run and red when one is stuck', async () => {
    const t = await createTestApp();
    try {
      const health = async () => {
        const body = (await (await t.request('/api/system/health', { as: 'adm' })).json()) as SystemHealth;
        return body.checks.find((check) => check.id === 'jobs')!;
      };
      expect(await health()).toMatchObject({ status: 'ok' });
      const base = { queueJobId: crypto.randomUUID(), trigger: 'schedule' as const, instance: 'x' };
      await t.db.insert(jobRuns).values({
        ...base,
        job: 'retencao-lgpd',
        attempt: 1,
        status: 'failed',
        error: 'Banco fora do ar',
        finishedAt: new Date(),
        deadline: new Date(),
      });
      expect(await health()).toMatchObject({
        status: 'warning',
        message: 'A última execução falhou',
        details: ['Retenção (LGPD)'],
      });
      await t.db.insert(jobRuns).values({
        ...base,
        queueJobId: crypto.randomUUID(),
        job: 'analytics-diario',
        attempt: 1,
        status: 'running',
        startedAt: new Date(Date.now() - 3_600_000),
        deadline: new Date(Date.now() - 600_000),
      });
      expect(await health()).toMatchObject({ status: 'error', details: ['Analytics do dia'] });
    } finally {
      await t.close();
    }
  });
});
