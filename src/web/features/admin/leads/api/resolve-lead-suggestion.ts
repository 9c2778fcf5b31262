/**
 * POST /api/leads/:id/suggestions/:eventId/apply | dismiss: staff settle contact data a public form
 * suggested. Applying changes the lead (audited), so every lead view is refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { leadKeys } from './keys';

export type SuggestionAction = 'apply' | 'dismiss';

export function useResolveLeadSuggestion(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, action }: { eventId: string; action: SuggestionAction }) =>
      api.post<unknown>(`/api/leads/${leadId}/suggestions/${eventId}/${action}`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
