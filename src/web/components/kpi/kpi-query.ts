/** The KPI function calls (docs/product/dashboards-and-kpis.md), one query per function and period. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CrmKpis, FinanceKpis, KpiPeriod, MarketingKpis } from '@shared/schemas/kpis';
import { kpiPeriods } from '@shared/schemas/kpis';
import { ApiError, api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export type KpiResults = {
  'crm-kpis': CrmKpis;
  'finance-kpis': FinanceKpis;
  'marketing-kpis': MarketingKpis;
};
export type KpiFunction = keyof KpiResults;

export const KPI_ERROR_FALLBACK = 'Erro ao carregar KPIs';

export function kpiQuery<K extends KpiFunction>(name: K, period: KpiPeriod) {
  return queryOptions({
    queryKey: ['kpis', name, period],
    queryFn: () => api.post<KpiResults[K]>(`/api/functions/${name}`, { period }),
    ...pageQuery,
    // Switching the period keeps the cards and charts on screen until the new figures arrive.
    placeholderData: keepPreviousData,
  });
}

/** The call's message (docs/product/dashboards-and-kpis.md), or 'Erro ao carregar KPIs' when the server sent none. */
export function kpiErrorMessage(error: Error): string {
  if (error instanceof ApiError && error.code === 'http') return KPI_ERROR_FALLBACK;
  return error.message || KPI_ERROR_FALLBACK;
}

export function useKpis<K extends KpiFunction>(name: K, period: KpiPeriod) {
  const query = useQuery(kpiQuery(name, period));
  return {
    data: query.data,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.error ? kpiErrorMessage(query.error) : null,
    /** 401 and 403 are already announced by the query client; other failures get the KPI toast. */
    errorHandledGlobally: query.error instanceof ApiError && [401, 403].includes(query.error.status),
    refetch: query.refetch,
  };
}

/** The charts' period lives in the URL (?periodo=7|30|90) so a view can be linked; 30 by default. */
export function usePeriod(): [KpiPeriod, (period: KpiPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('periodo'));
  const period = (kpiPeriods as readonly number[]).includes(raw) ? (raw as KpiPeriod) : 30;
  const setPeriod = (next: KpiPeriod) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 30) copy.delete('periodo');
        else copy.set('periodo', String(next));
        return copy;
      },
      { replace: true },
    );
  return [period, setPeriod];
}
