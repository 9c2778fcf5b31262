import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { PostRow } from '@shared/schemas/post';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { DataTableError } from '@web/components/data-table/table-states';
import { DataTableSearch, DataTableStatusFilter } from '@web/components/data-table/toolbar';
import { choiceParam, searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useDeletePost } from './api/delete-post';
import { postsQuery } from './api/list-posts';
import { useSetPostPublished } from './api/set-post-published';
import { PostEditorDialog } from './components/post-editor-dialog';
import { PostsTable } from './components/posts-table';

const postStatuses = [
  { value: 'published', label: 'Publicado' },
  { value: 'draft', label: 'Rascunho' },
];

const listParams = z.object({
  q: searchParam,
  status: choiceParam(
    postStatuses.map((entry) => entry.value),
    'all',
  ),
});

const handledGlobally = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** 'Gerenciamento de Blog' (docs/product/blog.md). */
export function Component() {
  usePageTitle('Gerenciamento de Blog');
  const [params, setParams] = useListParams(listParams);
  const query = useInfiniteQuery(postsQuery(params.q, params.status));
  const publish = useSetPostPublished();
  const remove = useDeletePost();
  const [editor, setEditor] = useState<{ open: boolean; post: PostRow | null }>({ open: false, post: null });
  const [deleting, setDeleting] = useState<PostRow | null>(null);

  const error = query.error;
  useEffect(() => {
    if (!error || handledGlobally(error)) return;
    toast.error('Erro ao carregar posts', error.message || 'Tente novamente.');
  }, [error]);

  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  function togglePublished(post: PostRow) {
    const published = !post.published;
    publish.mutate(
      { id: post.id, published },
      {
        onSuccess: () =>
          toast.success(published ? 'Post publicado com sucesso.' : 'Post despublicado com sucesso.'),
        onError: (failure) => {
          if (handledGlobally(failure)) return;
          toast.error(
            'Erro ao atualizar status',
            'Não foi possível atualizar o status do post. Tente novamente.',
          );
        },
      },
    );
  }

  function confirmDelete() {
    const post = deleting;
    if (!post) return;
    remove.mutate(post.id, {
      onSuccess: () => toast.success('Post excluído', `"${post.title}" foi excluído com sucesso.`),
      onError: (failure) => {
        if (handledGlobally(failure)) return;
        toast.error('Erro ao excluir post', 'Não foi possível excluir o post. Tente novamente.');
      },
    });
  }

  return (
    <section className="mx-auto grid w-full max-w-7xl gap-6 p-4 sm:p-6" aria-labelledby="blog-admin-title">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 id="blog-admin-title" className="text-2xl font-bold tracking-tight">
            Gerenciamento de Blog
          </h1>
          <p className="text-muted-foreground">Escreva, publique e organize os artigos do blog.</p>
        </div>
        <Button onClick={() => setEditor({ open: true, post: null })}>
          <Plus aria-hidden="true" />
          Novo Post
        </Button>
      </header>

      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <div className="flex flex-col gap-3 sm:flex-row">
            <DataTableSearch
              className="flex-1"
              label="Buscar posts"
              placeholder="Buscar posts..."
              value={params.q}
              onChange={(q) => setParams({ q })}
            />
            <DataTableStatusFilter
              className="sm:w-48"
              options={postStatuses}
              value={params.status}
              onChange={(status) => setParams({ status })}
            />
          </div>

          {query.isError && rows.length === 0 ? (
            <DataTableError title="Erro ao carregar posts" onRetry={query.refetch} />
          ) : (
            <PostsTable
              rows={rows}
              loading={query.isPending}
              pendingId={publish.isPending ? (publish.variables?.id ?? null) : null}
              onEdit={(post) => setEditor({ open: true, post })}
              onTogglePublished={togglePublished}
              onDelete={setDeleting}
            />
          )}

          {rows.length > 0 ? (
            <DataTableLoadMore
              query={query}
              summary={`Mostrando ${rows.length} de ${total} ${total === 1 ? 'post' : 'posts'}`}
            />
          ) : null}
        </CardContent>
      </Card>

      <PostEditorDialog
        open={editor.open}
        post={editor.post}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Excluir post"
        description={`O post "${deleting?.title ?? ''}" será excluído permanentemente. Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        onConfirm={confirmDelete}
      />
    </section>
  );
}
