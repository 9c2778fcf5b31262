/**
 * Issue 23, deliverable 7 (docs/product/invoices-and-payments.md, 'Invariantes sob concorrência'): the
 * ledger's invariants hold under random sequences of what finance people and clients do, several at
 * once. fast-check draws each sequence (LEDGER_STEPS steps of LEDGER_WORKERS operations); each step
 * runs its operations at the same time through the real HTTP handler (tests/support/ledger-operations.ts:
 * issue, pay in full or partially, split a payment over a client's invoices with the rest as credit,
 * refund from credit / an invoice / automatically, cancel, import an OFX built here, reconcile a line
 * (suggested invoice, payment or bill, split, ignore, undo), send / reprice / accept a proposal on its
 * public page, accrue commissions, bills to pay), then checks, over the whole database:
 *  - tests/support/ledger-invariants.ts: each invoice 0 ≤ paid ≤ total, stored = allocations, status from
 *    paid and due date; at every date money was received too; fine and interest at most what the invoice
 *    charged; each payment's allocations + refunds ≤ its amount; each bank line booked at most once;
 *    commissions = 10 % × money received on the referred client's invoices − the refunded share;
 *  - here: the invoice list's status and paid amount, the cash flow's realised in / out and expected
 *    per month, the DRE per month and the aging, each against sums computed straight from the tables.
 * On PostgreSQL (TEST_DATABASE_URL) the workers' transactions really race; on PGlite the database runs
 * one statement at a time, so the same sequences run with their requests interleaved but serialised.
 *
 * Bounded for CI (LEDGER_RUNS=14 × 3 workers × 10 steps, fixed seed). A failure prints the seed, the
 * fast-check path, the violations and the sequence as it ran. Bigger runs:
 *   LEDGER_SEED=$RANDOM LEDGER_RUNS=200 LEDGER_WORKERS=4 LEDGER_STEPS=14 npx vitest run tests/integration/ledger-invariants.test.ts
 * and LEDGER_PATH=<path printed> replays one failing sequence.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { leads } from '@server/db/schema';
import { billingSettings } from '@server/invoices/billing-settings';
import { partnerAgreements, partners } from '@server/partners/schema';
import type { CashFlowResponse, ReportResponse } from '@shared/insights/schemas';
import type { InvoiceList } from '@shared/invoices/schemas';
import { lateFees } from '@shared/late-fees';
import { fromCents, toCents } from '@shared/money';
import { clearFinanceTables } from '../support/finance';
import {
  bankLineViolations,
  commissionTotalViolations,
  ledgerTimeViolations,
  ledgerViolations,
} from '../support/ledger-invariants';
import {
  createInvoice,
  day,
  type Operation,
  operation,
  perform,
  propose,
  setupAttempt,
  type World,
} from '../support/ledger-operations';
import { createTestApp, type TestApp } from '../support/test-app';

const SEED = Number(process.env.LEDGER_SEED ?? 230_007);
const RUNS = Number(process.env.LEDGER_RUNS ?? 14);
const WORKERS = Number(process.env.LEDGER_WORKERS ?? 3);
const STEPS = Number(process.env.LEDGER_STEPS ?? 10);
const PATH = process.env.LEDGER_PATH || undefined;
const ENGINE = process.env.TEST_DATABASE_URL
  ? 'PostgreSQL'
  : 'PGlite (requisições intercaladas, serializadas)';
const AGREEMENT = { percent: '10', months: 12 };
const DAY = 86_400_000;

let t: TestApp;
let partnerId: string;
const referred: string[] = [];
let worlds = 0;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  await clearFinanceTables(t.db);
  await t.db.execute(sql`delete from partner_commissions`);
  const [partner] = await t.db
    .insert(partners)
    .values({
      name: 'Parceira Invariante',
      personType: 'pf',
      document: '11144477735',
      contactName: 'Iara',
      email: 'iara.invariante@exemplo.com.br',
      code: 'INVARIANTE',
    })
    .returning({ id: partners.id });
  partnerId = partner!.id;
  await t.db.insert(partnerAgreements).values({
    partnerId,
    kind: 'percentual',
    percent: AGREEMENT.percent,
    recurringMonths: AGREEMENT.months,
    attributionDays: 30,
    validFrom: day(-400),
  });
  for (const login of ['financeiro', 'comercial', 'adm'] as const) await t.cookieFor(login);
  // The demo partners' fixed commissions (leads already won) are accrued once here: from now on an
  // accrual finds nothing the payments did not already accrue.
  expect((await t.request('/api/partners/commissions/accrue', { as: 'adm', method: 'POST' })).status).toBe(
    200,
  );
});
afterAll(async () => {
  await t?.close();
});

/** A sequence's own clients (one referred by the partner), bank account, two invoices and a sent proposal. */
async function newWorld(): Promise<{ world: World; problems: string[] }> {
  worlds += 1;
  const tag = `S${worlds}`;
  const rows = await t.db
    .insert(leads)
    .values([
      {
        name: `Cliente ${tag}`,
        company: `Empresa ${tag} Ltda`,
        email: `cliente.${tag.toLowerCase()}@exemplo.com.br`,
        source: 'manual',
        status: 'won',
      },
      {
        name: `Indicado ${tag}`,
        company: `Indicada ${tag} Ltda`,
        email: `indicado.${tag.toLowerCase()}@exemplo.com.br`,
        source: 'indicacao',
        status: 'won',
        partnerId,
        referredAt: new Date(Date.now() - 60 * DAY),
      },
    ])
    .returning({ id: leads.id, name: leads.name });
  referred.push(rows[1]!.id);
  const account = await t.request('/api/payments/bank-accounts', {
    as: 'financeiro',
    json: { name: `Itaú ${tag}`, bankCode: '341', branch: '1234', accountNumber: `${10_000 + worlds}-1` },
  });
  expect(account.status).toBe(201);
  const world: World = {
    t,
    tag,
    leads: rows,
    accountId: ((await account.json()) as { id: string }).id,
    acctId: `${10_000 + worlds}1`,
    tokens: new Map(),
    counter: { fitid: 0, ip: worlds * 17 },
  };
  const setup = setupAttempt(world);
  await createInvoice(setup, 0, 120_000, -10);
  await createInvoice(setup, 1, 250_000, 15);
  await propose(setup, 1, 400_000);
  const problems = [...setup.problems];
  // A bill to pay and a first statement: the overdue invoice paid through its PIX code, the bill paid,
  // and a deposit nobody recorded yet.
  for (const op of [
    { op: 'expense', cents: 35_000, due: -2, paid: null },
    {
      op: 'import',
      lines: [
        { kind: 'pix', pick: 1, cents: 1, day: 0 },
        { kind: 'expense', pick: 0, cents: 1, day: -1 },
        { kind: 'other', pick: 0, cents: 48_000, day: -3 },
      ],
    },
  ] satisfies Operation[])
    problems.push(...(await perform(world, 0, op)).problems);
  return { world, problems };
}

const monthOf = (value: string) => value.slice(0, 7);
const add = (map: Map<string, bigint>, key: string, cents: bigint) =>
  map.set(key, (map.get(key) ?? 0n) + cents);
const daysLate = (due: string, today: string) => Math.round((Date.parse(today) - Date.parse(due)) / DAY);

/** The invoice list, cash flow, DRE and aging (through the handler) against sums straight from the tables. */
async function reportViolations(world: World): Promise<string[]> {
  const found: string[] = [];
  const today = day(0);
  const thisMonth = monthOf(today);
  const get = async <T>(path: string) => {
    const response = await t.request(path, { as: 'financeiro' });
    if (response.status !== 200) found.push(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const [payments, allocations, expenses, invoices, settings] = await Promise.all([
    queryRows<{ day: string; amount: string; fee: string }>(
      t.db,
      sql`select received_on::text as day, amount::text as amount, fee::text as fee from payments`,
    ),
    queryRows<{ invoice_id: string; day: string; amount: string; late_fees: string }>(
      t.db,
      sql`select pa.invoice_id, p.received_on::text as day, pa.amount::text as amount, pa.late_fees::text as late_fees
          from payment_allocations pa join payments p on p.id = pa.payment_id`,
    ),
    queryRows<{ amount: string; due: string; paid_on: string | null; cancelled: boolean }>(
      t.db,
      sql`select amount::text as amount, due_date::text as due, paid_on::text as paid_on,
            cancelled_at is not null as cancelled from expenses`,
    ),
    queryRows<{
      id: string;
      number: string | null;
      lead_id: string;
      total: string;
      due: string;
      issued: boolean;
      cancelled: boolean;
    }>(
      t.db,
      sql`select id, number, lead_id, total::text as total, due_date::text as due,
            issued_at is not null as issued, cancelled_at is not null as cancelled from invoices`,
    ),
    billingSettings(t.db),
  ]);
  const paidOf = new Map<string, bigint>();
  for (const row of allocations) add(paidOf, row.invoice_id, toCents(row.amount));
  const received = new Map<string, bigint>();
  const feesPaid = new Map<string, bigint>();
  const lateIn = new Map<string, bigint>();
  const spent = new Map<string, bigint>();
  for (const row of payments) {
    add(received, monthOf(row.day), toCents(row.amount));
    add(feesPaid, monthOf(row.day), toCents(row.fee));
  }
  for (const row of allocations) add(lateIn, monthOf(row.day), toCents(row.late_fees));
  for (const row of expenses)
    if (row.paid_on && !row.cancelled) add(spent, monthOf(row.paid_on), toCents(row.amount));
  const open = invoices
    .filter((row) => row.issued && !row.cancelled)
    .map((row) => ({ ...row, open: toCents(row.total) - (paidOf.get(row.id) ?? 0n) }))
    .filter((row) => row.open > 0n);

  // The invoice list: each of the sequence's invoices with the paid amount and status its allocations give.
  for (const lead of world.leads) {
    const list = await get<InvoiceList>(`/api/invoices?leadId=${lead.id}&limit=100`);
    for (const item of list.items ?? []) {
      const row = invoices.find((invoice) => invoice.id === item.id)!;
      const paid = paidOf.get(item.id) ?? 0n;
      const status = !row.issued
        ? 'rascunho'
        : row.cancelled
          ? 'cancelada'
          : paid >= toCents(row.total)
            ? 'paga'
            : row.due < today
              ? 'vencida'
              : paid > 0n
                ? 'parcialmente_paga'
                : 'aberta';
      if (toCents(item.paid) !== paid || item.status !== status)
        found.push(
          `lista: ${item.number} ${item.status} pago ${item.paid}; as alocações dão ${status} ${fromCents(paid)}`,
        );
    }
  }

  // Cash flow: realised per month = payments − bills paid that month; expected = what is open.
  const cash = await get<CashFlowResponse>('/api/finance/cash-flow');
  const expectedIn = new Map<string, bigint>();
  for (const row of open) add(expectedIn, [monthOf(row.due), thisMonth].sort()[1]!, row.open);
  const expectedOut = new Map<string, bigint>();
  for (const row of expenses)
    if (!row.paid_on && !row.cancelled)
      add(expectedOut, [monthOf(row.due), thisMonth].sort()[1]!, toCents(row.amount));
  for (const month of cash.months ?? []) {
    const m = month.month;
    const pairs: [string, string, bigint][] = [
      ['recebido', month.realisedIn, received.get(m) ?? 0n],
      ['multa e juros recebidos', month.lateFeesIn, lateIn.get(m) ?? 0n],
      ['taxas', month.fees, feesPaid.get(m) ?? 0n],
      ['pago', month.realisedOut, spent.get(m) ?? 0n],
    ];
    if (month.kind !== 'past')
      pairs.push(
        ['a receber', month.expectedIn, expectedIn.get(m) ?? 0n],
        ['a pagar', month.expectedOut, expectedOut.get(m) ?? 0n],
      );
    for (const [label, shown, cents] of pairs)
      if (toCents(shown) !== cents)
        found.push(`fluxo de caixa ${m}: ${label} ${shown} ≠ ${fromCents(cents)} nas tabelas`);
  }

  // DRE of the last three months: receita = payments, multas e juros, taxas, despesas, resultado.
  const from = `${monthOf(new Date(Date.parse(`${thisMonth}-15`) - 62 * DAY).toISOString())}-01`;
  const dre = await get<ReportResponse>(`/api/finance/reports/dre?from=${from}&to=${today}`);
  const line = (key: string) => dre.rows?.find((row) => row.key === key);
  const months = (dre.columns ?? []).filter((column) => column.kind === 'money' && column.key !== 'total');
  if (months.length < 3) found.push(`DRE de ${from} a ${today}: ${months.length} meses`);
  for (const month of months.map((column) => column.key)) {
    const gross = received.get(month) ?? 0n;
    const fees = feesPaid.get(month) ?? 0n;
    const paidOut = spent.get(month) ?? 0n;
    const pairs: [string, unknown, bigint][] = [
      ['receita', line('receita')?.[month], gross],
      ['multas e juros', line('receita:multas_juros')?.[month], lateIn.get(month) ?? 0n],
      ['taxas', line('taxas')?.[month], fees],
      ['despesas', line('despesas')?.[month], paidOut],
      ['resultado', dre.totals?.[month], gross - fees - paidOut],
    ];
    for (const [label, shown, cents] of pairs)
      if (toCents(String(shown ?? '0')) !== cents)
        found.push(`DRE ${month}: ${label} ${String(shown)} ≠ ${fromCents(cents)} nas tabelas`);
  }

  // Aging today: the open amount by days past due, and the fine and interest the overdue ones accrued.
  const aging = await get<ReportResponse>('/api/finance/reports/aging');
  const buckets = { current: 0n, d1_30: 0n, d31_60: 0n, d61_90: 0n, d90: 0n, total: 0n, late_fees: 0n };
  for (const row of open) {
    const late = daysLate(row.due, today);
    const bucket =
      late <= 0 ? 'current' : late <= 30 ? 'd1_30' : late <= 60 ? 'd31_60' : late <= 90 ? 'd61_90' : 'd90';
    buckets[bucket] += row.open;
    buckets.total += row.open;
    const charges = lateFees({
      openAmount: fromCents(row.open),
      dueDate: row.due,
      today,
      finePercent: settings.finePercent,
      monthlyInterestPercent: settings.monthlyInterestPercent,
    });
    buckets.late_fees += toCents(charges.fine) + toCents(charges.interest);
  }
  for (const [key, cents] of Object.entries(buckets)) {
    const shown = aging.totals?.[key];
    if (toCents(String(shown ?? '0')) !== cents)
      found.push(`aging: ${key} ${String(shown)} ≠ ${fromCents(cents)} nas tabelas`);
  }
  return found;
}

async function violations(world: World): Promise<string[]> {
  const [ledger, time, lines, commissions] = await Promise.all([
    ledgerViolations(t.db),
    ledgerTimeViolations(t.db),
    bankLineViolations(t.db),
    commissionTotalViolations(t.db, referred, AGREEMENT),
  ]);
  return [...ledger, ...time, ...lines, ...commissions, ...(await reportViolations(world))];
}

/**
 * A step: each worker its own operation, or — one step in three — all of them the same one at once
 * (a double click, two people on one invoice, payment or line), where a missing lock shows.
 */
const step = fc.oneof(
  { weight: 2, arbitrary: fc.array(operation, { minLength: WORKERS, maxLength: WORKERS }) },
  { weight: 1, arbitrary: operation.map((op) => Array.from({ length: WORKERS }, () => op)) },
);
const sequence = fc.array(step, { minLength: STEPS, maxLength: STEPS });

describe('the ledger under concurrent operations', () => {
  it(
    `keeps its invariants after every step (${RUNS} sequences × ${WORKERS} workers × ${STEPS} steps)`,
    async () => {
      console.info(
        `ledger invariants on ${ENGINE}: LEDGER_SEED=${SEED} LEDGER_RUNS=${RUNS} LEDGER_WORKERS=${WORKERS} LEDGER_STEPS=${STEPS}`,
      );
      let stepsRun = 0;
      const tally = new Map<string, Record<'feito' | 'recusado' | 'nada', number>>();
      await fc.assert(
        fc.asyncProperty(sequence, async (steps: Operation[][]) => {
          const { world, problems: setupProblems } = await newWorld();
          const log: string[] = [];
          const fail = (after: string, problems: string[]) => {
            throw new Error(
              [
                `${problems.length} violação(ões) ${after} (LEDGER_SEED=${SEED}, ${ENGINE}):`,
                ...problems.map((problem) => `  - ${problem}`),
                `Sequência ${world.tag} como rodou:`,
                ...log.map((entry) => `  ${entry}`),
              ].join('\n'),
            );
          };
          if (setupProblems.length) fail('no preparo', setupProblems);
          for (const [index, step] of steps.entries()) {
            const outcomes = await Promise.all(step.map((op, worker) => perform(world, worker + 1, op)));
            stepsRun += 1;
            for (const outcome of outcomes) {
              const entry = tally.get(outcome.op) ?? { feito: 0, recusado: 0, nada: 0 };
              entry[outcome.result] += 1;
              tally.set(outcome.op, entry);
            }
            log.push(...outcomes.map((outcome) => `passo ${index + 1} ${outcome.line}`));
            const problems = [
              ...outcomes.flatMap((outcome) => outcome.problems),
              ...(await violations(world)),
            ];
            if (problems.length) fail(`depois do passo ${index + 1}`, problems);
          }
          if (process.env.LEDGER_LOG) console.info([`Sequência ${world.tag}:`, ...log].join('\n  '));
        }),
        { seed: SEED, numRuns: RUNS, path: PATH, endOnFailure: true },
      );
      console.info(
        `operações (feitas / recusadas / sem alvo): ${[...tally]
          .sort()
          .map(([op, count]) => `${op} ${count.feito}/${count.recusado}/${count.nada}`)
          .join(', ')}`,
      );
      expect(stepsRun).toBe(PATH ? STEPS : RUNS * STEPS);
    },
    Math.max(180_000, RUNS * STEPS * 3_000),
  );
});
