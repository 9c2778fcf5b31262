/**
 * One project's profitability (docs/product/tasks-and-timesheet.md): hours × cost against the budget
 * and the money received, billable value, direct expenses, margin and burn; adm and financeiro set
 * its bill rate and owner below.
 */
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { formatMinutes, formatMoney } from '@shared/format';
import { BURN_ALERT_PERCENT } from '@shared/timesheet/catalog';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/feedback';
import { cn } from '@web/lib/cn';
import { useCan } from '@web/lib/use-can';
import { profitabilityQuery } from '../api/profitability';
import { BurnBar } from './burn-bar';
import { ProjectRateForm } from './project-rate-form';

function Figure({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: string;
  hint?: string;
  tone?: 'bad' | 'good';
}) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'text-lg font-semibold tabular-nums',
          tone === 'bad' && 'text-red-700',
          tone === 'good' && 'text-green-700',
        )}
      >
        {value}
      </dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

export function ProjectProfitabilityPanel({ projectId }: { projectId: string }) {
  const query = useQuery(profitabilityQuery(projectId));
  const canSetRates = useCan('PUT', `/api/time/rates/projects/${projectId}`);
  if (query.isPending) return <Spinner className="min-h-32" label="Carregando rentabilidade..." />;
  if (query.error)
    return (
      <div role="alert" className="grid gap-2 text-sm text-destructive">
        <p>{query.error.message || 'Não foi possível carregar a rentabilidade.'}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  const p = query.data;
  const margin = Number(p.margin);
  return (
    <div className="grid gap-4" data-testid="project-profitability">
      <BurnBar value={p.burnPercent} />
      {p.burnPercent !== null && p.burnPercent >= BURN_ALERT_PERCENT ? (
        <p className="flex items-center gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          <AlertTriangle className="size-4" aria-hidden="true" />
          Custo e despesas passaram de {BURN_ALERT_PERCENT} % do orçamento.
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure
          label="Horas lançadas"
          value={formatMinutes(p.minutes)}
          hint={`${formatMinutes(p.approvedMinutes)} aprovadas · ${formatMinutes(p.billableMinutes)} faturáveis`}
        />
        <Figure
          label="Custo das horas"
          value={formatMoney(p.cost)}
          hint={`${formatMoney(p.approvedCost)} aprovado`}
        />
        <Figure label="Despesas diretas" value={formatMoney(p.expenses)} />
        <Figure
          label="Orçamento"
          value={formatMoney(p.budget)}
          hint={p.budgetLeft !== null ? `Saldo ${formatMoney(p.budgetLeft)}` : undefined}
        />
        <Figure label="Recebido" value={formatMoney(p.received)} />
        <Figure
          label="Margem (recebido − custos)"
          value={formatMoney(p.margin)}
          tone={margin < 0 ? 'bad' : 'good'}
        />
        <Figure
          label="Valor faturável"
          value={formatMoney(p.billableValue)}
          hint={p.billRate ? `${formatMoney(p.billRate)}/h` : 'Sem valor/hora definido'}
        />
        <Figure label="Responsável" value={p.ownerName ?? 'Sem responsável'} hint="Recebe o alerta de 80 %" />
      </dl>
      {canSetRates ? <ProjectRateForm figures={p} /> : null}
    </div>
  );
}
