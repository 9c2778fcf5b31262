/** PATCH /api/users/:id/status ('Desativar' / 'Reativar') and the second factor's reset; each refreshes the list. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { userKeys } from './list-users';

export function useSetUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.patch<{ id: string; active: boolean }>(`/api/users/${id}/status`, { active }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** DELETE /api/users/:id/two-factor: adm resets the second factor of someone who lost their device. */
export function useResetTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ id: string; twoFactorEnabled: false }>(`/api/users/${id}/two-factor`),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
