/**
 * Finance and commercial catalogs (issue 15): proposal statuses, goal metrics (invoice statuses:
 * src/shared/invoices/catalog.ts; payment methods: src/shared/payments/catalog.ts).
 * One truth for the schema's check constraints, the server's validators and the UI's badges.
 */
import type { StatusEntry } from './statuses';

/** Proposal statuses. 'expirada' and 'cancelada' are never stored: a sent/viewed proposal past its validity shows it. */
export const proposalStatuses = [
  { value: 'rascunho', label: 'Rascunho', color: 'grey' },
  { value: 'enviada', label: 'Enviada', color: 'blue' },
  { value: 'visualizada', label: 'Visualizada', color: 'indigo' },
  { value: 'aceita', label: 'Aceita', color: 'green' },
  { value: 'recusada', label: 'Recusada', color: 'red' },
  { value: 'expirada', label: 'Expirada', color: 'amber' },
  // Shown (never stored as status): a proposal with cancelled_at set.
  { value: 'cancelada', label: 'Cancelada', color: 'slate' },
] as const satisfies readonly StatusEntry<string>[];
export type ProposalStatus = (typeof proposalStatuses)[number]['value'];
export const STORED_PROPOSAL_STATUSES = ['rascunho', 'enviada', 'visualizada', 'aceita', 'recusada'] as const;

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

export const personTypes = [
  { value: 'pf', label: 'Pessoa física' },
  { value: 'pj', label: 'Pessoa jurídica' },
] as const;
