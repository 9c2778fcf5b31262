/**
 * POST /api/leads/:id/score (art. 20: staff override the automatic score, with the reason) and
 * POST /api/leads/:id/consents (staff record a consent the person gave or withdrew to them).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { leadKeys } from './keys';

export function useOverrideLeadScore(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { score: number; reason: string }) =>
      api.post<{ ok: true }>(`/api/leads/${leadId}/score`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

export function useRecordLeadConsent(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { purpose: 'marketing' | 'contato'; granted: boolean }) =>
      api.post<{ ok: true }>(`/api/leads/${leadId}/consents`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
