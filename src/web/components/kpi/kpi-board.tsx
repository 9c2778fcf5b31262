/**
 * A KPI dashboard body (docs/product/dashboards-and-kpis.md plus charts): three cards that render first (skeletons while
 * loading, 0 by default, the failure message on error), then the period selector and the charts,
 * whose code arrives as a separate chunk.
 */
import type { LucideIcon } from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, Suspense, useEffect, useId } from 'react';
import type { KpiPeriod } from '@shared/schemas/kpis';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/feedback';
import { KpiCard } from './kpi-card';
import { type KpiFunction, type KpiResults, useKpis, usePeriod } from './kpi-query';
import { PeriodSelector } from './period-selector';

export type KpiCardSpec<T> = {
  title: string;
  hint: string;
  icon: LucideIcon;
  /** The figure as shown; `data` is undefined while loading or after a failure (defaults to 0). */
  value: (data: T | undefined) => string;
};

function ChartsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-3" aria-hidden="true">
      <Skeleton className="h-80 lg:col-span-2" />
      <Skeleton className="h-80" />
    </div>
  );
}

export function KpiBoard<K extends KpiFunction>({
  fn,
  cards,
  charts: Charts,
  periodSummary,
}: {
  fn: K;
  cards: KpiCardSpec<KpiResults[K]>[];
  charts: LazyExoticComponent<ComponentType<{ data: KpiResults[K] }>>;
  periodSummary: (data: KpiResults[K], period: KpiPeriod) => string;
}) {
  const [period, setPeriod] = usePeriod();
  const { data, isLoading, isFetching, error, errorHandledGlobally, refetch } = useKpis(fn, period);
  const trendsId = useId();

  useEffect(() => {
    if (error && !errorHandledGlobally) toast.error(error);
  }, [error, errorHandledGlobally]);

  const fresh = data && data.period === period ? data : undefined;
  return (
    <div className="space-y-8">
      {error ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive"
        >
          <span>{error}</span>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : null}

      <section aria-label="Indicadores">
        <div className="grid gap-4 sm:grid-cols-3">
          {cards.map((card) => (
            <KpiCard
              key={card.title}
              title={card.title}
              hint={card.hint}
              icon={card.icon}
              value={card.value(error ? undefined : data)}
              loading={isLoading}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby={trendsId} aria-busy={isFetching} className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={trendsId} className="text-lg font-semibold">
              Tendências
            </h2>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {fresh ? periodSummary(fresh, period) : isFetching ? 'Carregando...' : '\u00a0'}
            </p>
          </div>
          <PeriodSelector value={period} onChange={setPeriod} />
        </div>
        <div className={cn('transition-opacity', isFetching && !isLoading && 'opacity-60')}>
          {data && !error ? (
            <Suspense fallback={<ChartsSkeleton />}>
              <Charts data={data} />
            </Suspense>
          ) : isLoading ? (
            <ChartsSkeleton />
          ) : null}
        </div>
      </section>
    </div>
  );
}
