/**
 * Reconciliation suggestions (docs/product/invoices-and-payments.md, 'Conciliação'), each with the
 * reasons it matches, in PT-BR:
 * - money in already recorded as a payment (same amount, received within 5 days, linked to no line)
 *   is offered as 'já registrado' to link — and then no invoice is offered for that line, so the same
 *   money is never recorded twice;
 * - otherwise open invoices: the number (or PIX txid) in the description, the same open amount, the
 *   amount the invoice's PIX code asked for on the line's day or the day before (open amount + fine +
 *   interest, src/shared/late-fees.ts), the due date close to the line's, the client's name;
 * - money out: bills of the same amount, open and due near the line, or paid near it and linked to no line.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { billingSettings } from '@server/invoices/billing-settings';
import { invoiceOpenAmountSql } from '@server/invoices/ledger';
import { formatDate, formatMoney } from '@shared/format';
import { daysBetween, lateFees } from '@shared/late-fees';
import { fromCents, toCents } from '@shared/money';
import type { StatementSuggestion } from '@shared/payments/statement-schemas';

export type SuggestionLine = { id: string; postedOn: string; amount: string; description: string };
type InvoiceSuggestion = Extract<StatementSuggestion, { kind: 'invoice' }>;
type PaymentSuggestion = Extract<StatementSuggestion, { kind: 'payment' }>;
type ExpenseSuggestion = Extract<StatementSuggestion, { kind: 'expense' }>;

/** Invoice numbers written in a description: 'FAT-2026-0012' or the txid 'FAT20260012'. */
export function numbersIn(description: string): string[] {
  const found = new Set<string>();
  for (const match of description.toUpperCase().matchAll(/FAT-?(\d{4})-?(\d{4,})/g))
    found.add(`FAT-${match[1]}-${match[2]}`);
  return [...found];
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
const STOP = new Set(['LTDA', 'EIRELI', 'ME', 'EPP', 'SA', 'DE', 'DA', 'DO', 'DOS', 'DAS', 'E', 'CIA']);

/** The client's (or supplier's) name in the description: its significant words, two at least when it has two. */
export function nameIn(description: string, name: string): boolean {
  const words = plain(name)
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length >= 3 && !STOP.has(word));
  if (words.length === 0) return false;
  const haystack = ` ${plain(description).replace(/[^A-Z0-9]+/g, ' ')} `;
  const found = words.filter((word) => haystack.includes(` ${word} `)).length;
  return found >= Math.min(2, words.length);
}

const dayBefore = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

const dueReason = (dueDate: string, postedOn: string) => {
  const days = daysBetween(dueDate, postedOn);
  if (days === 0) return 'pago no dia do vencimento';
  return days < 0 ? `pago ${-days} dia(s) antes do vencimento` : `pago ${days} dia(s) após o vencimento`;
};

/** What the PIX code asked for on the line's day (or the day before): open + fine + interest. */
export function pixAmountMatch(
  settings: { finePercent: string; monthlyInterestPercent: string },
  invoice: { open: string; dueDate: string },
  line: { postedOn: string; amount: string },
): { fees: string; day: string } | null {
  for (const day of [line.postedOn, dayBefore(line.postedOn)]) {
    if (day <= invoice.dueDate) continue;
    const charges = lateFees({
      openAmount: invoice.open,
      dueDate: invoice.dueDate,
      today: day,
      finePercent: settings.finePercent,
      monthlyInterestPercent: settings.monthlyInterestPercent,
    });
    const fees = toCents(charges.fine) + toCents(charges.interest);
    if (fees > 0n && toCents(charges.total) === toCents(line.amount)) return { fees: fromCents(fees), day };
  }
  return null;
}

const valuesOf = (lines: SuggestionLine[]) =>
  sql.join(
    lines.map(
      (line) =>
        sql`(${line.id}::uuid, ${line.amount}::numeric, ${line.postedOn}::date, ${numbersIn(line.description).join(',')}::text)`,
    ),
    sql`, `,
  );

type PaymentRow = {
  line_id: string;
  id: string;
  received_on: string;
  amount: string;
  client_name: string | null;
  invoices: string | null;
};
type InvoiceRow = {
  line_id: string;
  id: string;
  number: string;
  client_name: string;
  open: string;
  due_date: string;
};
type ExpenseRow = {
  line_id: string;
  id: string;
  supplier: string;
  description: string;
  amount: string;
  due_date: string;
  paid_on: string | null;
};

export async function suggestionsFor(
  db: Db,
  lines: SuggestionLine[],
): Promise<Map<string, StatementSuggestion[]>> {
  const result = new Map<string, StatementSuggestion[]>(lines.map((line) => [line.id, []]));
  const incoming = lines.filter((line) => toCents(line.amount) > 0n);
  const outgoing = lines.filter((line) => toCents(line.amount) < 0n);
  const byId = new Map(lines.map((line) => [line.id, line]));

  if (incoming.length) {
    const settings = await billingSettings(db);
    const [recorded, invoices] = await Promise.all([
      queryRows<PaymentRow>(
        db,
        sql`select l.id as line_id, p.id, p.received_on::text as received_on, p.amount::text as amount,
                   leads.name as client_name,
                   (select string_agg(i.number, ', ' order by i.number) from payment_allocations pa
                      join invoices i on i.id = pa.invoice_id where pa.payment_id = p.id) as invoices
            from (values ${valuesOf(incoming)}) as l(id, amount, posted, numbers)
            join payments p on p.amount = l.amount and p.refund_of is null
              and p.received_on between l.posted - 5 and l.posted + 5
            left join leads on leads.id = p.lead_id
            where not exists (select 1 from bank_statement_lines b where b.matched_payment_id = p.id)
            order by abs(p.received_on - l.posted), p.created_at`,
      ),
      queryRows<InvoiceRow>(
        db,
        sql`with open_invoices as materialized (
              select * from (
                select invoices.id, invoices.number, leads.name as client_name, invoices.due_date,
                       (${invoiceOpenAmountSql()})::numeric(14,2) as open
                from invoices join leads on leads.id = invoices.lead_id
                where invoices.issued_at is not null and invoices.cancelled_at is null
              ) o where open > 0)
            select l.id as line_id, c.id, c.number, c.client_name, c.open::text as open, c.due_date::text as due_date
            from (values ${valuesOf(incoming)}) as l(id, amount, posted, numbers)
            join lateral (
              select * from open_invoices c
              where c.open = l.amount
                 or c.number = any(string_to_array(l.numbers, ','))
                 or (c.due_date < l.posted and c.open < l.amount
                     and l.amount <= c.open * (1 + (${settings.finePercent}::numeric
                        + ${settings.monthlyInterestPercent}::numeric * (l.posted - c.due_date) / 30.0) / 100) + 0.05)
              order by (c.number = any(string_to_array(l.numbers, ','))) desc, abs(c.due_date - l.posted), c.number
              limit 12) c on true`,
      ),
    ]);
    const linked = new Set<string>();
    for (const row of recorded) {
      const list = result.get(row.line_id)!;
      if (list.length >= 3) continue;
      const line = byId.get(row.line_id)!;
      const reasons = [
        `já registrado: pagamento de ${formatMoney(row.amount)} em ${formatDate(row.received_on)}`,
        row.received_on === line.postedOn
          ? 'mesma data'
          : `data a ${Math.abs(daysBetween(row.received_on, line.postedOn))} dia(s)`,
      ];
      if (row.client_name && nameIn(line.description, row.client_name))
        reasons.push('nome do cliente na descrição');
      list.push({
        kind: 'payment',
        paymentId: row.id,
        receivedOn: row.received_on,
        amount: row.amount,
        clientName: row.client_name,
        invoices: row.invoices ? row.invoices.split(', ') : [],
        reasons,
      } satisfies PaymentSuggestion);
      linked.add(row.line_id);
    }
    const scored = new Map<string, { score: number; item: InvoiceSuggestion }[]>();
    for (const row of invoices) {
      // Money already recorded is linked, never recorded again.
      if (linked.has(row.line_id)) continue;
      const line = byId.get(row.line_id)!;
      const reasons: string[] = [];
      let score = 0;
      let amount = toCents(line.amount) < toCents(row.open) ? line.amount : row.open;
      let fees = '0.00';
      if (numbersIn(line.description).includes(row.number)) {
        reasons.push(`número da fatura ${row.number} na descrição`);
        score += 4;
      }
      if (toCents(row.open) === toCents(line.amount)) {
        reasons.push(`mesmo valor em aberto (${formatMoney(row.open)})`);
        score += 2;
      } else {
        const pix = pixAmountMatch(settings, { open: row.open, dueDate: row.due_date }, line);
        if (pix) {
          reasons.push(
            `valor do PIX com multa e juros em ${formatDate(pix.day)}: ${formatMoney(row.open)} + ${formatMoney(pix.fees)}`,
          );
          score += 3;
          amount = row.open;
          fees = pix.fees;
        }
      }
      if (Math.abs(daysBetween(row.due_date, line.postedOn)) <= 3) {
        reasons.push(dueReason(row.due_date, line.postedOn));
        score += 1;
      }
      if (nameIn(line.description, row.client_name)) {
        reasons.push('nome do cliente na descrição');
        score += 1;
      }
      if (score < 2) continue;
      const list = scored.get(row.line_id) ?? [];
      list.push({
        score,
        item: {
          kind: 'invoice',
          invoiceId: row.id,
          number: row.number,
          clientName: row.client_name,
          open: row.open,
          dueDate: row.due_date,
          amount,
          lateFees: fees,
          reasons,
        },
      });
      scored.set(row.line_id, list);
    }
    for (const [lineId, list] of scored) {
      list.sort((a, b) => b.score - a.score || a.item.dueDate.localeCompare(b.item.dueDate));
      result.get(lineId)!.push(...list.slice(0, 3).map((entry) => entry.item));
    }
  }

  if (outgoing.length) {
    const rows = await queryRows<ExpenseRow>(
      db,
      sql`select l.id as line_id, e.id, e.supplier, e.description, e.amount::text as amount,
                 e.due_date::text as due_date, e.paid_on::text as paid_on
          from (values ${valuesOf(outgoing)}) as l(id, amount, posted, numbers)
          join expenses e on e.amount = -l.amount and e.cancelled_at is null
            and ((e.paid_on is null and e.due_date between l.posted - 45 and l.posted + 45)
                 or e.paid_on between l.posted - 5 and l.posted + 5)
          where not exists (select 1 from bank_statement_lines b where b.matched_expense_id = e.id)
          order by abs(coalesce(e.paid_on, e.due_date) - l.posted), e.due_date`,
    );
    for (const row of rows) {
      const list = result.get(row.line_id)!;
      if (list.length >= 3) continue;
      const line = byId.get(row.line_id)!;
      const reasons = ['mesmo valor'];
      if (row.paid_on) reasons.push(`já registrada como paga em ${formatDate(row.paid_on)}`);
      else if (Math.abs(daysBetween(row.due_date, line.postedOn)) <= 5)
        reasons.push(dueReason(row.due_date, line.postedOn));
      else reasons.push(`vence em ${formatDate(row.due_date)}`);
      if (nameIn(line.description, row.supplier)) reasons.push('fornecedor na descrição');
      list.push({
        kind: 'expense',
        expenseId: row.id,
        supplier: row.supplier,
        description: row.description,
        amount: row.amount,
        dueDate: row.due_date,
        paidOn: row.paid_on,
        reasons,
      } satisfies ExpenseSuggestion);
    }
  }
  return result;
}
