import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * A table that may be wider than the screen, in a scroll area that the keyboard can reach
 * (focusable, named), for tables without links or buttons inside (axe: scrollable-region-focusable).
 */
export function ScrollTable({
  label,
  className,
  containerClassName,
  ...props
}: ComponentProps<'table'> & { label: string; containerClassName?: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className={cn('relative w-full overflow-x-auto rounded-sm focus-visible:outline-2', containerClassName)}
    >
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}
