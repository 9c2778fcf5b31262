/**
 * The rights page's calls (docs/product/privacy-lgpd.md): the request, the one-time link, the answer to a
 * withdrawal typed on the form (confirm or undo), the unsubscribe link.
 */
import { useMutation } from '@tanstack/react-query';
import type { BodyInputOf } from '@shared/contract';
import { privacyApi } from '@shared/privacy/api';
import { call } from '@web/lib/call';

export const useSubmitPrivacyRequest = () =>
  useMutation({
    mutationFn: (body: BodyInputOf<typeof privacyApi.request>) => call(privacyApi.request, { body }),
  });

export const useVerifyPrivacyRequest = () =>
  useMutation({ mutationFn: (token: string) => call(privacyApi.verifyByLink, { body: { token } }) });

export const useUnsubscribe = () =>
  useMutation({ mutationFn: (token: string) => call(privacyApi.unsubscribe, { body: { token } }) });

export const useAnswerWithdrawal = () =>
  useMutation({
    mutationFn: (body: BodyInputOf<typeof privacyApi.withdrawal>) => call(privacyApi.withdrawal, { body }),
  });
