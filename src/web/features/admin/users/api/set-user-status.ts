/** PATCH /api/users/:id/status: 'Desativar' / 'Reativar'; refreshes the list. */
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
