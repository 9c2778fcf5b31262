/**
 * PATCH /api/users/:id/roles: 'Editar Função' plus staff roles, used by the users page's role
 * dialog and the CODERS adm roles matrix. Refreshes every users list and me (my roles may change);
 * each caller shows its own toasts (callbacks given here fire for every
 * call, unlike mutate()'s, which fire for the latest only). Settles after the refresh, so mutateAsync resolves on fresh data.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@shared/catalog/roles';
import type { UserRow } from '@shared/schemas/user';
import { api } from '../api';
import { meQuery } from '../session';

export type RolesChange = { id: string; role: 'user' | 'admin'; staffRoles: StaffRole[] };

export function useUpdateUserRoles(
  callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ id, ...body }: RolesChange) => api.patch<UserRow>(`/api/users/${id}/roles`, body),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['users'] }),
        client.invalidateQueries({ queryKey: meQuery.queryKey }),
      ]),
  });
}
