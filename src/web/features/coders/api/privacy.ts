/** CODERS adm → Privacidade (LGPD): the requests queue, its actions, the LGPD settings and the retention preview. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasurePreview, PrivacyRequestList } from '@shared/schemas/privacy';
import type { Settings } from '@shared/schemas/settings';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const privacyKeys = {
  all: ['privacy'] as const,
  list: (status: string) => ['privacy', 'requests', status] as const,
  retention: ['privacy', 'retention'] as const,
  preview: (id: string) => ['privacy', 'anonymize-preview', id] as const,
  settings: ['settings', 'values'] as const,
};

export const privacyRequestsQuery = (status: string) =>
  queryOptions({
    queryKey: privacyKeys.list(status),
    queryFn: () => api.get<PrivacyRequestList>('/api/privacy/requests', { status }),
    ...pageQuery,
  });

export type RetentionPreview = {
  dryRun: boolean;
  leadMonths: number;
  chatMonths: number;
  leads: { id: string; status: string; lastActivity: string }[];
  chatSessions: { sessionId: string; messages: number; lastMessage: string }[];
  /** Every table and field the run would change, with counts. */
  changes: ErasurePreview;
};
export const retentionQuery = queryOptions({
  queryKey: privacyKeys.retention,
  queryFn: () => api.get<RetentionPreview>('/api/privacy/retention'),
  ...pageQuery,
});
/** What 'Anonimizar' would change for a request (a dry run on the server); always fresh. */
export const anonymizePreviewQuery = (id: string) =>
  queryOptions({
    queryKey: privacyKeys.preview(id),
    queryFn: () => api.get<ErasurePreview>(`/api/privacy/requests/${id}/anonymize-preview`),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const privacySettingsQuery = queryOptions({
  queryKey: privacyKeys.settings,
  queryFn: () => api.get<Settings>('/api/settings'),
  ...pageQuery,
});

export type PrivacyAction =
  | { kind: 'verify'; id: string; note: string }
  | { kind: 'correct'; id: string; leadId: string; fields: Record<string, string | null> }
  | { kind: 'close'; id: string; outcome: 'concluida' | 'recusada'; reply: string };

export function usePrivacyAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: PrivacyAction) => {
      const base = `/api/privacy/requests/${action.id}`;
      switch (action.kind) {
        case 'verify':
          return api.post<{ ok: true }>(`${base}/verify`, { note: action.note });
        case 'correct':
          return api.post<{ ok: true }>(`${base}/correct`, { leadId: action.leadId, fields: action.fields });
        case 'close':
          return api.post<{ ok: true; emailed: boolean }>(`${base}/close`, {
            outcome: action.outcome,
            reply: action.reply,
          });
      }
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: privacyKeys.all });
      void client.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}

/** 'Anonimizar' exactly what the preview with this fingerprint listed (409 when the data changed since). */
export function useAnonymize() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fingerprint }: { id: string; fingerprint: string }) =>
      api.post<{ ok: true } & ErasurePreview>(`/api/privacy/requests/${id}/anonymize`, {
        confirm: true,
        fingerprint,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: privacyKeys.all });
      void client.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}

export function useRunRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RetentionPreview>('/api/privacy/retention/run', { confirm: true }),
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
