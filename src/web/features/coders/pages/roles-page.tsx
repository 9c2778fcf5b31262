/**
 * CODERS adm → Papéis e Permissões: the one access table (src/shared/catalog/access.ts) as a matrix
 * of pages and API rules × roles, and each person's roles with a checkbox per role.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Check, Minus } from 'lucide-react';
import { useId } from 'react';
import { z } from 'zod';
import {
  type Access,
  type AccessRule,
  apiAccess,
  decide,
  pageAccess,
  type Viewer,
} from '@shared/catalog/access';
import { type StaffRole, staffRoleLabels, staffRoles } from '@shared/catalog/roles';
import type { UserRow } from '@shared/schemas/user';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { Card } from '@web/components/ui/card';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { ScrollTable } from '@web/components/ui/scroll-table';
import { Checkbox } from '@web/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { type RolesChange, useUpdateUserRoles } from '@web/lib/queries/update-user-roles';
import { useMe } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { usersForRolesQuery } from '../api/users-roles';

type Column = { label: string; viewer: Viewer };
const columns: Column[] = [
  { label: 'Visitante', viewer: { signedIn: false, roles: [] } },
  { label: 'Sem papel', viewer: { signedIn: true, roles: [] } },
  ...staffRoles.map((role) => ({ label: staffRoleLabels[role], viewer: { signedIn: true, roles: [role] } })),
];

const accessText: Record<Access['kind'], string> = {
  public: 'Qualquer pessoa',
  signedIn: 'Quem entrou',
  staff: 'Qualquer papel da equipe',
  roles: 'Papéis',
};

function Cell({ access, viewer }: { access: Access; viewer: Viewer }) {
  const allowed = decide(access, viewer) === 'allow';
  return allowed ? (
    <span className="inline-flex text-green-700">
      <Check className="size-4" aria-hidden="true" />
      <span className="sr-only">Permitido</span>
    </span>
  ) : (
    <span className="inline-flex text-slate-400">
      <Minus className="size-4" aria-hidden="true" />
      <span className="sr-only">Negado</span>
    </span>
  );
}

function Matrix({
  title,
  rules,
  showMethods,
}: {
  title: string;
  rules: readonly AccessRule[];
  showMethods?: boolean;
}) {
  const id = useId();
  return (
    <Card className="min-w-0" role="region" aria-labelledby={id}>
      <div className="p-4 pb-0">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">
          A primeira regra que combina com o caminho decide.{' '}
          {showMethods
            ? 'Caminhos da API fora da lista: só Administrador.'
            : 'Páginas fora da lista são públicas.'}
        </p>
      </div>
      <ScrollTable label={`Tabela: ${title}`}>
        <caption className="sr-only">{title}</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Caminho</TableHead>
            {showMethods ? <TableHead scope="col">Métodos</TableHead> : null}
            <TableHead scope="col">Quem</TableHead>
            {columns.map((column) => (
              <TableHead key={column.label} scope="col" className="text-center">
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rules.map((rule, index) => (
            <TableRow key={`${rule.pattern}-${index}`}>
              <TableHead scope="row" className="h-auto py-2 font-mono text-xs font-normal text-foreground">
                {rule.pattern}
              </TableHead>
              {showMethods ? (
                <TableCell className="py-2 text-xs">
                  {rule.methods ? rule.methods.join(', ') : 'Todos'}
                </TableCell>
              ) : null}
              <TableCell className="py-2 text-xs text-muted-foreground">
                {rule.access.kind === 'roles'
                  ? rule.access.roles.map((role) => staffRoleLabels[role]).join(', ')
                  : accessText[rule.access.kind]}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.label} className="py-2 text-center">
                  <Cell access={rule.access} viewer={column.viewer} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    </Card>
  );
}

/** The effective roles: profile role admin counts as adm (docs/product/users-and-roles.md). */
const effective = (user: UserRow): StaffRole[] =>
  user.role === 'admin' && !user.staffRoles.includes('adm') ? ['adm', ...user.staffRoles] : user.staffRoles;

function nextChange(user: UserRow, role: StaffRole, on: boolean): RolesChange {
  const current = effective(user).filter((item) => item !== role);
  const staff = on ? [...current, role] : current;
  // Administrador is both the adm role and the profile role admin; the other roles leave it as it is.
  const profileRole = role === 'adm' ? (on ? 'admin' : 'user') : user.role;
  return { id: user.id, role: profileRole, staffRoles: staffRoles.filter((item) => staff.includes(item)) };
}

const listParams = z.object({ q: searchParam });

function PeopleRoles() {
  const [params, setParams] = useListParams(listParams);
  const query = useInfiniteQuery(usersForRolesQuery(params.q));
  // The users page's toasts (docs/product/users-and-roles.md).
  const update = useUpdateUserRoles({
    onSuccess: () => toast.success('Função atualizada', 'A função do usuário foi atualizada com sucesso.'),
    onError: (error) => toast.error('Erro ao atualizar função', error.message),
  });
  const changeRoles = (change: RolesChange) => update.mutate(change);
  const { user: me } = useMe();
  const users = query.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = useId();

  return (
    <Card className="min-w-0" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-3 p-4 pb-2">
        <div>
          <h2 id={headingId} className="font-semibold">
            Papéis por pessoa
          </h2>
          <p className="text-sm text-muted-foreground">
            Marque ou desmarque para dar ou tirar um papel. Vale na hora.
          </p>
        </div>
        <DataTableSearch
          className="w-full sm:w-64"
          label="Buscar usuários"
          placeholder="Buscar usuários..."
          value={params.q}
          onChange={(q) => setParams({ q })}
        />
      </div>
      {query.isPending ? (
        <Spinner className="min-h-32" label="Carregando..." />
      ) : query.error ? (
        <p role="alert" className="p-4 text-destructive">
          {query.error.message || 'Erro ao carregar usuários'}
        </p>
      ) : users.length === 0 ? (
        <EmptyState title="Nenhum usuário encontrado" />
      ) : (
        <>
          <Table>
            <caption className="sr-only">Papéis de cada usuário</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Pessoa</TableHead>
                {staffRoles.map((role) => (
                  <TableHead key={role} scope="col" className="text-center">
                    {staffRoleLabels[role]}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.map((user) => {
                const roles = effective(user);
                const display =
                  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || 'Usuário';
                const busy = update.isPending && update.variables?.id === user.id;
                return (
                  <TableRow key={user.id} aria-busy={busy}>
                    <TableHead scope="row" className="h-auto py-2 font-normal text-foreground">
                      <span className="block font-medium">{display}</span>
                      <span className="block text-xs text-muted-foreground">{user.email}</span>
                    </TableHead>
                    {staffRoles.map((role) => {
                      const checked = busy
                        ? update.variables!.staffRoles.includes(role)
                        : roles.includes(role);
                      const self = me?.id === user.id && role === 'adm';
                      return (
                        <TableCell key={role} className="py-2 text-center">
                          <Checkbox
                            checked={checked}
                            disabled={busy || self}
                            title={
                              self ? 'Você não pode remover seu próprio acesso de administrador.' : undefined
                            }
                            aria-label={`${staffRoleLabels[role]} para ${display}`}
                            onCheckedChange={(value) => changeRoles(nextChange(user, role, value === true))}
                            className="size-5"
                          />
                        </TableCell>
                      );
                    })}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <DataTableLoadMore query={query} />
        </>
      )}
    </Card>
  );
}

export function RolesPage() {
  return (
    <div className="space-y-6">
      <PeopleRoles />
      <Matrix title="Páginas" rules={pageAccess} />
      <Matrix title="API" rules={apiAccess} showMethods />
    </div>
  );
}
