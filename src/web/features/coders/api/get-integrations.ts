import { queryOptions } from '@tanstack/react-query';
import type { Integrations } from '@shared/schemas/integrations';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const integrationsQuery = queryOptions({
  queryKey: ['system', 'integrations'],
  queryFn: () => api.get<Integrations>('/api/system/integrations'),
  ...pageQuery,
});
