/**
 * CODERS adm → Auditoria: the audit log, newest first, filtered by user, entity and date range.
 * Filters live in the URL so a filtered view can be linked; pages load with 'Carregar mais'.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { z } from 'zod';
import { formatDateTime } from '@shared/format';
import type { AuditRow } from '@shared/schemas/audit';
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

const actionLabels: Record<string, string> = {
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  status: 'Mudança de status',
  import: 'Importação',
  login: 'Acesso',
  publish: 'Publicação',
  unpublish: 'Despublicação',
  invite: 'Convite',
  reset: 'Redefinição de senha',
  // LGPD (docs/product/privacy-lgpd.md)
  privacy_request_created: 'Pedido LGPD recebido',
  privacy_request_verified: 'Pedido LGPD verificado',
  privacy_request_verified_link: 'Pedido LGPD confirmado pelo link',
  privacy_export: 'Exportação de dados (LGPD)',
  privacy_correct: 'Correção de dados (LGPD)',
  privacy_anonymize: 'Anonimização (LGPD)',
  privacy_request_closed: 'Pedido LGPD concluído',
  privacy_request_refused: 'Pedido LGPD recusado',
  privacy_retention_run: 'Retenção executada',
  score_override: 'Ajuste de pontuação',
  consent_granted: 'Consentimento registrado',
  consent_withdrawn: 'Consentimento revogado',
};
const actionColors: Record<string, 'green' | 'blue' | 'red' | 'amber' | 'purple' | 'grey'> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  status: 'amber',
  import: 'purple',
};
const entityLabels: Record<string, string> = {
  lead: 'Lead',
  leads: 'Lead',
  project: 'Projeto',
  projects: 'Projeto',
  appointment: 'Agendamento',
  appointments: 'Agendamento',
  post: 'Post',
  blog_post: 'Post',
  posts: 'Post',
  user: 'Usuário',
  users: 'Usuário',
  settings: 'Configurações',
  setting: 'Configurações',
  invitation: 'Convite',
  file: 'Arquivo',
  upload: 'Arquivo',
  lead_note: 'Nota de lead',
  privacy_request: 'Pedido LGPD',
  privacy_retention: 'Retenção LGPD',
};
export const entityLabel = (entity: string) => entityLabels[entity] ?? entity;

const show = (value: unknown) => {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

/** Field-level differences between two snapshots; non-objects compare as a whole. */
function changes(before: unknown, after: unknown): { field: string; before: unknown; after: unknown }[] {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(before) && !isObject(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: 'valor', before, after }];
  }
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys
    .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .map((key) => ({ field: key, before: a[key], after: b[key] }));
}

function Changes({ row }: { row: AuditRow }) {
  const list = changes(row.before, row.after);
  if (list.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <details>
      <summary className="cursor-pointer text-primary hover:underline">
        {list.length === 1 ? '1 campo' : `${list.length} campos`}
      </summary>
      <dl className="mt-2 space-y-1.5 text-xs">
        {list.map((change) => (
          <div key={change.field}>
            <dt className="font-medium">{change.field}</dt>
            <dd className="break-all text-muted-foreground">
              <span className="line-through decoration-red-400">{show(change.before)}</span>
              {' → '}
              <span className="text-foreground">{show(change.after)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

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
                  {entityLabel(entity)}
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
                    <Badge color={actionColors[row.action] ?? 'grey'}>
                      {actionLabels[row.action] ?? row.action}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <span className="font-medium">{entityLabel(row.entity)}</span>
                    {row.entityId ? (
                      <span
                        className="block max-w-40 truncate font-mono text-xs text-muted-foreground"
                        title={row.entityId}
                      >
                        {row.entityId}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className="min-w-48">
                    <Changes row={row} />
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
