/**
 * CODERS finance → Relatórios (docs/product/finance-insights.md): one tab per report, a period picker,
 * 'Exportar CSV' (the server's CSV, UTF-8 with BOM and ';') and 'Imprimir' (the print stylesheet
 * prints only the report). Reports of other features mount through report-slots.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate, formatMoney, saoPauloDay } from '@shared/format';
import {
  type ReportColumn,
  type ReportKey,
  type ReportRow,
  reportKeys,
  reportTitles,
} from '@shared/insights/schemas';
import { DataTableError } from '@web/components/data-table/table-states';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ScrollTable } from '@web/components/ui/scroll-table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { cn } from '@web/lib/cn';
import { reportCsvUrl, reportQuery } from './api/reports';
import { formatCount, formatPercent } from './format';
import { reportSlots } from './report-slots';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

function defaultFrom(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 11;
  const date = new Date(Date.UTC(year, month - 1, 1));
  return date.toISOString().slice(0, 10);
}

function cell(column: ReportColumn, value: ReportRow[string]): string {
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'money':
      return formatMoney(value);
    case 'percent':
      return formatPercent(Number(value));
    case 'count':
      return formatCount(value);
    case 'text':
      return String(value);
  }
}

function ReportTable({ report, from, to }: { report: ReportKey; from: string; to: string }) {
  const query = useQuery(reportQuery(report, from, to));
  const data = query.data;
  if (query.isPending) return <Spinner className="py-12" label="Carregando relatório..." />;
  if (query.isError && !data)
    return <DataTableError title="Erro ao carregar o relatório" onRetry={query.refetch} />;
  if (!data) return null;
  const [first, ...rest] = data.columns;
  return (
    <div data-print-area className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{data.title}</h2>
          <p className="text-sm text-muted-foreground">
            {report === 'aging'
              ? `Posição em ${formatDate(data.asOf)}`
              : `De ${formatDate(data.from)} a ${formatDate(data.to)}`}
            {' · '}
            {data.note}
          </p>
        </div>
        <div className="flex gap-2" data-print-hide>
          <a
            href={reportCsvUrl(report, from, to)}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <Download aria-hidden="true" /> Exportar CSV
          </a>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" /> Imprimir
          </Button>
        </div>
      </div>
      <Card>
        {data.rows.length === 0 ? (
          <EmptyState
            title="Nada a mostrar no período"
            hint="Escolha outro período ou registre recebimentos."
          />
        ) : (
          <ScrollTable label={data.title} className={data.columns.length > 6 ? 'min-w-[48rem]' : undefined}>
            <thead className="border-b text-xs text-muted-foreground">
              <tr>
                {data.columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={cn(
                      'p-3 whitespace-nowrap',
                      column.kind === 'text' ? 'text-left' : 'text-right',
                    )}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row, index) => (
                <tr
                  key={`${String(row[first!.key])}-${index}`}
                  className={cn(
                    'border-b last:border-0',
                    row._kind === 'subtotal' && 'bg-muted/40 font-medium',
                    row._kind === 'detail' && 'text-muted-foreground',
                  )}
                >
                  <th
                    scope="row"
                    className={cn('p-3 text-left font-normal', row._kind === 'detail' && 'pl-8')}
                  >
                    {cell(first!, row[first!.key] ?? null)}
                  </th>
                  {rest.map((column) => (
                    <td
                      key={column.key}
                      className={cn(
                        'p-3 tabular-nums whitespace-nowrap',
                        column.kind !== 'text' && 'text-right',
                      )}
                    >
                      {cell(column, row[column.key] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {data.totals ? (
              <tfoot className="border-t-2 font-semibold">
                <tr>
                  <th scope="row" className="p-3 text-left">
                    {cell(first!, data.totals[first!.key] ?? null)}
                  </th>
                  {rest.map((column) => (
                    <td
                      key={column.key}
                      className={cn(
                        'p-3 tabular-nums whitespace-nowrap',
                        column.kind !== 'text' && 'text-right',
                      )}
                    >
                      {cell(column, data.totals![column.key] ?? null)}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </ScrollTable>
        )}
      </Card>
    </div>
  );
}

export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const today = saoPauloDay();
  const tabs = [...reportKeys.map((key) => ({ key, title: reportTitles[key] })), ...reportSlots];
  const tab = tabs.some((entry) => entry.key === params.get('relatorio')) ? params.get('relatorio')! : 'dre';
  const to = ISO.test(params.get('ate') ?? '') ? params.get('ate')! : today;
  const fromParam = params.get('de') ?? '';
  const from = ISO.test(fromParam) && fromParam <= to ? fromParam : defaultFrom(to);
  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap items-end gap-3" data-print-hide>
        <legend className="sr-only">Período</legend>
        <div className="grid gap-1.5">
          <Label htmlFor="report-from">De</Label>
          <Input
            id="report-from"
            type="date"
            className="w-44"
            value={from}
            max={to}
            onChange={(event) => update({ de: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="report-to">Até</Label>
          <Input
            id="report-to"
            type="date"
            className="w-44"
            value={to}
            min={from}
            onChange={(event) => update({ ate: event.target.value })}
          />
        </div>
        <Button variant="ghost" onClick={() => update({ de: '', ate: '' })}>
          Últimos 12 meses
        </Button>
      </fieldset>
      <Tabs value={tab} onValueChange={(value) => update({ relatorio: value })}>
        <div className="overflow-x-auto" data-print-hide>
          <TabsList aria-label="Relatórios">
            {tabs.map((entry) => (
              <TabsTrigger key={entry.key} value={entry.key}>
                {entry.title}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {reportKeys.map((key) => (
          <TabsContent key={key} value={key}>
            {tab === key ? <ReportTable report={key} from={from} to={to} /> : null}
          </TabsContent>
        ))}
        {reportSlots.map((slot) => (
          <TabsContent key={slot.key} value={slot.key}>
            {tab === slot.key ? (
              <Suspense fallback={<Spinner className="py-12" label="Carregando relatório..." />}>
                <CardContent className="p-0">
                  <slot.component from={from} to={to} />
                </CardContent>
              </Suspense>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

export default ReportsPage;
