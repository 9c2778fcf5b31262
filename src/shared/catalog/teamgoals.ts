/**
 * Catalogs for OKRs, onboarding and the asset library (docs/product/okrs-and-onboarding.md,
 * docs/product/assets.md). The schema's check constraints are generated from these lists.
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

export const contractTypes = [
  { value: 'clt', label: 'CLT' },
  { value: 'pj', label: 'PJ' },
  { value: 'estagio', label: 'Estágio' },
  { value: 'freelancer', label: 'Freelancer' },
] as const;
export type ContractType = (typeof contractTypes)[number]['value'];

/** Who completes an onboarding activity: a staff role, or the new person themselves. */
export const activityOwners = [
  { value: 'new_person', label: 'A pessoa nova' },
  { value: 'adm', label: 'Administrador' },
  { value: 'comercial', label: 'Comercial' },
  { value: 'financeiro', label: 'Financeiro' },
  { value: 'mkt', label: 'Marketing' },
] as const;
export type ActivityOwner = (typeof activityOwners)[number]['value'];

export const activityKinds = ['task', 'lgpd_term'] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** The one activity every template carries; the server adds it and it cannot be removed. */
export const LGPD_TERM_TITLE = 'Ler e aceitar o termo de confidencialidade e proteção de dados (LGPD)';

export const assetKinds = [
  { value: 'image', label: 'Imagem' },
  { value: 'pdf', label: 'PDF' },
  { value: 'video_link', label: 'Link de vídeo' },
] as const;
export type AssetKind = (typeof assetKinds)[number]['value'];

/** Days before a licence's expiry when an asset is flagged 'vence em breve'. */
export const LICENCE_SOON_DAYS = 30;

export const labelOf = <T extends { value: string; label: string }>(list: readonly T[], value: string) =>
  list.find((entry) => entry.value === value)?.label ?? value;
export const valuesOf = <T extends { value: string }>(list: readonly T[]) =>
  list.map((entry) => entry.value) as [T['value'], ...T['value'][]];
