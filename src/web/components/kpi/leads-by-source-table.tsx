/** Marketing's table of the period's leads by origin and campaign (UTM). */
import { useId } from 'react';
import { leadSources, statusBadge } from '@shared/catalog/statuses';
import type { MarketingKpis } from '@shared/schemas/kpis';
import { Card, CardContent, CardHeader } from '../ui/card';
import { EmptyState } from '../ui/feedback';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { formatCount } from './kpi-format';

export function LeadsBySourceTable({
  rows,
  period,
}: {
  rows: MarketingKpis['leadsBySource'];
  period: number;
}) {
  const id = useId();
  return (
    <Card className="min-w-0" role="region" aria-labelledby={id}>
      <CardHeader className="pb-2">
        <h3 id={id} className="text-base font-semibold">
          Leads por origem e campanha
        </h3>
        <p className="text-sm text-muted-foreground">
          Leads dos últimos {period} dias pela origem e pela campanha (UTM) que os trouxe.
        </p>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <EmptyState title="Nenhum lead no período" />
        ) : (
          <div>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Origem</TableHead>
                  <TableHead scope="col">Campanha</TableHead>
                  <TableHead scope="col" className="text-right">
                    Leads
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={`${row.source}-${row.campaign ?? ''}`}>
                    <TableCell>{statusBadge(leadSources, row.source).label}</TableCell>
                    <TableCell className={row.campaign ? '' : 'text-muted-foreground'}>
                      {row.campaign ?? 'Sem campanha'}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatCount(row.count)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
