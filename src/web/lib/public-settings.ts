/**
 * GET /api/public/settings: whether sign-up is open, the site name and the public e-mails ('Email de
 * Contato', 'Email de Suporte'), for the /auth page and the public site's contact section and footer.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PublicSettings } from '@shared/schemas/settings';
import { api } from './api';

export const publicSettingsQuery = queryOptions({
  queryKey: ['public-settings'],
  queryFn: () => api.get<PublicSettings>('/api/public/settings'),
  staleTime: 30_000,
  retry: 1,
  refetchOnWindowFocus: false,
});
