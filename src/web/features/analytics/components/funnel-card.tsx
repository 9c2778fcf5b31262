/**
 * The funnel from visit to money: visitors → questionnaire started → sent → the period's leads → deals
 * won → money received from those leads, as a chart and a table with each step's conversion and the
 * previous period.
 */
import type { FunnelStep } from '@shared/analytics/schemas';
import { formatMoney } from '@shared/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { BarChart, formatCount, TableAlternative } from './charts';
import { NumberRow, NumbersTable } from './numbers-table';

/** A step's figure: the money for the last step, the count for the others. */
const stepValue = (step: FunnelStep | undefined) =>
  step?.money !== undefined ? formatMoney(step.money) : formatCount(step?.value ?? 0);

export function FunnelCard({ steps, previous }: { steps: FunnelStep[]; previous: FunnelStep[] }) {
  const rows = steps.map((step) => ({
    label: step.label,
    value: step.value,
    note: step.money !== undefined ? `${formatMoney(step.money)} (${formatCount(step.value)})` : undefined,
  }));
  const conversion = (index: number) => {
    const before = steps[index - 1]?.value;
    if (!index || !before) return '—';
    return `${((steps[index]!.value / before) * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Funil</CardTitle>
        <CardDescription>
          Visitantes → questionário iniciado → enviado → leads do período → negócios ganhos → dinheiro
          recebido desses leads.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <BarChart
          rows={rows}
          label={`Funil: ${steps.map((step) => `${step.label} ${stepValue(step)}`).join(', ')}.`}
        />
        <TableAlternative>
          <NumbersTable
            caption="Funil do período"
            columns={['Etapa', 'Período', 'Conversão', 'Período anterior']}
          >
            {steps.map((step, index) => (
              <NumberRow
                key={step.key}
                label={step.label}
                values={[stepValue(step), conversion(index), stepValue(previous[index])]}
              />
            ))}
          </NumbersTable>
        </TableAlternative>
      </CardContent>
    </Card>
  );
}
