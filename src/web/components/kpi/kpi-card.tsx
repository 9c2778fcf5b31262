import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/feedback';

/** One KPI card (docs/product/dashboards-and-kpis.md): its title, the figure (a skeleton while loading) and what it counts. */
export function KpiCard({
  title,
  value,
  hint,
  icon: Icon,
  loading,
}: {
  title: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  loading: boolean;
}) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} aria-busy={loading} className="p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 id={id} className="text-sm font-medium text-muted-foreground">
          {title}
        </h3>
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      {loading ? (
        <>
          <Skeleton className="mt-2 h-9 w-28" data-testid="kpi-skeleton" />
          <span className="sr-only">Carregando...</span>
        </>
      ) : (
        <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums" data-testid="kpi-value">
          {value}
        </p>
      )}
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </Card>
  );
}
