/**
 * What the 'Rotinas' page reads (docs/product/health.md, decision 057): each declared job with its
 * schedule, its last run, the next one and its recent failures; the runs of one job.
 */
import { z } from 'zod';
import type { JobRunStatus, JobTrigger } from './catalog';

export const JOB_NOT_FOUND = 'Rotina não encontrada';
export const JOB_NOT_MANUAL = 'Esta rotina roda só pela fila: não há o que executar agora.';

/** One attempt of a job (a retry is a new attempt of the same run). */
export type JobRun = {
  id: string;
  status: JobRunStatus;
  trigger: JobTrigger;
  /** 1 for the first try, 2 for the first retry, … */
  attempt: number;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  /** What the run did, in PT-BR ('2 faturas emitidas'); null while running or when it failed. */
  summary: string | null;
  error: string | null;
  /** Which server process ran it (host and process id). */
  instance: string;
};

export type JobStatus = {
  name: string;
  title: string;
  description: string;
  /** The cron expression (São Paulo time), or null for a job that only runs from its queue. */
  cron: string | null;
  /** The schedule in PT-BR ('Todo dia às 08:00'). */
  scheduleLabel: string;
  nextRunAt: string | null;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  timeoutSeconds: number;
  /** Whether 'Executar agora' applies. */
  manual: boolean;
  lastRun: JobRun | null;
  /** A run that has been running past its time limit (the health check's red). */
  stuck: boolean;
  recentFailures: JobRun[];
  /** Runs and failures over the last 7 days. */
  week: { runs: number; failed: number };
};

export type JobsOverview = { jobs: JobStatus[]; checkedAt: string };

export type JobRunQueued = { queued: boolean; message: string };

export const jobRunsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
