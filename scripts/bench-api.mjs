#!/usr/bin/env node
/**
 * `npm run bench:api` — the leads API under load on a fresh database.
 *
 * 1. Creates a fresh database: embedded PGlite in a temp DATA_DIR (default), or, with DATABASE_URL,
 *    a new database on that PostgreSQL server (dropped at the end).
 * 2. Starts the production server once to migrate and seed the demo data, then bulk-loads N leads
 *    (default 100,000) with one generate_series INSERT (indexes rebuilt after the load) and ANALYZE.
 * 3. Times the list and search queries straight in the database (same SQL the API runs).
 * 4. Starts the production server (dist/server/main.js, NODE_ENV=test), signs in as adm and runs
 *    autocannon, 10 connections × 20 s each: the lead list, a search matching ~1 % of the rows,
 *    and a status change (PATCH). Prints requests/s and p50/p99 latency.
 * 5. Invoices (docs/product/invoices-and-payments.md): bulk-loads N invoices (default 100,000; a third
 *    paid through a payment and its allocation, which the allocations' trigger stores on the invoice;
 *    some cancelled, due dates over two years) and measures the invoice list (due date order, computed
 *    status) and its 'vencida' filter (the partial index invoices_open_due_idx), direct and over HTTP.
 *    INVOICES=0 / --invoices=0 skips them; --only=invoices skips the lead scenarios.
 *
 * Options (env or --flag=value): LEADS / --leads, DURATION / --duration (s), CONNECTIONS / --connections,
 * BENCH_PORT / --port, DATABASE_URL / --database-url, BENCH_SERVER / --server (another build to compare),
 * --keep (leave the loaded database in place and print where it is, to inspect plans by hand).
 * Build first: `npm run build`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const flags = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => {
      const [key, ...rest] = arg.slice(2).split('=');
      return [key, rest.join('=')];
    }),
);
const option = (flag, env, fallback) => flags[flag] ?? process.env[env] ?? fallback;

const LEADS = Number(option('leads', 'LEADS', 100_000));
const INVOICES = Number(option('invoices', 'INVOICES', 100_000));
const ONLY = option('only', 'BENCH_ONLY', '');
const DURATION = Number(option('duration', 'DURATION', 20));
const CONNECTIONS = Number(option('connections', 'CONNECTIONS', 10));
const PORT = Number(option('port', 'BENCH_PORT', 3291));
const DATABASE_URL = option('database-url', 'DATABASE_URL', '');
/** Another server build to compare (default: this checkout's dist/server/main.js). */
const SERVER_ENTRY = option('server', 'BENCH_SERVER', join(root, 'dist/server/main.js'));
const KEEP = 'keep' in flags;
/** Appears in 1 of every 100 generated leads' company, so the search matches ~1 %. */
const SEARCH_TERM = 'horizonte azul';
const BASE = `http://127.0.0.1:${PORT}`;

if (!existsSync(join(root, 'dist/server/main.js')) || !existsSync(join(root, 'dist/web/index.html'))) {
  console.error('Build primeiro: npm run build');
  process.exit(1);
}

const log = (...args) => console.log(`[bench] ${args.join(' ')}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ------------------------------------------------------------------ the database

/** One SQL runner over either driver: `query(text)` → rows, `close()`. */
async function openDirect(target) {
  if (target.url) {
    const client = new pg.Client({ connectionString: target.url });
    client.on('error', () => undefined); // the database is dropped under it on failure
    await client.connect();
    return { query: async (text) => (await client.query(text)).rows, close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(join(target.dataDir, 'pg'), { extensions: { pg_trgm } });
  await db.waitReady;
  return { query: async (text) => (await db.query(text)).rows, close: () => db.close() };
}

async function freshDatabase() {
  if (DATABASE_URL) {
    const name = `coders_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      driver: 'postgres',
      url: url.toString(),
      env: { DATABASE_URL: url.toString() },
      async drop() {
        const client = new pg.Client({ connectionString: DATABASE_URL });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'coders-bench-'));
  const dataDir = join(dir, 'data');
  return {
    driver: 'pglite',
    dataDir,
    env: { DATA_DIR: dataDir },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * N leads in one INSERT … SELECT generate_series. The leads indexes are dropped first and rebuilt
 * after (a bulk build is much faster than N index updates), from their own definitions.
 */
async function bulkLoad(db, count) {
  const indexes = await db.query(
    `select indexname, indexdef from pg_indexes where tablename = 'leads' and indexname <> 'leads_pkey'`,
  );
  for (const { indexname } of indexes) await db.query(`drop index if exists "${indexname}"`);
  const started = performance.now();
  await db.query(`
    insert into leads (name, email, phone, company, service_interest, message, status, source, score, created_at, updated_at)
    select
      (array['Mariana','João','Beatriz','Rafael','Camila','Lucas','Juliana','Pedro','Larissa','Gustavo','Aline','Thiago'])[1 + g % 12]
        || ' ' || (array['Souza','Oliveira','Santos','Pereira','Lima','Carvalho','Ribeiro','Almeida','Costa','Gomes','Martins'])[1 + (g / 12) % 11]
        || ' ' || g,
      'lead' || g || '@carga.exemplo.com.br',
      case when g % 4 = 3 then null else '(11) 9' || lpad((g % 10000)::text, 4, '0') || '-' || lpad(((g / 10000) % 10000)::text, 4, '0') end,
      case when g % 100 = 0 then 'Grupo Horizonte Azul ' || g
           when g % 5 = 0 then null
           else (array['Padaria Pão Dourado','Clínica Sorriso Leve','Studio Fit Academia','Loja Bella Moda','TechNova Soluções','Café do Ponto','Hotel Mar Azul'])[1 + g % 7] || ' ' || (g % 997) end,
      (array['Site institucional','Agente GPT para atendimento','Identidade visual','Marketing digital','Automação de processos','Loja virtual'])[1 + g % 6],
      'Gostaria de um orçamento. Lead de carga número ' || g || '.',
      (array['new','contacted','qualified','proposal','won','lost'])[1 + g % 6],
      (array['site','questionario','consulta','chat','manual'])[1 + g % 5],
      case when g % 3 = 0 then g % 101 else null end,
      now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second',
      now() - (g % 730) * interval '1 day'
    from generate_series(1, ${count}) as g`);
  const inserted = performance.now() - started;
  const rebuilt = performance.now();
  for (const { indexdef } of indexes) await db.query(indexdef);
  await db.query('analyze');
  return { insertMs: inserted, indexMs: performance.now() - rebuilt };
}

// The SQL the API runs (listLeads in src/server/leads/list-leads.ts, with the parameters inlined):
// the capped count and the page as one JSON array.
const pageColumns = `leads.id, leads.name, leads.email, leads.phone, leads.company, leads.service_interest as "serviceInterest",
  leads.message, leads.status, leads.source, leads.score, leads.owner_id as "ownerId", users.name as "ownerName",
  leads.created_at as "createdAt", leads.updated_at as "updatedAt", leads.created_at::text as "cursorKey"`;
const pageOrder = '"createdAt" desc nulls last, id desc nulls last';
const listSql = `
  select
    (select count(*) from (select 1 from leads where true limit 1001) as capped) as total,
    (select json_agg(page order by ${pageOrder}) from (
      select ${pageColumns}
      from leads left join users on users.id = leads.owner_id
      where true
      order by leads.created_at desc nulls last, leads.id desc nulls last limit 51
    ) as page) as items`;
const searchWhere = `leads.search_text like '%${SEARCH_TERM}%'`;
const searchSql = `
  with matches as materialized (select leads.id, leads.created_at from leads where ${searchWhere} limit 1001)
  select (select count(*) from matches) as total,
    (select json_agg(page order by ${pageOrder}) from (
      select ${pageColumns}
      from (select matches.id, matches.created_at from matches
            order by matches.created_at desc nulls last, matches.id desc nulls last limit 51) as top
      join leads on leads.id = top.id left join users on users.id = leads.owner_id
    ) as page) as items`;

async function timeDirect(db, label, sql, runs = 30) {
  for (let i = 0; i < 3; i++) await db.query(sql);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await db.query(sql);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const plan = await db.query(`explain (analyze, buffers off) ${sql}`);
  const execution = plan.map((row) => Object.values(row)[0]).find((line) => /Execution Time/.test(line));
  return {
    label,
    p50: times[Math.floor(runs / 2)],
    p99: times[Math.min(runs - 1, Math.ceil(runs * 0.99) - 1)],
    explain: execution?.trim() ?? '',
    // The indexes the plan reads (e.g. leads_search_text_trgm_idx, invoices_open_due_idx).
    indexes: [
      ...new Set(
        plan.flatMap((row) => [...String(Object.values(row)[0]).matchAll(/ using (\w+)/gi)].map((m) => m[1])),
      ),
    ],
  };
}

/**
 * N issued invoices for the first 2,000 leads, due over two years (60 days ahead to 730 back); one in
 * three paid in full by its own payment, one in fifty cancelled. Indexes rebuilt after, then ANALYZE.
 */
async function bulkLoadInvoices(db, count) {
  const tables = ['invoices', 'payments', 'payment_allocations'];
  const indexes = await db.query(
    `select indexname, indexdef from pg_indexes where tablename in (${tables.map((t) => `'${t}'`).join(', ')})
       and indexdef not like '%UNIQUE%'`,
  );
  for (const { indexname } of indexes) await db.query(`drop index if exists "${indexname}"`);
  const started = performance.now();
  await db.query(`
    insert into invoices (number, lead_id, description, competence, due_date, total, issued_at, cancelled_at, cancel_reason, created_at)
    select
      'FAT-' || (2000 + g / 10000) || '-' || lpad((g % 10000)::text, 4, '0'),
      leads.ids[1 + g % array_length(leads.ids, 1)],
      (array['Mensalidade','50% na aceitação','50% na entrega','Manutenção'])[1 + g % 4],
      date_trunc('month', current_date + 60 - (g % 790))::date,
      current_date + 60 - (g % 790),
      (100 + (g % 9000))::numeric(14,2),
      now() - (g % 790) * interval '1 day',
      case when g % 50 = 0 then now() else null end,
      case when g % 50 = 0 then 'Carga de teste' else null end,
      now() - (g % 790) * interval '1 day'
    from generate_series(1, ${count}) as g,
      (select array_agg(id) as ids from (select id from leads order by created_at limit 2000) l) as leads`);
  await db.query(`
    with src as (
      select gen_random_uuid() as pid, id, total, lead_id, due_date from invoices
      where number like 'FAT-2%' and cancelled_at is null and abs(hashtext(id::text)) % 3 = 0
        and paid_amount = 0 -- not a demo invoice already paid (the paid amount never passes the total)
    ), paid as (
      insert into payments (id, received_on, amount, method, lead_id)
      select pid, due_date, total, 'pix', lead_id from src
    )
    insert into payment_allocations (payment_id, invoice_id, amount) select pid, id, total from src`);
  const inserted = performance.now() - started;
  const rebuilt = performance.now();
  for (const { indexdef } of indexes) await db.query(indexdef);
  await db.query('analyze');
  return { insertMs: inserted, indexMs: performance.now() - rebuilt };
}

// The SQL of listInvoices (src/server/invoices/invoices.ts) with the parameters inlined; the paid amount
// is stored on the invoice (src/server/invoices/ledger.ts, decision 055).
const invoicePaid = 'invoices.paid_amount';
const invoiceStatus = `case when invoices.issued_at is null then 'rascunho' when invoices.cancelled_at is not null then 'cancelada'
  when ${invoicePaid} >= invoices.total then 'paga' when invoices.due_date < current_date then 'vencida'
  when ${invoicePaid} > 0 then 'parcialmente_paga' else 'aberta' end`;
const invoiceListSql = (where) => `
  select
    (select count(*) from (select 1 from invoices ${where ? `where ${where}` : ''} limit 1001) capped) as total,
    (select json_agg(page) from (
      select invoices.id, invoices.number, invoices.lead_id, leads.name, projects.title, invoices.description,
        invoices.competence::text, invoices.due_date::text, invoices.total, (${invoicePaid})::numeric(14,2)::text as paid,
        ${invoiceStatus} as status, invoices.created_at::text
      from (select invoices.id from invoices ${where ? `where ${where}` : ''}
            order by invoices.due_date desc, invoices.id desc limit 51) ids
      join invoices on invoices.id = ids.id
      inner join leads on leads.id = invoices.lead_id left join projects on projects.id = invoices.project_id
    ) page) as items`;

// ------------------------------------------------------------------ the server

function startServer(env) {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      LOG_LEVEL: 'error',
      SEED_DEMO: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitHealthy(child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}`);
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('o servidor não respondeu em 150 s');
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function signIn() {
  const response = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT}` },
    body: JSON.stringify({ email: 'adm@coders.example', password: process.env.DEMO_PASSWORD ?? 'demo12345' }),
  });
  if (!response.ok) throw new Error(`login falhou: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

function run(label, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { connections: CONNECTIONS, duration: DURATION, ...options },
      (error, result) => (error ? reject(error) : resolve({ label, result })),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

// ------------------------------------------------------------------ main

async function assertPortFree() {
  try {
    await fetch(`${BASE}/api/health`);
  } catch {
    return;
  }
  throw new Error(`a porta ${PORT} já está em uso; escolha outra com BENCH_PORT=...`);
}

await assertPortFree();
const target = await freshDatabase();
let server;
const report = { driver: target.driver, leads: LEADS, connections: CONNECTIONS, durationS: DURATION };
try {
  log(`banco novo (${target.driver}); migrando e semeando os dados de demonstração...`);
  server = startServer(target.env);
  await waitHealthy(server);
  if (target.driver === 'pglite') await stopServer(server); // PGlite is single-process: free the folder.

  const direct = await openDirect(target);
  log(`carregando ${LEADS.toLocaleString('pt-BR')} leads...`);
  const load = await bulkLoad(direct, LEADS);
  const [{ count }] = await direct.query('select count(*)::int as count from leads');
  const [{ matches }] = await direct.query(`select count(*)::int as matches from leads where ${searchWhere}`);
  log(
    `carga: ${Math.round(load.insertMs)} ms insert + ${Math.round(load.indexMs)} ms índices/ANALYZE; ${count} leads, busca casa ${matches} (${((matches / count) * 100).toFixed(2)} %)`,
  );
  report.load = { ...load, total: count, searchMatches: matches };

  report.direct = [
    await timeDirect(direct, 'lista: página 1 + contagem', listSql),
    await timeDirect(direct, `busca '${SEARCH_TERM}': página 1 + contagem`, searchSql),
  ];
  const ids = (await direct.query('select id from leads order by created_at desc limit 200')).map(
    (row) => row.id,
  );
  if (INVOICES > 0) {
    log(`carregando ${INVOICES.toLocaleString('pt-BR')} faturas...`);
    const invoiceLoad = await bulkLoadInvoices(direct, INVOICES);
    const [{ invoiceCount, overdue }] = await direct.query(
      `select count(*)::int as "invoiceCount", count(*) filter (where ${invoiceStatus} = 'vencida')::int as overdue from invoices`,
    );
    log(
      `carga: ${Math.round(invoiceLoad.insertMs)} ms insert + ${Math.round(invoiceLoad.indexMs)} ms índices/ANALYZE; ${invoiceCount} faturas, ${overdue} vencidas`,
    );
    report.invoiceLoad = { ...invoiceLoad, total: invoiceCount, overdue };
    report.direct.push(
      await timeDirect(direct, 'faturas: página 1 + contagem', invoiceListSql('')),
      await timeDirect(
        direct,
        "faturas 'vencida': página 1 + contagem",
        // The API's 'vencida' filter (statusFilter in src/server/invoices/invoices.ts).
        invoiceListSql(
          `invoices.issued_at is not null and invoices.cancelled_at is null and invoices.paid_amount < invoices.total and invoices.due_date < current_date`,
        ),
      ),
    );
  }
  await direct.close();

  if (target.driver === 'pglite') {
    server = startServer(target.env);
    await waitHealthy(server);
  }
  const cookie = await signIn();
  const headers = { cookie, origin: `http://localhost:${PORT}` };
  // Warm the server's code paths and the database caches.
  for (let i = 0; i < 20; i++) {
    await fetch(`${BASE}/api/leads?limit=50`, { headers });
    await fetch(`${BASE}/api/leads?limit=50&q=${encodeURIComponent(SEARCH_TERM)}`, { headers });
  }

  const statuses = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'];
  let next = 0;
  const leadScenarios = [
    ['GET /api/leads (lista)', { url: `${BASE}/api/leads?limit=50`, headers }],
    [
      `GET /api/leads?q=${SEARCH_TERM} (~1 %)`,
      { url: `${BASE}/api/leads?limit=50&q=${encodeURIComponent(SEARCH_TERM)}`, headers },
    ],
    [
      'PATCH /api/leads/:id/status',
      {
        url: BASE,
        requests: [
          {
            method: 'PATCH',
            headers: { ...headers, 'content-type': 'application/json' },
            setupRequest: (request) => {
              const index = next++;
              return {
                ...request,
                path: `/api/leads/${ids[index % ids.length]}/status`,
                // Never 'won': the bench measures the update, not a notification storm.
                body: JSON.stringify({ status: statuses[index % 4] }),
              };
            },
          },
        ],
      },
    ],
  ];
  const invoiceScenarios =
    INVOICES > 0
      ? [
          [
            `GET /api/invoices (${INVOICES.toLocaleString('pt-BR')} faturas)`,
            { url: `${BASE}/api/invoices?limit=50`, headers },
          ],
          [
            'GET /api/invoices?status=vencida',
            { url: `${BASE}/api/invoices?limit=50&status=vencida`, headers },
          ],
        ]
      : [];
  for (let i = 0; i < 20 && INVOICES > 0; i++) {
    await fetch(`${BASE}/api/invoices?limit=50`, { headers });
    await fetch(`${BASE}/api/invoices?limit=50&status=vencida`, { headers });
  }
  const scenarios = ONLY === 'invoices' ? invoiceScenarios : [...leadScenarios, ...invoiceScenarios];
  report.http = [];
  for (const [label, options] of scenarios) {
    log(`${label}: ${CONNECTIONS} conexões × ${DURATION} s...`);
    const { result } = await run(label, options);
    report.http.push({
      label,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      total: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
  }
} finally {
  // Let the last in-flight requests finish before the server closes its pool.
  await sleep(1000);
  if (server) await stopServer(server);
  if (KEEP) log(`banco mantido: ${target.url ?? target.dataDir}`);
  else await target.drop().catch(() => undefined);
}

const ms = (value) => `${value.toFixed(1)} ms`;
console.log(
  `\n## bench:api — ${report.driver}, ${report.leads.toLocaleString('pt-BR')} leads, ${INVOICES.toLocaleString('pt-BR')} faturas, ${CONNECTIONS} conexões × ${DURATION} s\n`,
);
console.log('| requisição | req/s | p50 | p99 | máx | erros/não-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of report.http) {
  console.log(
    `| ${row.label} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} ms | ${row.p99} ms | ${row.max} ms | ${row.errors}/${row.non2xx} |`,
  );
}
console.log('\n| direto no banco | p50 | p99 | EXPLAIN ANALYZE | índices |');
console.log('|---|---:|---:|---|---|');
for (const row of report.direct) {
  console.log(
    `| ${row.label} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.explain} | ${row.indexes.join(', ') || '-'} |`,
  );
}
mkdirSync(join(root, 'reports'), { recursive: true });
const file = join(root, 'reports', `bench-api-${report.driver}.json`);
writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`\n(relatório: ${file})`);
