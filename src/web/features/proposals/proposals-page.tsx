/**
 * CODERS comercial → Propostas (docs/product/proposals.md): the list with search (number, title,
 * client) and the status filter (including 'expirada' and 'cancelada'), newest first, 'Carregar
 * mais'; a row opens the editor; 'Nova proposta' starts one.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Eye, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney } from '@shared/format';
import { proposalStatuses } from '@shared/proposals/catalog';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableSearch, DataTableStatusFilter } from '@web/components/data-table/toolbar';
import { choiceParam, searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { proposalsQuery } from './api/proposals';
import { proposalPath } from './paths';

const listParams = z.object({
  q: searchParam,
  status: choiceParam(
    proposalStatuses.map((entry) => entry.value),
    'all',
  ),
});

export function ProposalsPage() {
  const [params, setParams] = useListParams(listParams);
  const query = useInfiniteQuery(proposalsQuery(params.q, params.status));
  const first = query.data?.pages[0];
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(params.q) || params.status !== 'all';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-1 flex-wrap items-end gap-2">
          <DataTableSearch
            label="Buscar propostas"
            placeholder="Número, título ou cliente"
            value={params.q}
            onChange={(value) => setParams({ q: value })}
          />
          <DataTableStatusFilter
            className="sm:w-48"
            value={params.status}
            onChange={(status) => setParams({ status })}
            options={proposalStatuses}
          />
        </div>
        <Link to={proposalPath('nova')} className={buttonVariants()}>
          <Plus className="size-4" aria-hidden="true" />
          Nova proposta
        </Link>
      </div>
      <Card>
        <ListStates
          query={query}
          isEmpty={rows.length === 0}
          errorText="Não foi possível carregar as propostas."
          empty={
            <EmptyState
              title="Nenhuma proposta encontrada"
              hint={
                filtered ? 'Tente outros termos ou outro status.' : 'Crie a primeira com “Nova proposta”.'
              }
            />
          }
        >
          <ul aria-label="Propostas" className="divide-y">
            {rows.map((row) => {
              const badge = statusBadge(proposalStatuses, row.status);
              return (
                <li key={row.id}>
                  <Link
                    to={proposalPath(row.id)}
                    className="grid gap-2 p-4 hover:bg-muted/40 focus-visible:bg-muted/40 focus-visible:outline-none md:grid-cols-[8rem_minmax(0,1fr)_auto_8rem] md:items-center md:gap-4"
                  >
                    <span className="text-sm font-medium tabular-nums">{row.number}</span>
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{row.title}</span>
                      <span className="block truncate text-sm text-muted-foreground">
                        {row.clientName} · válida até {formatDate(row.validUntil)}
                        {row.version > 1 ? ` · versão ${row.version}` : ''}
                      </span>
                    </span>
                    <span className="flex items-center gap-2">
                      <Badge color={badge.color}>{badge.label}</Badge>
                      {row.viewCount ? (
                        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                          <Eye className="size-3" aria-hidden="true" />
                          <span className="sr-only">Visualizações:</span>
                          {row.viewCount}
                        </span>
                      ) : null}
                    </span>
                    <span className="font-semibold tabular-nums md:text-right">
                      {formatMoney(row.total)}
                      {row.paymentKind === 'retainer' ? (
                        <span className="text-xs font-normal text-muted-foreground"> /mês</span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <DataTableLoadMore
            query={query}
            className="border-t p-3"
            summary={first ? `Mostrando ${rows.length} de ${first.total} propostas` : undefined}
          />
        </ListStates>
      </Card>
    </div>
  );
}

export default ProposalsPage;
