/** Opens the database, migrates, seeds, builds the app and (optionally) listens. Used by main and tests. */
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { startAnalyticsJob } from '@server/analytics/rollup';
import { createAuth } from '@server/auth/auth';
import { sessionTtlSeconds } from '@server/auth/session-ttl';
import { startBillingJobs } from '@server/billing/billing-jobs';
import { type Database, openDatabase } from '@server/db/client';
import { isEmpty, seedDemoData } from '@server/db/seed';
import { createLogger, setRootLogger } from '@server/lib/logger';
import { startNotificationMailer } from '@server/lib/notification-mailer';
import { projectRoot } from '@server/lib/paths';
import { scheduleCommissionAccrual } from '@server/partners/commissions';
import { scheduleRetention } from '@server/privacy/retention';
import { closeRealtimeHub, realtimeHub } from '@server/realtime/hub';
import { siteMetaTransform } from '@server/settings/site-meta';
import { scheduleBackups } from '@server/system/backups';
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

export async function startServer(
  config: Config,
  options: { database?: Database; listen?: boolean; seed?: boolean; webRoot?: string } = {},
): Promise<Started> {
  const database = options.database ?? (await openConfiguredDatabase(config));
  await database.migrate();
  const deps = buildDeps(database, config);

  let seeded = false;
  const shouldSeed = options.seed ?? shouldSeedDemo(config);
  if (shouldSeed && (await isEmpty(database.db))) {
    await seedDemoData(deps.auth, database.db, config.DEMO_PASSWORD);
    seeded = true;
  }

  const app = createApp(deps) as unknown as Hono<AppEnv>;
  // Listen for identity changes from the start, so this process forgets stale viewers at once.
  await realtimeHub(deps).start();
  serveWeb(app, options.webRoot ?? join(projectRoot(), 'dist', 'web'), {
    transformHtml: siteMetaTransform(database.db),
  });

  let server: ReturnType<typeof serve> | undefined;
  let url = '';
  let stopMailer: (() => Promise<void>) | undefined;
  let stopBackups: (() => void) | undefined;
  let stopBilling: (() => void) | undefined;
  let stopCommissions: (() => void) | undefined;
  let stopAnalytics: (() => void) | undefined;
  let stopRetention: (() => void) | undefined;
  if (options.listen !== false) {
    // 'Notificações por Email' and 'Backup Automático' (settings) run with the serving process.
    stopMailer = await startNotificationMailer(deps);
    stopBackups = scheduleBackups(deps);
    stopBilling = startBillingJobs(deps);
    stopCommissions = scheduleCommissionAccrual(deps);
    stopAnalytics = startAnalyticsJob(deps);
    stopRetention = scheduleRetention(deps);
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
        url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${info.port}`;
        resolve();
      });
    });
  }

  return {
    deps,
    app,
    url,
    seeded,
    async close() {
      // Open SSE streams would keep server.close() waiting forever: end them first.
      await closeRealtimeHub(deps);
      stopBackups?.();
      stopBilling?.();
      stopCommissions?.();
      stopAnalytics?.();
      stopRetention?.();
      await stopMailer?.().catch(() => undefined);
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await database.close();
    },
  };
}
