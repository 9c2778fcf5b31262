/**
 * The job engine (decision 057): pg-boss 10 on the application's own database — its tables in the
 * `pgboss` schema — over the app's connection (`Database.executeSql`: the pg pool, or the embedded
 * database's thread), so PostgreSQL and PGlite run the same code. pg-boss gives the cron schedules in
 * São Paulo time (its timekeeper inserts each scheduled run once across instances: one instance per
 * interval checks the crons, and the run it sends is a singleton per minute), the queue with
 * `FOR UPDATE SKIP LOCKED` (a job runs on one instance at a time), retries with backoff, and expiry (a
 * job whose instance died is retried by another once its time is up). This file adds what people
 * read: every attempt is a row of job_runs (runs.ts), with its trigger, duration, result or error.
 */
import { hostname } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { AppDeps } from '@server/context';
import { type Database, type Db, queryRows } from '@server/db/client';
import { rootLogger } from '@server/lib/logger';
import type { JobTrigger } from '@shared/jobs/catalog';
import { TIME_ZONE } from '@shared/time';
import { catchesUp, type JobDefinition, previousRunOf } from './define';
import { finishRun, interruptEarlierAttempts, lastStartOf, reconcileRuns, startRun } from './runs';

export const JOBS_SCHEMA = 'pgboss';

/** What every queued job carries besides its own data: why it runs. */
export type QueuedData = { trigger?: JobTrigger } & Record<string, unknown>;

/** pg-boss's view of a connection: one statement with $n parameters, or a script. */
type Executor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/** Any Drizzle handle (the database or an open transaction) as an executor: $n become bound parameters. */
export function executorFor(db: Db): Executor {
  return {
    async executeSql(text, values = []) {
      const pieces = text.split(/\$(\d+)/);
      const chunks: SQL[] = pieces.map((piece, index) =>
        index % 2 === 0 ? sql.raw(piece) : sql`${values[Number(piece) - 1] ?? null}`,
      );
      return { rows: await queryRows<Record<string, unknown>>(db, sql.join(chunks, sql.raw(''))) };
    },
  };
}

const databaseExecutor = (database: Database): Executor => ({
  executeSql: (text, values) => database.executeSql(text, values),
});

export type EngineOptions = {
  /** The jobs this engine runs (a server runs every declared job, declared.ts). */
  jobs: readonly JobDefinition[];
  /** Shown in the history: which process ran an attempt (default host:pid). */
  instance?: string;
  /** These are all the declared jobs: a schedule in the database for any other job is removed. */
  ownsAllSchedules?: boolean;
  /** Whether this instance takes part in scheduling (pg-boss's timekeeper). */
  schedule?: boolean;
  /** Run, once at start, each scheduled job whose last scheduled time went by without a run. */
  catchUp?: boolean;
  /** How often an idle worker of a scheduled job looks for work (s); 'Executar agora' wakes it. */
  pollSeconds?: number;
  /** Every worker's interval, whatever its job says (tests: 0.5 s). */
  pollEverySeconds?: number;
  /** pg-boss maintenance (expiry of dead instances' jobs, archive) and cron check intervals (s). */
  maintenanceSeconds?: number;
  cronSeconds?: number;
  /** How often the timekeeper's own queue is read (s). */
  cronWorkerSeconds?: number;
  /** How long past its time limit a job is still left to its instance before another may take it (s). */
  expireGraceSeconds?: number;
};

/** Defaults for a serving instance: a scheduled job may start up to ~1 min late; mail is woken in-process. */
const DEFAULTS = {
  pollSeconds: 30,
  maintenanceSeconds: 60,
  cronSeconds: 30,
  cronWorkerSeconds: 15,
  expireGraceSeconds: 30,
};

function bossFor(
  executor: Executor,
  options: Partial<EngineOptions> & { schedule: boolean; supervise: boolean },
) {
  const settings = { ...DEFAULTS, ...options };
  return new PgBoss({
    db: executor as PgBoss.Db,
    schema: JOBS_SCHEMA,
    migrate: true,
    schedule: options.schedule,
    supervise: options.supervise,
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
    cronMonitorIntervalSeconds: settings.cronSeconds,
    cronWorkerIntervalSeconds: settings.cronWorkerSeconds,
    // Finished jobs leave pg-boss's queue after a day and its archive after a week; job_runs keeps
    // what people read (90 days).
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    deleteAfterDays: 7,
  });
}

const queueOptions = (job: JobDefinition, graceSeconds: number): PgBoss.Queue => ({
  name: job.name,
  policy: job.singleton ? 'stately' : 'standard',
  retryLimit: job.retry.limit,
  retryDelay: job.retry.delaySeconds,
  retryBackoff: job.retry.backoff,
  expireInSeconds: job.timeoutSeconds + graceSeconds,
});

/**
 * Creates (or migrates) pg-boss's schema and a queue per job, with the job's retry policy and expiry.
 * Run after the app's migrations on every start (and by the tests' database template), so a message
 * can be queued even by a process that runs no workers.
 */
export async function installJobEngine(
  database: Database,
  jobs: readonly JobDefinition[],
  options: Pick<EngineOptions, 'expireGraceSeconds'> = {},
): Promise<void> {
  const boss = bossFor(databaseExecutor(database), { schedule: false, supervise: false });
  boss.on('error', (error) => rootLogger().error({ err: error }, 'rotinas: erro do pg-boss na instalação'));
  await boss.start();
  try {
    await ensureQueues(boss, jobs, options.expireGraceSeconds ?? DEFAULTS.expireGraceSeconds);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

async function ensureQueues(boss: PgBoss, jobs: readonly JobDefinition[], graceSeconds: number) {
  for (const job of jobs) {
    const options = queueOptions(job, graceSeconds);
    await boss.createQueue(job.name, options);
    // A queue created by an earlier version gets today's policy.
    await boss.updateQueue(job.name, options);
  }
}

/** A PgBoss that is never started: it only writes jobs, through whatever executor a send brings. */
let senderBoss: PgBoss | undefined;
const sender = () => {
  senderBoss ??= bossFor(
    { executeSql: () => Promise.reject(new Error('sem conexão')) },
    {
      schedule: false,
      supervise: false,
    },
  );
  return senderBoss;
};

export type EnqueueOptions = {
  /** The pg-boss job id (a message's delivery id: queuing it twice is a no-op). */
  id?: string;
  /** Throttle: at most one such job per this many seconds (catch-up at start across instances). */
  singletonSeconds?: number;
};

/**
 * Queues a run of `name` through `db` (the database, or the caller's open transaction: the job is
 * then committed with the caller's rows). Resolves to the job id, or null when the queue refused it
 * (a singleton job already waiting, or the same id queued before). Wakes this process's workers.
 */
export async function enqueueJob(
  db: Db,
  name: string,
  data: QueuedData,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const id = await sender().send(name, data, { ...options, db: executorFor(db) } as PgBoss.SendOptions);
  wakeWorkers(name);
  return id;
}

const runningEngines = new Set<JobEngine>();

/** Tells this process's idle workers of `name` to look now (after a commit, a queued job is there). */
export function wakeWorkers(name: string) {
  setImmediate(() => {
    for (const engine of runningEngines) engine.wake(name);
  });
}

/** Runs the declared jobs in this process until stop(). */
export class JobEngine {
  readonly instance: string;
  readonly #deps: AppDeps;
  readonly #options: EngineOptions & typeof DEFAULTS;
  readonly #boss: PgBoss;
  readonly #workers = new Map<string, string[]>();
  readonly #log;
  #started = false;

  constructor(deps: AppDeps, options: EngineOptions) {
    this.#deps = deps;
    this.#options = { ...DEFAULTS, ...options };
    this.instance = options.instance ?? `${hostname()}:${process.pid}`;
    this.#log = (deps.logger ?? rootLogger()).child({ component: 'rotinas', instance: this.instance });
    this.#boss = bossFor(databaseExecutor(deps.database), {
      ...this.#options,
      schedule: options.schedule ?? true,
      supervise: true,
    });
    this.#boss.on('error', (error) => this.#log.warn({ err: error }, 'rotinas: erro do pg-boss'));
    // After each maintenance pass this instance won: attempts whose instance died and whose job is
    // no longer active are written down as interrupted.
    this.#boss.on('maintenance', () => {
      reconcileRuns(this.#deps.db, this.#options.expireGraceSeconds).catch((error) =>
        this.#log.warn({ err: error }, 'rotinas: conciliação do histórico falhou'),
      );
    });
  }

  get jobs(): readonly JobDefinition[] {
    return this.#options.jobs;
  }

  async start(): Promise<void> {
    if (this.#started) return;
    await this.#boss.start();
    await ensureQueues(this.#boss, this.#options.jobs, this.#options.expireGraceSeconds);
    for (const job of this.#options.jobs) {
      const ids: string[] = [];
      for (let n = 0; n < (job.concurrency ?? 1); n++) {
        ids.push(
          await this.#boss.work<QueuedData>(
            job.name,
            {
              pollingIntervalSeconds:
                this.#options.pollEverySeconds ?? job.pollSeconds ?? this.#options.pollSeconds,
              batchSize: 1,
              includeMetadata: true,
            },
            ([queued]) => (queued ? this.#run(job, queued) : Promise.resolve(null)),
          ),
        );
      }
      this.#workers.set(job.name, ids);
    }
    if (this.#options.schedule !== false) await this.#syncSchedules();
    this.#started = true;
    runningEngines.add(this);
    if (this.#options.catchUp) await this.#catchUp();
  }

  /** Stops taking work; a run in progress may finish for up to `timeoutMs`, then it is failed (and retried elsewhere). */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.#started) return;
    runningEngines.delete(this);
    this.#started = false;
    await this.#boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
  }

  wake(name: string) {
    for (const id of this.#workers.get(name) ?? []) this.#boss.notifyWorker(id);
  }

  /** 'Executar agora': queues a manual run; false when one is already waiting. */
  async runNow(name: string): Promise<boolean> {
    return (await enqueueJob(this.#deps.db, name, { trigger: 'manual' })) !== null;
  }

  /** Each scheduled job's cron in pg-boss (São Paulo time); schedules of jobs no longer declared go. */
  async #syncSchedules() {
    const declared = new Set<string>();
    for (const job of this.#options.jobs) {
      if (!job.schedule) continue;
      declared.add(job.name);
      await this.#boss.schedule(job.name, job.schedule, { trigger: 'schedule' }, { tz: TIME_ZONE });
    }
    for (const existing of await this.#boss.getSchedules()) {
      if (this.#options.ownsAllSchedules && !declared.has(existing.name)) {
        await this.#boss.unschedule(existing.name);
      }
    }
  }

  /**
   * A server that was stopped at 08:00 has missed the reminders: at start, each scheduled job whose
   * last scheduled time is later than its last run is queued once (several instances starting
   * together queue it once: the throttle slot is shared).
   */
  async #catchUp() {
    const now = new Date();
    for (const job of this.#options.jobs) {
      if (!job.schedule || !catchesUp(job)) continue;
      const previous = previousRunOf(job.schedule, now);
      // Its scheduled time just went by: the timekeeper sends that run itself.
      if (now.getTime() - previous.getTime() < 2 * 60_000) continue;
      const last = await lastStartOf(this.#deps.db, job.name);
      if (last && last >= previous) continue;
      await enqueueJob(this.#deps.db, job.name, { trigger: 'catch_up' }, { singletonSeconds: 600 });
    }
  }

  async #run(job: JobDefinition, queued: PgBoss.JobWithMetadata<QueuedData>): Promise<{ summary: string }> {
    const attempt = queued.retryCount + 1;
    const trigger = queued.data?.trigger ?? 'queue';
    const deps = this.#deps;
    await interruptEarlierAttempts(deps.db, queued.id, attempt);
    const run = await startRun(deps.db, {
      job: job.name,
      queueJobId: queued.id,
      attempt,
      trigger,
      instance: this.instance,
      timeoutSeconds: job.timeoutSeconds,
    });
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`Tempo esgotado: a rotina passou de ${job.timeoutSeconds} s.`);
        controller.abort(error);
        reject(error);
      }, job.timeoutSeconds * 1000);
    });
    const started = performance.now();
    try {
      const summary = await Promise.race([
        job.handler({
          deps,
          data: queued.data,
          signal: controller.signal,
          attempt,
          lastAttempt: queued.retryCount >= queued.retryLimit,
          trigger,
          now: new Date(),
        }),
        timedOut,
      ]);
      await finishRun(deps.db, run, {
        status: 'succeeded',
        durationMs: performance.now() - started,
        summary,
      });
      return { summary };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await finishRun(deps.db, run, {
        status: 'failed',
        durationMs: performance.now() - started,
        error: message,
      });
      this.#log.warn({ job: job.name, attempt, err: error }, 'rotinas: tentativa falhou');
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
