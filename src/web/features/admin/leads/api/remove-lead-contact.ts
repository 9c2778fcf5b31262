/** DELETE /api/leads/:id/contacts/:contactId (after confirmation). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { leadKeys } from './keys';

export function useRemoveLeadContact(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) => api.delete<void>(`/api/leads/${leadId}/contacts/${contactId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
