/** POST /api/leads/:id/contacts: an e-mail or phone staff add to 'Outros contatos'. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadContact, LeadContactCreateInput } from '@shared/schemas/lead-identity';
import { api } from '@web/lib/api';
import { leadKeys } from './keys';

export function useAddLeadContact(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LeadContactCreateInput) =>
      api.post<LeadContact>(`/api/leads/${leadId}/contacts`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
