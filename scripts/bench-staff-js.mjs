#!/usr/bin/env node
/**
 * `npm run bench:staff-js`: the JavaScript each staff page loads on its first visit (cold cache), as gzip
 * bytes — the sum of the .gz siblings the build wrote for every script the page fetched — and the time
 * until the page shows its data with the CPU slowed 4× (a mid-range phone). Needs `npm run build`.
 * Issue 25's budget: ≤ 150 KB of gzip JS per staff page. `--max=KB` exits 1 above it.
 */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
const maxKb = Number(process.argv.find((arg) => arg.startsWith('--max='))?.slice(6) ?? 0);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);

const pages = [
  '/admin',
  '/admin/leads',
  '/admin/projects',
  '/admin/appointments',
  '/admin/blog',
  '/admin/users',
  '/admin/settings',
  '/dashboard/comercial',
  '/dashboard/financeiro',
  '/dashboard/mkt',
  '/conta',
  '/coders',
  '/coders/adm/privacidade',
  '/coders/adm/auditoria',
  '/coders/comercial/propostas',
  '/coders/comercial/metas',
  '/coders/finance/faturas',
  '/coders/finance/pagamentos',
  '/coders/finance/fluxo-caixa',
  '/coders/finance/relatorios',
  '/coders/mkt/campanhas',
  '/coders/mkt/assets',
  '/coders/mkt/analytics',
  '/coders/parceiros/visao-geral',
  '/coders/colaboradores/tarefas',
  '/coders/colaboradores/timesheet',
  '/coders/colaboradores/okrs',
  '/coders/colaboradores/onboarding',
].filter((path) => !only || path.includes(only));

const server = spawn(process.execPath, [join(root, 'scripts/e2e-server.mjs')], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

const gzipSize = (url) => {
  const file = join(root, 'dist/web', new URL(url).pathname);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : existsSync(file) ? statSync(file).size : 0;
};

await waitForServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ email: 'adm@coders.example', password: process.env.DEMO_PASSWORD ?? 'demo12345' }),
});
const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
const [name, value] = cookie.split('=');

const rows = [];
for (const path of pages) {
  const context = await browser.newContext();
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  const started = Date.now();
  await page.goto(`${base}${path}`);
  await page.locator('main').first().waitFor();
  await page
    .getByText('Carregando...', { exact: true })
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => {});
  const ready = Date.now() - started;
  const bytes = [...scripts].reduce((sum, url) => sum + gzipSize(url), 0);
  rows.push({ path, kb: bytes / 1024, scripts: scripts.size, ready });
  if (process.argv.includes('--detail')) {
    const list = [...scripts]
      .map((url) => [gzipSize(url), new URL(url).pathname])
      .sort((a, b) => b[0] - a[0]);
    for (const [size, name] of list) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${name}`);
  }
  await context.close();
}
await browser.close();
stop();

console.log('page                                   gzip JS   scripts   ready (4× CPU)');
for (const row of rows) {
  console.log(
    `${row.path.padEnd(38)} ${row.kb.toFixed(0).padStart(5)} KB   ${String(row.scripts).padStart(5)}     ${(row.ready / 1000).toFixed(2)} s`,
  );
}
const worst = Math.max(...rows.map((row) => row.kb));
console.log(`largest: ${worst.toFixed(0)} KB`);
if (maxKb && worst > maxKb) {
  console.error(`over the ${maxKb} KB budget`);
  process.exit(1);
}
