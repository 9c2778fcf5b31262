import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 text-muted-foreground', className)}
    >
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span className={label ? '' : 'sr-only'}>{label ?? 'Carregando...'}</span>
    </div>
  );
}

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

export function EmptyState({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 py-12 text-center">
      <p className="font-medium">{title}</p>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      {children}
    </div>
  );
}
