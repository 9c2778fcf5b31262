/**
 * OKR catalogs (docs/product/okrs-and-onboarding.md): levels, teams, units, live metrics and check-in
 * confidence, each value with its PT-BR label. The tables' columns are typed and checked from these.
 */
export const okrLevels = [
  { value: 'company', label: 'Empresa' },
  { value: 'team', label: 'Equipe' },
  { value: 'person', label: 'Pessoa' },
] as const;
export type OkrLevel = (typeof okrLevels)[number]['value'];

export const okrTeams = [
  { value: 'comercial', label: 'Comercial' },
  { value: 'financeiro', label: 'Financeiro' },
  { value: 'mkt', label: 'Marketing' },
] as const;
export type OkrTeam = (typeof okrTeams)[number]['value'];

export const krUnits = [
  { value: 'number', label: 'Número' },
  { value: 'percent', label: '%' },
  { value: 'brl', label: 'R$' },
] as const;
export type KrUnit = (typeof krUnits)[number]['value'];

/** Live metrics a key result may follow, computed for the quarter's window. */
export const krMetrics = [
  { value: 'new_leads', label: 'Novos leads', unit: 'number' },
  { value: 'deals_won', label: 'Negócios ganhos', unit: 'number' },
  { value: 'revenue_received', label: 'Receita recebida', unit: 'brl' },
  { value: 'consultations', label: 'Consultas realizadas', unit: 'number' },
] as const;
export type KrMetric = (typeof krMetrics)[number]['value'];

export const krConfidences = [
  { value: 'no_rumo', label: 'No rumo', color: 'green' },
  { value: 'em_risco', label: 'Em risco', color: 'amber' },
  { value: 'fora_do_rumo', label: 'Fora do rumo', color: 'red' },
] as const;
export type KrConfidence = (typeof krConfidences)[number]['value'];
