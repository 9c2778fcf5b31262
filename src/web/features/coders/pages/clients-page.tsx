/** CODERS comercial → Clientes: won leads with their projects and the sum of the budgets. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { projectStatuses, statusBadge } from '../../../../shared/catalog/statuses';
import { formatDate, formatMoney } from '../../../../shared/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState, Spinner } from '../../../components/ui/feedback';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { clientsQuery } from '../api/list-clients';

export function ClientsPage() {
  const searchId = useId();
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
            <Table>
              <caption className="sr-only">Clientes e seus projetos</caption>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Cliente</TableHead>
                  <TableHead scope="col">Projetos</TableHead>
                  <TableHead scope="col" className="text-right">
                    Orçamento total
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {clients.map((client) => (
                  <TableRow key={client.id} className="align-top">
                    <TableCell className="min-w-52">
                      <span className="block font-medium">{client.name}</span>
                      {client.company ? <span className="block text-sm">{client.company}</span> : null}
                      <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                        <a
                          href={`mailto:${client.email}`}
                          className="inline-flex items-center gap-1 hover:underline"
                        >
                          <Mail className="size-3" aria-hidden="true" />
                          {client.email}
                        </a>
                        {client.phone ? (
                          <span className="inline-flex items-center gap-1">
                            <Phone className="size-3" aria-hidden="true" />
                            {client.phone}
                          </span>
                        ) : null}
                      </span>
                      <span className="mt-1 block text-xs text-muted-foreground">
                        Lead desde {formatDate(client.createdAt)}
                      </span>
                    </TableCell>
                    <TableCell className="min-w-64">
                      {client.projects.length === 0 ? (
                        <span className="text-sm text-muted-foreground">Nenhum projeto ainda</span>
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
                    </TableCell>
                    <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">
                      {formatMoney(client.totalBudget)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
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
