/** DELETE /api/posts/:id, after the confirmation dialog. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { postKeys } from './list-posts';

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/posts/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }),
  });
}
