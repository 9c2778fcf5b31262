/** GET /api/settings/security: checks run on the server now (HTTPS, secret, access table, validation, limits). */
import { queryOptions } from '@tanstack/react-query';
import type { SecurityReport } from '@shared/schemas/system';
import { api } from '@web/lib/api';
import { settingsKeys } from './get-settings';

export const securityReportQuery = queryOptions({
  queryKey: settingsKeys.security,
  queryFn: () => api.get<SecurityReport>('/api/settings/security'),
  retry: 1,
  refetchOnWindowFocus: false,
  staleTime: 5 * 60_000,
});
