/**
 * Proposal totals and the payment plan's schedule (docs/product/proposals.md), in exact cents. The
 * server computes what is stored and accepted; the editor and the public page show the same numbers
 * live with the same functions.
 */
import { lineTotal } from '@shared/line-items';
import { fromCents, percentOf, toCents } from '@shared/money';

export type TotalsItem = {
  quantity: string;
  unitPrice: string;
  discount: string;
  optional: boolean;
  selected: boolean;
};

export type PlanInstalment = { label: string; percent?: number; amount?: string; dueInDays: number };
export type Plan =
  | { kind: 'instalments'; instalments: PlanInstalment[] }
  | { kind: 'retainer'; months: number; dayOfMonth: number };

export const isIncluded = (item: Pick<TotalsItem, 'optional' | 'selected'>) =>
  !item.optional || item.selected;

export type Totals = {
  /** Included lines before discounts. */
  subtotal: string;
  discount: string;
  /** What the client pays (per month for a retainer). */
  total: string;
  /** Sum of every optional line, ticked or not (what the options add at most). */
  optionalTotal: string;
};

export function computeTotals(items: readonly TotalsItem[]): Totals {
  let subtotal = 0n;
  let discount = 0n;
  let optionalTotal = 0n;
  for (const item of items) {
    const line = toCents(lineTotal(item));
    const itemDiscount = toCents(item.discount);
    if (item.optional) optionalTotal += line;
    if (!isIncluded(item)) continue;
    subtotal += line + itemDiscount;
    discount += itemDiscount;
  }
  return {
    subtotal: fromCents(subtotal),
    discount: fromCents(discount),
    total: fromCents(subtotal - discount),
    optionalTotal: fromCents(optionalTotal),
  };
}

/** The value of the whole contract: the total, or the monthly total × months for a retainer. */
export function contractTotal(plan: Plan, total: string): string {
  return plan.kind === 'retainer' ? fromCents(toCents(total) * BigInt(plan.months)) : total;
}

export type ScheduledInstalment = { label: string; amount: string; dueDate: string; competence: string };

/** yyyy-MM-dd plus days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

export function addMonths(monthStart: string, months: number): string {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

export const PLAN_MESSAGES = {
  percentSum: 'Os percentuais das parcelas devem somar 100%.',
  amountSum: 'A soma das parcelas deve ser igual ao total da proposta.',
  mixed: 'Use percentual em todas as parcelas ou valor em todas.',
  nonPositive: 'Com os itens escolhidos, o plano de pagamento não fecha: revise as parcelas.',
} as const;

/**
 * Checks an instalment plan against a total: all percentages (summing to 100) or all amounts (summing
 * to the total). Returns the PT-BR problem or null.
 */
export function planProblem(plan: Plan, total: string): string | null {
  if (plan.kind === 'retainer') return null;
  const list = plan.instalments;
  const percents = list.filter((entry) => entry.percent !== undefined && entry.percent !== null);
  if (percents.length === list.length) {
    const sum = percents.reduce((acc, entry) => acc + toCents(String(entry.percent)), 0n);
    return sum === 10000n ? null : PLAN_MESSAGES.percentSum;
  }
  if (percents.length > 0) return PLAN_MESSAGES.mixed;
  const sum = list.reduce((acc, entry) => acc + toCents(entry.amount ?? '0'), 0n);
  return sum === toCents(total) ? null : PLAN_MESSAGES.amountSum;
}

/**
 * The invoices a plan drafts on acceptance. Instalments: each falls due `dueInDays` after the
 * acceptance day; the last absorbs the rounding of percentages (or, for fixed amounts, a change of
 * total from the optional items ticked), so the schedule always sums to the total exactly.
 * Retainer: the first month's invoice on the day of the month (this month when the day is still
 * ahead, else next month). Null when the plan cannot cover the total (a non-positive instalment).
 */
export function planSchedule(
  plan: Plan,
  total: string,
  acceptedDay: string,
  description = '',
): ScheduledInstalment[] | null {
  if (plan.kind === 'retainer') {
    const thisMonth = monthOf(acceptedDay);
    const day = String(plan.dayOfMonth).padStart(2, '0');
    const first = `${acceptedDay.slice(0, 7)}-${day}` >= acceptedDay ? thisMonth : addMonths(thisMonth, 1);
    const dueDate = `${first.slice(0, 7)}-${day}`;
    return [
      {
        label: `Mensalidade 1 de ${plan.months}${description ? ` — ${description}` : ''}`,
        amount: total,
        dueDate,
        competence: first,
      },
    ];
  }
  const totalCents = toCents(total);
  let assigned = 0n;
  const result: ScheduledInstalment[] = [];
  plan.instalments.forEach((entry, index) => {
    const last = index === plan.instalments.length - 1;
    const amount = last
      ? totalCents - assigned
      : entry.percent !== undefined && entry.percent !== null
        ? toCents(percentOf(total, entry.percent))
        : toCents(entry.amount ?? '0');
    assigned += amount;
    const dueDate = addDays(acceptedDay, entry.dueInDays);
    result.push({ label: entry.label, amount: fromCents(amount), dueDate, competence: monthOf(dueDate) });
  });
  if (result.some((entry) => toCents(entry.amount) <= 0n) && totalCents > 0n) return null;
  return result;
}

/** Canonical JSON: keys sorted at every level, no spaces, so the same content always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
}
