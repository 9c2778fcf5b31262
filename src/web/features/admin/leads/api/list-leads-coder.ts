/** GET /api/leads-coder: the chat-bot leads (docs/product/leads.md 'Leads do Coder'). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LeadCoderList } from '@shared/schemas/lead';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';
import { leadKeys } from './keys';

export const leadsCoderQuery = (cursor: string, before: string) =>
  queryOptions({
    queryKey: leadKeys.coder(cursor, before),
    queryFn: () => api.get<LeadCoderList>('/api/leads-coder', { cursor, before, limit: 50 }),
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
