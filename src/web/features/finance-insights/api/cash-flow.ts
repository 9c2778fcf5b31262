/** GET /api/finance/cash-flow and its settings (financeiro, adm). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashFlowResponse, CashFlowSettings } from '@shared/schemas/finance-insights';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const cashFlowQuery = (includeProposals: boolean) =>
  queryOptions({
    queryKey: ['cash-flow', includeProposals],
    queryFn: () =>
      api.get<CashFlowResponse>('/api/finance/cash-flow', { includeProposals: includeProposals ? 1 : 0 }),
    ...pageQuery,
  });

export function useSaveCashFlowSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CashFlowSettings) =>
      api.put<CashFlowSettings>('/api/finance/cash-flow/settings', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['cash-flow'] }),
  });
}
