/**
 * KPI charts (beyond the original product), loaded as their own chunk so the card row renders first. Each chart
 * has a title, an aria-label summary, and its numbers in a table under 'Ver dados do gráfico'.
 */
import { type ReactNode, useId } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  appointmentStatuses,
  type BadgeColor,
  leadSources,
  leadStatuses,
  projectStatuses,
  statusBadge,
} from '@shared/catalog/statuses';
import { formatMoney } from '@shared/format';
import type { CrmKpis, FinanceKpis, LeadsPerDay, MarketingKpis } from '@shared/schemas/kpis';
import { cn } from '@web/lib/cn';
import { Card, CardContent, CardHeader } from '../ui/card';
import { EmptyState } from '../ui/feedback';
import { ScrollTable } from '../ui/scroll-table';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { dayLabel, formatCount, formatMoneyAxis, monthLabel } from './kpi-format';
import { LeadsBySourceTable } from './leads-by-source-table';

const hex: Record<BadgeColor, string> = {
  blue: '#2563eb',
  amber: '#d97706',
  purple: '#9333ea',
  indigo: '#4f46e5',
  green: '#16a34a',
  red: '#dc2626',
  grey: '#6b7280',
  slate: '#475569',
};
/** Sources need six colours that stay apart when stacked (the badge colours slate and grey do not). */
const sourceColors: Record<string, string> = {
  site: '#2563eb',
  questionario: '#7c3aed',
  consulta: '#0891b2',
  chat: '#16a34a',
  manual: '#d97706',
  indicacao: '#db2777',
};
const axis = { fontSize: 12, fill: '#475569' };

type TableData = { columns: string[]; rows: ReactNode[][] };

function ChartCard({
  title,
  description,
  summary,
  data,
  className,
  children,
}: {
  title: string;
  description: string;
  summary: string;
  data: TableData;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className={cn('min-w-0', className)} aria-labelledby={id} role="region">
      <CardHeader className="pb-2">
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </CardHeader>
      <CardContent>
        <div role="img" aria-label={summary} className="h-64 w-full">
          {children}
        </div>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer rounded-sm text-primary hover:underline">
            Ver dados do gráfico
          </summary>
          <div className="mt-2">
            <ScrollTable label={`Dados: ${title}`}>
              <caption className="sr-only">{title}</caption>
              <TableHeader>
                <TableRow>
                  {data.columns.map((column) => (
                    <TableHead key={column} scope="col">
                      {column}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.rows.map((row, index) => (
                  <TableRow key={index}>
                    {row.map((cell, cellIndex) => (
                      <TableCell key={cellIndex} className="py-1.5">
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

const tooltipStyle = { borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 };

export function LeadsPerDayChart({ days, period }: { days: LeadsPerDay[]; period: number }) {
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const busiest = days.reduce<LeadsPerDay | undefined>(
    (best, day) => (day.total > (best?.total ?? 0) ? day : best),
    undefined,
  );
  const summary =
    total === 0
      ? `Nenhum lead nos últimos ${period} dias.`
      : `${formatCount(total)} leads nos últimos ${period} dias; o dia com mais leads foi ${dayLabel(busiest!.day)}, com ${formatCount(busiest!.total)}.`;
  return (
    <ChartCard
      title="Leads por dia e origem"
      description={`Novos leads por dia nos últimos ${period} dias, empilhados por origem.`}
      summary={summary}
      className="lg:col-span-2"
      data={{
        columns: ['Dia', ...leadSources.map((source) => source.label), 'Total'],
        rows: days.map((day) => [
          dayLabel(day.day),
          ...leadSources.map((source) => formatCount(day[source.value])),
          formatCount(day.total),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={dayLabel} tick={axis} minTickGap={16} />
          <YAxis allowDecimals={false} tick={axis} />
          <Tooltip labelFormatter={(day) => dayLabel(String(day))} contentStyle={tooltipStyle} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {leadSources.map((source) => (
            <Bar
              key={source.value}
              dataKey={source.value}
              name={source.label}
              stackId="leads"
              fill={sourceColors[source.value]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function PipelineChart({ pipeline }: { pipeline: CrmKpis['charts']['pipeline'] }) {
  const data = pipeline.map((row) => ({ ...row, ...statusBadge(leadStatuses, row.status) }));
  return (
    <ChartCard
      title="Funil por status"
      description="Quantos leads estão em cada etapa agora."
      summary={data.map((row) => `${row.label}: ${formatCount(row.count)}`).join('; ')}
      data={{
        columns: ['Status', 'Leads'],
        rows: data.map((row) => [row.label, formatCount(row.count)]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 4, right: 16, bottom: 0, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={axis} />
          <YAxis type="category" dataKey="label" width={88} tick={axis} />
          <Tooltip contentStyle={tooltipStyle} cursor={{ fill: '#f1f5f9' }} />
          <Bar dataKey="count" name="Leads" radius={[0, 4, 4, 0]} isAnimationActive={false}>
            {data.map((row) => (
              <Cell key={row.status} fill={hex[row.color]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function RevenueByMonthChart({ months }: { months: FinanceKpis['charts']['revenueByMonth'] }) {
  const total = months.reduce((sum, row) => sum + row.revenue, 0);
  const data = months.map((row) => ({ ...row, label: monthLabel(row.month) }));
  return (
    <ChartCard
      title="Receita por mês"
      description="Pagamentos recebidos, pelo mês do recebimento, nos últimos 12 meses."
      summary={`Receita de ${formatMoney(total)} em 12 meses, de ${monthLabel(months[0]?.month ?? '', true)} a ${monthLabel(months.at(-1)?.month ?? '', true)}.`}
      className="lg:col-span-2"
      data={{
        columns: ['Mês', 'Receita', 'Pagamentos'],
        rows: months.map((row) => [
          monthLabel(row.month, true),
          formatMoney(row.revenue),
          formatCount(row.payments),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axis} />
          <YAxis tickFormatter={(value) => formatMoneyAxis(Number(value))} tick={axis} width={84} />
          <Tooltip
            formatter={(value) => formatMoney(Number(value))}
            contentStyle={tooltipStyle}
            cursor={{ fill: '#f1f5f9' }}
          />
          <Bar
            dataKey="revenue"
            name="Receita"
            fill={hex.green}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function ProjectsByStatusChart({ rows }: { rows: FinanceKpis['charts']['projectsByStatus'] }) {
  const data = rows.map((row) => ({ ...row, ...statusBadge(projectStatuses, row.status) }));
  return (
    <ChartCard
      title="Orçamento por status do projeto"
      description="Soma dos orçamentos dos projetos em cada status."
      summary={data
        .map((row) => `${row.label}: ${formatMoney(row.budget)} em ${row.count} projetos`)
        .join('; ')}
      data={{
        columns: ['Status', 'Projetos', 'Orçamento'],
        rows: data.map((row) => [row.label, formatCount(row.count), formatMoney(row.budget)]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 4, right: 16, bottom: 0, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={(value) => formatMoneyAxis(Number(value))} tick={axis} />
          <YAxis type="category" dataKey="label" width={104} tick={axis} />
          <Tooltip
            formatter={(value) => formatMoney(Number(value))}
            contentStyle={tooltipStyle}
            cursor={{ fill: '#f1f5f9' }}
          />
          <Bar dataKey="budget" name="Orçamento" radius={[0, 4, 4, 0]} isAnimationActive={false}>
            {data.map((row) => (
              <Cell key={row.status} fill={hex[row.color]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function AppointmentsByStatusChart({
  rows,
  period,
}: {
  rows: MarketingKpis['charts']['appointmentsByStatus'];
  period: number;
}) {
  const data = rows.map((row) => ({ ...row, ...statusBadge(appointmentStatuses, row.status) }));
  const total = data.reduce((sum, row) => sum + row.count, 0);
  return (
    <ChartCard
      title="Agendamentos por status"
      description={`Consultas com data nos últimos ${period} dias.`}
      summary={
        total === 0
          ? `Nenhum agendamento nos últimos ${period} dias.`
          : data.map((row) => `${row.label}: ${formatCount(row.count)}`).join('; ')
      }
      data={{
        columns: ['Status', 'Agendamentos'],
        rows: data.map((row) => [row.label, formatCount(row.count)]),
      }}
    >
      {total === 0 ? (
        <EmptyState title="Nenhum agendamento no período" />
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Pie
              data={data.filter((row) => row.count > 0)}
              dataKey="count"
              nameKey="label"
              innerRadius="50%"
              outerRadius="80%"
              paddingAngle={2}
              isAnimationActive={false}
            >
              {data
                .filter((row) => row.count > 0)
                .map((row) => (
                  <Cell key={row.status} fill={hex[row.color]} />
                ))}
            </Pie>
            <Tooltip contentStyle={tooltipStyle} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
          </PieChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}

export function CrmCharts({ data }: { data: CrmKpis }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <LeadsPerDayChart days={data.charts.leadsPerDay} period={data.period} />
      <PipelineChart pipeline={data.charts.pipeline} />
    </div>
  );
}

export function FinanceCharts({ data }: { data: FinanceKpis }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <RevenueByMonthChart months={data.charts.revenueByMonth} />
      <ProjectsByStatusChart rows={data.charts.projectsByStatus} />
    </div>
  );
}

export function MarketingCharts({ data }: { data: MarketingKpis }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <LeadsPerDayChart days={data.charts.leadsPerDay} period={data.period} />
      <AppointmentsByStatusChart rows={data.charts.appointmentsByStatus} period={data.period} />
      <div className="lg:col-span-3">
        <LeadsBySourceTable rows={data.leadsBySource} period={data.period} />
      </div>
    </div>
  );
}
