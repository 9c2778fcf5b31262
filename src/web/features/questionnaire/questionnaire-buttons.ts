/** Button looks for the public pages, without pulling the Radix Slot used by the back-office Button. */
import { cn } from '@web/lib/cn';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer';
const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
  ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
} as const;

export const buttonClass = (variant: keyof typeof variants, className?: string) =>
  cn(base, variants[variant], className);
