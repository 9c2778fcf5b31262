/**
 * CODERS mkt → Analytics (docs/product/analytics-and-campaigns.md): the site's first-party, cookieless
 * numbers for a period, compared with the period just before it, and the funnel from visit to money.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState, Skeleton } from '@web/components/ui/feedback';
import { analyticsQuery } from './api/analytics';
import { PeriodPicker } from './components/period-picker';
import { Report } from './components/report';
import { usePeriod } from './components/use-period';

export function AnalyticsPage() {
  const period = usePeriod();
  const query = useQuery(analyticsQuery(period.from, period.to));
  const report = query.data;
  return (
    <div className="space-y-6">
      <PeriodPicker {...period} />
      {query.isError ? (
        <Card>
          <EmptyState title="Não foi possível carregar o analytics." hint={query.error.message}>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </EmptyState>
        </Card>
      ) : !report ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-24" />
          ))}
          <Skeleton className="h-64 sm:col-span-2 lg:col-span-4" />
        </div>
      ) : (
        <Report report={report} />
      )}
    </div>
  );
}

export default AnalyticsPage;
