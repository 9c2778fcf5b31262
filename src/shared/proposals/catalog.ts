/**
 * The proposals catalog (docs/product/proposals.md): the statuses a proposal shows, with their PT-BR
 * labels and colours — one truth for the table's check, the server's validators and the badges.
 */
import type { StatusEntry } from '@shared/catalog/statuses';

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
export type StoredProposalStatus = (typeof STORED_PROPOSAL_STATUSES)[number];
