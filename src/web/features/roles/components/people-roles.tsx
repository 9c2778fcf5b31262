/**
 * 'Papéis por pessoa': each person's fixed roles and custom roles, a checkbox per role. A fixed role
 * changes through the users' endpoint (the last-administrator rules live there), a custom role
 * through the roles' one.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { z } from 'zod';
import { type StaffRole, staffRoleLabels, staffRoles } from '@shared/catalog/roles';
import type { UserRow } from '@shared/schemas/user';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { Card } from '@web/components/ui/card';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { ScrollTable } from '@web/components/ui/scroll-table';
import { Checkbox } from '@web/components/ui/switch';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { type RolesChange, useUpdateUserRoles } from '@web/lib/queries/update-user-roles';
import { useMe } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { assignmentsQuery, rolesQuery, useAssignRoles, usersForRolesQuery } from '../api/roles';

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
const displayName = (user: UserRow) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || 'Usuário';

export function PeopleRoles() {
  const [params, setParams] = useListParams(listParams);
  const query = useInfiniteQuery(usersForRolesQuery(params.q));
  const custom = useQuery(rolesQuery).data?.custom ?? [];
  const held = useQuery(assignmentsQuery).data?.items ?? [];
  const heldBy = new Map(held.map((item) => [item.userId, item.roleIds]));
  // The users page's toasts (docs/product/users-and-roles.md).
  const update = useUpdateUserRoles({
    onSuccess: () => toast.success('Função atualizada', 'A função do usuário foi atualizada com sucesso.'),
    onError: (error) => toast.error('Erro ao atualizar função', error.message),
  });
  const assign = useAssignRoles();
  const { user: me } = useMe();
  const users = query.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = useId();

  const toggleCustom = (user: UserRow, roleId: string, on: boolean) => {
    const current = (heldBy.get(user.id) ?? []).filter((id) => id !== roleId);
    assign.mutate(
      { userId: user.id, roleIds: on ? [...current, roleId] : current },
      {
        onSuccess: () => toast.success('Papéis atualizados'),
        onError: (error) => toast.error('Erro ao atualizar papéis', error.message),
      },
    );
  };

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
          <ScrollTable label="Tabela: papéis de cada usuário">
            <caption className="sr-only">Papéis de cada usuário</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Pessoa</TableHead>
                {staffRoles.map((role) => (
                  <TableHead key={role} scope="col" className="text-center">
                    {staffRoleLabels[role]}
                  </TableHead>
                ))}
                {custom.map((role) => (
                  <TableHead key={role.id} scope="col" className="text-center">
                    {role.name}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.map((user) => {
                const roles = effective(user);
                const display = displayName(user);
                const busy = update.isPending && update.variables?.id === user.id;
                const customBusy = assign.isPending && assign.variables?.userId === user.id;
                const mine = heldBy.get(user.id) ?? [];
                return (
                  <TableRow key={user.id} aria-busy={busy || customBusy}>
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
                            onCheckedChange={(value) => update.mutate(nextChange(user, role, value === true))}
                            className="size-5"
                          />
                        </TableCell>
                      );
                    })}
                    {custom.map((role) => {
                      const checked = customBusy
                        ? assign.variables!.roleIds.includes(role.id)
                        : mine.includes(role.id);
                      return (
                        <TableCell key={role.id} className="py-2 text-center">
                          <Checkbox
                            checked={checked}
                            disabled={customBusy}
                            aria-label={`${role.name} para ${display}`}
                            onCheckedChange={(value) => toggleCustom(user, role.id, value === true)}
                            className="size-5"
                          />
                        </TableCell>
                      );
                    })}
                  </TableRow>
                );
              })}
            </TableBody>
          </ScrollTable>
          <DataTableLoadMore query={query} />
        </>
      )}
    </Card>
  );
}
