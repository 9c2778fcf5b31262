/**
 * The operations of the ledger's concurrency test (tests/integration/ledger-invariants.test.ts), each
 * done the way a person does it, through the real HTTP handler: read what the screen shows (the open
 * invoices of a client, a payment's refundable amount, the statement's suggestions, the proposal's page),
 * then act on it. Several workers run one operation each at the same time, so what they read may be
 * stale by the time they act: a refusal (404, 409, 410, 422, in PT-BR) is an answer, a 5xx or any
 * other status is a violation, and so is a success that does not match what the person saw.
 *
 * An operation is plain data drawn by fast-check (`operation`); its picks (`pick`) are resolved when it
 * runs against the sequence's current rows, the most recent first, so workers of one step often reach
 * for the same invoice, payment or line.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { queryRows } from '@server/db/client';
import { fromCents, toCents } from '@shared/money';
import type { OpenInvoice, PaymentItem } from '@shared/payments/schemas';
import type {
  StatementImportSummary,
  StatementLine,
  StatementList,
} from '@shared/payments/statement-schemas';
import type { PublicProposal } from '@shared/proposals/schemas';
import type { DemoLogin, TestApp } from './test-app';

const DAY = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
/** The São Paulo calendar day `offset` days from now. */
export const day = (offset: number) => dayFormat.format(new Date(Date.now() + offset * DAY));
const shift = (base: string, offset: number) =>
  new Date(Date.parse(`${base}T12:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
const CPF = '529.982.247-25';
const money = (cents: number | bigint) => fromCents(BigInt(cents));

export type Operation =
  | { op: 'issue'; lead: number; cents: number; due: number; draft: boolean }
  | { op: 'pay'; pick: number; day: number; fees: 'none' | 'pix' | 'over' }
  | { op: 'partial'; pick: number; share: number; credit: number; day: number }
  | { op: 'allocate'; lead: number; credit: number; day: number }
  | { op: 'applyCredit'; pick: number; share: number }
  | {
      op: 'refund';
      pick: number;
      source: 'auto' | 'credit' | 'invoice';
      share: number;
      /** Days after the payment (capped at today), or tomorrow (a date typed wrong). */
      day: number | 'tomorrow';
    }
  | { op: 'cancel'; pick: number }
  | { op: 'import'; lines: StatementPlan[] }
  | { op: 'reconcile'; pick: number; action: 'suggested' | 'split' | 'ignore' | 'undo' }
  | { op: 'propose'; lead: number; cents: number }
  | { op: 'reprice'; pick: number; cents: number }
  | { op: 'accept'; pick: number }
  | { op: 'accrue' }
  | { op: 'expense'; cents: number; due: number; paid: number | null }
  | { op: 'payExpense'; pick: number; day: number }
  | { op: 'cancelExpense'; pick: number }
  | { op: 'editExpense'; pick: number; cents: number; unpaid: boolean };
type StatementPlan = {
  kind: 'invoice' | 'pix' | 'payment' | 'expense' | 'other' | 'again';
  pick: number;
  cents: number;
  day: number;
};

const pick = fc.nat({ max: 3 });
const cents = fc.integer({ min: 5_000, max: 300_000 });
/** Mostly past days, sometimes today, rarely tomorrow (a date typed wrong). */
const pastDay = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -25, max: -1 }) },
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.constant(1) },
);

export const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('issue' as const),
      lead: fc.nat({ max: 1 }),
      cents,
      due: fc.integer({ min: -40, max: 40 }),
      draft: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      pick,
      day: pastDay,
      fees: fc.constantFrom('none' as const, 'pix' as const, 'over' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('partial' as const),
      pick,
      share: fc.integer({ min: 1, max: 99 }),
      credit: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
      day: pastDay,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('allocate' as const),
      lead: fc.nat({ max: 1 }),
      credit: fc.integer({ min: 0, max: 80_000 }),
      day: pastDay,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('applyCredit' as const),
      pick,
      share: fc.integer({ min: 1, max: 120 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('refund' as const),
      pick,
      source: fc.constantFrom('auto' as const, 'credit' as const, 'invoice' as const),
      share: fc.integer({ min: 1, max: 100 }),
      // Days after the payment (capped at today); now and then typed before it, or ahead of today.
      day: fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min: 0, max: 12 }) },
        { weight: 1, arbitrary: fc.integer({ min: -5, max: -1 }) },
        { weight: 1, arbitrary: fc.constant('tomorrow' as const) },
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), pick }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('import' as const),
      lines: fc.array(
        fc.record({
          kind: fc.constantFrom(
            'invoice' as const,
            'pix' as const,
            'payment' as const,
            'expense' as const,
            'other' as const,
            'again' as const,
          ),
          pick,
          cents: fc.integer({ min: -50_000, max: 200_000 }).filter((value) => value !== 0),
          day: fc.integer({ min: -20, max: 0 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('reconcile' as const),
      pick,
      action: fc.constantFrom('suggested' as const, 'split' as const, 'ignore' as const, 'undo' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('propose' as const), lead: fc.nat({ max: 1 }), cents }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reprice' as const), pick, cents }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('accept' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('accrue' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('expense' as const),
      cents: fc.integer({ min: 1_000, max: 80_000 }),
      due: fc.integer({ min: -20, max: 20 }),
      paid: fc.option(pastDay, { nil: null, freq: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('payExpense' as const), pick, day: pastDay }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancelExpense' as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('editExpense' as const),
      pick,
      cents: fc.integer({ min: 1_000, max: 80_000 }),
      unpaid: fc.boolean(),
    }),
  },
);

/** One sequence's own clients, bank account and proposal links. */
export type World = {
  t: TestApp;
  tag: string;
  /** [client without partner, client referred by the partner] */
  leads: { id: string; name: string }[];
  accountId: string;
  acctId: string;
  tokens: Map<string, string>;
  counter: { fitid: number; ip: number };
};

/** What one worker did in a step: the line printed with a failing sequence, and what it broke. */
export type Outcome = {
  op: Operation['op'];
  line: string;
  problems: string[];
  result: 'feito' | 'recusado' | 'nada';
};

type InvoiceRow = {
  id: string;
  number: string | null;
  lead_id: string;
  total: string;
  paid_amount: string;
  due_date: string;
  issued: boolean;
  cancelled: boolean;
};

const REFUSALS = new Set([404, 409, 410, 422]);

class Attempt {
  readonly statuses: number[] = [];
  readonly problems: string[] = [];
  /** The status of each write (not a read): what the outcome counts as done or refused. */
  readonly writes: number[] = [];
  constructor(
    readonly world: World,
    readonly label: string[],
  ) {}

  /** A request; a refusal is returned as null, anything but success or refusal is a problem. */
  async call<T>(
    path: string,
    init: RequestInit & { as?: DemoLogin; json?: unknown } = {},
    expected = [200, 201],
  ): Promise<T | null> {
    const method = init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET');
    const response = await this.world.t.request(path, { as: 'financeiro', ...init });
    this.statuses.push(response.status);
    if (method !== 'GET') this.writes.push(response.status);
    const text = await response.text();
    if (expected.includes(response.status)) return (text ? JSON.parse(text) : null) as T;
    if (REFUSALS.has(response.status)) {
      const message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? '';
      this.label.push(`(${response.status}: ${message.slice(0, 90)})`);
      if (!message) this.problems.push(`${path}: ${response.status} sem mensagem`);
      return null;
    }
    this.problems.push(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return null;
  }
}

const issuedOf = (rows: InvoiceRow[]) => rows.filter((row) => row.issued && !row.cancelled);
const openOf = (rows: InvoiceRow[]) =>
  issuedOf(rows).filter((row) => toCents(row.paid_amount) < toCents(row.total));
/** The `n`-th most recent of `rows`. */
function recent<T>(rows: T[], n: number): T | undefined {
  return rows.length ? rows[rows.length - 1 - (n % rows.length)] : undefined;
}

async function invoicesOf(world: World): Promise<InvoiceRow[]> {
  return queryRows<InvoiceRow>(
    world.t.db,
    sql`select id, number, lead_id, total::text as total, paid_amount::text as paid_amount,
          due_date::text as due_date, issued_at is not null as issued, cancelled_at is not null as cancelled
        from invoices where lead_id in (${sql.join(
          world.leads.map((lead) => sql`${lead.id}::uuid`),
          sql`, `,
        )}) order by created_at, id`,
  );
}
async function paymentsOf(world: World) {
  return queryRows<{ id: string; amount: string; received_on: string; linked: boolean }>(
    world.t.db,
    sql`select p.id, p.amount::text as amount, p.received_on::text as received_on,
          exists (select 1 from bank_statement_lines b where b.matched_payment_id = p.id) as linked
        from payments p where p.amount > 0 and p.lead_id in (${sql.join(
          world.leads.map((lead) => sql`${lead.id}::uuid`),
          sql`, `,
        )}) order by p.created_at, p.id`,
  );
}
async function expensesOf(world: World) {
  return queryRows<{
    id: string;
    amount: string;
    supplier: string;
    due: string;
    paid_on: string | null;
    paid: boolean;
    cancelled: boolean;
  }>(
    world.t.db,
    sql`select id, amount::text as amount, supplier, due_date::text as due, paid_on::text as paid_on,
          paid_on is not null as paid, cancelled_at is not null as cancelled
        from expenses where supplier = ${`Fornecedor ${world.tag}`} order by created_at, id`,
  );
}
async function linesOf(world: World) {
  return queryRows<{ id: string; amount: string; fitid: string; booked: boolean }>(
    world.t.db,
    sql`select id, amount::text as amount, regexp_replace(external_id, '^ofx:|#[0-9]+$', '', 'g') as fitid,
          num_nonnulls(matched_payment_id, matched_expense_id, ignored_at) > 0 as booked
        from bank_statement_lines where bank_account_id = ${world.accountId} order by created_at, id`,
  );
}
async function openInvoicesOf(attempt: Attempt, leadId: string) {
  const answer = await attempt.call<{ items: OpenInvoice[] }>(`/api/payments/open-invoices?leadId=${leadId}`);
  return answer?.items ?? [];
}

function proposalBody(world: World, leadId: string, unitCents: number) {
  return {
    leadId,
    title: `Projeto ${world.tag}`,
    intro: 'Olá!',
    scope: 'Site com 5 páginas',
    terms: 'Pagamento conforme o plano.',
    validUntil: '2099-12-31',
    paymentPlan: {
      kind: 'instalments',
      instalments: [
        { label: 'Entrada', percent: 50, dueInDays: 0 },
        { label: 'Entrega', percent: 50, dueInDays: 30 },
      ],
    },
    items: [{ description: 'Desenvolvimento do site', quantity: 1, unitPrice: money(unitCents) }],
  };
}

/** A sent proposal of the sequence's client, its link kept for the client's side. */
export async function propose(attempt: Attempt, leadIndex: number, unitCents: number) {
  const { world } = attempt;
  const lead = world.leads[leadIndex % world.leads.length]!;
  const created = await attempt.call<{ id: string }>('/api/proposals', {
    as: 'comercial',
    json: proposalBody(world, lead.id, unitCents),
  });
  if (!created) return;
  const sent = await attempt.call<{ url: string }>(`/api/proposals/${created.id}/send`, {
    as: 'comercial',
    method: 'POST',
  });
  if (sent) world.tokens.set(created.id, sent.url.split('/proposta/')[1]!);
  attempt.label.push(`proposta R$ ${money(unitCents)} para ${lead.name}`);
}

export async function createInvoice(attempt: Attempt, leadIndex: number, amount: number, due: number) {
  const { world } = attempt;
  const lead = world.leads[leadIndex % world.leads.length]!;
  const dueDate = day(due);
  const draft = await attempt.call<{ id: string }>('/api/invoices', {
    json: {
      leadId: lead.id,
      competence: dueDate.slice(0, 7),
      dueDate,
      items: [{ description: `Serviço ${world.tag}`, quantity: 1, unitPrice: money(amount) }],
    },
  });
  if (!draft) return;
  const issued = await attempt.call<{ number: string }>(`/api/invoices/${draft.id}/issue`, {
    method: 'POST',
  });
  attempt.label.push(`emite ${issued?.number} R$ ${money(amount)} vence ${dueDate} (${lead.name})`);
}

function ofxOf(world: World, lines: { fitid: string; posted: string; cents: bigint; memo: string }[]) {
  const transactions = lines
    .map((line, index) => {
      const amount = fromCents(line.cents);
      // Half the lines with a decimal comma, as Brazilian banks often write them.
      const written = index % 2 ? amount.replace('.', ',') : amount;
      return `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${line.posted.replace(/-/g, '')}120000[-3:BRT]<TRNAMT>${written}<FITID>${line.fitid}<MEMO>${line.memo}</STMTTRN>`;
    })
    .join('\n');
  return `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><BANKID>0341<ACCTID>${world.acctId}</BANKACCTFROM><BANKTRANLIST>\n${transactions}\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
}

async function importStatement(attempt: Attempt, plans: StatementPlan[]) {
  const { world } = attempt;
  const [invoices, payments, expenses, lines] = await Promise.all([
    invoicesOf(world),
    paymentsOf(world),
    expensesOf(world),
    linesOf(world),
  ]);
  const open = openOf(invoices);
  const entries: { fitid: string; posted: string; cents: bigint; memo: string }[] = [];
  for (const plan of plans) {
    const fresh = () => `${world.tag}-${++world.counter.fitid}`;
    let entry = { fitid: fresh(), posted: day(plan.day), cents: BigInt(plan.cents), memo: 'DEPOSITO' };
    const invoice = recent(open, plan.pick);
    if (plan.kind === 'invoice' && invoice) {
      const owed = toCents(invoice.total) - toCents(invoice.paid_amount);
      entry = { ...entry, cents: owed, memo: `PIX RECEBIDO ${invoice.number!.replace(/-/g, '')}` };
    } else if (plan.kind === 'pix' && invoice) {
      // What the invoice's PIX code asks for today: open amount + fine and interest.
      const shown = (await openInvoicesOf(attempt, invoice.lead_id)).find((item) => item.id === invoice.id);
      if (shown)
        entry = {
          ...entry,
          posted: day(0),
          cents: toCents(shown.open) + toCents(shown.lateFees),
          memo: 'PIX RECEBIDO QR',
        };
    } else if (plan.kind === 'payment') {
      const payment = recent(
        payments.filter((row) => !row.linked),
        plan.pick,
      );
      if (payment)
        entry = {
          ...entry,
          posted: [shift(payment.received_on, 1), day(0)].sort()[0]!,
          cents: toCents(payment.amount),
          memo: 'TED RECEBIDA',
        };
    } else if (plan.kind === 'expense') {
      const expense = recent(
        expenses.filter((row) => !row.cancelled),
        plan.pick,
      );
      if (expense)
        entry = { ...entry, cents: -toCents(expense.amount), memo: `PIX ENVIADO ${expense.supplier}` };
    } else if (plan.kind === 'again') {
      const again = recent(lines, plan.pick);
      if (again) entry = { ...entry, fitid: again.fitid, cents: toCents(again.amount), memo: 'REPETIDO' };
    }
    if (entry.cents === 0n) entry.cents = 100n;
    entries.push(entry);
  }
  const body = new FormData();
  body.set('file', new File([ofxOf(world, entries)], 'extrato.ofx'));
  body.set('accountId', world.accountId);
  const summary = await attempt.call<StatementImportSummary>('/api/payments/statement', {
    method: 'POST',
    body,
  });
  attempt.label.push(
    `importa ${entries.map((entry) => `${entry.fitid} ${fromCents(entry.cents)} ${entry.posted} "${entry.memo}"`).join('; ')}`,
  );
  if (summary) {
    attempt.label.push(`→ ${summary.imported} importado(s), ${summary.duplicates} já importado(s)`);
    // Nothing skipped silently: every line of the file has its row in the summary.
    if (summary.imported + summary.duplicates + summary.refused !== entries.length)
      attempt.problems.push(`importação: ${entries.length} linhas, resumo com ${JSON.stringify(summary)}`);
  }
}

async function reconcile(attempt: Attempt, n: number, action: 'suggested' | 'split' | 'ignore' | 'undo') {
  const { world } = attempt;
  const target = recent(await linesOf(world), n);
  if (!target) return void attempt.label.push('nada a conciliar');
  const path = `/api/payments/statement/${target.id}`;
  attempt.label.push(`lançamento ${target.fitid} (${target.amount})`);
  if (action === 'undo' || (target.booked && action !== 'suggested')) {
    attempt.label.push('desfaz');
    await attempt.call<StatementLine>(`${path}/undo`, { method: 'POST' });
    return;
  }
  if (action === 'ignore') {
    attempt.label.push('ignora');
    await attempt.call(`${path}/ignore`, { json: { reason: 'Tarifa lançada no fechamento' } });
    return;
  }
  if (action === 'split') {
    const cents = toCents(target.amount);
    const open = openOf(await invoicesOf(world));
    const first = recent(open, n);
    if (!first || cents <= 0n) return void attempt.label.push('nada a dividir');
    const others = open.filter((row) => row.lead_id === first.lead_id && row.id !== first.id);
    const allocations: { invoiceId: string; amount: string }[] = [];
    let left = cents;
    for (const invoice of [first, ...others.slice(0, 1)]) {
      const share = [left, toCents(invoice.total) - toCents(invoice.paid_amount)].sort((a, b) =>
        a < b ? -1 : 1,
      )[0]!;
      if (share <= 0n) continue;
      allocations.push({ invoiceId: invoice.id, amount: fromCents(share) });
      left -= share;
    }
    attempt.label.push(`divide ${allocations.map((row) => row.amount).join(' + ')}`);
    await attempt.call(`${path}/split`, { json: { method: 'pix', allocations } });
    return;
  }
  // What the screen suggests first for this line.
  const listed = await attempt.call<StatementList>(`/api/payments/statement?accountId=${world.accountId}`);
  const line = listed?.items.find((item) => item.id === target.id);
  const suggestion = line?.suggestions[0];
  if (!line || !suggestion) {
    attempt.label.push('sem sugestão: tenta conciliar a fatura mais recente');
    const invoice = recent(openOf(await invoicesOf(world)), n);
    if (invoice) await attempt.call(`${path}/accept`, { json: { invoiceId: invoice.id, method: 'pix' } });
    return;
  }
  if (suggestion.kind === 'invoice') {
    attempt.label.push(`concilia ${suggestion.number} (${suggestion.amount} + ${suggestion.lateFees})`);
    await attempt.call(`${path}/accept`, { json: { invoiceId: suggestion.invoiceId, method: 'pix' } });
  } else if (suggestion.kind === 'payment') {
    attempt.label.push(`vincula pagamento de ${suggestion.amount}`);
    await attempt.call(`${path}/link`, { json: { paymentId: suggestion.paymentId } });
  } else {
    attempt.label.push(`vincula conta ${suggestion.amount}`);
    await attempt.call(`${path}/link`, { json: { expenseId: suggestion.expenseId } });
  }
}

async function refund(attempt: Attempt, operation: Extract<Operation, { op: 'refund' }>) {
  const target = recent(await paymentsOf(attempt.world), operation.pick);
  if (!target) return void attempt.label.push('nada a estornar');
  const payment = await attempt.call<PaymentItem>(`/api/payments/${target.id}`);
  if (!payment) return;
  const refundable = toCents(payment.refundable);
  const wanted = refundable > 0n ? (refundable * BigInt(operation.share) + 99n) / 100n : 100n;
  const held = payment.invoices.find((invoice) => toCents(invoice.amount) + toCents(invoice.lateFees) > 0n);
  const invoiceId = operation.source === 'invoice' ? (held ?? payment.invoices[0])?.id : undefined;
  const receivedOn =
    operation.day === 'tomorrow' ? day(1) : [shift(payment.receivedOn, operation.day), day(0)].sort()[0]!;
  attempt.label.push(
    `estorna ${fromCents(wanted)} de ${payment.amount} (${payment.receivedOn}, crédito ${payment.credit}) de ${operation.source} em ${receivedOn}`,
  );
  if (operation.source === 'invoice' && !invoiceId) return void attempt.label.push('sem fatura');
  const done = await attempt.call<PaymentItem>(`/api/payments/${target.id}/refund`, {
    json: { amount: fromCents(wanted), source: operation.source, invoiceId, receivedOn },
  });
  if (done && toCents(done.amount) !== -wanted)
    attempt.problems.push(`estorno de ${fromCents(wanted)} gravado como ${done.amount}`);
}

/** 'Aplicar crédito': a share of a payment's credit (over 100 % now and then) on its client's open invoice. */
async function applyCredit(attempt: Attempt, operation: Extract<Operation, { op: 'applyCredit' }>) {
  // The pick-th of the latest payments that hold credit and whose client has an open invoice.
  const candidates: { payment: PaymentItem; open: OpenInvoice }[] = [];
  for (const row of (await paymentsOf(attempt.world)).slice(-8).reverse()) {
    const found = await attempt.call<PaymentItem>(`/api/payments/${row.id}`);
    if (!found?.clientId || toCents(found.credit) <= 0n) continue;
    const first = (await openInvoicesOf(attempt, found.clientId))[0];
    if (first) candidates.push({ payment: found, open: first });
  }
  const chosen = candidates[operation.pick % Math.max(candidates.length, 1)];
  const payment = chosen?.payment;
  const open = chosen?.open;
  if (!payment || !open) return void attempt.label.push('sem crédito ou sem fatura em aberto');
  const credit = toCents(payment.credit);
  const wanted = (credit * BigInt(operation.share) + 99n) / 100n;
  const amount = wanted < toCents(open.open) ? wanted : toCents(open.open);
  attempt.label.push(
    `aplica ${fromCents(amount)} do crédito ${payment.credit} em ${open.number} (${open.open})`,
  );
  await attempt.call<PaymentItem>(`/api/payments/${payment.id}/apply-credit`, {
    json: { allocations: [{ invoiceId: open.id, amount: fromCents(amount) }] },
  });
}

async function acceptProposal(attempt: Attempt, n: number) {
  const { world } = attempt;
  const ids = [...world.tokens.keys()];
  const id = recent(ids, n);
  if (!id) return void attempt.label.push('nenhuma proposta');
  const token = world.tokens.get(id)!;
  const headers = () => ({
    'x-forwarded-for': `198.51.100.${++world.counter.ip % 250}`,
    'user-agent': 'Teste/1.0',
  });
  const page = await attempt.call<PublicProposal>(`/api/public/proposals/${token}`, { headers: headers() });
  if (!page) return;
  attempt.label.push(`cliente aceita v${page.version} de R$ ${page.totals.total}`);
  const accepted = await attempt.call<{ total: string }>(
    `/api/public/proposals/${token}/accept`,
    {
      headers: headers(),
      json: {
        name: 'Cliente do Teste',
        cpf: CPF,
        agree: true,
        selectedOptionalItemIds: [],
        version: page.version,
        contentHash: page.contentHash,
      },
    },
    [200],
  );
  if (!accepted) return;
  // The client accepted exactly what their page showed.
  const [stored] = await queryRows<{ total: string; hash: string; invoices: string; count: number }>(
    world.t.db,
    sql`select p.total::text as total, p.accepted_snapshot->>'contentHash' as hash,
          coalesce((select sum(i.total) from invoices i where i.proposal_id = p.id), 0)::text as invoices,
          (select count(*)::int from projects j where j.id = p.project_id) as count
        from proposals p where p.id = ${id}`,
  );
  if (stored?.total !== page.totals.total || stored.hash !== page.contentHash)
    attempt.problems.push(
      `proposta aceita com ${stored?.total} (hash ${stored?.hash}); a página mostrava ${page.totals.total} (${page.contentHash})`,
    );
  if (stored?.invoices !== accepted.total || stored.count !== 1)
    attempt.problems.push(
      `aceite de ${accepted.total}: faturas somam ${stored?.invoices}, ${stored?.count} projeto(s)`,
    );
}

/** Runs one operation for one worker; never throws (a throw is a problem of the outcome). */
export async function perform(world: World, worker: number, operation: Operation): Promise<Outcome> {
  const attempt = new Attempt(world, [`w${worker}`, operation.op]);
  try {
    await run(attempt, operation);
  } catch (error) {
    attempt.problems.push(`${operation.op} lançou ${(error as Error).stack ?? String(error)}`);
  }
  return {
    op: operation.op,
    result:
      attempt.writes.length === 0
        ? 'nada'
        : attempt.writes.every((status) => status < 300)
          ? 'feito'
          : 'recusado',
    line: `${attempt.label.join(' ')} → ${attempt.statuses.join(',') || '—'}`,
    problems: attempt.problems.map((problem) => `w${worker} ${operation.op}: ${problem}`),
  };
}

async function run(attempt: Attempt, operation: Operation): Promise<void> {
  const { world } = attempt;
  const label = (text: string) => {
    attempt.label.push(text);
  };
  switch (operation.op) {
    case 'issue': {
      const draft = operation.draft ? (await invoicesOf(world)).find((row) => !row.issued) : undefined;
      if (!draft) return createInvoice(attempt, operation.lead, operation.cents, operation.due);
      label(`emite o rascunho de R$ ${draft.total} (proposta aceita)`);
      await attempt.call(`/api/invoices/${draft.id}/issue`, { method: 'POST' });
      return;
    }
    case 'pay':
    case 'partial': {
      const target = recent(issuedOf(await invoicesOf(world)), operation.pick);
      if (!target) return label('nenhuma fatura');
      const shown = (await openInvoicesOf(attempt, target.lead_id)).find((item) => item.id === target.id);
      if (!shown) return label(`${target.number} sem valor em aberto`);
      let receivedOn = day(operation.day);
      let amount = toCents(shown.open);
      let lateFees = 0n;
      let credit = 0n;
      if (operation.op === 'partial') {
        amount = (amount * BigInt(operation.share)) / 100n || 1n;
        credit = BigInt(operation.credit);
      } else if (operation.fees !== 'none' && toCents(shown.lateFees) > 0n) {
        // Paid through the PIX code today: what it asks for, or (typed wrong) ten reais more.
        receivedOn = day(0);
        lateFees = toCents(shown.lateFees) + (operation.fees === 'over' ? 1_000n : 0n);
      }
      label(
        `paga ${target.number}: ${fromCents(amount)} + multa ${fromCents(lateFees)} + crédito ${fromCents(credit)} em ${receivedOn}`,
      );
      await attempt.call('/api/payments', {
        json: {
          receivedOn,
          amount: fromCents(amount + lateFees + credit),
          method: 'pix',
          allocations: [{ invoiceId: target.id, amount: fromCents(amount), lateFees: fromCents(lateFees) }],
        },
      });
      return;
    }
    case 'allocate': {
      // 'Distribuir pelo vencimento': the client's open invoices, oldest first, and the rest as credit.
      const lead = world.leads[operation.lead % world.leads.length]!;
      const open = (await openInvoicesOf(attempt, lead.id)).slice(0, 3);
      const allocations = open.map((item) => ({ invoiceId: item.id, amount: item.open }));
      const total =
        allocations.reduce((sum, item) => sum + toCents(item.amount), 0n) + BigInt(operation.credit);
      if (total === 0n) return label('nada a distribuir');
      label(
        `distribui ${fromCents(total)} em ${open.map((item) => `${item.number} ${item.open}`).join(', ')}`,
      );
      await attempt.call('/api/payments', {
        json: {
          receivedOn: day(operation.day),
          amount: fromCents(total),
          method: 'pix',
          leadId: lead.id,
          allocations,
        },
      });
      return;
    }
    case 'applyCredit':
      return applyCredit(attempt, operation);
    case 'refund':
      return refund(attempt, operation);
    case 'cancel': {
      const target = recent(issuedOf(await invoicesOf(world)), operation.pick);
      if (!target) return label('nenhuma fatura');
      label(`cancela ${target.number} (pago ${target.paid_amount})`);
      await attempt.call(`/api/invoices/${target.id}/cancel`, { json: { reason: 'Emitida por engano' } });
      return;
    }
    case 'import':
      return importStatement(attempt, operation.lines);
    case 'reconcile':
      return reconcile(attempt, operation.pick, operation.action);
    case 'propose':
      return propose(attempt, operation.lead, operation.cents);
    case 'reprice': {
      const id = recent([...world.tokens.keys()], operation.pick);
      if (!id) return label('nenhuma proposta');
      const [row] = await queryRows<{ lead_id: string }>(
        world.t.db,
        sql`select lead_id from proposals where id = ${id}`,
      );
      label(`muda o preço da proposta para R$ ${money(operation.cents)}`);
      await attempt.call(`/api/proposals/${id}`, {
        as: 'comercial',
        method: 'PUT',
        json: proposalBody(world, row!.lead_id, operation.cents),
      });
      return;
    }
    case 'accept':
      return acceptProposal(attempt, operation.pick);
    case 'accrue': {
      const result = await attempt.call<{ created: number }>('/api/partners/commissions/accrue', {
        as: 'adm',
        method: 'POST',
      });
      label(`apura comissões → ${result?.created}`);
      // Every payment and refund accrued its commission in its own transaction: nothing is left.
      if (result && result.created !== 0)
        attempt.problems.push(`a apuração criou ${result.created} comissões que os pagamentos não criaram`);
      return;
    }
    case 'expense': {
      const paidOn = operation.paid === null ? null : day(operation.paid);
      label(`conta a pagar R$ ${money(operation.cents)} vence ${day(operation.due)} paga ${paidOn}`);
      await attempt.call('/api/expenses', {
        json: {
          supplier: `Fornecedor ${world.tag}`,
          category: 'Serviços',
          amount: money(operation.cents),
          dueDate: day(operation.due),
          paidOn,
        },
      });
      return;
    }
    case 'payExpense': {
      const target = recent(
        (await expensesOf(world)).filter((row) => !row.paid && !row.cancelled),
        operation.pick,
      );
      if (!target) return label('nenhuma conta em aberto');
      label(`paga a conta de ${target.amount} em ${day(operation.day)}`);
      await attempt.call(`/api/expenses/${target.id}/pay`, { json: { paidOn: day(operation.day) } });
      return;
    }
    case 'cancelExpense': {
      const target = recent(
        (await expensesOf(world)).filter((row) => !row.cancelled),
        operation.pick,
      );
      if (!target) return label('nenhuma conta');
      label(`cancela a conta de ${target.amount}${target.paid ? ' (paga)' : ''}`);
      await attempt.call(`/api/expenses/${target.id}/cancel`, { json: { reason: 'Lançada em duplicidade' } });
      return;
    }
    case 'editExpense': {
      // Corrects the amount, or clears a payment date typed by mistake.
      const target = recent(
        (await expensesOf(world)).filter((row) => !row.cancelled),
        operation.pick,
      );
      if (!target) return label('nenhuma conta');
      const paidOn = operation.unpaid ? null : target.paid_on;
      label(`corrige a conta de ${target.amount} para ${money(operation.cents)}, paga ${paidOn}`);
      await attempt.call(`/api/expenses/${target.id}`, {
        method: 'PATCH',
        json: {
          supplier: target.supplier,
          category: 'Serviços',
          amount: money(operation.cents),
          dueDate: target.due,
          paidOn,
        },
      });
      return;
    }
  }
}

/** A setup step's attempt (not a random operation): its problems fail the sequence the same way. */
export function setupAttempt(world: World): Attempt {
  return new Attempt(world, ['preparo']);
}
