/** POST /api/users/:id/reset-link: a one-time password reset link to copy (24 h). */
import { useMutation } from '@tanstack/react-query';
import type { AccessLinkCreated } from '@shared/schemas/user';
import { api } from '@web/lib/api';

export function useCreateResetLink() {
  return useMutation({
    mutationFn: (userId: string) => api.post<AccessLinkCreated>(`/api/users/${userId}/reset-link`),
  });
}
