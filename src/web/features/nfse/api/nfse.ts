/** NFS-e calls (src/shared/nfse/api.ts): Configurações → NFS-e (adm) and an invoice's note (finance). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { nfseApi } from '@shared/nfse/api';
import type { NfseCertificateInput, NfseInvoiceState, NfseSettingsInput } from '@shared/nfse/schemas';
import { call } from '@web/lib/call';

const settingsKey = ['nfse', 'settings'] as const;

export const nfseSettingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: () => call(nfseApi.settings),
});

export function useSaveNfseSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NfseSettingsInput) => call(nfseApi.saveSettings, { body }),
    onSuccess: (view) => client.setQueryData(settingsKey, view),
  });
}

export function useSaveNfseCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NfseCertificateInput) => call(nfseApi.saveCertificate, { body }),
    onSuccess: (view) => client.setQueryData(settingsKey, view),
  });
}

const invoiceKey = (id: string) => ['nfse', 'invoice', id] as const;

/** The invoice's note; polled every 2 s while the job is sending it. */
export const nfseInvoiceQuery = (id: string) =>
  queryOptions({
    queryKey: invoiceKey(id),
    queryFn: () => call(nfseApi.invoiceState, { params: { id } }),
    refetchInterval: (query) =>
      (query.state.data as NfseInvoiceState | undefined)?.note?.status === 'processando' ? 2_000 : false,
  });

export function useIssueNfse(invoiceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(nfseApi.issue, { params: { id: invoiceId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceKey(invoiceId) }),
  });
}

export function useCancelNfse(invoiceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, reason }: { noteId: string; reason: string }) =>
      call(nfseApi.cancel, { params: { id: noteId }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceKey(invoiceId) }),
  });
}
