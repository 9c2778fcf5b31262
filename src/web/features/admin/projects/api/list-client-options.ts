/**
 * GET /api/leads/options: leads as clients (id and name, by name; docs/product/projects.md), searched on the server
 * so the select stays small with any number of leads. The current client is always included.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LeadOption } from '@shared/schemas/lead';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

export const clientOptionsQuery = (q: string, include: string) =>
  queryOptions({
    queryKey: projectKeys.clientOptions(q, include),
    queryFn: async () =>
      (await api.get<{ items: LeadOption[] }>('/api/leads/options', { q, include, limit: 100 })).items,
    placeholderData: keepPreviousData,
    retry: 1,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  });
