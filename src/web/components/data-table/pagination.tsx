/**
 * Paging for server lists with keyset cursors (the API returns nextCursor / prevCursor):
 * 'Anterior' / 'Próxima' move one page; the position lives in the URL (useListParams' cursor/before).
 * DataTableLoadMore (below) is the alternative for lists that grow in place ('Carregar mais').
 *
 *   <DataTablePagination summary="50 de 1.234 leads" hasPrev={!!page.prevCursor} hasNext={!!page.nextCursor}
 *     onPrev={() => setParams({ before: page.prevCursor! })} onNext={() => setParams({ cursor: page.nextCursor! })} />
 */
import { ChevronLeft, ChevronRight, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Button, type ButtonProps } from '../ui/button';

export function DataTablePagination({
  summary,
  hasPrev,
  hasNext,
  onPrev,
  onNext,
  isFetching = false,
  label = 'Paginação',
}: {
  summary?: ReactNode;
  hasPrev: boolean;
  hasNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  isFetching?: boolean;
  label?: string;
}) {
  if (!hasPrev && !hasNext && !summary) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 pt-2">
      <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        {isFetching ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
        {summary}
      </p>
      {hasPrev || hasNext ? (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={!hasPrev || isFetching} onClick={onPrev}>
            <ChevronLeft aria-hidden="true" />
            Anterior
          </Button>
          <Button variant="outline" size="sm" disabled={!hasNext || isFetching} onClick={onNext}>
            Próxima
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

/** The part of an infinite query (TanStack useInfiniteQuery) that 'Carregar mais' needs. */
export type LoadMoreQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * 'Carregar mais' for lists that grow in place (an infinite query): the button says 'Carregando...'
 * and is disabled while the next page loads, and is gone when there is no next page. With a
 * summary ('Mostrando 20 de 45 posts') the two share a row; without one, the button sits alone in
 * a centred row (`className`), or bare with `bare` (a kanban column, a list item).
 *
 *   <DataTableLoadMore query={query} summary={`Mostrando ${rows.length} de ${total} posts`} />
 *   <DataTableLoadMore query={query} label="Carregar mais posts" className="mt-10 flex justify-center" />
 */
export function DataTableLoadMore({
  query,
  summary,
  label = 'Carregar mais',
  spinner = false,
  bare = false,
  variant = 'outline',
  size,
  className,
  buttonClassName,
}: {
  query: LoadMoreQuery;
  summary?: ReactNode;
  label?: string;
  /** Show a spinner beside the label while loading, instead of 'Carregando...'. */
  spinner?: boolean;
  /** Only the button, no row around it. */
  bare?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  buttonClassName?: string;
}) {
  const loading = query.isFetchingNextPage;
  const button = query.hasNextPage ? (
    <Button
      variant={variant}
      size={size}
      className={buttonClassName}
      onClick={() => void query.fetchNextPage()}
      disabled={loading}
    >
      {spinner && loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {loading && !spinner ? 'Carregando...' : label}
    </Button>
  ) : null;
  if (bare) return button;
  if (summary !== undefined) {
    return (
      <div className={cn('flex flex-col items-center gap-2 sm:flex-row sm:justify-between', className)}>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {summary}
        </p>
        {button}
      </div>
    );
  }
  return button ? <div className={className ?? 'flex justify-center p-4'}>{button}</div> : null;
}
