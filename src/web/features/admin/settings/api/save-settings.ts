/** PUT /api/settings: saves one tab's fields; the answer (all settings) replaces the cached values. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@shared/schemas/settings';
import { api } from '@web/lib/api';
import { settingsKeys } from './get-settings';

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<Settings>) => api.put<Settings>('/api/settings', patch),
    onSuccess: (saved) => {
      client.setQueryData(settingsKeys.values, saved);
      void client.invalidateQueries({ queryKey: ['public-settings'] });
    },
  });
}
