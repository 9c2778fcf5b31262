import { Popover as P } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;
export const PopoverClose = P.Close;

/** A floating panel anchored to its trigger (focus managed, Escape and outside click close it). */
export function PopoverContent({
  className,
  sideOffset = 8,
  align = 'end',
  ...props
}: ComponentProps<typeof P.Content>) {
  return (
    <P.Portal>
      <P.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn('z-50 rounded-xl border bg-background shadow-lg outline-none', className)}
        {...props}
      />
    </P.Portal>
  );
}
