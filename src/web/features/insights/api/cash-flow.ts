/** The cash flow and its settings (src/shared/insights/api.ts; financeiro, adm). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { insightsApi } from '@shared/insights/api';
import type { CashFlowSettings } from '@shared/insights/schemas';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';

export const cashFlowQuery = (includeProposals: boolean) =>
  queryOptions({
    queryKey: ['cash-flow', includeProposals],
    queryFn: () => call(insightsApi.cashFlow, { query: { includeProposals: includeProposals ? '1' : '0' } }),
    ...pageQuery,
  });

export function useSaveCashFlowSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CashFlowSettings) => call(insightsApi.saveCashFlowSettings, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['cash-flow'] }),
  });
}
