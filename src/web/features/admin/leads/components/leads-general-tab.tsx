/**
 * 'Leads Gerais' (docs/product/leads.md): server search ('Buscar leads...'), status filter ('Todos os status' and
 * the six statuses), owner filter with 'Meus leads', table or Kanban view, bulk actions, CSV export
 * of the filtered list, keyset pages. Everything but the selection lives in the URL.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, KanbanSquare, Rows3, UserRound } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { leadStatuses } from '@shared/catalog/statuses';
import type { LeadListItem } from '@shared/schemas/lead';
import type { SortOrder } from '@web/components/data-table/column-header';
import { DataTableFacetedFilter } from '@web/components/data-table/faceted-filter';
import { DataTablePagination } from '@web/components/data-table/pagination';
import { DataTableToolbar } from '@web/components/data-table/toolbar';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { exportLeadsUrl } from '../api/export-leads';
import { leadsQuery } from '../api/list-leads';
import { staffQuery } from '../api/list-staff';
import { BulkActionsBar } from './bulk-actions-bar';
import { LeadsKanban } from './leads-kanban';
import { LeadsTable } from './leads-table';

export type GeneralParams = {
  q: string;
  status: string;
  owner: string;
  order: string;
  view: string;
  cursor: string;
  before: string;
};

export function LeadsGeneralTab({
  params,
  setParams,
  onEdit,
  onOpen,
}: {
  params: GeneralParams;
  setParams: (patch: Partial<GeneralParams>) => void;
  onEdit: (lead: LeadListItem) => void;
  onOpen: (lead: LeadListItem) => void;
}) {
  const kanban = params.view === 'kanban';
  const filters = { q: params.q, status: params.status, owner: params.owner, order: params.order };
  const query = useQuery({
    ...leadsQuery({ ...filters, cursor: params.cursor, before: params.before }),
    enabled: !kanban,
    placeholderData: keepPreviousData,
  });
  const staff = useQuery(staffQuery);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());

  const pageKey = JSON.stringify([filters, params.cursor, params.before, params.view]);
  // A new page or filter starts with nothing selected, so bulk actions only touch visible rows.
  useEffect(() => {
    void pageKey;
    setSelected(new Set());
  }, [pageKey]);

  const error = query.error;
  useEffect(() => {
    if (!error || (error instanceof ApiError && (error.status === 401 || error.status === 403))) return;
    toast.error('Erro ao carregar leads', 'Não foi possível carregar a lista de leads. Tente novamente.');
  }, [error]);

  const ownerOptions = useMemo(
    () => [
      { value: 'me', label: 'Meus leads' },
      { value: 'none', label: 'Sem responsável' },
      ...(staff.data ?? []).map((member) => ({ value: member.id, label: member.name })),
    ],
    [staff.data],
  );

  const rows = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  return (
    <Card>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4 p-4 sm:p-6">
        <DataTableToolbar
          search={{
            value: params.q,
            onChange: (q) => setParams({ q }),
            placeholder: 'Buscar leads...',
            label: 'Buscar leads',
          }}
          actions={
            <>
              <div className="inline-flex rounded-md border p-0.5" role="group" aria-label="Visualização">
                <Button
                  variant="ghost"
                  size="sm"
                  className={cn('h-8', !kanban && 'bg-secondary')}
                  aria-pressed={!kanban}
                  onClick={() => setParams({ view: 'tabela' })}
                >
                  <Rows3 aria-hidden="true" />
                  Tabela
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className={cn('h-8', kanban && 'bg-secondary')}
                  aria-pressed={kanban}
                  onClick={() => setParams({ view: 'kanban' })}
                >
                  <KanbanSquare aria-hidden="true" />
                  Kanban
                </Button>
              </div>
              <Button asChild variant="outline" size="sm" className="h-9">
                <a href={exportLeadsUrl(filters)} download>
                  <Download aria-hidden="true" />
                  Exportar CSV
                </a>
              </Button>
            </>
          }
        >
          {kanban ? null : (
            <DataTableFacetedFilter
              title="Status"
              allLabel="Todos os status"
              options={leadStatuses}
              value={params.status}
              onChange={(status) => setParams({ status })}
            />
          )}
          <DataTableFacetedFilter
            title="Responsável"
            allLabel="Todos os responsáveis"
            options={ownerOptions}
            value={params.owner}
            onChange={(owner) => setParams({ owner })}
          />
          <Button
            variant={params.owner === 'me' ? 'default' : 'outline'}
            size="sm"
            className="h-9"
            aria-pressed={params.owner === 'me'}
            onClick={() => setParams({ owner: params.owner === 'me' ? '' : 'me' })}
          >
            <UserRound aria-hidden="true" />
            Meus leads
          </Button>
        </DataTableToolbar>

        {kanban ? (
          <LeadsKanban filters={{ q: params.q, owner: params.owner }} onOpen={onOpen} />
        ) : (
          <>
            <BulkActionsBar ids={[...selected]} onDone={() => setSelected(new Set())} />
            <div className="rounded-lg border">
              <LeadsTable
                rows={rows}
                isLoading={query.isPending}
                isError={query.isError}
                onRetry={() => void query.refetch()}
                selected={selected}
                onSelect={(ids, checked) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    for (const id of ids) {
                      if (checked) next.add(id);
                      else next.delete(id);
                    }
                    return next;
                  })
                }
                onEdit={onEdit}
                onOpen={onOpen}
                order={params.order === 'asc' ? 'asc' : 'desc'}
                onSort={(order: SortOrder) => setParams({ order })}
              />
            </div>
            <DataTablePagination
              label="Paginação dos leads"
              summary={query.isPending ? null : leadsSummary(total, query.data?.totalCapped === true)}
              hasPrev={Boolean(query.data?.prevCursor)}
              hasNext={Boolean(query.data?.nextCursor)}
              isFetching={query.isFetching && !query.isPending}
              onPrev={() => query.data?.prevCursor && setParams({ before: query.data.prevCursor })}
              onNext={() => query.data?.nextCursor && setParams({ cursor: query.data.nextCursor })}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function leadsSummary(total: number, capped: boolean): string {
  if (capped) return `Mais de ${total.toLocaleString('pt-BR')} leads encontrados`;
  return total === 1 ? '1 lead encontrado' : `${total.toLocaleString('pt-BR')} leads encontrados`;
}
