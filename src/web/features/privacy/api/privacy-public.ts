/**
 * The rights page's calls (docs/product/privacy-lgpd.md): the request, the one-time link, the answer to a
 * withdrawal typed on the form (confirm or undo), the unsubscribe link.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export type RightsRequest = {
  type: string;
  email: string;
  name: string;
  phone: string;
  details: string;
  website: string;
};

export const useSubmitPrivacyRequest = () =>
  useMutation({
    mutationFn: (body: RightsRequest) =>
      api.post<{ ok: true; message: string }>('/api/public/privacy-requests', body),
  });

export const useVerifyPrivacyRequest = () =>
  useMutation({
    mutationFn: (token: string) => api.post<{ ok: true }>('/api/public/privacy-requests/verify', { token }),
  });

export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) => api.post<{ ok: true }>('/api/public/unsubscribe', { token }),
  });

export const useAnswerWithdrawal = () =>
  useMutation({
    mutationFn: (body: { token: string; decision: 'confirm' | 'undo' }) =>
      api.post<{ ok: true; decision: 'confirm' | 'undo' }>('/api/public/privacy-requests/withdrawal', body),
  });
