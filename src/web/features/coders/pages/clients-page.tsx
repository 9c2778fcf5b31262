/** CODERS comercial → Clientes: won leads with their projects and the sum of the budgets. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { projectStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney, formatPhone } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useJobLink } from '@web/lib/use-job-link';
import { clientsQuery } from '../api/list-clients';

export function ClientsPage() {
  const searchId = useId();
  const leadLink = useJobLink();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const query = useInfiniteQuery(clientsQuery(q));
  const first = query.data?.pages[0];
  const clients = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid w-full gap-1.5 sm:w-72">
          <Label htmlFor={searchId}>Buscar clientes</Label>
          <Input
            id={searchId}
            type="search"
            placeholder="Nome, e-mail ou empresa"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {first ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {first.total === 1 ? '1 cliente' : `${first.total} clientes`} · orçamento total{' '}
            <strong className="text-foreground">{formatMoney(first.totalBudget)}</strong>
          </p>
        ) : null}
      </div>
      <Card>
        {query.isPending ? (
          <Spinner className="min-h-48" label="Carregando..." />
        ) : query.error ? (
          <div role="alert" className="space-y-3 p-6 text-destructive">
            <p>{query.error.message || 'Não foi possível carregar os clientes.'}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : clients.length === 0 ? (
          <EmptyState
            title="Nenhum cliente encontrado"
            hint={q ? 'Tente outros termos de busca.' : 'Leads com status Convertido aparecem aqui.'}
          />
        ) : (
          <>
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
            {query.hasNextPage ? (
              <div className="flex justify-center p-4">
                <Button
                  variant="outline"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Card>
    </div>
  );
}
