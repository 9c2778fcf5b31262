import type { ComponentProps, MouseEvent } from 'react';
import { useFocusSafeDisabled } from '@web/lib/focus-safe-disabled';

/**
 * An unstyled `<button>` that keeps focus when it is disabled while focused (the public forms' own
 * submit buttons, styled by their callers): `aria-disabled` and clicks ignored instead of `disabled`,
 * as `Button` does (lib/focus-safe-disabled.ts).
 */
export function PlainButton({ disabled, onClick, ref, type, ...props }: ComponentProps<'button'>) {
  const focusSafe = useFocusSafeDisabled<HTMLButtonElement>(disabled, ref);
  return (
    <button
      {...props}
      type={type === 'submit' || type === 'reset' ? type : 'button'}
      ref={focusSafe.ref}
      disabled={focusSafe.nativeDisabled || undefined}
      aria-disabled={focusSafe.soft || props['aria-disabled'] || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (focusSafe.soft) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}
