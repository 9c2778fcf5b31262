/** Visitors and page views per day of the period, as a chart and as a table. */
import type { AnalyticsReport } from '@shared/analytics/schemas';
import { formatDate } from '@shared/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DailyChart, formatCount, formatDayShort, TableAlternative } from './charts';
import { NumberRow, NumbersTable } from './numbers-table';

export function DailyVisitsCard({ report }: { report: AnalyticsReport }) {
  const { totals, period } = report;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Visitas por dia</CardTitle>
        <CardDescription>Visitantes únicos por dia e páginas vistas.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <DailyChart
          series={report.series}
          label={`Gráfico de visitas por dia: ${formatCount(totals.visitors)} visitantes e ${formatCount(totals.views)} visualizações de ${formatDate(period.from)} a ${formatDate(period.to)}.`}
        />
        <TableAlternative>
          <NumbersTable caption="Visitas por dia" columns={['Dia', 'Visitantes', 'Visualizações']}>
            {report.series.map((point) => (
              <NumberRow
                key={point.day}
                label={formatDayShort(point.day)}
                values={[formatCount(point.visitors), formatCount(point.views)]}
              />
            ))}
          </NumbersTable>
        </TableAlternative>
      </CardContent>
    </Card>
  );
}
