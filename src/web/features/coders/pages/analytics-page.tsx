/**
 * CODERS mkt → Analytics (docs/product/analytics-and-campaigns.md): the site's first-party, cookieless
 * numbers for a period, compared with the period just before it, and the funnel from visit to money.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate, formatMoney, saoPauloDay } from '@shared/format';
import {
  type AnalyticsReport,
  type Breakdown,
  deltaPercent,
  deviceLabels,
  type FunnelStep,
} from '@shared/schemas/analytics';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState, Skeleton } from '@web/components/ui/feedback';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { analyticsQuery } from '../api/analytics';
import { BarChart, DailyChart, formatCount, formatDayShort, TableAlternative } from './charts';

const PRESETS = ['7', '30', '90'] as const;
const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function usePeriod() {
  const [params, setParams] = useSearchParams();
  const today = saoPauloDay();
  const preset = params.get('periodo') ?? '30';
  const customFrom = params.get('de');
  const customTo = params.get('ate');
  const custom = preset === 'personalizado' && customFrom && customTo && customFrom <= customTo;
  const days = PRESETS.includes(preset as (typeof PRESETS)[number]) ? Number(preset) : 30;
  const from = custom ? customFrom : shiftDay(today, -(days - 1));
  const to = custom ? customTo : today;
  const choose = (next: Record<string, string>) => setParams(next, { replace: true });
  return { preset: custom ? 'personalizado' : String(days), from, to, choose };
}

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

function PeriodPicker({ preset, from, to, choose }: ReturnType<typeof usePeriod>) {
  const [customOpen, setCustomOpen] = useState(preset === 'personalizado');
  const [draft, setDraft] = useState({ from, to });
  const [error, setError] = useState('');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from || !draft.to || draft.from > draft.to) {
      setError('A data final deve ser igual ou posterior à inicial.');
      return;
    }
    setError('');
    choose({ periodo: 'personalizado', de: draft.from, ate: draft.to });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Período</legend>
        {PRESETS.map((days) => (
          <Button
            key={days}
            size="sm"
            variant={preset === days ? 'default' : 'outline'}
            aria-pressed={preset === days}
            onClick={() => {
              setCustomOpen(false);
              choose({ periodo: days });
            }}
          >
            {days} dias
          </Button>
        ))}
        <Button
          size="sm"
          variant={preset === 'personalizado' || customOpen ? 'default' : 'outline'}
          aria-pressed={preset === 'personalizado'}
          aria-expanded={customOpen}
          onClick={() => setCustomOpen((open) => !open)}
        >
          Personalizado
        </Button>
      </fieldset>
      {customOpen ? (
        <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor="analytics-from">De</Label>
            <Input
              id="analytics-from"
              type="date"
              value={draft.from}
              onChange={(event) => setDraft((value) => ({ ...value, from: event.target.value }))}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="analytics-to">Até</Label>
            <Input
              id="analytics-to"
              type="date"
              value={draft.to}
              onChange={(event) => setDraft((value) => ({ ...value, to: event.target.value }))}
            />
          </div>
          <Button type="submit" size="sm">
            Aplicar
          </Button>
          {error ? (
            <p role="alert" className="w-full text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {formatDate(from)} a {formatDate(to)}
      </p>
    </div>
  );
}

function Delta({ current, previous }: { current: number; previous: number }) {
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

function Report({ report }: { report: AnalyticsReport }) {
  const { totals, previousTotals } = report;
  const cards = [
    { label: 'Visitantes', value: totals.visitors, previous: previousTotals.visitors },
    { label: 'Visualizações', value: totals.views, previous: previousTotals.views },
    {
      label: 'Questionários enviados',
      value: totals.questionnaires,
      previous: previousTotals.questionnaires,
    },
    { label: 'Leads do site', value: totals.leads, previous: previousTotals.leads },
  ];
  const empty = totals.views === 0 && previousTotals.views === 0;
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Totais do período">
        {cards.map((card) => (
          <li key={card.label}>
            <Card className="h-full">
              <CardContent className="grid gap-1 p-4">
                <span className="text-sm text-muted-foreground">{card.label}</span>
                <strong className="text-2xl font-semibold tabular-nums">{formatCount(card.value)}</strong>
                <Delta current={card.value} previous={card.previous} />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {empty ? (
        <Card>
          <EmptyState
            title="Nenhuma visita registrada neste período"
            hint="As visitas às páginas públicas aparecem aqui (sem cookies e sem dados pessoais)."
          />
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Visitas por dia</CardTitle>
          <CardDescription>Visitantes únicos por dia e páginas vistas.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <DailyChart
            series={report.series}
            label={`Gráfico de visitas por dia: ${formatCount(totals.visitors)} visitantes e ${formatCount(totals.views)} visualizações de ${formatDate(report.period.from)} a ${formatDate(report.period.to)}.`}
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
      <Funnel steps={report.funnel} previous={report.previousFunnel} />
      <div className="grid gap-4 lg:grid-cols-2">
        <BreakdownCard
          title="Origens (sites de referência)"
          rows={report.referrers}
          empty="Nenhuma visita vinda de outro site."
        />
        <BreakdownCard title="Páginas mais vistas" rows={report.pages} empty="Nenhuma página vista." />
        <BreakdownCard
          title="Campanhas (utm_campaign)"
          rows={report.campaigns}
          empty="Nenhuma visita com utm_campaign."
        />
        <BreakdownCard
          title="Fontes (utm_source)"
          rows={report.sources}
          empty="Nenhuma visita com utm_source."
        />
        <BreakdownCard
          title="Mídias (utm_medium)"
          rows={report.mediums}
          empty="Nenhuma visita com utm_medium."
        />
        <BreakdownCard
          title="Dispositivos"
          rows={report.devices.map((row) => ({ ...row, value: deviceLabels[row.value] ?? row.value }))}
          empty="Sem dados de dispositivo."
        />
        <BreakdownCard title="Navegadores" rows={report.browsers} empty="Sem dados de navegador." />
      </div>
    </>
  );
}

function Funnel({ steps, previous }: { steps: FunnelStep[]; previous: FunnelStep[] }) {
  const rows = steps.map((step) => ({
    label: step.label,
    value: step.value,
    note: step.money !== undefined ? `${formatMoney(step.money)} (${formatCount(step.value)})` : undefined,
  }));
  const conversion = (index: number) => {
    const before = steps[index - 1]?.value;
    if (!index || !before) return '—';
    return `${((steps[index]!.value / before) * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Funil</CardTitle>
        <CardDescription>
          Visitantes → questionário iniciado → enviado → leads do período → negócios ganhos → dinheiro
          recebido desses leads.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <BarChart
          rows={rows}
          label={`Funil: ${steps.map((step) => `${step.label} ${step.money !== undefined ? formatMoney(step.money) : formatCount(step.value)}`).join(', ')}.`}
        />
        <TableAlternative>
          <table className="w-full text-sm">
            <caption className="sr-only">Funil do período</caption>
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-1 font-medium">
                  Etapa
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Período
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Conversão
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Período anterior
                </th>
              </tr>
            </thead>
            <tbody>
              {steps.map((step, index) => (
                <tr key={step.key} className="border-t">
                  <th scope="row" className="py-1 text-left font-normal">
                    {step.label}
                  </th>
                  <td className="py-1 text-right tabular-nums">
                    {step.money !== undefined ? formatMoney(step.money) : formatCount(step.value)}
                  </td>
                  <td className="py-1 text-right tabular-nums">{conversion(index)}</td>
                  <td className="py-1 text-right tabular-nums">
                    {previous[index]?.money !== undefined
                      ? formatMoney(previous[index]!.money)
                      : formatCount(previous[index]?.value ?? 0)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableAlternative>
      </CardContent>
    </Card>
  );
}

function BreakdownCard({ title, rows, empty }: { title: string; rows: Breakdown[]; empty: string }) {
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
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th scope="col" className="pb-1 font-medium">
                  Item
                </th>
                <th scope="col" className="pb-1 text-right font-medium">
                  Visitantes
                </th>
                <th scope="col" className="pb-1 text-right font-medium">
                  Visualizações
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
