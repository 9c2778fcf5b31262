/**
 * The staff side of a document's e-mail (issue 27): the dialog's draft, the send, and the delivery log,
 * for a proposal (`/api/proposals/:id`) or an invoice (`/api/invoices/:id`). The log polls while a
 * message is still on its way, so 'Na fila' turns into 'Enviado' (or 'Falhou') on its own.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DocumentDelivery,
  DocumentMailData,
  DocumentMailDraft,
  DocumentMailQueued,
} from '@shared/mail/document-mail';
import { api } from '@web/lib/api';

const pending = new Set(['queued', 'sending', 'retrying']);

export const documentMailKeys = {
  log: (base: string) => ['document-mail', 'log', base] as const,
  draft: (base: string) => ['document-mail', 'draft', base] as const,
};

export const deliveryLogQuery = (base: string) =>
  queryOptions({
    queryKey: documentMailKeys.log(base),
    queryFn: () => api.get<{ items: DocumentDelivery[] }>(`${base}/emails`),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => pending.has(item.status)) ? 3000 : false,
  });

export const mailDraftQuery = (base: string) =>
  queryOptions({
    queryKey: documentMailKeys.draft(base),
    queryFn: () => api.get<DocumentMailDraft>(`${base}/email`),
    staleTime: 0,
  });

/** Sends; refreshes the log and whatever `also` names (the document: its status and link changed). */
export function useSendDocumentMail(base: string, also: readonly (readonly unknown[])[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentMailData) => api.post<DocumentMailQueued>(`${base}/email`, input),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: documentMailKeys.log(base) }),
        ...also.map((queryKey) => client.invalidateQueries({ queryKey })),
      ]);
    },
  });
}
