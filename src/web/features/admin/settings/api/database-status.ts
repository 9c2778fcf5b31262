/** GET /api/settings/database: driver, round-trip time, size and row counts of the live database. */
import { queryOptions } from '@tanstack/react-query';
import type { DatabaseStatus } from '@shared/schemas/system';
import { api } from '@web/lib/api';
import { settingsKeys } from './get-settings';

export const databaseStatusQuery = queryOptions({
  queryKey: settingsKeys.database,
  queryFn: () => api.get<DatabaseStatus>('/api/settings/database'),
  retry: 1,
  refetchOnWindowFocus: false,
  staleTime: 30_000,
});
