/** CODERS comercial → Clientes: won leads with their projects and the sum of the budgets. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { projectStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney, formatPhone } from '@shared/format';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { useJobLink } from '@web/lib/use-job-link';
import { clientsQuery } from '../api/list-clients';

const listParams = z.object({ q: searchParam });

export function ClientsPage() {
  const leadLink = useJobLink();
  const [params, setParams] = useListParams(listParams);
  const q = params.q;
  const query = useInfiniteQuery(clientsQuery(q));
  const first = query.data?.pages[0];
  const clients = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DataTableSearch
          label="Buscar clientes"
          placeholder="Nome, e-mail ou empresa"
          value={q}
          onChange={(value) => setParams({ q: value })}
        />
        {first ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {first.total === 1 ? '1 cliente' : `${first.total} clientes`} · orçamento total{' '}
            <strong className="text-foreground">{formatMoney(first.totalBudget)}</strong>
          </p>
        ) : null}
      </div>
      <Card>
        <ListStates
          query={query}
          isEmpty={clients.length === 0}
          errorText="Não foi possível carregar os clientes."
          empty={
            <EmptyState
              title="Nenhum cliente encontrado"
              hint={q ? 'Tente outros termos de busca.' : 'Leads com status Convertido aparecem aqui.'}
            />
          }
        >
          <ul aria-label="Clientes" className="divide-y">
            {clients.map((client) => (
              <li
                key={client.id}
                className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] md:gap-6"
              >
                <div className="min-w-0">
                  <h3 className="font-medium">
                    {leadLink('leads', { lead: client.id }) ? (
                      <Link
                        to={leadLink('leads', { lead: client.id })!}
                        className="hover:text-primary hover:underline focus-visible:underline"
                      >
                        {client.name}
                      </Link>
                    ) : (
                      client.name
                    )}
                  </h3>
                  {client.company ? <p className="text-sm">{client.company}</p> : null}
                  <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                    <a
                      href={`mailto:${client.email}`}
                      className="inline-flex min-w-0 items-center gap-1 break-all hover:underline"
                    >
                      <Mail className="size-3 shrink-0" aria-hidden="true" />
                      {client.email}
                    </a>
                    {client.phone ? (
                      <span className="inline-flex items-center gap-1">
                        <Phone className="size-3" aria-hidden="true" />
                        {formatPhone(client.phone)}
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    Lead desde {formatDate(client.createdAt)}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-x-3 text-xs">
                    {leadLink('leads', { lead: client.id }) ? (
                      <Link
                        to={leadLink('leads', { lead: client.id })!}
                        className="font-medium text-primary hover:underline"
                      >
                        Dados de faturamento
                      </Link>
                    ) : null}
                    <Link
                      to={`/coders/comercial/propostas/nova?cliente=${client.id}`}
                      className="font-medium text-primary hover:underline"
                    >
                      Nova proposta
                    </Link>
                  </p>
                </div>
                <div className="min-w-0">
                  <p className="sr-only">Projetos</p>
                  {client.projects.length === 0 ? (
                    <p className="text-sm text-muted-foreground">Nenhum projeto ainda</p>
                  ) : (
                    <ul className="space-y-1.5">
                      {client.projects.map((project) => {
                        const badge = statusBadge(projectStatuses, project.status);
                        return (
                          <li key={project.id} className="flex flex-wrap items-center gap-2 text-sm">
                            <span>{project.title}</span>
                            <Badge color={badge.color}>{badge.label}</Badge>
                            <span className="text-muted-foreground tabular-nums">
                              {formatMoney(project.budget)}
                            </span>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </div>
                <p className="text-sm md:text-right">
                  <span className="text-muted-foreground md:block">Orçamento total </span>
                  <strong className="font-semibold whitespace-nowrap tabular-nums">
                    {formatMoney(client.totalBudget)}
                  </strong>
                </p>
              </li>
            ))}
          </ul>
          <DataTableLoadMore query={query} />
        </ListStates>
      </Card>
    </div>
  );
}
