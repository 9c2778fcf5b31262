/** Configurações → Cobrança PIX (src/shared/pix-charges/api.ts, adm). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pixChargeApi } from '@shared/pix-charges/api';
import type { PixProviderInput } from '@shared/pix-charges/schemas';
import { call } from '@web/lib/call';

const key = ['pix-charges', 'settings'] as const;

export const pixSettingsQuery = queryOptions({ queryKey: key, queryFn: () => call(pixChargeApi.settings) });

export function useSavePixSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PixProviderInput) => call(pixChargeApi.saveSettings, { body }),
    onSuccess: (view) => client.setQueryData(key, view),
  });
}

export function useTestPixConnection() {
  return useMutation({ mutationFn: () => call(pixChargeApi.testConnection) });
}
