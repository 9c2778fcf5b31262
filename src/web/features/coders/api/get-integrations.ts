import { queryOptions } from '@tanstack/react-query';
import type { Integrations } from '../../../../shared/schemas/integrations';
import { api } from '../../../lib/api';
import { pageQuery } from '../../../lib/query-client';

export const integrationsQuery = queryOptions({
  queryKey: ['system', 'integrations'],
  queryFn: () => api.get<Integrations>('/api/system/integrations'),
  ...pageQuery,
});
