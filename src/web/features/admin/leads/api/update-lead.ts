/** PATCH /api/leads/:id (edit form, owner change in the drawer); the lists and the drawer reload. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadListItem, LeadUpdate } from '@shared/schemas/lead';
import { api } from '@web/lib/api';
import { leadKeys } from './keys';

export function useUpdateLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: LeadUpdate }) =>
      api.patch<LeadListItem>(`/api/leads/${id}`, patch),
    onSuccess: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
