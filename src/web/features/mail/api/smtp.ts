/** The SMTP server of Configurações → E-mail (src/shared/mail/api.ts, adm). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { mailApi } from '@shared/mail/api';
import type { SmtpSettingsInput } from '@shared/mail/schemas';
import { call } from '@web/lib/call';

const smtpKey = ['mail', 'smtp'] as const;

export const smtpSettingsQuery = queryOptions({
  queryKey: smtpKey,
  queryFn: () => call(mailApi.smtp),
});

export function useSaveSmtp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SmtpSettingsInput) => call(mailApi.saveSmtp, { body }),
    onSuccess: (view) => client.setQueryData(smtpKey, view),
  });
}

export function useRemoveSmtp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(mailApi.removeSmtp),
    onSuccess: (view) => client.setQueryData(smtpKey, view),
  });
}

export function useTestSmtp() {
  return useMutation({ mutationFn: (to: string) => call(mailApi.testSmtp, { body: { to } }) });
}
