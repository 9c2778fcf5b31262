/**
 * The rows a table shows when it has no data rows: skeleton lines while loading, the empty message,
 * or a retry after a failure. Render inside <TableBody>.
 *
 *   <DataTableStates colSpan={6} isLoading={query.isPending} isError={query.isError}
 *     isEmpty={rows.length === 0} emptyText="Nenhum lead encontrado." onRetry={query.refetch} />
 */

import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { Skeleton, Spinner } from '../ui/feedback';
import { TableCell, TableRow } from '../ui/table';

export function DataTableStates({
  colSpan,
  isLoading,
  isError = false,
  isEmpty,
  emptyText,
  emptyHint,
  onRetry,
  skeletonRows = 5,
}: {
  colSpan: number;
  isLoading: boolean;
  isError?: boolean;
  isEmpty: boolean;
  emptyText: string;
  emptyHint?: string;
  onRetry?: () => void;
  skeletonRows?: number;
}) {
  if (isLoading) {
    return (
      <>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <TableRow key={index} aria-hidden="true">
            <TableCell colSpan={colSpan}>
              <Skeleton className="h-8 w-full" />
            </TableCell>
          </TableRow>
        ))}
        <TableRow className="sr-only">
          <TableCell colSpan={colSpan}>
            <span role="status">Carregando...</span>
          </TableCell>
        </TableRow>
      </>
    );
  }
  if (isError && isEmpty) {
    return (
      <TableRow className="hover:bg-transparent">
        <TableCell colSpan={colSpan} className="py-12 text-center">
          <p className="font-medium">Não foi possível carregar os dados.</p>
          {onRetry ? (
            <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
              Tentar novamente
            </Button>
          ) : null}
        </TableCell>
      </TableRow>
    );
  }
  if (isEmpty) {
    return (
      <TableRow className="hover:bg-transparent">
        <TableCell colSpan={colSpan} className="py-12 text-center">
          <p className="font-medium">{emptyText}</p>
          {emptyHint ? <p className="mt-1 text-sm text-muted-foreground">{emptyHint}</p> : null}
        </TableCell>
      </TableRow>
    );
  }
  return null;
}

/**
 * A list that failed before showing any row, when the list is not a <Table> (cards, a list
 * component): the title and 'Tentar novamente'. Inside a table body, DataTableStates draws it.
 *
 *   {query.isError && rows.length === 0 ? <DataTableError title="Erro ao carregar posts" onRetry={query.refetch} /> : ...}
 */
export function DataTableError({ title, onRetry }: { title: string; onRetry: () => unknown }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
      <p className="font-medium">{title}</p>
      <Button variant="outline" onClick={() => void onRetry()}>
        Tentar novamente
      </Button>
    </div>
  );
}

/**
 * The same three states for a list drawn as cards or list items rather than table rows: a spinner
 * while the first page loads, the error with 'Tentar novamente', the empty state; the rows
 * (children) otherwise.
 *
 *   <ListStates query={query} isEmpty={clients.length === 0} errorText="Não foi possível carregar os clientes."
 *     empty={<EmptyState title="Nenhum cliente encontrado" />}>
 *     <ul>...</ul>
 *   </ListStates>
 */
export function ListStates({
  query,
  isEmpty,
  errorText,
  empty,
  children,
  compact = false,
}: {
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  isEmpty: boolean;
  /** Shown when the error has no message of its own. */
  errorText: string;
  empty: ReactNode;
  children: ReactNode;
  /** Tighter spinner and error, for a narrow column (a kanban stage). */
  compact?: boolean;
}) {
  if (query.isPending) return <Spinner className={compact ? 'flex-1' : 'min-h-48'} label="Carregando..." />;
  if (query.error) {
    return (
      <div
        role="alert"
        className={compact ? 'space-y-2 p-2 text-sm text-destructive' : 'space-y-3 p-6 text-destructive'}
      >
        <p>{query.error.message || errorText}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return isEmpty ? empty : children;
}
