/**
 * The rows a table shows when it has no data rows: skeleton lines while loading, the empty message,
 * or a retry after a failure. Render inside <TableBody>.
 *
 *   <DataTableStates colSpan={6} isLoading={query.isPending} isError={query.isError}
 *     isEmpty={rows.length === 0} emptyText="Nenhum lead encontrado." onRetry={query.refetch} />
 */
import { Button } from '../ui/button';
import { Skeleton } from '../ui/feedback';
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
