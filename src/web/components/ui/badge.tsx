import type { ComponentProps } from 'react';
import type { BadgeColor } from '@shared/catalog/statuses';
import { cn } from '@web/lib/cn';

const colors: Record<BadgeColor, string> = {
  blue: 'bg-blue-100 text-blue-800 border-blue-200',
  amber: 'bg-amber-100 text-amber-800 border-amber-200',
  purple: 'bg-purple-100 text-purple-800 border-purple-200',
  indigo: 'bg-indigo-100 text-indigo-800 border-indigo-200',
  green: 'bg-green-100 text-green-800 border-green-200',
  red: 'bg-red-100 text-red-800 border-red-200',
  grey: 'bg-gray-100 text-gray-700 border-gray-200',
  slate: 'bg-slate-100 text-slate-700 border-slate-200',
};

export function Badge({
  className,
  color = 'grey',
  ...props
}: ComponentProps<'span'> & { color?: BadgeColor }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        colors[color],
        className,
      )}
      {...props}
    />
  );
}
