/**
 * POST /api/leads/:id/score (art. 20: staff override the automatic score, with the reason) and
 * POST /api/leads/:id/consents (staff record a consent the person gave or withdrew to them).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyInputOf } from '@shared/contract';
import { privacyApi } from '@shared/privacy/api';
import { call } from '@web/lib/call';
import { leadKeys } from './keys';

export function useOverrideLeadScore(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<typeof privacyApi.scoreOverride>) =>
      call(privacyApi.scoreOverride, { params: { id: leadId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

export function useRecordLeadConsent(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<typeof privacyApi.staffConsent>) =>
      call(privacyApi.staffConsent, { params: { id: leadId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
