/** POST /api/leads ('Novo Lead'); the lists reload on success. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadFormData, LeadListItem } from '@shared/schemas/lead';
import { api } from '@web/lib/api';
import { leadKeys } from './keys';

export function useCreateLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LeadFormData) => api.post<LeadListItem>('/api/leads', input),
    onSuccess: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
