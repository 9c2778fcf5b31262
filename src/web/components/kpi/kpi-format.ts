/** Number formats for KPI cards and chart axes (pt-BR). Money values go through formatMoney. */
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const compactMoney = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});

export const formatCount = (value: number) => integer.format(value);
/** 12,5% — the conversion rate comes with one decimal from the server. */
export const formatPercent = (value: number) => `${oneDecimal.format(value)}%`;
/** Axis ticks only ('R$ 10 mil'); tooltips and tables show the exact formatMoney value. */
export const formatMoneyAxis = (value: number) => compactMoney.format(value);

const monthNames = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const monthLong = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** 'yyyy-MM' → 'mar/26' (axis) or 'março de 2026' (tables). */
export function monthLabel(month: string, long = false): string {
  const [year, number] = month.split('-');
  const index = Number(number) - 1;
  return long ? `${monthLong[index]} de ${year}` : `${monthNames[index]}/${year?.slice(2)}`;
}

/** 'yyyy-MM-dd' → 'dd/MM' (axis) — a calendar day, no time zone involved. */
export function dayLabel(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}
