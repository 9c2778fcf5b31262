/** Display helpers of the finance-insights pages (money goes through formatMoney). */
const MONTHS = [
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
const SHORT = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** 'yyyy-MM' → 'março de 2026'. */
export const monthTitle = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
/** 'yyyy-MM' → 'mar/26'. */
export const monthShort = (month: string) => `${SHORT[Number(month.slice(5, 7)) - 1]}/${month.slice(2, 4)}`;

export const formatCount = (value: string | number) =>
  Number(value).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
export const formatPercent = (value: number) =>
  `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
