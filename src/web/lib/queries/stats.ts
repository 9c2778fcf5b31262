/**
 * GET /api/stats (adm): the overview counts of docs/product/dashboards-and-kpis.md. One query for
 * both overviews (admin 'Dashboard' and CODERS adm 'Visão Geral'), so they share a cache entry.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AdminStats } from '@shared/schemas/system-health';
import { api } from '../api';
import { pageQuery } from '../query-client';

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
