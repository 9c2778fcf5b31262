import { Check } from 'lucide-react';
import { Checkbox as C, Switch as S } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { useFocusSafeDisabled } from '@web/lib/focus-safe-disabled';

/** A switch saving its change keeps focus while disabled (lib/focus-safe-disabled.ts). */
export function Switch({
  className,
  disabled,
  onCheckedChange,
  ref,
  ...props
}: ComponentProps<typeof S.Root>) {
  const focusSafe = useFocusSafeDisabled<HTMLButtonElement>(disabled, ref);
  return (
    <S.Root
      {...props}
      ref={focusSafe.ref}
      disabled={focusSafe.nativeDisabled || undefined}
      aria-disabled={focusSafe.soft || props['aria-disabled'] || undefined}
      onCheckedChange={(checked) => {
        if (!focusSafe.soft) onCheckedChange?.(checked);
      }}
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors data-[state=checked]:bg-primary data-[state=unchecked]:bg-input disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
        className,
      )}
    >
      <S.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-lg transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
    </S.Root>
  );
}

export function Checkbox({
  className,
  disabled,
  onCheckedChange,
  ref,
  ...props
}: ComponentProps<typeof C.Root>) {
  const focusSafe = useFocusSafeDisabled<HTMLButtonElement>(disabled, ref);
  return (
    <C.Root
      {...props}
      ref={focusSafe.ref}
      disabled={focusSafe.nativeDisabled || undefined}
      aria-disabled={focusSafe.soft || props['aria-disabled'] || undefined}
      onCheckedChange={(checked) => {
        if (!focusSafe.soft) onCheckedChange?.(checked);
      }}
      className={cn(
        'peer size-4 shrink-0 rounded-sm border border-primary disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
    >
      <C.Indicator className="flex items-center justify-center text-current">
        <Check className="size-3.5" />
      </C.Indicator>
    </C.Root>
  );
}
