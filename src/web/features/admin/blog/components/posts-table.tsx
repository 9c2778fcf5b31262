import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { formatDateTime } from '@shared/format';
import type { PostRow } from '@shared/schemas/post';
import { paths } from '@web/app/paths';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { EmptyState, Skeleton } from '@web/components/ui/feedback';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Tooltip } from '@web/components/ui/tooltip';

const COLUMNS = ['Título', 'Status', 'Data de Criação', 'Data de Publicação', 'Ações'] as const;

/** Columns of docs/product/blog.md: Título (+ resumo), Status, Data de Criação, Data de Publicação, Ações. */
export function PostsTable({
  rows,
  loading,
  pendingId,
  onEdit,
  onTogglePublished,
  onDelete,
}: {
  rows: PostRow[];
  loading: boolean;
  pendingId: string | null;
  onEdit: (post: PostRow) => void;
  onTogglePublished: (post: PostRow) => void;
  onDelete: (post: PostRow) => void;
}) {
  if (!loading && rows.length === 0) return <EmptyState title="Nenhum post encontrado" />;
  const actions = (post: PostRow) => (
    <>
      {post.published ? (
        <Tooltip content="Ver no blog">
          <a
            href={paths.blogPost(post.slug)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            aria-label={`Ver ${post.title} no blog (abre em nova aba)`}
          >
            <ExternalLink aria-hidden="true" />
          </a>
        </Tooltip>
      ) : null}
      <Tooltip content="Editar">
        <Button variant="ghost" size="icon" onClick={() => onEdit(post)} aria-label={`Editar ${post.title}`}>
          <Pencil aria-hidden="true" />
        </Button>
      </Tooltip>
      <Button
        variant={post.published ? 'outline' : 'default'}
        size="sm"
        className="w-28"
        disabled={pendingId === post.id}
        onClick={() => onTogglePublished(post)}
        aria-label={`${post.published ? 'Despublicar' : 'Publicar'} ${post.title}`}
      >
        {post.published ? 'Despublicar' : 'Publicar'}
      </Button>
      <Tooltip content="Excluir">
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:text-destructive"
          onClick={() => onDelete(post)}
          aria-label={`Excluir ${post.title}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </Tooltip>
    </>
  );
  const badge = (post: PostRow) => (
    <Badge color={post.published ? 'green' : 'grey'}>{post.published ? 'Publicado' : 'Rascunho'}</Badge>
  );

  return (
    <>
      {/* Phones get cards: the five columns would push the actions off screen. */}
      <ul className="grid gap-3 md:hidden" aria-busy={loading || undefined} aria-label="Posts">
        {loading
          ? Array.from({ length: 4 }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-36 w-full" />
              </li>
            ))
          : rows.map((post) => (
              <li key={post.id} className="grid gap-2 rounded-lg border p-4">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium">{post.title}</p>
                  {badge(post)}
                </div>
                {post.excerpt ? (
                  <p className="line-clamp-2 text-sm text-muted-foreground">{post.excerpt}</p>
                ) : null}
                <p className="text-xs text-muted-foreground">
                  Criado em {formatDateTime(post.createdAt)}
                  {post.publishedAt ? ` · Publicado em ${formatDateTime(post.publishedAt)}` : ''}
                </p>
                <div className="flex items-center justify-end gap-1">{actions(post)}</div>
              </li>
            ))}
      </ul>
      <div className="hidden md:block">
        <Table aria-busy={loading || undefined}>
          <caption className="sr-only">Posts do blog, do mais recente ao mais antigo</caption>
          <TableHeader>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableHead key={column} scope="col" className={column === 'Ações' ? 'text-right' : undefined}>
                  {column}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading
              ? Array.from({ length: 6 }, (_, index) => (
                  <TableRow key={index}>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>
                        <Skeleton className="h-5 w-full min-w-16" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : rows.map((post) => (
                  <TableRow key={post.id}>
                    <TableCell className="min-w-64 max-w-md">
                      <span className="font-medium">{post.title}</span>
                      {post.excerpt ? (
                        <span className="line-clamp-2 text-sm text-muted-foreground">{post.excerpt}</span>
                      ) : null}
                    </TableCell>
                    <TableCell>{badge(post)}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTime(post.createdAt)}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatDateTime(post.publishedAt, '-')}
                    </TableCell>
                    <TableCell>
                      <div className="flex items-center justify-end gap-1">{actions(post)}</div>
                    </TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
