/** POST /api/posts and PUT /api/posts/:id: create or edit a post, then refresh the lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostInput, PostRow } from '@shared/schemas/post';
import { api } from '@web/lib/api';
import { postKeys } from './list-posts';

export function useSavePost(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PostInput) =>
      id ? api.put<PostRow>(`/api/posts/${id}`, input) : api.post<PostRow>('/api/posts', input),
    onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }),
  });
}
