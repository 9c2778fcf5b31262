/**
 * Projects table (docs/product/projects.md): Projeto (title and description), Cliente, Orçamento (BRL or '-'),
 * Datas ('Início' / 'Término' dd/MM/yyyy, '-' empty, 'Data inválida' bad), Status (inline, coloured),
 * Ações (edit).
 */
import { ChartPie, Pencil } from 'lucide-react';
import { projectStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney } from '@shared/format';
import type { ProjectItem } from '@shared/projects/schemas';
import { StatusSelect } from '@web/components/data-table/status-select';
import { DataTableStates } from '@web/components/data-table/table-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Tooltip } from '@web/components/ui/tooltip';
import { useUpdateProjectStatus } from '../api/projects';

export function ProjectsTable({
  rows,
  isLoading,
  isError,
  onRetry,
  onEdit,
  onProfitability,
}: {
  rows: ProjectItem[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Absent for read-only viewers: the status shows as a badge and there is no 'Ações' column. */
  onEdit?: (project: ProjectItem) => void;
  /** Opens the project's profitability (docs/product/tasks-and-timesheet.md). */
  onProfitability?: (project: ProjectItem) => void;
}) {
  const actions = Boolean(onEdit || onProfitability);
  const updateStatus = useUpdateProjectStatus();
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Projeto</TableHead>
          <TableHead>Cliente</TableHead>
          <TableHead>Orçamento</TableHead>
          <TableHead>Datas</TableHead>
          <TableHead>Status</TableHead>
          {actions ? <TableHead className="text-right">Ações</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        <DataTableStates
          colSpan={actions ? 6 : 5}
          isLoading={isLoading}
          isError={isError}
          isEmpty={rows.length === 0}
          emptyText="Nenhum projeto encontrado."
          onRetry={onRetry}
        />
        {rows.map((project) => (
          <TableRow key={project.id}>
            <TableCell className="min-w-56 max-w-80">
              <div className="font-medium">{project.title}</div>
              {project.description ? (
                <div className="line-clamp-2 text-xs text-muted-foreground">{project.description}</div>
              ) : null}
            </TableCell>
            <TableCell>{project.clientName ?? '-'}</TableCell>
            <TableCell className="whitespace-nowrap">{formatMoney(project.budget)}</TableCell>
            <TableCell className="whitespace-nowrap text-xs">
              <div>
                <span className="text-muted-foreground">Início: </span>
                {formatDate(project.startDate)}
              </div>
              <div>
                <span className="text-muted-foreground">Término: </span>
                {formatDate(project.endDate)}
              </div>
            </TableCell>
            <TableCell>
              {onEdit ? (
                <StatusSelect
                  catalog={projectStatuses}
                  value={project.status}
                  label={`Status de ${project.title}`}
                  onChange={(status) => updateStatus.mutate({ id: project.id, status })}
                />
              ) : (
                <ProjectStatusBadge status={project.status} />
              )}
            </TableCell>
            {actions ? (
              <TableCell className="whitespace-nowrap text-right">
                {onProfitability ? (
                  <Tooltip content="Rentabilidade">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Rentabilidade de ${project.title}`}
                      onClick={() => onProfitability(project)}
                    >
                      <ChartPie aria-hidden="true" />
                    </Button>
                  </Tooltip>
                ) : null}
                {onEdit ? (
                  <Tooltip content="Editar">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Editar ${project.title}`}
                      onClick={() => onEdit(project)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                  </Tooltip>
                ) : null}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ProjectStatusBadge({ status }: { status: string }) {
  const badge = statusBadge(projectStatuses, status);
  return <Badge color={badge.color}>{badge.label}</Badge>;
}
