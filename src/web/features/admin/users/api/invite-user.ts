/** POST /api/users/invitations: a 7-day invitation link to copy (and e-mailed when SMTP is set). */
import { useMutation } from '@tanstack/react-query';
import type { AccessLinkCreated, InviteUserInput } from '@shared/schemas/user';
import { api } from '@web/lib/api';

export function useInviteUser() {
  return useMutation({
    mutationFn: (input: InviteUserInput) => api.post<AccessLinkCreated>('/api/users/invitations', input),
  });
}
