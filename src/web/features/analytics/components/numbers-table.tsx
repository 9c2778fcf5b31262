/**
 * A small table of numbers: the first column names the row, the others are right-aligned figures. The
 * caption is for screen readers (the card's title shows it).
 */
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export function NumbersTable({
  caption,
  columns,
  small = false,
  children,
}: {
  caption: string;
  /** The headers, the row's name first. */
  columns: readonly string[];
  /** Smaller headers without row rules (the breakdown cards). */
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className={cn('text-left text-muted-foreground', small && 'text-xs')}>
          {columns.map((label, index) => (
            <th key={label} scope="col" className={cn('py-1 font-medium', index > 0 && 'text-right')}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A row: its name, then its figures. */
export function NumberRow({ label, values }: { label: ReactNode; values: readonly ReactNode[] }) {
  return (
    <tr className="border-t">
      <th scope="row" className="py-1 text-left font-normal">
        {label}
      </th>
      {values.map((value, index) => (
        <td key={index} className="py-1 text-right tabular-nums">
          {value}
        </td>
      ))}
    </tr>
  );
}
