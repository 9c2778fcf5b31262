/** The period's four totals, each with how it moved from the previous period. */
import type { PeriodTotals } from '@shared/analytics/schemas';
import { Card, CardContent } from '@web/components/ui/card';
import { formatCount } from './charts';
import { Delta } from './delta';

const TOTALS: { key: keyof PeriodTotals; label: string }[] = [
  { key: 'visitors', label: 'Visitantes' },
  { key: 'views', label: 'Visualizações' },
  { key: 'questionnaires', label: 'Questionários enviados' },
  { key: 'leads', label: 'Leads do site' },
];

export function TotalsCards({ totals, previous }: { totals: PeriodTotals; previous: PeriodTotals }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Totais do período">
      {TOTALS.map(({ key, label }) => (
        <li key={key}>
          <Card className="h-full">
            <CardContent className="grid gap-1 p-4">
              <span className="text-sm text-muted-foreground">{label}</span>
              <strong className="text-2xl font-semibold tabular-nums">{formatCount(totals[key])}</strong>
              <Delta current={totals[key]} previous={previous[key]} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
