/** GET/PUT /api/leads/:id/billing-profile: the client's billing profile (docs/product/proposals.md). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingProfile, BillingProfileInput } from '@shared/proposals/schemas';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

const billingKey = (leadId: string) => ['billing-profile', leadId] as const;

export const billingProfileQuery = (leadId: string) =>
  queryOptions({
    queryKey: billingKey(leadId),
    queryFn: async () =>
      (await api.get<{ profile: BillingProfile | null }>(`/api/leads/${leadId}/billing-profile`)).profile,
    ...pageQuery,
  });

export function useSaveBillingProfile(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingProfileInput) =>
      api.put<{ profile: BillingProfile }>(`/api/leads/${leadId}/billing-profile`, input),
    onSuccess: (answer) => {
      client.setQueryData(billingKey(leadId), answer.profile);
      return client.invalidateQueries({ queryKey: ['proposals'] });
    },
  });
}
