/**
 * Project profitability (docs/product/tasks-and-timesheet.md): hours × cost against the budget and
 * the money received, billable value, direct expenses, margin and burn %. The panel shows one
 * project (the projects page, CODERS colaboradores/projetos); `ProjectProfitabilityReport` lists
 * every project for the finance reports (adm, financeiro). App-wide so any feature can mount it.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { type ProjectStatus, projectStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatMinutes, formatMoney } from '@shared/format';
import { formatMoneyInput } from '@shared/money';
import { BURN_ALERT_PERCENT } from '@shared/timesheet/catalog';
import type { ProjectProfitability } from '@shared/timesheet/schemas';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { DataTableStates } from '@web/components/data-table/table-states';
import { MoneyInput } from '@web/components/money-input';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/feedback';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { activeStaffQuery } from '@web/lib/queries/active-staff';
import { toast } from '@web/lib/toast';
import { useCan } from '@web/lib/use-can';
import { profitabilityQuery, profitabilityReportQuery, useSetProjectRate } from '../api/profitability';

const hours = (minutes: number) => formatMinutes(minutes);
const percent = (value: number | null) => (value === null ? '-' : `${value.toLocaleString('pt-BR')} %`);

/** The burn bar: green below 80 %, amber from 80 %, red past 100 %. */
export function BurnBar({ value }: { value: number | null }) {
  if (value === null) return <span className="text-sm text-muted-foreground">Sem orçamento</span>;
  const width = Math.min(100, Math.max(0, value));
  return (
    <div className="grid gap-1">
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        aria-label={`Orçamento consumido: ${percent(value)}`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full',
            value >= 100 ? 'bg-red-600' : value >= BURN_ALERT_PERCENT ? 'bg-amber-500' : 'bg-green-600',
          )}
          style={{ width: `${width}%` }}
        />
      </div>
      <span className="text-xs tabular-nums text-muted-foreground">{percent(value)} consumido</span>
    </div>
  );
}

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
          value={hours(p.minutes)}
          hint={`${hours(p.approvedMinutes)} aprovadas · ${hours(p.billableMinutes)} faturáveis`}
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

function ProjectRateForm({ figures }: { figures: ProjectProfitability }) {
  const id = useId();
  const people = useQuery(activeStaffQuery);
  const [billRate, setBillRate] = useState(formatMoneyInput(figures.billRate));
  const [ownerId, setOwnerId] = useState(figures.ownerId ?? '');
  useEffect(() => {
    setBillRate(formatMoneyInput(figures.billRate));
    setOwnerId(figures.ownerId ?? '');
  }, [figures.billRate, figures.ownerId]);
  const save = useSetProjectRate(figures.projectId);
  return (
    <form
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { billRate: billRate.trim() === '' ? null : billRate, ownerId: ownerId || null },
          {
            onSuccess: () => toast.success('Valores do projeto salvos'),
            onError: (error) => toast.error('Erro ao salvar', error.message),
          },
        );
      }}
    >
      <MoneyInput
        id={`${id}-rate`}
        label="Valor/hora faturável (R$)"
        sign="nonNegative"
        value={billRate}
        onChange={setBillRate}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-owner`}>Responsável</Label>
        <NativeSelect id={`${id}-owner`} value={ownerId} onChange={(event) => setOwnerId(event.target.value)}>
          <option value="">Sem responsável (alerta vai para adm)</option>
          {(people.data?.items ?? []).map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Salvando...' : 'Salvar'}
      </Button>
      <p className="text-xs text-muted-foreground sm:col-span-3">
        Lançamentos já feitos mantêm o valor da época; o novo valor vale para as próximas horas.
      </p>
    </form>
  );
}

export function ProjectProfitabilityDialog({
  projectId,
  title,
  open,
  onOpenChange,
}: {
  projectId: string | null;
  title?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={720}>
        <DialogHeader>
          <DialogTitle>Rentabilidade{title ? ` — ${title}` : ''}</DialogTitle>
          <DialogDescription>
            Horas × custo por hora de cada pessoa, despesas diretas e o que o cliente já pagou.
          </DialogDescription>
        </DialogHeader>
        {open && projectId ? <ProjectProfitabilityPanel projectId={projectId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The report for finance: every project with its figures, newest first. */
export function ProjectProfitabilityReport() {
  const [status, setStatus] = useState<ProjectStatus | ''>('');
  const query = useInfiniteQuery(profitabilityReportQuery(status));
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [open, setOpen] = useState<ProjectProfitability | null>(null);
  const id = useId();
  return (
    <section className="grid gap-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Rentabilidade por projeto
          </h2>
          <p className="text-sm text-muted-foreground">
            Custo das horas e despesas diretas contra o orçamento e o recebido.
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as ProjectStatus | '')}
          >
            <option value="">Todos</option>
            {projectStatuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="overflow-x-auto rounded-lg border">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Projeto</TableHead>
              <TableHead className="text-right">Horas</TableHead>
              <TableHead className="text-right">Custo</TableHead>
              <TableHead className="text-right">Despesas</TableHead>
              <TableHead className="text-right">Orçamento</TableHead>
              <TableHead className="text-right">Recebido</TableHead>
              <TableHead className="text-right">Margem</TableHead>
              <TableHead className="min-w-36">Consumo</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <DataTableStates
              colSpan={8}
              isLoading={query.isPending}
              isError={query.isError}
              isEmpty={rows.length === 0}
              emptyText="Nenhum projeto encontrado."
              onRetry={() => void query.refetch()}
            />
            {rows.map((row) => {
              const badge = statusBadge(projectStatuses, row.status);
              return (
                <TableRow key={row.projectId}>
                  <TableCell className="min-w-48">
                    <button
                      type="button"
                      className="text-left font-medium hover:text-primary hover:underline"
                      onClick={() => setOpen(row)}
                    >
                      {row.title}
                    </button>
                    <div>
                      <Badge color={badge.color}>{badge.label}</Badge>
                    </div>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{hours(row.minutes)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.cost)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.expenses)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.budget)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.received)}</TableCell>
                  <TableCell
                    className={cn(
                      'text-right tabular-nums',
                      Number(row.margin) < 0 ? 'text-red-700' : 'text-green-700',
                    )}
                  >
                    {formatMoney(row.margin)}
                  </TableCell>
                  <TableCell>
                    <BurnBar value={row.burnPercent} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <DataTableLoadMore query={query} label="Carregar mais projetos" className="flex justify-center" />
      <ProjectProfitabilityDialog
        projectId={open?.projectId ?? null}
        title={open?.title}
        open={open !== null}
        onOpenChange={(value) => !value && setOpen(null)}
      />
    </section>
  );
}
