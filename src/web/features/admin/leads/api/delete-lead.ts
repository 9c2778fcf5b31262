/** DELETE /api/leads/:id (after confirmation). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { leadKeys } from './keys';

export function useDeleteLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/leads/${id}`),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: leadKeys.detail(id) });
      return client.invalidateQueries({ queryKey: leadKeys.all });
    },
  });
}
