/**
 * 'Rentabilidade por projeto' for the finance reports (adm, financeiro; docs/product/tasks-and-timesheet.md):
 * every project with its figures, newest first; a project's name opens its profitability.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type ProjectStatus, projectStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatMinutes, formatMoney } from '@shared/format';
import type { ProjectProfitability } from '@shared/timesheet/schemas';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { DataTableStates } from '@web/components/data-table/table-states';
import { Badge } from '@web/components/ui/badge';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { profitabilityReportQuery } from '../api/profitability';
import { BurnBar } from './burn-bar';
import { ProjectProfitabilityDialog } from './profitability-dialog';

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
                  <TableCell className="text-right tabular-nums">{formatMinutes(row.minutes)}</TableCell>
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
