/** GET /api/settings: the saved system settings (adm). */
import { queryOptions } from '@tanstack/react-query';
import type { Settings } from '@shared/schemas/settings';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const settingsKeys = {
  all: ['settings'] as const,
  values: ['settings', 'values'] as const,
  security: ['settings', 'security'] as const,
  database: ['settings', 'database'] as const,
};

export const settingsQuery = queryOptions({
  queryKey: settingsKeys.values,
  queryFn: () => api.get<Settings>('/api/settings'),
  ...pageQuery,
});
