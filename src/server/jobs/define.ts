/**
 * A declared background job (decision 057): its name (the pg-boss queue), PT-BR title, schedule (cron
 * in America/Sao_Paulo, or none for a job that only runs from its queue), handler, retry policy, time
 * limit and whether runs may overlap. Modules declare their jobs in their server manifest
 * (`src/server/<m>/module.ts`, `jobs`); folders not yet moved to the module shape are listed in
 * core-jobs.ts. The engine (engine.ts) runs them; nothing else schedules business work.
 */
import cronParser from 'cron-parser';
import type { AppDeps } from '@server/context';
import type { JobTrigger } from '@shared/jobs/catalog';
import { TIME_ZONE } from '@shared/time';

export type JobContext<Data> = {
  deps: AppDeps;
  data: Data;
  /** Aborted when the run passes its time limit: long handlers should stop. */
  signal: AbortSignal;
  /** 1 for the first try, 2 for the first retry, … */
  attempt: number;
  /** Whether a failure now is final (no retry left). */
  lastAttempt: boolean;
  trigger: JobTrigger;
  now: Date;
};

export type RetryPolicy = {
  /** Retries after the first try (0 = one try only). */
  limit: number;
  /** Seconds before the first retry. */
  delaySeconds: number;
  /** Double the delay (with jitter) on each retry. */
  backoff: boolean;
};

export type JobDefinition<Data = Record<string, unknown>> = {
  /** The queue name: lowercase words with hyphens, never shown to people. */
  name: string;
  title: string;
  description: string;
  /** Five-field cron, São Paulo wall time; null = runs only when something queues it. */
  schedule: string | null;
  /** Does the work; answers what it did in PT-BR ('2 faturas emitidas'), shown on 'Rotinas'. */
  // Method syntax on purpose: a list of jobs with different data types is a JobDefinition[].
  handler(context: JobContext<Data>): Promise<string>;
  retry: RetryPolicy;
  /** After this the run is failed (and retried); a run still active well past it is 'travada'. */
  timeoutSeconds: number;
  /** One run at a time across every instance (a run asked for meanwhile waits, one at most). */
  singleton: boolean;
  /** Runs at start when its last scheduled time went by with no run (default: scheduled jobs). */
  catchUp?: boolean;
  /** 'Executar agora' (default: scheduled jobs). */
  manual?: boolean;
  /** Workers per instance (default 1). */
  concurrency?: number;
  /** How often an idle worker looks for work (default: the engine's). */
  pollSeconds?: number;
};

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** pg-boss refuses an expiration of 24 h or more. */
const MAX_TIMEOUT_SECONDS = 23 * 60 * 60;

/** Checks a declaration once, where it is written (a bad cron fails at import, not at 08:00). */
export function defineJob<Data = Record<string, unknown>>(job: JobDefinition<Data>): JobDefinition<Data> {
  if (!NAME.test(job.name) || job.name.length > 50) throw new Error(`Nome de rotina inválido: ${job.name}`);
  if (job.schedule !== null) parseSchedule(job.schedule);
  const { limit, delaySeconds } = job.retry;
  if (!Number.isInteger(limit) || limit < 0) throw new Error(`${job.name}: retry.limit inválido`);
  if (!Number.isInteger(delaySeconds) || delaySeconds < 0)
    throw new Error(`${job.name}: retry.delaySeconds inválido`);
  if (
    !Number.isInteger(job.timeoutSeconds) ||
    job.timeoutSeconds < 1 ||
    job.timeoutSeconds > MAX_TIMEOUT_SECONDS
  )
    throw new Error(`${job.name}: timeoutSeconds deve estar entre 1 e ${MAX_TIMEOUT_SECONDS}`);
  if (job.concurrency !== undefined && (!Number.isInteger(job.concurrency) || job.concurrency < 1))
    throw new Error(`${job.name}: concurrency inválido`);
  return job;
}

/** Parses a five-field cron in São Paulo time; throws a PT-BR error for anything else. */
export function parseSchedule(cron: string, currentDate: Date = new Date()) {
  if (cron.trim().split(/\s+/).length !== 5) throw new Error(`Agenda inválida (5 campos): ${cron}`);
  try {
    return cronParser.parseExpression(cron, { tz: TIME_ZONE, currentDate });
  } catch (error) {
    throw new Error(`Agenda inválida: ${cron} (${(error as Error).message})`);
  }
}

/** The next scheduled time after `now`. */
export const nextRunOf = (cron: string, now: Date = new Date()): Date =>
  parseSchedule(cron, now).next().toDate();

/** The last scheduled time at or before `now`. */
export const previousRunOf = (cron: string, now: Date = new Date()): Date =>
  parseSchedule(cron, new Date(now.getTime() + 1))
    .prev()
    .toDate();

export const isManual = (job: JobDefinition) => job.manual ?? job.schedule !== null;
export const catchesUp = (job: JobDefinition) => job.catchUp ?? job.schedule !== null;
