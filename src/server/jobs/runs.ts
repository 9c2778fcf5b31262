/**
 * The history of every attempt (job_runs, decision 057): written by the engine around each handler,
 * read by the 'Rotinas' page (overview.ts) and the health check. An attempt whose process died stays
 * 'running' until the job is tried again (the earlier attempt is then 'interrupted') or, when no try
 * is left, until maintenance finds its pg-boss job no longer active.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import type { JobTrigger } from '@shared/jobs/catalog';
import { jobRuns } from './schema';

/** History kept per job. */
const KEEP_DAYS = 90;
const MAX_TEXT = 2000;
export const INTERRUPTED_MESSAGE =
  'A instância que rodava esta tentativa parou antes de terminar; a rotina segue numa nova tentativa.';
export const ABANDONED_MESSAGE =
  'A instância que rodava esta tentativa parou antes de terminar, e não restavam novas tentativas.';

const clip = (text: string | null | undefined) =>
  text == null ? null : text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;

export type StartedRun = { id: string; job: string };

export async function startRun(
  db: Db,
  input: {
    job: string;
    queueJobId: string;
    attempt: number;
    trigger: JobTrigger;
    instance: string;
    timeoutSeconds: number;
  },
): Promise<StartedRun> {
  const [row] = await db
    .insert(jobRuns)
    .values({
      job: input.job,
      queueJobId: input.queueJobId,
      attempt: input.attempt,
      trigger: input.trigger,
      instance: input.instance,
      deadline: sql`now() + ${input.timeoutSeconds} * interval '1 second'`,
    })
    .returning({ id: jobRuns.id });
  return { id: row!.id, job: input.job };
}

export async function finishRun(
  db: Db,
  run: StartedRun,
  outcome: { status: 'succeeded' | 'failed'; durationMs: number; summary?: string; error?: string },
): Promise<void> {
  await db
    .update(jobRuns)
    .set({
      status: outcome.status,
      finishedAt: sql`now()`,
      durationMs: Math.round(outcome.durationMs),
      summary: clip(outcome.summary),
      error: clip(outcome.error),
    })
    .where(and(eq(jobRuns.id, run.id), eq(jobRuns.status, 'running')));
  await db
    .delete(jobRuns)
    .where(
      and(eq(jobRuns.job, run.job), lt(jobRuns.startedAt, sql`now() - ${KEEP_DAYS} * interval '1 day'`)),
    );
}

/** A new attempt of a job: any earlier attempt of it still 'running' died with its instance. */
export async function interruptEarlierAttempts(db: Db, queueJobId: string, attempt: number): Promise<void> {
  await db
    .update(jobRuns)
    .set({ status: 'interrupted', finishedAt: sql`now()`, error: INTERRUPTED_MESSAGE })
    .where(
      and(eq(jobRuns.queueJobId, queueJobId), eq(jobRuns.status, 'running'), lt(jobRuns.attempt, attempt)),
    );
}

/**
 * Attempts still 'running' well past their time limit whose pg-boss job is no longer active (their
 * instance died; pg-boss expired the job): written down as interrupted — to be retried, or not.
 */
export async function reconcileRuns(db: Db, graceSeconds: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update job_runs r set status = 'interrupted', finished_at = now(),
          error = case when exists (select 1 from pgboss.job j where j.id = r.queue_job_id and j.state in ('created', 'retry'))
                  then ${INTERRUPTED_MESSAGE} else ${ABANDONED_MESSAGE} end
        where r.status = 'running' and r.deadline < now() - ${graceSeconds} * interval '1 second'
          and not exists (select 1 from pgboss.job j where j.id = r.queue_job_id and j.state = 'active')
        returning r.id`,
  );
  return rows.length;
}

/** When the job last started (any outcome), for the catch-up at start. */
export async function lastStartOf(db: Db, job: string): Promise<Date | null> {
  const [row] = await db
    .select({ startedAt: jobRuns.startedAt })
    .from(jobRuns)
    .where(eq(jobRuns.job, job))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  return row?.startedAt ?? null;
}
