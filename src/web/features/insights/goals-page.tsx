/**
 * CODERS comercial → Metas (docs/product/finance-insights.md): the month's and the quarter's goals,
 * each with its progress, the pace expected by today and the forecast; the month's ranking; create,
 * edit and delete (with confirmation).
 */
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney, saoPauloDay } from '@shared/format';
import { type GoalMetric, goalMetrics } from '@shared/insights/catalog';
import { COUNT_METRICS, type GoalProgress, PROPOSAL_LIKELIHOOD } from '@shared/insights/schemas';
import { DataTableError } from '@web/components/data-table/table-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ScrollTable } from '@web/components/ui/scroll-table';
import { toast } from '@web/lib/toast';
import { goalsQuery, useDeleteGoal } from './api/goals';
import { GoalDialog } from './components/goal-dialog';
import { formatCount, monthTitle } from './format';

const metricLabel = (metric: GoalMetric) =>
  goalMetrics.find((entry) => entry.value === metric)?.label ?? metric;
const isCount = (metric: GoalMetric) => COUNT_METRICS.includes(metric);
const show = (metric: GoalMetric, value: string) =>
  isCount(metric) ? formatCount(value) : formatMoney(value);

const PACE = {
  done: { label: 'Meta atingida', color: 'green' },
  ahead: { label: 'No ritmo', color: 'blue' },
  behind: { label: 'Abaixo do ritmo', color: 'amber' },
} as const;

function periodLabel(goal: GoalProgress): string {
  if (goal.period === 'month') return monthTitle(goal.periodStart.slice(0, 7));
  const quarter = Math.floor((Number(goal.periodStart.slice(5, 7)) - 1) / 3) + 1;
  return `${quarter}º trimestre de ${goal.periodStart.slice(0, 4)}`;
}

function GoalCard({
  goal,
  onEdit,
  onDelete,
}: {
  goal: GoalProgress;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const target = Number(goal.target);
  const actualShare = target > 0 ? Math.min(100, (Number(goal.actual) / target) * 100) : 0;
  const paceShare = target > 0 ? Math.min(100, (Number(goal.expectedByToday) / target) * 100) : 0;
  const pace = PACE[goal.pace];
  const who = goal.userName ?? 'Equipe comercial';
  const title = `${metricLabel(goal.metric)} · ${who}`;
  return (
    <li className="rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-medium">{title}</h3>
          <p className="text-xs text-muted-foreground">{periodLabel(goal)}</p>
        </div>
        <div className="flex items-center gap-1">
          <Badge color={pace.color}>{pace.label}</Badge>
          <Button variant="ghost" size="icon" aria-label={`Editar meta ${title}`} onClick={onEdit}>
            <Pencil />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Excluir meta ${title}`} onClick={onDelete}>
            <Trash2 />
          </Button>
        </div>
      </div>
      <p className="mt-3 text-sm">
        <strong className="text-lg tabular-nums">{show(goal.metric, goal.actual)}</strong>
        <span className="text-muted-foreground"> de {show(goal.metric, goal.target)}</span>
        <span className="ml-2 tabular-nums">({goal.percent.toLocaleString('pt-BR')}%)</span>
      </p>
      <div className="relative mt-2 h-3 rounded-full bg-muted">
        <div
          role="progressbar"
          aria-label={`Progresso: ${title}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(actualShare)}
          aria-valuetext={`${goal.percent.toLocaleString('pt-BR')}% da meta; esperado até hoje ${show(goal.metric, goal.expectedByToday)}`}
          className={`h-3 rounded-full ${goal.pace === 'behind' ? 'bg-amber-500' : 'bg-emerald-600'}`}
          style={{ width: `${actualShare}%` }}
        />
        <div
          aria-hidden="true"
          title="Ritmo esperado até hoje"
          className="absolute -top-1 h-5 w-0.5 bg-foreground"
          style={{ left: `calc(${paceShare}% - 1px)` }}
        />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-xs sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Esperado até hoje</dt>
          <dd className="font-medium tabular-nums">{show(goal.metric, goal.expectedByToday)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Previsão</dt>
          <dd className="font-medium tabular-nums">{show(goal.metric, goal.forecast)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Período decorrido</dt>
          <dd className="font-medium tabular-nums">{Math.round(goal.elapsedShare * 100)}%</dd>
        </div>
      </dl>
    </li>
  );
}

export function GoalsPage() {
  const [params, setParams] = useSearchParams();
  const thisMonth = saoPauloDay().slice(0, 7);
  const month = /^\d{4}-\d{2}$/.test(params.get('mes') ?? '') ? params.get('mes')! : thisMonth;
  const query = useQuery(goalsQuery(month));
  const remove = useDeleteGoal();
  const [editing, setEditing] = useState<GoalProgress | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<GoalProgress | null>(null);
  const data = query.data;
  const monthly = data?.goals.filter((goal) => goal.period === 'month') ?? [];
  const quarterly = data?.goals.filter((goal) => goal.period === 'quarter') ?? [];

  const section = (title: string, goals: GoalProgress[]) =>
    goals.length ? (
      <section aria-label={title} className="space-y-2">
        <h2 className="text-base font-semibold">{title}</h2>
        <ul className="grid gap-3 lg:grid-cols-2">
          {goals.map((goal) => (
            <GoalCard
              key={goal.id}
              goal={goal}
              onEdit={() => setEditing(goal)}
              onDelete={() => setDeleting(goal)}
            />
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="goals-month">Mês</Label>
          <Input
            id="goals-month"
            type="month"
            className="w-44"
            value={month}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              if (event.target.value) next.set('mes', event.target.value);
              else next.delete('mes');
              setParams(next, { replace: true });
            }}
          />
        </div>
        <Button onClick={() => setEditing(null)}>
          <Plus /> Nova meta
        </Button>
      </div>

      {query.isPending ? (
        <Spinner className="py-12" label="Carregando metas..." />
      ) : query.isError && !data ? (
        <DataTableError title="Erro ao carregar metas" onRetry={query.refetch} />
      ) : data ? (
        <>
          {data.goals.length === 0 ? (
            <Card>
              <EmptyState
                title={`Nenhuma meta para ${monthTitle(month)}`}
                hint="Crie uma meta da equipe ou de uma pessoa para acompanhar o ritmo do mês."
              />
            </Card>
          ) : null}
          {section(`Metas de ${monthTitle(month)}`, monthly)}
          {section('Metas do trimestre', quarterly)}
          <p className="text-xs text-muted-foreground">
            A marca na barra é o ritmo esperado até hoje (meta × dias decorridos do período). A previsão de
            valor e negócios soma as propostas em aberto ponderadas: enviada{' '}
            {PROPOSAL_LIKELIHOOD.enviada * 100}% e visualizada {PROPOSAL_LIKELIHOOD.visualizada * 100}%; novos
            leads seguem o ritmo atual; consultas somam as agendadas.
          </p>
          <section aria-label="Ranking" className="space-y-2">
            <h2 className="text-base font-semibold">Ranking de {monthTitle(month)}</h2>
            <Card>
              <ScrollTable label="Ranking da equipe comercial">
                <thead className="border-b text-left text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="p-3">
                      #
                    </th>
                    <th scope="col" className="p-3">
                      Pessoa
                    </th>
                    <th scope="col" className="p-3 text-right">
                      Valor ganho
                    </th>
                    <th scope="col" className="p-3 text-right">
                      Negócios
                    </th>
                    <th scope="col" className="p-3 text-right">
                      Novos leads
                    </th>
                    <th scope="col" className="p-3 text-right">
                      Consultas
                    </th>
                    <th scope="col" className="p-3 text-right">
                      % da meta
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.ranking.map((row, index) => (
                    <tr key={row.userId} className="border-b last:border-0">
                      <td className="p-3 tabular-nums">{index + 1}º</td>
                      <th scope="row" className="p-3 text-left font-medium">
                        {row.name}
                      </th>
                      <td className="p-3 text-right tabular-nums">{formatMoney(row.valueWon)}</td>
                      <td className="p-3 text-right tabular-nums">{row.dealsWon}</td>
                      <td className="p-3 text-right tabular-nums">{row.newLeads}</td>
                      <td className="p-3 text-right tabular-nums">{row.consultations}</td>
                      <td className="p-3 text-right tabular-nums">
                        {row.goalPercent === null ? '—' : `${row.goalPercent.toLocaleString('pt-BR')}%`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            </Card>
          </section>
        </>
      ) : null}

      {editing !== undefined && data ? (
        <GoalDialog
          key={editing?.id ?? 'new'}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(undefined);
          }}
          goal={editing}
          people={data.people}
          defaultMonth={month}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Excluir meta?"
        description={
          deleting
            ? `A meta "${metricLabel(deleting.metric)} · ${deleting.userName ?? 'Equipe comercial'}" de ${periodLabel(deleting)} será excluída. Os dados de vendas não mudam.`
            : ''
        }
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success('Meta excluída'),
            onError: (error) => toast.error('Erro ao excluir meta', error.message),
          });
          setDeleting(null);
        }}
      />
    </div>
  );
}

export default GoalsPage;
