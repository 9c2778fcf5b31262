/**
 * The viewer cache's worth (docs/decisions/007, 010): GET /api/leads signed in as adm, in process
 * (app.request, no HTTP), on the seeded test snapshot (PGlite in memory), with the 5-second viewer
 * cache and with it cleared before every request. Prints the median of 5 rounds for each.
 * With DATABASE_URL it runs against that PostgreSQL database instead (migrated and seeded if empty).
 *
 *   npx vitest run  # once, to build .data-test/snapshot.tar.gz
 *   npx tsx scripts/bench-viewer.ts [requests-per-round] [concurrency]
 */
import { readFileSync } from 'node:fs';
import { createApp } from '@server/app';
import { clearViewerCache } from '@server/auth/viewer-cache';
import { buildDeps } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { isEmpty, seedDemoData } from '@server/db/seed';

const perRound = Number(process.argv[2] ?? 200);
const concurrency = Number(process.argv[3] ?? 4);
const rounds = 5;

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '3999' });
const url = process.env.DATABASE_URL;
const database = url
  ? await openDatabase({ url })
  : await openDatabase({ memory: true, loadDataDir: new Blob([readFileSync('.data-test/snapshot.tar.gz')]) });
const deps = buildDeps(database, config);
if (url) {
  await database.migrate();
  if (await isEmpty(deps.db)) await seedDemoData(deps.auth, deps.db, 'demo12345');
}
const app = createApp(deps);
const signIn = await app.request('/api/auth/sign-in/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: config.baseUrl },
  body: JSON.stringify({ email: 'adm@coders.example', password: 'demo12345' }),
});
const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;

async function round(cache: boolean): Promise<{ rps: number; p50: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < perRound) {
        next += 1;
        if (!cache) clearViewerCache();
        const t0 = performance.now();
        const response = await app.request('/api/leads?limit=20', { headers: { cookie } });
        if (response.status !== 200) throw new Error(`status ${response.status}`);
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: perRound / seconds, p50: latencies[Math.floor(latencies.length / 2)]! };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
await round(true); // warm-up
const results: Record<string, { rps: number[]; p50: number[] }> = {
  cache: { rps: [], p50: [] },
  none: { rps: [], p50: [] },
};
for (let i = 0; i < rounds; i++) {
  for (const cache of [true, false]) {
    const r = await round(cache);
    const key = cache ? 'cache' : 'none';
    results[key]!.rps.push(r.rps);
    results[key]!.p50.push(r.p50);
  }
}
for (const [key, value] of Object.entries(results)) {
  console.log(
    `${key === 'cache' ? 'com cache  ' : 'sem cache  '} ${median(value.rps).toFixed(0)} req/s, latência mediana ${median(value.p50).toFixed(1)} ms  (medianas de ${rounds} rodadas de ${perRound} pedidos, ${concurrency} em paralelo)`,
  );
}
await database.close();
