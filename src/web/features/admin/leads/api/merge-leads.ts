/**
 * POST /api/leads/merge: `mergeId` is merged into `keepId`, each field from the side picked. The merged
 * lead is gone afterwards, so its cached details are dropped and every lead view refreshes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadMergeInput, MergeResult } from '@shared/schemas/lead-identity';
import { api } from '@web/lib/api';
import { leadKeys } from './keys';

export function useMergeLeads() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LeadMergeInput) => api.post<MergeResult>('/api/leads/merge', input),
    onSettled: (_data, _error, input) => {
      client.removeQueries({ queryKey: leadKeys.detail(input.mergeId) });
      return client.invalidateQueries({ queryKey: leadKeys.all });
    },
  });
}
