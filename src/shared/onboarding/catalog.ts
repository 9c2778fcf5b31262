/**
 * Onboarding catalogs (docs/product/okrs-and-onboarding.md): contract types, who completes an
 * activity and the kinds of activity, each value with its PT-BR label. The tables' columns are typed
 * and checked from these.
 */
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

export const activityKinds = [
  { value: 'task', label: 'Tarefa' },
  { value: 'lgpd_term', label: 'Termo de confidencialidade (LGPD)' },
] as const;
export type ActivityKind = (typeof activityKinds)[number]['value'];

/** The one activity every template carries; the server adds it and it cannot be removed. */
export const LGPD_TERM_TITLE = 'Ler e aceitar o termo de confidencialidade e proteção de dados (LGPD)';
