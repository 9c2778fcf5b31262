/** The payment plan in words and money: each instalment with its amount and due day, or the retainer. */
import { formatMoney } from '@shared/format';
import { fromCents, percentOf, toCents } from '@shared/money';
import type { Plan } from '@shared/schemas/proposal-totals';
import { contractTotal, PLAN_MESSAGES, planProblem } from '@shared/schemas/proposal-totals';

const dueText = (days: number) =>
  days === 0 ? 'na aceitação' : days === 1 ? '1 dia após a aceitação' : `${days} dias após a aceitação`;

/** The plan's lines for a total (the last instalment takes the rounding, as the invoices will). */
export function planLines(plan: Plan, total: string): { label: string; detail: string; amount: string }[] {
  if (plan.kind === 'retainer') {
    return [
      {
        label: `Mensalidade por ${plan.months} ${plan.months === 1 ? 'mês' : 'meses'}`,
        detail: `vencimento todo dia ${plan.dayOfMonth}; total do contrato ${formatMoney(contractTotal(plan, total))}`,
        amount: total,
      },
    ];
  }
  let assigned = 0n;
  return plan.instalments.map((entry, index) => {
    const last = index === plan.instalments.length - 1;
    const amount = last
      ? toCents(total) - assigned
      : entry.percent !== undefined && entry.percent !== null
        ? toCents(percentOf(total, entry.percent))
        : toCents(entry.amount ?? '0');
    assigned += amount;
    const share =
      entry.percent !== undefined && entry.percent !== null
        ? `${String(entry.percent).replace('.', ',')}% · `
        : '';
    return { label: entry.label, detail: `${share}${dueText(entry.dueInDays)}`, amount: fromCents(amount) };
  });
}

/** `strict`: also say when fixed amounts do not add up to the total (the editor; the client's page lets the last instalment absorb a change). */
export function PlanSummary({
  plan,
  total,
  strict = false,
}: {
  plan: Plan;
  total: string;
  strict?: boolean;
}) {
  const problem = planProblem(plan, total);
  const lines = planLines(plan, total);
  return (
    <div className="grid gap-2">
      <ul className="divide-y rounded-lg border text-sm">
        {lines.map((line, index) => (
          <li
            key={`${line.label}-${index}`}
            className="flex flex-wrap items-baseline justify-between gap-2 p-3"
          >
            <span>
              <span className="font-medium">{line.label}</span>
              <span className="block text-xs text-muted-foreground">{line.detail}</span>
            </span>
            <span className="tabular-nums font-medium">
              {formatMoney(line.amount)}
              {plan.kind === 'retainer' ? <span className="text-xs text-muted-foreground"> /mês</span> : null}
            </span>
          </li>
        ))}
      </ul>
      {problem && (strict || problem !== PLAN_MESSAGES.amountSum) ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
