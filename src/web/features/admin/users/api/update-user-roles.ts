/** PATCH /api/users/:id/roles: 'Editar Função' plus staff roles; refreshes the list (and me, when it is me). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRolesInput, UserRow } from '@shared/schemas/user';
import { api } from '@web/lib/api';
import { meQuery } from '@web/lib/session';
import { userKeys } from './list-users';

export function useUpdateUserRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateUserRolesInput }) =>
      api.patch<UserRow>(`/api/users/${id}/roles`, input),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: userKeys.all }),
        client.invalidateQueries({ queryKey: meQuery.queryKey }),
      ]);
    },
  });
}
