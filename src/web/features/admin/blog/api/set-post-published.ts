/** POST /api/posts/:id/publish | unpublish: the Publicar/Despublicar toggle (docs/product/blog.md). */
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostList, PostRow } from '@shared/schemas/post';
import { api } from '@web/lib/api';
import { postKeys } from './list-posts';

export function useSetPostPublished() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      api.post<PostRow>(`/api/posts/${id}/${published ? 'publish' : 'unpublish'}`),
    onSuccess: (row) => {
      client.setQueriesData<InfiniteData<PostList>>({ queryKey: ['posts', 'list'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === row.id ? row : item)),
              })),
            }
          : data,
      );
      void client.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}
