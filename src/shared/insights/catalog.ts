/** The insights catalog (docs/product/finance-insights.md): what a sales goal measures and over which period. */
export const goalMetrics = [
  { value: 'value_won', label: 'Valor ganho' },
  { value: 'deals_won', label: 'Negócios ganhos' },
  { value: 'new_leads', label: 'Novos leads' },
  { value: 'consultations', label: 'Consultas realizadas' },
] as const;
export type GoalMetric = (typeof goalMetrics)[number]['value'];

export const goalPeriods = [
  { value: 'month', label: 'Mês' },
  { value: 'quarter', label: 'Trimestre' },
] as const;
export type GoalPeriod = (typeof goalPeriods)[number]['value'];
