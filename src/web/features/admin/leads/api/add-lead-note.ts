/** POST /api/leads/:id/notes: a note on the lead's timeline. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadTimelineEntry } from '@shared/schemas/lead';
import { api } from '@web/lib/api';
import { leadKeys } from './keys';

export function useAddLeadNote(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.post<LeadTimelineEntry>(`/api/leads/${leadId}/notes`, { content }),
    onSuccess: () => client.invalidateQueries({ queryKey: leadKeys.detail(leadId) }),
  });
}
