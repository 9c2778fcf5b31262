import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '@web/lib/cn';
import { useFocusSafeDisabled } from '@web/lib/focus-safe-disabled';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90 shadow-sm',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 rounded-md px-3',
        lg: 'h-11 rounded-md px-8 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

/**
 * A button disabled while it holds focus (a 'Salvar' that was just pressed) stays focused and is
 * marked `aria-disabled`, its clicks and Enter/Space ignored, so focus is never lost while saving
 * (lib/focus-safe-disabled.ts).
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  disabled,
  onClick,
  ref,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  const focusSafe = useFocusSafeDisabled<HTMLButtonElement>(disabled, ref);
  return (
    <Comp
      {...props}
      ref={focusSafe.ref}
      className={cn(buttonVariants({ variant, size, className }))}
      type={asChild ? undefined : (type ?? 'button')}
      disabled={focusSafe.nativeDisabled || undefined}
      aria-disabled={focusSafe.soft || props['aria-disabled'] || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (focusSafe.soft) {
          // Also stops the form submission a submit button's click would start.
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}
