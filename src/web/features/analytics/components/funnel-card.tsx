/**
 * The funnel from visit to money: visitors → questionnaire started → sent → the period's leads → deals
 * won → money received from those leads, as a chart and a table with each step's conversion and the
 * previous period.
 */
import type { FunnelStep } from '@shared/analytics/schemas';
import { formatMoney } from '@shared/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { BarChart, formatCount, TableAlternative } from './charts';

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
          label={`Funil: ${steps.map((step) => `${step.label} ${step.money !== undefined ? formatMoney(step.money) : formatCount(step.value)}`).join(', ')}.`}
        />
        <TableAlternative>
          <table className="w-full text-sm">
            <caption className="sr-only">Funil do período</caption>
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-1 font-medium">
                  Etapa
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Período
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Conversão
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Período anterior
                </th>
              </tr>
            </thead>
            <tbody>
              {steps.map((step, index) => (
                <tr key={step.key} className="border-t">
                  <th scope="row" className="py-1 text-left font-normal">
                    {step.label}
                  </th>
                  <td className="py-1 text-right tabular-nums">
                    {step.money !== undefined ? formatMoney(step.money) : formatCount(step.value)}
                  </td>
                  <td className="py-1 text-right tabular-nums">{conversion(index)}</td>
                  <td className="py-1 text-right tabular-nums">
                    {previous[index]?.money !== undefined
                      ? formatMoney(previous[index]!.money)
                      : formatCount(previous[index]?.value ?? 0)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableAlternative>
      </CardContent>
    </Card>
  );
}
