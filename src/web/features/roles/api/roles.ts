/** The roles endpoints (src/shared/roles/api.ts): the role list, custom roles, who holds which, and the people. */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesApi } from '@shared/roles/api';
import type { CustomRoleForm } from '@shared/roles/schemas';
import type { UserRow } from '@shared/schemas/user';
import { api } from '@web/lib/api';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';

export const roleKeys = {
  all: ['roles'] as const,
  list: ['roles', 'list'] as const,
  assignments: ['roles', 'assignments'] as const,
};

export const rolesQuery = queryOptions({ queryKey: roleKeys.list, queryFn: () => call(rolesApi.list) });

export const assignmentsQuery = queryOptions({
  queryKey: roleKeys.assignments,
  queryFn: () => call(rolesApi.assignments),
});

type UsersPage = { items: UserRow[]; nextCursor: string | null; total: number };

/** The people of the Papéis page (the users list, adm's). */
export const usersForRolesQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['users', 'roles-matrix', q],
    queryFn: ({ pageParam }) =>
      api.get<UsersPage>('/api/users', { q, limit: 50, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

/** Every change refreshes the role list, the counts of holders and who holds which. */
function useRolesMutation<V, R>(fn: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

export const useSaveRole = () =>
  useRolesMutation(({ id, body }: { id?: string; body: CustomRoleForm }) =>
    id ? call(rolesApi.update, { params: { id }, body }) : call(rolesApi.create, { body }),
  );

export const useDeleteRole = () =>
  useRolesMutation((id: string) => call(rolesApi.remove, { params: { id } }));

export const useAssignRoles = () =>
  useRolesMutation(({ userId, roleIds }: { userId: string; roleIds: string[] }) =>
    call(rolesApi.assign, { params: { id: userId }, body: { roleIds } }),
  );
