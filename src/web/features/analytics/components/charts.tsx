/**
 * Small accessible charts in SVG (no chart library): each is an image with a text summary, and the
 * same numbers are offered as a table ("Ver como tabela").
 */
import type { ReactNode } from 'react';

const integer = new Intl.NumberFormat('pt-BR');
export const formatCount = (value: number) => integer.format(value);
export const formatDayShort = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Visitors and views per day: two lines over a grid, with the totals as its accessible name. */
export function DailyChart({
  series,
  label,
}: {
  series: { day: string; visitors: number; views: number }[];
  label: string;
}) {
  const width = 640;
  const height = 180;
  const pad = { top: 12, right: 8, bottom: 22, left: 36 };
  const max = Math.max(1, ...series.map((point) => point.views));
  const x = (index: number) =>
    pad.left + (series.length <= 1 ? 0 : (index / (series.length - 1)) * (width - pad.left - pad.right));
  const y = (value: number) => pad.top + (1 - value / max) * (height - pad.top - pad.bottom);
  const line = (key: 'visitors' | 'views') =>
    series
      .map((point, index) => `${index ? 'L' : 'M'}${x(index).toFixed(1)},${y(point[key]).toFixed(1)}`)
      .join('');
  const ticks = [0, 0.5, 1].map((share) => Math.round(max * share));
  const labelEvery = Math.max(1, Math.ceil(series.length / 7));
  return (
    <figure className="grid gap-2">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className="h-auto w-full">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} className="stroke-border" />
            <text
              x={pad.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-muted-foreground text-[10px]"
            >
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {series.map((point, index) =>
          index % labelEvery === 0 ? (
            <text
              key={point.day}
              x={x(index)}
              y={height - 6}
              textAnchor="middle"
              className="fill-muted-foreground text-[10px]"
            >
              {formatDayShort(point.day)}
            </text>
          ) : null,
        )}
        <path d={line('views')} fill="none" strokeWidth={2} className="stroke-muted-foreground/60" />
        <path d={line('visitors')} fill="none" strokeWidth={2.5} className="stroke-primary" />
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-primary" /> Visitantes
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-muted-foreground/60" /> Visualizações
        </span>
      </figcaption>
    </figure>
  );
}

/** Horizontal bars (the funnel): one row per step, labelled, with the value at the end. */
export function BarChart({
  rows,
  label,
}: {
  rows: { label: string; value: number; note?: string }[];
  label: string;
}) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  const rowHeight = 34;
  const width = 640;
  const labelWidth = 190;
  const barSpace = width - labelWidth - 150;
  return (
    <svg
      viewBox={`0 0 ${width} ${rows.length * rowHeight}`}
      role="img"
      aria-label={label}
      className="h-auto w-full"
    >
      {rows.map((row, index) => {
        const barWidth = Math.max(2, (row.value / max) * barSpace);
        const top = index * rowHeight;
        return (
          <g key={row.label}>
            <text x={0} y={top + 21} className="fill-foreground text-[13px]">
              {row.label}
            </text>
            <rect
              x={labelWidth}
              y={top + 6}
              width={barWidth}
              height={rowHeight - 12}
              rx={4}
              className="fill-primary/80"
            />
            <text
              x={labelWidth + barWidth + 8}
              y={top + 21}
              className="fill-foreground text-[13px] font-medium"
            >
              {row.note ?? formatCount(row.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A disclosure holding the chart's numbers as a table. */
export function TableAlternative({
  summary = 'Ver como tabela',
  children,
}: {
  summary?: string;
  children: ReactNode;
}) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground hover:text-foreground">{summary}</summary>
      <div className="mt-2 overflow-x-auto">{children}</div>
    </details>
  );
}
