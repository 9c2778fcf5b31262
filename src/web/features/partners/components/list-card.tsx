/** A partner page's list in its card: loading, error and empty states, the rows, and 'Carregar mais'. */
import type { ReactNode } from 'react';
import { ListStates } from '@web/components/data-table/table-states';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';

export function ListCard({
  query,
  isEmpty,
  label,
  errorText,
  emptyTitle,
  emptyHint,
  more,
  children,
}: {
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  isEmpty: boolean;
  /** The list's accessible name. */
  label: string;
  errorText: string;
  emptyTitle: string;
  emptyHint?: string;
  /** Below the rows: the next page's button of a paged list. */
  more?: ReactNode;
  /** The rows (`<li>`). */
  children: ReactNode;
}) {
  return (
    <Card>
      <ListStates
        query={query}
        isEmpty={isEmpty}
        errorText={errorText}
        empty={<EmptyState title={emptyTitle} hint={emptyHint} />}
      >
        <ul aria-label={label} className="divide-y">
          {children}
        </ul>
        {more}
      </ListStates>
    </Card>
  );
}
