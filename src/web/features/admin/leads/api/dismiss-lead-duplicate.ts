/** POST /api/leads/duplicates/:id/dismiss: 'Não é duplicado'. Both leads' drawers and the list refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { leadKeys } from './keys';

export function useDismissLeadDuplicate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pairId: string) =>
      api.post<{ dismissed: true }>(`/api/leads/duplicates/${pairId}/dismiss`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
