/** How a number moved from the previous period, in percent, with the previous value for screen readers. */
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { deltaPercent } from '@shared/analytics/rules';
import { cn } from '@web/lib/cn';
import { formatCount } from './charts';

export function Delta({ current, previous }: { current: number; previous: number }) {
  const delta = deltaPercent(current, previous);
  if (delta === null) return <span className="text-xs text-muted-foreground">sem período anterior</span>;
  const up = delta >= 0;
  const Icon = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs font-medium',
        up ? 'text-emerald-700' : 'text-red-700',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {`${up ? '+' : ''}${delta.toLocaleString('pt-BR')}%`}
      <span className="sr-only"> em relação ao período anterior ({formatCount(previous)})</span>
    </span>
  );
}
