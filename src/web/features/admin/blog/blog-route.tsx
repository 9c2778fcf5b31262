import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PostRow } from '@shared/schemas/post';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input, NativeSelect } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useDeletePost } from './api/delete-post';
import { postsQuery } from './api/list-posts';
import { useSetPostPublished } from './api/set-post-published';
import { PostEditorDialog } from './components/post-editor-dialog';
import { PostsTable } from './components/posts-table';
import { usePostFilters } from './use-post-filters';

const handledGlobally = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** 'Gerenciamento de Blog' (docs/product/blog.md). */
export function Component() {
  usePageTitle('Gerenciamento de Blog');
  const { q, status, search, setSearch, setStatus } = usePostFilters();
  const query = useInfiniteQuery(postsQuery(q, status));
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
          <div className="flex flex-col gap-3 sm:flex-row" role="search">
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                aria-label="Buscar posts"
                placeholder="Buscar posts..."
                className="pl-9"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <NativeSelect
              aria-label="Filtrar por status"
              className="sm:w-48"
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            >
              <option value="all">Todos os status</option>
              <option value="published">Publicado</option>
              <option value="draft">Rascunho</option>
            </NativeSelect>
          </div>

          {query.isError && rows.length === 0 ? (
            <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
              <p className="font-medium">Erro ao carregar posts</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                Tentar novamente
              </Button>
            </div>
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
            <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Mostrando {rows.length} de {total} {total === 1 ? 'post' : 'posts'}
              </p>
              {query.hasNextPage ? (
                <Button
                  variant="outline"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
                </Button>
              ) : null}
            </div>
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
