/** POST /api/leads/bulk: status and/or owner for the selected leads. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { leadKeys } from './keys';

export type BulkChange = { ids: string[]; status?: string; ownerId?: string | null };

export function useBulkUpdateLeads() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: BulkChange) => api.post<{ updated: number }>('/api/leads/bulk', change),
    onSettled: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
