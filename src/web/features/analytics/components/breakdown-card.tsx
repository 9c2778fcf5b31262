/** One breakdown of the period's visits (referrers, pages, campaigns, …): a table with a bar behind each row. */
import type { Breakdown } from '@shared/analytics/schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatCount } from './charts';
import { NumbersTable } from './numbers-table';

export function BreakdownCard({ title, rows, empty }: { title: string; rows: Breakdown[]; empty: string }) {
  const max = Math.max(1, ...rows.map((row) => row.visitors));
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <NumbersTable caption={title} columns={['Item', 'Visitantes', 'Visualizações']} small>
            {rows.map((row) => (
              <tr key={row.value}>
                <th scope="row" className="relative py-1 pr-2 text-left font-normal">
                  <span
                    aria-hidden="true"
                    className="absolute inset-y-0.5 left-0 rounded bg-primary/10"
                    style={{ width: `${(row.visitors / max) * 100}%` }}
                  />
                  <span className="relative break-all">{row.value}</span>
                </th>
                <td className="py-1 text-right tabular-nums">{formatCount(row.visitors)}</td>
                <td className="py-1 text-right tabular-nums">{formatCount(row.views)}</td>
              </tr>
            ))}
          </NumbersTable>
        )}
      </CardContent>
    </Card>
  );
}
