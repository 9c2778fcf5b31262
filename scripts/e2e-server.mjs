#!/usr/bin/env node
/**
 * Starts the built server for the browser tests on a fresh database: a new PGlite folder, or a new
 * PostgreSQL database created empty when E2E_DATABASE_URL is set. Demo data is seeded as in `npm start`.
 * (Its own variable, not TEST_DATABASE_URL: CI runs the integration suite on PostgreSQL and the browser
 * journeys on the embedded database `npm start` uses, so each engine is proven by a whole suite.)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
// TRUST_PROXY: a journey that sends a public form may give its own X-Forwarded-For address, so the
// per-address form limit (5 per window) counts each journey apart, as it would count real visitors.
const env = { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'error', TRUST_PROXY: '1' };
// E2E_SMTP_URL: this server sends e-mail to a journey's own SMTP server (the second server of
// playwright.config.ts); without it, as before, SMTP is off (SMTP_URL from the caller's shell is dropped
// so every journey of the main server sees a server without SMTP).
delete env.SMTP_URL;
if (process.env.E2E_SMTP_URL) {
  env.SMTP_URL = process.env.E2E_SMTP_URL;
  if (process.env.E2E_SMTP_FROM) env.SMTP_FROM = process.env.E2E_SMTP_FROM;
}
let cleanup = async () => {};

const serverUrl = process.env.E2E_DATABASE_URL;
if (serverUrl) {
  const name = `coders_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  env.SEED_DEMO = '1'; // a PostgreSQL database gets the demo logins only when asked
  cleanup = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
} else {
  const dir = mkdtempSync(join(tmpdir(), 'coders-e2e-'));
  env.DATA_DIR = join(dir, 'data');
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

const child = spawn(process.execPath, [join(root, 'dist/server/main.js')], { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  await cleanup().catch(() => undefined);
  process.exit(code ?? 0);
});
