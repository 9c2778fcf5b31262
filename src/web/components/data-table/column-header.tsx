/**
 * A table column heading, optionally sortable: clicking toggles between descending and ascending,
 * and aria-sort tells assistive technology the current order.
 *
 *   <DataTableColumnHeader title="Data" sort={params.order} onSort={(order) => setParams({ order })} />
 */
import { ArrowDown, ArrowUp } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { TableHead } from '../ui/table';

export type SortOrder = 'asc' | 'desc';

export function DataTableColumnHeader({
  title,
  sort,
  onSort,
  className,
}: {
  title: string;
  /** The current order when the table is sorted by this column; undefined when not sortable/sorted. */
  sort?: SortOrder;
  onSort?: (order: SortOrder) => void;
  className?: string;
}) {
  if (!onSort) return <TableHead className={className}>{title}</TableHead>;
  const next: SortOrder = sort === 'desc' ? 'asc' : 'desc';
  return (
    <TableHead
      className={className}
      aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : 'none'}
    >
      <button
        type="button"
        onClick={() => onSort(next)}
        className={cn(
          '-ml-2 inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-accent hover:text-accent-foreground',
          sort && 'text-foreground',
        )}
        aria-label={`Ordenar por ${title}`}
      >
        {title}
        {sort === 'asc' ? (
          <ArrowUp className="size-3.5" aria-hidden="true" />
        ) : (
          <ArrowDown className="size-3.5" aria-hidden="true" />
        )}
      </button>
    </TableHead>
  );
}
