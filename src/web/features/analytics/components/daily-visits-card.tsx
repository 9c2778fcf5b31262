/** Visitors and page views per day of the period, as a chart and as a table. */
import type { AnalyticsReport } from '@shared/analytics/schemas';
import { formatDate } from '@shared/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DailyChart, formatCount, formatDayShort, TableAlternative } from './charts';

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
          <table className="w-full text-sm">
            <caption className="sr-only">Visitas por dia</caption>
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-1 font-medium">
                  Dia
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Visitantes
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Visualizações
                </th>
              </tr>
            </thead>
            <tbody>
              {report.series.map((point) => (
                <tr key={point.day} className="border-t">
                  <th scope="row" className="py-1 text-left font-normal">
                    {formatDayShort(point.day)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{formatCount(point.visitors)}</td>
                  <td className="py-1 text-right tabular-nums">{formatCount(point.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableAlternative>
      </CardContent>
    </Card>
  );
}
