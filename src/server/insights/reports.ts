/**
 * Finance reports (docs/product/finance-insights.md), each a table of columns and rows the page shows
 * and the CSV exports as is. Period [from, to] in São Paulo calendar days; default: the first day of
 * the month 11 months ago to today.
 *
 * - dre: per month, receita bruta = payments received (received_on), split into what paid invoices and
 *   credits and the fine and interest received ('Multas e juros recebidos', the allocations' late fees),
 *   (−) taxas = their fees, (−) despesas = expenses paid (paid_on) by category, = resultado;
 * - aging: the open amount of issued, not cancelled invoices per client on `to` (default today), by days
 *   past due: a vencer, 1–30, 31–60, 61–90, 90+; apart, the fine and interest the overdue ones have
 *   accrued by then (receivable, not in 'Total em aberto'), with today's settings;
 * - revenue-by-client / -by-service / -by-origin: payments received in the period, through their
 *   allocations to invoices (client = the invoice's lead; service = invoice_items.service, the allocation
 *   split pro rata to the items' amounts, its fine and interest as 'Multas e juros'; origin = the lead's
 *   source and utm campaign); the unallocated rest of a payment goes to the payment's lead (or 'Sem cliente');
 * - default-rate: of the invoices (issued, not cancelled) due in the period and before `asOf`, the open
 *   amount ÷ the amount due, per month.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { billingSettings } from '@server/invoices/billing-settings';
import { invoiceOpenAmountSql, invoicePaidSql } from '@server/invoices/ledger';
import { leadSources } from '@shared/catalog/statuses';
import { services } from '@shared/content/services';
import { saoPauloDay } from '@shared/format';
import {
  type ReportColumn,
  type ReportKey,
  type ReportResponse,
  type ReportRow,
  reportTitles,
} from '@shared/insights/schemas';
import { lateFees } from '@shared/late-fees';
import { fromCents, toCents } from '@shared/money';
import { addDays, addMonths, daysBetween, monthStart } from './dates';

export type ReportOptions = { from?: string; to?: string; now?: Date };

const MONTH_NAMES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
export const monthLabel = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]}/${month.slice(0, 4)}`;

const money = (cents: bigint) => fromCents(cents);
const percent = (part: bigint, whole: bigint) =>
  whole === 0n ? 0 : Math.round((Number(part) / Number(whole)) * 1000) / 10;

function resolvePeriod(options: ReportOptions) {
  const today = saoPauloDay(options.now ?? new Date());
  const to = options.to ?? today;
  const from = options.from ?? addMonths(monthStart(to), -11);
  return { today, from, to, afterTo: addDays(to, 1) };
}

function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = monthStart(from); month <= to; month = addMonths(month, 1)) months.push(month.slice(0, 7));
  return months;
}

async function dre(db: Db, from: string, afterTo: string, months: string[]) {
  const received = await queryRows<{ month: string; amount: string; fee: string }>(
    db,
    sql`select to_char(received_on, 'YYYY-MM') as month, sum(amount)::text as amount, sum(fee)::text as fee
        from payments where received_on >= ${from}::date and received_on < ${afterTo}::date group by 1`,
  );
  const fines = await queryRows<{ month: string; amount: string }>(
    db,
    sql`select to_char(p.received_on, 'YYYY-MM') as month, sum(pa.late_fees)::text as amount
        from payment_allocations pa join payments p on p.id = pa.payment_id
        where p.received_on >= ${from}::date and p.received_on < ${afterTo}::date group by 1`,
  );
  const spent = await queryRows<{ month: string; category: string; amount: string }>(
    db,
    sql`select to_char(paid_on, 'YYYY-MM') as month, category, sum(amount)::text as amount
        from expenses where cancelled_at is null and paid_on >= ${from}::date and paid_on < ${afterTo}::date
        group by 1, 2 order by 2`,
  );
  const line = (key: string, label: string, kind: ReportRow['_kind'], byMonth: Map<string, bigint>) => {
    const row: ReportRow = kind ? { line: label, _kind: kind, key } : { line: label, key };
    let total = 0n;
    for (const month of months) {
      const cents = byMonth.get(month) ?? 0n;
      row[month] = money(cents);
      total += cents;
    }
    row.total = money(total);
    return row;
  };
  const gross = new Map(received.map((row) => [row.month, toCents(row.amount)]));
  const lateFeesIn = new Map(fines.map((row) => [row.month, toCents(row.amount)]));
  const invoiced = new Map(
    months.map((month) => [month, (gross.get(month) ?? 0n) - (lateFeesIn.get(month) ?? 0n)]),
  );
  const fees = new Map(received.map((row) => [row.month, toCents(row.fee)]));
  const categories = [...new Set(spent.map((row) => row.category))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR'),
  );
  const expenseTotal = new Map<string, bigint>();
  const categoryLines = categories.map((category) => {
    const byMonth = new Map<string, bigint>();
    for (const row of spent.filter((item) => item.category === category)) {
      byMonth.set(row.month, toCents(row.amount));
      expenseTotal.set(row.month, (expenseTotal.get(row.month) ?? 0n) + toCents(row.amount));
    }
    return line(`despesa:${category}`, category, 'detail', byMonth);
  });
  const net = new Map(months.map((month) => [month, (gross.get(month) ?? 0n) - (fees.get(month) ?? 0n)]));
  const result = new Map(months.map((month) => [month, net.get(month)! - (expenseTotal.get(month) ?? 0n)]));
  const columns: ReportColumn[] = [
    { key: 'line', label: 'Linha', kind: 'text' },
    ...months.map((month) => ({ key: month, label: monthLabel(month), kind: 'money' as const })),
    { key: 'total', label: 'Total', kind: 'money' },
  ];
  const rows = [
    line('receita', 'Receita bruta (recebimentos)', 'subtotal', gross),
    line('receita:faturas', 'Faturas e créditos', 'detail', invoiced),
    line('receita:multas_juros', 'Multas e juros recebidos', 'detail', lateFeesIn),
    line('taxas', '(−) Taxas de recebimento', undefined, fees),
    line('receita_liquida', 'Receita líquida', 'subtotal', net),
    line('despesas', '(−) Despesas pagas', undefined, expenseTotal),
    ...categoryLines,
  ];
  return { columns, rows, totals: line('resultado', 'Resultado', 'total', result) };
}

async function aging(db: Db, asOf: string) {
  const settings = await billingSettings(db);
  const rows = await queryRows<{ client: string; due: string; open: string }>(
    db,
    sql`select coalesce(nullif(l.company, ''), l.name) as client, to_char(i.due_date, 'YYYY-MM-DD') as due,
          greatest(i.total - coalesce((select sum(pa.amount) from payment_allocations pa
            join payments pay on pay.id = pa.payment_id
            where pa.invoice_id = i.id and pay.received_on <= ${asOf}::date), 0), 0)::text as open
        from invoices i join leads l on l.id = i.lead_id
        where i.issued_at is not null and i.cancelled_at is null
          and (i.issued_at at time zone 'America/Sao_Paulo')::date <= ${asOf}::date`,
  );
  const buckets = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90'] as const;
  const bucketOf = (due: string) => {
    const late = daysBetween(due, asOf);
    if (late <= 0) return 'current';
    if (late <= 30) return 'd1_30';
    if (late <= 60) return 'd31_60';
    if (late <= 90) return 'd61_90';
    return 'd90';
  };
  const keys = [...buckets, 'total', 'late_fees', 'with_fees'] as const;
  const empty = () =>
    Object.fromEntries(keys.map((key) => [key, 0n])) as Record<(typeof keys)[number], bigint>;
  const byClient = new Map<string, ReturnType<typeof empty>>();
  for (const row of rows) {
    const cents = toCents(row.open);
    if (cents <= 0n) continue;
    const entry = byClient.get(row.client) ?? empty();
    // The fine and interest an overdue invoice has accrued by asOf (what its PIX code would ask for).
    const charges = lateFees({
      openAmount: row.open,
      dueDate: row.due,
      today: asOf,
      finePercent: settings.finePercent,
      monthlyInterestPercent: settings.monthlyInterestPercent,
    });
    const accrued = toCents(charges.fine) + toCents(charges.interest);
    entry[bucketOf(row.due)] += cents;
    entry.total += cents;
    entry.late_fees += accrued;
    entry.with_fees += cents + accrued;
    byClient.set(row.client, entry);
  }
  const totals = empty();
  const out: ReportRow[] = [...byClient.entries()]
    .sort((a, b) => Number(b[1].total - a[1].total) || a[0].localeCompare(b[0], 'pt-BR'))
    .map(([client, entry]) => {
      for (const key of keys) totals[key] += entry[key];
      return { client, ...Object.fromEntries(keys.map((key) => [key, money(entry[key])])) };
    });
  const columns: ReportColumn[] = [
    { key: 'client', label: 'Cliente', kind: 'text' },
    { key: 'current', label: 'A vencer', kind: 'money' },
    { key: 'd1_30', label: '1–30 dias', kind: 'money' },
    { key: 'd31_60', label: '31–60 dias', kind: 'money' },
    { key: 'd61_90', label: '61–90 dias', kind: 'money' },
    { key: 'd90', label: '90+ dias', kind: 'money' },
    { key: 'total', label: 'Total em aberto', kind: 'money' },
    { key: 'late_fees', label: 'Multa e juros (vencidas)', kind: 'money' },
    { key: 'with_fees', label: 'Total com multa e juros', kind: 'money' },
  ];
  const totalRow: ReportRow = {
    client: 'Total',
    _kind: 'total',
    ...Object.fromEntries(keys.map((key) => [key, money(totals[key])])),
  };
  return { columns, rows: out, totals: totalRow };
}

/**
 * The money received in the period, split by a dimension of the invoice it paid. Each allocation of a
 * payment received in the period counts once; what a payment did not allocate counts for its lead.
 */
async function revenueBy(
  db: Db,
  from: string,
  afterTo: string,
  dimension: 'client' | 'service' | 'origin',
): Promise<{ columns: ReportColumn[]; rows: ReportRow[]; totals: ReportRow }> {
  const period = sql`pay.received_on >= ${from}::date and pay.received_on < ${afterTo}::date`;
  type Part = { label: string; campaign?: string | null; amount: string };
  let parts: Part[];
  if (dimension === 'service') {
    // Pro rata: allocation × (item amount ÷ sum of the invoice's item amounts), to the cent.
    parts = await queryRows<Part>(
      db,
      sql`with alloc as (
            select pa.invoice_id, sum(pa.amount) as amount from payment_allocations pa
            join payments pay on pay.id = pa.payment_id where ${period} group by pa.invoice_id
          ), fines as (
            select sum(pa.late_fees) as amount from payment_allocations pa
            join payments pay on pay.id = pa.payment_id where ${period}
          ), items as (
            select ii.invoice_id, coalesce(nullif(ii.service, ''), 'Sem serviço') as service,
              ii.quantity * ii.unit_price as value,
              sum(ii.quantity * ii.unit_price) over (partition by ii.invoice_id) as invoice_value
            from invoice_items ii where ii.invoice_id in (select invoice_id from alloc)
          )
          select coalesce(items.service, 'Sem serviço') as label,
            sum(case when items.invoice_value is null or items.invoice_value = 0 then alloc.amount
                     else round(alloc.amount * items.value / items.invoice_value, 2) end)::text as amount
          from alloc left join items on items.invoice_id = alloc.invoice_id
          group by 1
          union all
          select 'Multas e juros' as label, coalesce((select amount from fines), 0)::text as amount
          union all
          select 'Não alocado' as label, sum(pay.amount - coalesce((select sum(pa.amount + pa.late_fees)
            from payment_allocations pa where pa.payment_id = pay.id), 0))::text as amount
          from payments pay where ${period}`,
    );
  } else {
    const label =
      dimension === 'client'
        ? sql.raw(`coalesce(nullif(l.company, ''), l.name, 'Sem cliente')`)
        : sql.raw(`coalesce(l.source, 'sem_origem')`);
    const campaign =
      dimension === 'origin' ? sql.raw(`nullif(l.utm->>'campaign', '')`) : sql.raw('null::text');
    parts = await queryRows<Part>(
      db,
      sql`select ${label} as label, ${campaign} as campaign, sum(x.amount)::text as amount from (
            select i.lead_id, pa.amount + pa.late_fees as amount from payment_allocations pa
              join payments pay on pay.id = pa.payment_id join invoices i on i.id = pa.invoice_id
              where ${period}
            union all
            select pay.lead_id, pay.amount - coalesce((select sum(pa.amount + pa.late_fees)
              from payment_allocations pa where pa.payment_id = pay.id), 0) as amount
              from payments pay where ${period}
          ) x left join leads l on l.id = x.lead_id
          group by 1, 2`,
    );
  }
  const sourceLabel = (value: string) =>
    value === 'sem_origem'
      ? 'Sem origem'
      : (leadSources.find((source) => source.value === value)?.label ?? value);
  const merged = new Map<string, { label: string; campaign: string | null; cents: bigint }>();
  for (const part of parts) {
    const cents = toCents(part.amount);
    if (cents === 0n) continue;
    const label =
      dimension === 'origin'
        ? sourceLabel(part.label)
        : dimension === 'service'
          ? (services.find((service) => service.id === part.label)?.title ?? part.label)
          : part.label;
    const key = `${label}\u0000${part.campaign ?? ''}`;
    const entry = merged.get(key) ?? { label, campaign: part.campaign ?? null, cents: 0n };
    entry.cents += cents;
    merged.set(key, entry);
  }
  const total = [...merged.values()].reduce((sum, entry) => sum + entry.cents, 0n);
  const rows: ReportRow[] = [...merged.values()]
    .sort((a, b) => Number(b.cents - a.cents) || a.label.localeCompare(b.label, 'pt-BR'))
    .map((entry) => ({
      label: entry.label,
      ...(dimension === 'origin' ? { campaign: entry.campaign ?? '(sem campanha)' } : {}),
      amount: money(entry.cents),
      share: percent(entry.cents, total),
    }));
  const first: ReportColumn = {
    key: 'label',
    label: dimension === 'client' ? 'Cliente' : dimension === 'service' ? 'Serviço' : 'Origem',
    kind: 'text',
  };
  const columns: ReportColumn[] = [
    first,
    ...(dimension === 'origin' ? [{ key: 'campaign', label: 'Campanha (UTM)', kind: 'text' as const }] : []),
    { key: 'amount', label: 'Recebido', kind: 'money' },
    { key: 'share', label: '% do total', kind: 'percent' },
  ];
  const totals: ReportRow = {
    label: 'Total',
    _kind: 'total',
    ...(dimension === 'origin' ? { campaign: '' } : {}),
    amount: money(total),
    share: total === 0n ? 0 : 100,
  };
  return { columns, rows, totals };
}

async function defaultRate(db: Db, from: string, afterTo: string, asOf: string, months: string[]) {
  const rows = await queryRows<{ month: string; due: string; open: string; count: number; late: number }>(
    db,
    sql`select to_char(i.due_date, 'YYYY-MM') as month, sum(i.total)::text as due,
          sum(${invoiceOpenAmountSql('i')})::text as open,
          count(*)::int as count,
          count(*) filter (where i.total > ${invoicePaidSql('i')})::int as late
        from invoices i
        where i.issued_at is not null and i.cancelled_at is null
          and i.due_date >= ${from}::date and i.due_date < ${afterTo}::date and i.due_date < ${asOf}::date
        group by 1`,
  );
  let due = 0n;
  let open = 0n;
  let count = 0;
  let late = 0;
  const out: ReportRow[] = months.map((month) => {
    const row = rows.find((item) => item.month === month);
    const monthDue = toCents(row?.due);
    const monthOpen = toCents(row?.open);
    due += monthDue;
    open += monthOpen;
    count += row?.count ?? 0;
    late += row?.late ?? 0;
    return {
      month: monthLabel(month),
      due: money(monthDue),
      open: money(monthOpen),
      invoices: row?.count ?? 0,
      late: row?.late ?? 0,
      rate: percent(monthOpen, monthDue),
    };
  });
  const columns: ReportColumn[] = [
    { key: 'month', label: 'Mês de vencimento', kind: 'text' },
    { key: 'due', label: 'Valor vencido no mês', kind: 'money' },
    { key: 'open', label: 'Ainda em aberto', kind: 'money' },
    { key: 'invoices', label: 'Faturas', kind: 'count' },
    { key: 'late', label: 'Em atraso', kind: 'count' },
    { key: 'rate', label: 'Inadimplência', kind: 'percent' },
  ];
  const totals: ReportRow = {
    month: 'Total',
    _kind: 'total',
    due: money(due),
    open: money(open),
    invoices: count,
    late,
    rate: percent(open, due),
  };
  return { columns, rows: out, totals };
}

const NOTES: Record<ReportKey, string> = {
  dre: 'Regime de caixa: receitas pelos pagamentos recebidos (multas e juros à parte) e despesas pela data de pagamento.',
  aging:
    'Saldo em aberto das faturas emitidas e não canceladas, pelos dias em atraso na data final. Multa e juros das vencidas à parte, pelas regras atuais de cobrança.',
  'revenue-by-client': 'Pagamentos recebidos no período, pelo cliente da fatura paga.',
  'revenue-by-service':
    'Pagamentos recebidos no período, divididos entre os serviços da fatura na proporção de cada item.',
  'revenue-by-origin': 'Pagamentos recebidos no período, pela origem e campanha UTM do lead que pagou.',
  'default-rate':
    'Das faturas que venceram no período (até a data final), quanto continua em aberto ÷ o valor que venceu.',
};

export async function buildReport(
  db: Db,
  report: ReportKey,
  options: ReportOptions = {},
): Promise<ReportResponse> {
  const { today, from, to, afterTo } = resolvePeriod(options);
  const asOf = [to, today].sort()[0]!;
  const months = monthsOf(from, to);
  let body: { columns: ReportColumn[]; rows: ReportRow[]; totals: ReportRow | null };
  switch (report) {
    case 'dre':
      body = await dre(db, from, afterTo, months);
      break;
    case 'aging':
      body = await aging(db, asOf);
      break;
    case 'revenue-by-client':
      body = await revenueBy(db, from, afterTo, 'client');
      break;
    case 'revenue-by-service':
      body = await revenueBy(db, from, afterTo, 'service');
      break;
    case 'revenue-by-origin':
      body = await revenueBy(db, from, afterTo, 'origin');
      break;
    case 'default-rate':
      body = await defaultRate(db, from, afterTo, asOf, months);
      break;
  }
  return { report, title: reportTitles[report], from, to, asOf, note: NOTES[report], ...body };
}
