/**
 * CODERS adm → Auditoria: the audit log, newest first, filtered by user, entity and date range.
 * Filters live in the URL so a filtered view can be linked; pages load with 'Carregar mais'. Actions,
 * entities and fields are shown by their catalog labels (src/shared/catalog/audit.ts), records by the
 * names the server resolved, never by their keys.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { z } from 'zod';
import { auditActionColor, auditActionLabel, auditEntityLabel } from '@shared/catalog/audit';
import { formatDateTime } from '@shared/format';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { type AuditFilters, auditFacetsQuery, auditQuery } from '../api/list-audit';
import { AuditChanges } from './audit-changes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters in the URL, in Portuguese (?usuario=&entidade=&de=&ate=), so a filtered view can be linked. */
const listParams = z.object({
  usuario: z.string().max(200).catch(''),
  entidade: z.string().max(100).catch(''),
  de: z.string().max(10).catch(''),
  ate: z.string().max(10).catch(''),
});

export function AuditPage() {
  const [params, setParams] = useListParams(listParams);
  const filters: AuditFilters = {
    user: params.usuario || undefined,
    entity: params.entidade || undefined,
    from: params.de || undefined,
    to: params.ate || undefined,
  };
  const ids = { user: useId(), entity: useId(), from: useId(), to: useId() };
  const facets = useQuery(auditFacetsQuery);
  const query = useInfiniteQuery(auditQuery(filters));
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const names = Object.assign({}, ...(query.data?.pages.map((page) => page.names ?? {}) ?? [])) as Record<
    string,
    string
  >;
  const total = query.data?.pages[0]?.total ?? 0;
  const filtered = Object.values(filters).some(Boolean);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (key: string) => String(data.get(key) ?? '').trim();
    setParams({ usuario: field('user'), entidade: field('entity'), de: field('from'), ate: field('to') });
  };

  return (
    <div className="space-y-4">
      <Card className="p-4">
        <form
          key={JSON.stringify(params)}
          onSubmit={apply}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_auto_auto_auto] lg:items-end"
          aria-label="Filtros da auditoria"
        >
          <div className="grid gap-1.5">
            <Label htmlFor={ids.user}>Usuário</Label>
            <Input id={ids.user} name="user" defaultValue={filters.user} placeholder="E-mail de quem fez" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.entity}>Entidade</Label>
            <NativeSelect id={ids.entity} name="entity" defaultValue={filters.entity ?? ''}>
              <option value="">Todas as entidades</option>
              {[
                ...new Set([...(facets.data?.entities ?? []), ...(filters.entity ? [filters.entity] : [])]),
              ].map((entity) => (
                <option key={entity} value={entity}>
                  {auditEntityLabel(entity)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.from}>De</Label>
            <Input id={ids.from} name="from" type="date" defaultValue={filters.from} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.to}>Até</Label>
            <Input id={ids.to} name="to" type="date" defaultValue={filters.to} />
          </div>
          <div className="flex gap-2">
            <Button type="submit">
              <Search aria-hidden="true" />
              Filtrar
            </Button>
            {filtered ? (
              <Button
                type="button"
                variant="ghost"
                onClick={() => setParams({ usuario: '', entidade: '', de: '', ate: '' })}
              >
                Limpar
              </Button>
            ) : null}
          </div>
        </form>
      </Card>

      <Card>
        <ListStates
          query={query}
          isEmpty={rows.length === 0}
          errorText="Não foi possível carregar a auditoria."
          empty={
            <EmptyState
              title="Nenhum registro encontrado"
              hint={filtered ? 'Tente outros filtros.' : 'As alterações feitas no sistema aparecem aqui.'}
            />
          }
        >
          <p className="px-4 pt-4 text-sm text-muted-foreground" aria-live="polite">
            {total === 1 ? '1 registro' : `${total.toLocaleString('pt-BR')} registros`}
          </p>
          <Table>
            <caption className="sr-only">Registros de auditoria</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Data</TableHead>
                <TableHead scope="col">Usuário</TableHead>
                <TableHead scope="col">Ação</TableHead>
                <TableHead scope="col">Entidade</TableHead>
                <TableHead scope="col">Alterações</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} className="align-top">
                  <TableCell className="whitespace-nowrap tabular-nums">
                    {formatDateTime(row.createdAt)}
                  </TableCell>
                  <TableCell className="max-w-56 truncate" title={row.actorEmail ?? undefined}>
                    {row.actorEmail ?? <span className="text-muted-foreground">Sistema</span>}
                  </TableCell>
                  <TableCell>
                    <Badge color={auditActionColor(row.action)}>
                      {auditActionLabel(row.action, row.entity)}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <span className="font-medium">{auditEntityLabel(row.entity)}</span>
                    {row.entityId && UUID.test(row.entityId) ? (
                      <span className="block max-w-56 truncate text-xs text-muted-foreground">
                        {names[row.entityId.toLowerCase()] ?? 'registro excluído'}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className="min-w-48">
                    <AuditChanges row={row} names={names} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <DataTableLoadMore query={query} />
        </ListStates>
      </Card>
    </div>
  );
}
