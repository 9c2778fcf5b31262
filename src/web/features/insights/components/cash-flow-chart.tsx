/**
 * The cash-flow chart in plain SVG (no chart library): per month a bar of money in and a bar of money
 * out (realised solid, expected lighter), the closing balance as a line, the minimum as a dashed line.
 * It is an image with a text summary; the table under it carries every number.
 */
import { formatMoney } from '@shared/format';
import type { CashFlowResponse } from '@shared/insights/schemas';
import { monthShort } from '../format';

const W = 760;
const H = 300;
const M = { top: 16, right: 12, bottom: 30, left: 70 };

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });
const axisMoney = (value: number) => `R$ ${compact.format(value)}`;

function niceStep(range: number): number {
  const rough = range / 4;
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  const unit = rough / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

export function CashFlowChart({ data }: { data: CashFlowResponse }) {
  const months = data.months.map((row) => {
    const proposals = data.includeProposals ? Number(row.proposalsIn) : 0;
    return {
      ...row,
      inRealised: Number(row.realisedIn) - Number(row.fees),
      inExpected: Number(row.expectedIn) + proposals,
      outRealised: Number(row.realisedOut),
      outExpected: Number(row.expectedOut),
      balance: Number(row.closingBalance),
    };
  });
  const minimum = Number(data.settings.minimumBalance);
  const highs = months.flatMap((row) => [
    row.inRealised + row.inExpected,
    row.outRealised + row.outExpected,
    row.balance,
  ]);
  const lows = months.map((row) => Math.min(row.balance, row.inRealised));
  const step = niceStep(Math.max(...highs, minimum, 1) - Math.min(0, ...lows));
  const top = Math.ceil(Math.max(...highs, minimum, 1) / step) * step;
  const bottom = Math.floor(Math.min(0, ...lows) / step) * step;
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const y = (value: number) => M.top + ((top - value) / (top - bottom)) * plotH;
  const band = plotW / months.length;
  const barW = Math.max(3, band * 0.32);
  const x = (index: number) => M.left + band * index;
  const ticks: number[] = [];
  for (let value = bottom; value <= top + step / 2; value += step) ticks.push(value);
  const currentIndex = months.findIndex((row) => row.kind === 'current');
  const last = months.at(-1);
  const summary = `Fluxo de caixa de ${monthShort(months[0]?.month ?? '')} a ${monthShort(last?.month ?? '')}: barras verdes de entradas e vermelhas de saídas por mês (previstas em tom mais claro), linha do saldo acumulado. Saldo final projetado em ${monthShort(last?.month ?? '')}: ${formatMoney(last?.closingBalance ?? 0)}.${data.alert ? ` O saldo fica abaixo do mínimo em ${monthShort(data.alert.month)}.` : ''}`;
  const line = months.map((row, index) => `${x(index) + band / 2},${y(row.balance)}`).join(' ');

  return (
    <figure className="space-y-2">
      {/* On a phone the chart keeps a readable width and scrolls sideways. */}
      <div
        role="region"
        aria-label="Gráfico do fluxo de caixa"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="overflow-x-auto rounded-sm focus-visible:outline-2"
      >
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={summary}
          className="h-auto w-full min-w-[40rem] text-muted-foreground"
          data-testid="cash-flow-chart"
        >
          <title>{summary}</title>
          {ticks.map((value) => (
            <g key={value}>
              <line
                x1={M.left}
                x2={W - M.right}
                y1={y(value)}
                y2={y(value)}
                stroke="currentColor"
                strokeOpacity={value === 0 ? 0.6 : 0.15}
              />
              <text x={M.left - 6} y={y(value) + 4} textAnchor="end" fontSize="11" fill="currentColor">
                {axisMoney(value)}
              </text>
            </g>
          ))}
          {currentIndex > 0 ? (
            <line
              x1={x(currentIndex)}
              x2={x(currentIndex)}
              y1={M.top}
              y2={H - M.bottom}
              stroke="currentColor"
              strokeDasharray="4 4"
              strokeOpacity={0.5}
            />
          ) : null}
          {months.map((row, index) => {
            const inX = x(index) + band / 2 - barW - 1;
            const outX = x(index) + band / 2 + 1;
            const zero = y(0);
            const inTop = y(row.inRealised);
            const inExpectedTop = y(row.inRealised + row.inExpected);
            const outTop = y(row.outRealised);
            const outExpectedTop = y(row.outRealised + row.outExpected);
            return (
              <g key={row.month}>
                <rect
                  x={inX}
                  width={barW}
                  y={Math.min(inTop, zero)}
                  height={Math.abs(zero - inTop)}
                  fill="#16a34a"
                />
                <rect
                  x={inX}
                  width={barW}
                  y={inExpectedTop}
                  height={Math.max(0, inTop - inExpectedTop)}
                  fill="#86efac"
                />
                <rect x={outX} width={barW} y={outTop} height={Math.max(0, zero - outTop)} fill="#dc2626" />
                <rect
                  x={outX}
                  width={barW}
                  y={outExpectedTop}
                  height={Math.max(0, outTop - outExpectedTop)}
                  fill="#fca5a5"
                />
                <text
                  x={x(index) + band / 2}
                  y={H - M.bottom + 16}
                  textAnchor="middle"
                  fontSize="10"
                  fill="currentColor"
                  fontWeight={row.kind === 'current' ? 700 : 400}
                >
                  {index % 2 === 0 || row.kind === 'current' ? monthShort(row.month) : ''}
                </text>
              </g>
            );
          })}
          {minimum !== 0 ? (
            <line
              x1={M.left}
              x2={W - M.right}
              y1={y(minimum)}
              y2={y(minimum)}
              stroke="#d97706"
              strokeWidth={1.5}
              strokeDasharray="6 4"
            />
          ) : null}
          <polyline points={line} fill="none" stroke="#2563eb" strokeWidth={2.5} />
          {months.map((row, index) => (
            <circle
              key={row.month}
              cx={x(index) + band / 2}
              cy={y(row.balance)}
              r={row.kind === 'current' ? 4.5 : 3}
              fill={row.balance < minimum ? '#d97706' : '#2563eb'}
            />
          ))}
        </svg>
      </div>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <Legend color="#16a34a" label="Entradas realizadas (líquidas de taxas)" />
        <Legend color="#86efac" label="Entradas previstas" />
        <Legend color="#dc2626" label="Saídas realizadas" />
        <Legend color="#fca5a5" label="Saídas previstas" />
        <Legend color="#2563eb" label="Saldo acumulado" line />
        {minimum !== 0 ? <Legend color="#d97706" label="Saldo mínimo" line /> : null}
      </figcaption>
    </figure>
  );
}

function Legend({ color, label, line = false }: { color: string; label: string; line?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className={line ? 'inline-block h-0.5 w-4' : 'inline-block size-3 rounded-sm'}
        style={{ backgroundColor: color }}
      />
      {label}
    </span>
  );
}
