/** A campaign's numbers: visits, leads, deals, revenue, spend (of the budget), the costs and the return. */

import type { CampaignMetrics } from '@shared/campaigns/schemas';
import { formatMoney } from '@shared/format';
import { formatCount, formatRatio } from './format';

export function MetricGrid({
  metrics,
  budget,
  compact = false,
}: {
  metrics: CampaignMetrics;
  budget: string | null;
  /** The list's row: small text, no boxes. */
  compact?: boolean;
}) {
  const cells = [
    { label: 'Visitas', value: formatCount(metrics.visits) },
    { label: 'Leads', value: formatCount(metrics.leads) },
    { label: 'Vendas', value: formatCount(metrics.won) },
    { label: 'Receita', value: formatMoney(metrics.revenue) },
    {
      label: 'Gasto',
      value: budget ? `${formatMoney(metrics.spend)} de ${formatMoney(budget)}` : formatMoney(metrics.spend),
    },
    { label: 'Custo por lead', value: formatMoney(metrics.costPerLead) },
    { label: 'Custo por venda', value: formatMoney(metrics.acquisitionCost) },
    { label: 'Retorno (ROAS)', value: formatRatio(metrics.returnOnSpend) },
  ];
  return (
    <dl
      className={
        compact
          ? 'grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4'
          : 'grid grid-cols-2 gap-4 sm:grid-cols-4'
      }
    >
      {cells.map((cell) => (
        <div key={cell.label} className={compact ? '' : 'rounded-lg border p-3'}>
          <dt className="text-xs text-muted-foreground">{cell.label}</dt>
          <dd className={compact ? 'tabular-nums' : 'text-lg font-semibold tabular-nums'}>{cell.value}</dd>
        </div>
      ))}
    </dl>
  );
}
