/** GET /api/stats (adm): the overview counts of docs/product/dashboards-and-kpis.md. */
import { queryOptions } from '@tanstack/react-query';
import type { AdminStats } from '@shared/schemas/system-health';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export type Stats = AdminStats;

export const statsQuery = queryOptions({
  queryKey: ['stats'],
  queryFn: async (): Promise<Stats> => {
    const raw = await api.get<Partial<Record<keyof Stats, number>>>('/api/stats');
    // Counts default to 0 when missing (docs/product/dashboards-and-kpis.md).
    return {
      leads: Number(raw.leads ?? 0),
      projects: Number(raw.projects ?? 0),
      appointments: Number(raw.appointments ?? 0),
      chatMessages: Number(raw.chatMessages ?? 0),
    };
  },
  ...pageQuery,
});
