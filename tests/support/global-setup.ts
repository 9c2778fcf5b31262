/**
 * Builds the test database once per run: migrated and seeded with the demo data. On PGlite it is a
 * data-dir snapshot (initdb costs seconds; loading a snapshot costs ~1 s); on PostgreSQL
 * (TEST_DATABASE_URL) it is a template database that each test file clones.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { createAuth } from '@server/auth/auth';
import { openDatabase } from '@server/db/client';
import { seedDemoData } from '@server/db/seed';
import { declaredJobs } from '@server/jobs/declared';
import { installJobEngine } from '@server/jobs/engine';
import { SNAPSHOT_PATH, TEMPLATE_DB, testConfig } from './test-config';

export default async function globalSetup() {
  const config = testConfig();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ url: withDatabase(url, TEMPLATE_DB), poolSize: 2 });
    await database.migrate();
    await installJobEngine(database, declaredJobs());
    await seedDemoData(createAuth(database.db, config), database.db, config.DEMO_PASSWORD);
    await database.close();
    return;
  }
  const database = await openDatabase({ memory: true });
  await database.migrate();
  // pg-boss's schema and queues (decision 057): a test may queue a message without running jobs.
  await installJobEngine(database, declaredJobs());
  await seedDemoData(createAuth(database.db, config), database.db, config.DEMO_PASSWORD);
  const dump = await database.pglite!.dumpDataDir('gzip');
  mkdirSync(dirname(SNAPSHOT_PATH), { recursive: true });
  writeFileSync(SNAPSHOT_PATH, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
