/**
 * 'Leads Gerais' table (docs/product/leads.md): Nome (name, e-mail, optional phone), Empresa, Interesse,
 * Status (inline), Data (dd/MM/yyyy 'às' HH:mm), Ações (edit). A leading checkbox selects rows for
 * bulk actions; the name opens the lead's drawer.
 */
import { Eye, Pencil } from 'lucide-react';
import { leadStatuses } from '@shared/catalog/statuses';
import { formatDateTimeAt, formatPhone } from '@shared/format';
import type { LeadListItem } from '@shared/schemas/lead';
import { DataTableColumnHeader, type SortOrder } from '@web/components/data-table/column-header';
import { StatusSelect } from '@web/components/data-table/status-select';
import { DataTableStates } from '@web/components/data-table/table-states';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Tooltip } from '@web/components/ui/tooltip';
import { useUpdateLeadStatus } from '../api/update-lead-status';

export function LeadsTable({
  rows,
  isLoading,
  isError,
  onRetry,
  selected,
  onSelect,
  onEdit,
  onOpen,
  order,
  onSort,
}: {
  rows: LeadListItem[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  onEdit: (lead: LeadListItem) => void;
  onOpen: (lead: LeadListItem) => void;
  order: SortOrder;
  onSort: (order: SortOrder) => void;
}) {
  const updateStatus = useUpdateLeadStatus();
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));

  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-10">
            <Checkbox
              aria-label="Selecionar todos os leads da página"
              checked={allSelected ? true : someSelected ? 'indeterminate' : false}
              disabled={rows.length === 0}
              onCheckedChange={(checked) =>
                onSelect(
                  rows.map((row) => row.id),
                  checked === true,
                )
              }
            />
          </TableHead>
          <TableHead>Nome</TableHead>
          <TableHead>Empresa</TableHead>
          <TableHead>Interesse</TableHead>
          <TableHead>Status</TableHead>
          <DataTableColumnHeader title="Data" sort={order} onSort={onSort} />
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <DataTableStates
          colSpan={7}
          isLoading={isLoading}
          isError={isError}
          isEmpty={rows.length === 0}
          emptyText="Nenhum lead encontrado."
          onRetry={onRetry}
        />
        {rows.map((lead) => (
          <TableRow
            key={lead.id}
            data-state={selected.has(lead.id) ? 'selected' : undefined}
            className="data-[state=selected]:bg-primary/5"
          >
            <TableCell>
              <Checkbox
                aria-label={`Selecionar ${lead.name}`}
                checked={selected.has(lead.id)}
                onCheckedChange={(checked) => onSelect([lead.id], checked === true)}
              />
            </TableCell>
            <TableCell className="min-w-48">
              <button
                type="button"
                onClick={() => onOpen(lead)}
                className="text-left font-medium hover:text-primary hover:underline focus-visible:underline"
              >
                {lead.name}
              </button>
              <div className="text-xs text-muted-foreground">{lead.email}</div>
              {lead.phone ? (
                <div className="text-xs text-muted-foreground">{formatPhone(lead.phone)}</div>
              ) : null}
            </TableCell>
            <TableCell>{lead.company || '-'}</TableCell>
            <TableCell className="max-w-44 truncate" title={lead.serviceInterest ?? undefined}>
              {lead.serviceInterest || '-'}
            </TableCell>
            <TableCell>
              <StatusSelect
                catalog={leadStatuses}
                value={lead.status}
                label={`Status de ${lead.name}`}
                onChange={(status) => updateStatus.mutate({ lead, status })}
              />
            </TableCell>
            <TableCell className="min-w-24 text-sm text-muted-foreground">
              {formatDateTimeAt(lead.createdAt)}
            </TableCell>
            <TableCell className="text-right">
              <div className="flex justify-end gap-1">
                <Tooltip content="Ver detalhes">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Ver detalhes de ${lead.name}`}
                    onClick={() => onOpen(lead)}
                  >
                    <Eye aria-hidden="true" />
                  </Button>
                </Tooltip>
                <Tooltip content="Editar">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Editar ${lead.name}`}
                    onClick={() => onEdit(lead)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                </Tooltip>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
