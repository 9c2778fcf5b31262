/** CODERS adm → Privacidade (LGPD): the requests queue, its actions, the LGPD settings and the retention preview. */
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyInputOf } from '@shared/contract';
import { privacyApi } from '@shared/privacy/api';
import type { PrivacyListQuery, RetentionResult } from '@shared/privacy/schemas';
import type { Settings } from '@shared/schemas/settings';
import { api } from '@web/lib/api';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';

export const privacyKeys = {
  all: ['privacy'] as const,
  list: (status: string) => ['privacy', 'requests', status] as const,
  retention: ['privacy', 'retention'] as const,
  preview: (id: string) => ['privacy', 'anonymize-preview', id] as const,
  settings: ['settings', 'values'] as const,
};

export const privacyRequestsQuery = (status: PrivacyListQuery['status']) =>
  queryOptions({
    queryKey: privacyKeys.list(status),
    queryFn: () => call(privacyApi.list, { query: { status } }),
    ...pageQuery,
  });

export type RetentionPreview = RetentionResult;
export const retentionQuery = queryOptions({
  queryKey: privacyKeys.retention,
  queryFn: () => call(privacyApi.retentionPreview),
  ...pageQuery,
});
/** What 'Anonimizar' would change for a request (a dry run on the server); always fresh. */
export const anonymizePreviewQuery = (id: string) =>
  queryOptions({
    queryKey: privacyKeys.preview(id),
    queryFn: () => call(privacyApi.anonymizePreview, { params: { id } }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const privacySettingsQuery = queryOptions({
  queryKey: privacyKeys.settings,
  queryFn: () => api.get<Settings>('/api/settings'),
  ...pageQuery,
});

/** After a change to a request or a person's data: the queue and the lead lists read again. */
function refreshAfterChange(client: QueryClient) {
  void client.invalidateQueries({ queryKey: privacyKeys.all });
  void client.invalidateQueries({ queryKey: ['leads'] });
}

export type PrivacyAction =
  | ({ kind: 'verify'; id: string } & BodyInputOf<typeof privacyApi.verify>)
  | ({ kind: 'correct'; id: string } & BodyInputOf<typeof privacyApi.correct>)
  | ({ kind: 'close'; id: string } & BodyInputOf<typeof privacyApi.close>);

export function usePrivacyAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: PrivacyAction): Promise<{ ok: true; emailed?: boolean }> => {
      const params = { id: action.id };
      switch (action.kind) {
        case 'verify':
          return call(privacyApi.verify, { params, body: { note: action.note } });
        case 'correct':
          return call(privacyApi.correct, { params, body: { leadId: action.leadId, fields: action.fields } });
        case 'close':
          return call(privacyApi.close, { params, body: { outcome: action.outcome, reply: action.reply } });
      }
    },
    onSuccess: () => refreshAfterChange(client),
  });
}

/** 'Anonimizar' exactly what the preview with this fingerprint listed (409 when the data changed since). */
export function useAnonymize() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fingerprint }: { id: string; fingerprint: string }) =>
      call(privacyApi.anonymize, { params: { id }, body: { confirm: true, fingerprint } }),
    onSuccess: () => refreshAfterChange(client),
  });
}

export function useRunRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(privacyApi.retentionRun, { body: { confirm: true } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}

export function useSavePrivacySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<Settings>) => api.put<Settings>('/api/settings', patch),
    onSuccess: (saved) => {
      client.setQueryData(privacyKeys.settings, saved);
      void client.invalidateQueries({ queryKey: ['public-settings'] });
      void client.invalidateQueries({ queryKey: privacyKeys.retention });
    },
  });
}
