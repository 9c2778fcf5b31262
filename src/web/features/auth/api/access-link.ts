/** The one-time links behind /convite/:token and /redefinir-senha/:token. */
import { queryOptions } from '@tanstack/react-query';
import type { StaffRole } from '@shared/catalog/roles';
import { api } from '@web/lib/api';

export type LinkKind = 'invite' | 'reset';
export type LinkInfo = {
  kind: LinkKind;
  email: string;
  staffRoles: StaffRole[];
  /** Custom roles made in Papéis, by name. */
  customRoles: string[];
  expiresAt: string;
  /** An invitation to an address that already has an account (accepting sets its new password). */
  existingAccount: boolean;
};

export function accessLinkQuery(kind: LinkKind, token: string) {
  return queryOptions({
    queryKey: ['access-link', kind, token],
    queryFn: () => api.get<LinkInfo>(`/api/access-links/${kind}/${encodeURIComponent(token)}`),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Accepts the invitation or sets the new password; the answer signs the person in (session cookie), or,
 * for an account with two-factor sign-in, leaves the code step to do (`twoFactorRequired`, decision 064).
 */
export function submitLink(kind: LinkKind, token: string, body: unknown) {
  return api.post<{ user: { id: string; email: string }; twoFactorRequired?: boolean }>(
    `/api/access-links/${kind}/${encodeURIComponent(token)}`,
    body,
  );
}
