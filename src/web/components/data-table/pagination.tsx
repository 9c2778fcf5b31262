/**
 * Paging for server lists with keyset cursors (the API returns nextCursor / prevCursor):
 * 'Anterior' / 'Próxima' move one page; the position lives in the URL (useListParams' cursor/before).
 * DataTableLoadMore is the alternative for lists that grow in place ('Carregar mais').
 *
 *   <DataTablePagination summary="50 de 1.234 leads" hasPrev={!!page.prevCursor} hasNext={!!page.nextCursor}
 *     onPrev={() => setParams({ before: page.prevCursor! })} onNext={() => setParams({ cursor: page.nextCursor! })} />
 */
import { ChevronLeft, ChevronRight, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

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

export function DataTableLoadMore({
  summary,
  hasMore,
  isFetching,
  onLoadMore,
}: {
  summary?: ReactNode;
  hasMore: boolean;
  isFetching: boolean;
  onLoadMore: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary}
      </p>
      {hasMore ? (
        <Button variant="outline" size="sm" disabled={isFetching} onClick={onLoadMore}>
          {isFetching ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Carregar mais
        </Button>
      ) : null}
    </div>
  );
}
