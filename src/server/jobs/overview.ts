/**
 * What the 'Rotinas' page and the health check read (docs/product/health.md): per declared job its
 * schedule in PT-BR, next run, last attempt, recent failures and whether one is stuck — a run still
 * active past its time limit, i.e. its instance died or hangs.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import type { JobRunStatus, JobTrigger } from '@shared/jobs/catalog';
import { describeCron } from '@shared/jobs/rules';
import type { JobRun, JobStatus, JobsOverview } from '@shared/jobs/schemas';
import { isManual, type JobDefinition, nextRunOf } from './define';

/** A run still active this long past its limit is stuck (its own timer would have failed it by now). */
export const STUCK_GRACE_SECONDS = 30;

type RunRow = {
  id: string;
  job: string;
  status: JobRunStatus;
  trigger: JobTrigger;
  attempt: number;
  started_at: Date | string;
  finished_at: Date | string | null;
  duration_ms: number | null;
  summary: string | null;
  error: string | null;
  instance: string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export const toRun = (row: RunRow): JobRun => ({
  id: row.id,
  status: row.status,
  trigger: row.trigger,
  attempt: Number(row.attempt),
  startedAt: iso(row.started_at),
  finishedAt: row.finished_at ? iso(row.finished_at) : null,
  durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
  summary: row.summary,
  error: row.error,
  instance: row.instance,
});

const RUN_COLUMNS = sql.raw(
  'id, job, status, trigger, attempt, started_at, finished_at, duration_ms, summary, error, instance',
);
const namesOf = (jobs: readonly JobDefinition[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(jobs.map((job) => job.name))}::jsonb))`;

export async function jobsOverview(
  db: Db,
  jobs: readonly JobDefinition[],
  now = new Date(),
): Promise<JobsOverview> {
  const names = namesOf(jobs);
  const [latest, failures, week, stuck] = await Promise.all([
    queryRows<RunRow>(
      db,
      sql`select distinct on (job) ${RUN_COLUMNS} from job_runs where job in ${names} order by job, started_at desc`,
    ),
    queryRows<RunRow>(
      db,
      sql`select ${RUN_COLUMNS} from (
            select *, row_number() over (partition by job order by started_at desc) as n from job_runs
            where job in ${names} and status in ('failed', 'interrupted') and started_at > now() - interval '30 days'
          ) f where n <= 5 order by started_at desc`,
    ),
    queryRows<{ job: string; runs: number; failed: number }>(
      db,
      sql`select job, count(*)::int as runs, count(*) filter (where status in ('failed', 'interrupted'))::int as failed
          from job_runs where job in ${names} and started_at > now() - interval '7 days' group by job`,
    ),
    stuckJobs(db, jobs),
  ]);
  const byJob = <T extends { job: string }>(rows: T[], name: string) =>
    rows.filter((row) => row.job === name);
  return {
    checkedAt: now.toISOString(),
    jobs: jobs.map(
      (job): JobStatus => ({
        name: job.name,
        title: job.title,
        description: job.description,
        cron: job.schedule,
        scheduleLabel: job.schedule ? describeCron(job.schedule) : 'Sob demanda, pela fila',
        nextRunAt: job.schedule ? nextRunOf(job.schedule, now).toISOString() : null,
        retry: { ...job.retry },
        timeoutSeconds: job.timeoutSeconds,
        manual: isManual(job),
        lastRun: byJob(latest, job.name).map(toRun)[0] ?? null,
        stuck: stuck.has(job.name),
        recentFailures: byJob(failures, job.name).map(toRun),
        week: {
          runs: Number(byJob(week, job.name)[0]?.runs ?? 0),
          failed: Number(byJob(week, job.name)[0]?.failed ?? 0),
        },
      }),
    ),
  };
}

export async function jobRunsOf(db: Db, job: string, limit = 30): Promise<JobRun[]> {
  const rows = await queryRows<RunRow>(
    db,
    sql`select ${RUN_COLUMNS} from job_runs where job = ${job} order by started_at desc limit ${limit}`,
  );
  return rows.map(toRun);
}

/** Jobs with an attempt still running past its limit. */
export async function stuckJobs(db: Db, jobs: readonly JobDefinition[]): Promise<Set<string>> {
  const rows = await queryRows<{ job: string }>(
    db,
    sql`select distinct job from job_runs
        where job in ${namesOf(jobs)} and status = 'running'
          and deadline < now() - ${STUCK_GRACE_SECONDS} * interval '1 second'`,
  );
  return new Set(rows.map((row) => row.job));
}

/** Jobs whose latest finished attempt failed (or was interrupted). */
export async function failingJobs(db: Db, jobs: readonly JobDefinition[]): Promise<Set<string>> {
  const rows = await queryRows<{ job: string; status: JobRunStatus }>(
    db,
    sql`select distinct on (job) job, status from job_runs
        where job in ${namesOf(jobs)} and status <> 'running' order by job, started_at desc`,
  );
  return new Set(
    rows.filter((row) => row.status === 'failed' || row.status === 'interrupted').map((row) => row.job),
  );
}
