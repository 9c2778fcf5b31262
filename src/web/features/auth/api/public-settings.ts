/** GET /api/public/settings: whether sign-up is open (and the site name), for the /auth page. */
import { queryOptions } from '@tanstack/react-query';
import type { PublicSettings } from '../../../../shared/schemas/settings';
import { api } from '../../../lib/api';

export const publicSettingsQuery = queryOptions({
  queryKey: ['public-settings'],
  queryFn: () => api.get<PublicSettings>('/api/public/settings'),
  staleTime: 30_000,
  retry: 1,
  refetchOnWindowFocus: false,
});
