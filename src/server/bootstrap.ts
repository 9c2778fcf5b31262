/** Opens the database, migrates, seeds, builds the app and (optionally) listens. Used by main and tests. */
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createAuth } from '@server/auth/auth';
import { sessionTtlSeconds } from '@server/auth/session-ttl';
import { type Database, openDatabase } from '@server/db/client';
import { isEmpty, seedDemoData } from '@server/db/seed';
import { declaredJobs } from '@server/jobs/declared';
import { type EngineOptions, installJobEngine, JobEngine } from '@server/jobs/engine';
import { createLogger, setRootLogger } from '@server/lib/logger';
import { startNotificationMailer } from '@server/lib/notification-mailer';
import { projectRoot } from '@server/lib/paths';
import { applyStoredSmtp } from '@server/mail/smtp-settings';
import { closeRealtimeHub, realtimeHub } from '@server/realtime/hub';
import { siteMetaTransform } from '@server/settings/site-meta';
import { createApp } from './app';
import { type Config, shouldSeedDemo } from './config';
import type { AppDeps, AppEnv } from './context';
import { serveWeb } from './web-static';

export type Started = {
  deps: AppDeps;
  app: Hono<AppEnv>;
  url: string;
  seeded: boolean;
  close(): Promise<void>;
};

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ url: config.DATABASE_URL })
    : openDatabase({ dataDir: config.DATA_DIR });
}

export function buildDeps(database: Database, config: Config): AppDeps {
  // New sessions last 'Timeout de Sessão' minutes (settings), read when each session is created.
  const auth = createAuth(database.db, config, { sessionTtlSeconds: () => sessionTtlSeconds(database.db) });
  const logger = createLogger(config.LOG_LEVEL);
  setRootLogger(logger);
  return { database, db: database.db, config, auth, logger };
}

/**
 * The background jobs of a serving process (decision 057): every declared job, on a schedule, with a
 * catch-up at start for a scheduled time that went by while no instance ran (a fresh install runs each
 * once, so 'Rotinas' shows real history).
 */
export async function startJobs(deps: AppDeps, options: Partial<EngineOptions> = {}): Promise<JobEngine> {
  const engine = new JobEngine(deps, {
    jobs: declaredJobs(),
    ownsAllSchedules: true,
    schedule: true,
    catchUp: true,
    ...options,
  });
  await engine.start();
  return engine;
}

export async function startServer(
  config: Config,
  options: {
    database?: Database;
    listen?: boolean;
    seed?: boolean;
    webRoot?: string;
    /** Run the background jobs (default: when listening and JOBS is not 'off'). */
    jobs?: boolean;
  } = {},
): Promise<Started> {
  const database = options.database ?? (await openConfiguredDatabase(config));
  await database.migrate();
  await installJobEngine(database, declaredJobs());
  const deps = buildDeps(database, config);

  let seeded = false;
  const shouldSeed = options.seed ?? shouldSeedDemo(config);
  if (shouldSeed && (await isEmpty(database.db))) {
    await seedDemoData(deps.auth, database.db, config.DEMO_PASSWORD);
    seeded = true;
  }

  // SMTP saved in Configurações → E-mail, unless SMTP_URL is set (decision 066).
  await applyStoredSmtp(database.db, config);
  const app = createApp(deps) as unknown as Hono<AppEnv>;
  // Listen for identity changes from the start, so this process forgets stale viewers at once.
  await realtimeHub(deps).start();
  serveWeb(app, options.webRoot ?? join(projectRoot(), 'dist', 'web'), {
    transformHtml: siteMetaTransform(database.db),
  });

  let server: ReturnType<typeof serve> | undefined;
  let url = '';
  let stopMailer: (() => Promise<void>) | undefined;
  let engine: JobEngine | undefined;
  if (options.listen !== false) {
    // 'Notificações por Email' (settings) queues each staff notification's e-mail as it is created.
    stopMailer = await startNotificationMailer(deps);
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
        url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${info.port}`;
        resolve();
      });
    });
    if (options.jobs ?? config.JOBS !== 'off') engine = await startJobs(deps);
  }

  return {
    deps,
    app,
    url,
    seeded,
    async close() {
      // Open SSE streams would keep server.close() waiting forever: end them first.
      await closeRealtimeHub(deps);
      await engine?.stop().catch(() => undefined);
      await stopMailer?.().catch(() => undefined);
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await database.close();
    },
  };
}
