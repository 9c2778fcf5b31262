import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@shared/catalog/roles';
import type { UserRow } from '@shared/schemas/user';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';
import { toast } from '@web/lib/toast';

type UsersPage = { items: UserRow[]; nextCursor: string | null; total: number };

export const usersForRolesQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['users', 'roles-matrix', q],
    queryFn: ({ pageParam }) =>
      api.get<UsersPage>('/api/users', { q, limit: 50, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

export type RolesChange = { id: string; role: 'user' | 'admin'; staffRoles: StaffRole[] };

/** PATCH /api/users/:id/roles; the toasts are the users page's (docs/product/users-and-roles.md). */
export function useUpdateUserRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RolesChange) => api.patch<UserRow>(`/api/users/${id}/roles`, body),
    onSuccess: () => {
      toast.success('Função atualizada', 'A função do usuário foi atualizada com sucesso.');
    },
    onError: (error) => {
      toast.error('Erro ao atualizar função', error.message);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['users'] });
      void client.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
