/** CODERS colaboradores → Projetos: every project, read-only (adm and comercial edit in /admin/projects). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { decide, pageAccessFor } from '../../../../shared/catalog/access';
import { projectStatuses, statusBadge } from '../../../../shared/catalog/statuses';
import { formatDate, formatMoney } from '../../../../shared/format';
import { paths } from '../../../app/paths';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState, Spinner } from '../../../components/ui/feedback';
import { Input, NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useMe } from '../../../lib/session';
import { projectsQuery } from '../api/list-projects';

export function StaffProjects() {
  const ids = { search: useId(), status: useId() };
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const q = useDeferredValue(search.trim());
  const query = useInfiniteQuery(projectsQuery({ q, status }));
  const projects = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total;
  const { user, roles } = useMe();
  const canManage =
    decide(pageAccessFor(paths.admin.projects), { signedIn: Boolean(user), roles }) === 'allow';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid w-full gap-1.5 sm:w-72">
          <Label htmlFor={ids.search}>Buscar projetos</Label>
          <Input
            id={ids.search}
            type="search"
            placeholder="Buscar projetos..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="grid w-full gap-1.5 sm:w-48">
          <Label htmlFor={ids.status}>Status</Label>
          <NativeSelect id={ids.status} value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">Todos</option>
            {projectStatuses.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {canManage ? (
          <Button asChild variant="outline" className="sm:ml-auto">
            <Link to={paths.admin.projects}>Gerenciar projetos</Link>
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground sm:ml-auto">Somente leitura</p>
        )}
      </div>
      <Card>
        {query.isPending ? (
          <Spinner className="min-h-48" label="Carregando..." />
        ) : query.error ? (
          <div role="alert" className="space-y-3 p-6 text-destructive">
            <p>{query.error.message || 'Erro ao carregar projetos'}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : projects.length === 0 ? (
          <EmptyState title="Nenhum projeto encontrado." />
        ) : (
          <>
            {total !== undefined ? (
              <p className="px-4 pt-4 text-sm text-muted-foreground" aria-live="polite">
                {total === 1 ? '1 projeto' : `${total} projetos`}
              </p>
            ) : null}
            <ScrollTable label="Lista de projetos">
              <caption className="sr-only">Projetos</caption>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Projeto</TableHead>
                  <TableHead scope="col">Cliente</TableHead>
                  <TableHead scope="col">Orçamento</TableHead>
                  <TableHead scope="col">Datas</TableHead>
                  <TableHead scope="col">Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {projects.map((project) => {
                  const badge = statusBadge(projectStatuses, project.status);
                  return (
                    <TableRow key={project.id} className="align-top">
                      <TableCell className="min-w-56">
                        <span className="block font-medium">{project.title}</span>
                        {project.description ? (
                          <span className="line-clamp-2 text-sm text-muted-foreground">
                            {project.description}
                          </span>
                        ) : null}
                      </TableCell>
                      <TableCell>{project.clientName ?? '-'}</TableCell>
                      <TableCell className="whitespace-nowrap tabular-nums">
                        {formatMoney(project.budget)}
                      </TableCell>
                      <TableCell className="text-sm whitespace-nowrap">
                        <span className="block">Início: {formatDate(project.startDate)}</span>
                        <span className="block">Término: {formatDate(project.endDate)}</span>
                      </TableCell>
                      <TableCell>
                        <Badge color={badge.color}>{badge.label}</Badge>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </ScrollTable>
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
