/**
 * The history of background jobs (decision 057): one row per attempt, written by the engine's wrapper
 * around every handler (engine.ts), read by the 'Rotinas' page and the health check. pg-boss keeps its
 * own queue tables in the `pgboss` schema; this is what people read, kept 90 days.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList } from '@server/db/columns';
import { valuesOf } from '@shared/catalog/entries';
import { jobRunStatuses, jobTriggers } from '@shared/jobs/catalog';

export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The declared job's name (its pg-boss queue). */
    job: text('job').notNull(),
    /** The pg-boss job this attempt belongs to (its retries share it). */
    queueJobId: uuid('queue_job_id').notNull(),
    attempt: integer('attempt').notNull(),
    trigger: text('trigger', { enum: valuesOf(jobTriggers) }).notNull(),
    status: text('status', { enum: valuesOf(jobRunStatuses) })
      .notNull()
      .default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    summary: text('summary'),
    error: text('error'),
    instance: text('instance').notNull(),
    /** When this attempt must be over (started + the job's time limit): past it and still running = stuck. */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('job_runs_trigger_check', inList('trigger', valuesOf(jobTriggers))),
    check('job_runs_status_check', inList('status', valuesOf(jobRunStatuses))),
    check('job_runs_attempt_check', sql`attempt >= 1`),
    index('job_runs_job_idx').on(table.job, table.startedAt),
    index('job_runs_queue_job_idx').on(table.queueJobId),
  ],
);
