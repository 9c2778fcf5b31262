/**
 * One app instance for the two-instance test (tests/integration/jobs-two-instances.test.ts): its own
 * process, its own connection pool to the shared PostgreSQL database, the job engine with the
 * fixture jobs and the test's fast intervals. Says 'ready' on stdout; SIGTERM stops it gracefully,
 * SIGKILL is the crash the test wants.
 *   JOBS_DB_URL, JOBS_INSTANCE, JOBS_CRON, SMTP_URL
 */
import { buildDeps } from '@server/bootstrap';
import { openDatabase } from '@server/db/client';
import { JobEngine } from '@server/jobs/engine';
import { fixtureJobs } from './jobs-fixtures';
import { FAST_JOBS } from './test-app';
import { testConfig } from './test-config';

const url = process.env.JOBS_DB_URL!;
const database = await openDatabase({ url, poolSize: 4 });
const deps = buildDeps(database, testConfig({ DATABASE_URL: url, SMTP_URL: process.env.SMTP_URL ?? '' }));
const engine = new JobEngine(deps, {
  ...FAST_JOBS,
  jobs: fixtureJobs(process.env.JOBS_CRON!),
  instance: process.env.JOBS_INSTANCE!,
  schedule: true,
});
await engine.start();
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void engine
    .stop(1000)
    .then(() => database.close())
    .finally(() => process.exit(0));
});
