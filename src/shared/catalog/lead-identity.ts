/**
 * One person, one lead (decision 056): the other contacts a lead holds, why two leads may be the same
 * person, and what staff decided about it. Values with their PT-BR labels; the schema's checks are
 * built from them.
 */
import type { StatusEntry } from './statuses';

export const leadContactKinds = [
  { value: 'email', label: 'E-mail', color: 'blue' },
  { value: 'phone', label: 'Telefone', color: 'green' },
] as const satisfies readonly StatusEntry<string>[];
export type LeadContactKind = (typeof leadContactKinds)[number]['value'];

/**
 * Where a contact came from. 'manual' (typed by staff) and 'merge' (the other lead's e-mail or phone
 * kept by a merge) are vouched for by the team: a later form with that e-mail is the same person.
 * 'chat' and 'form' are what a visitor typed: searchable, never proof of identity.
 */
export const leadContactSources = [
  { value: 'chat', label: 'Chat', color: 'blue' },
  { value: 'form', label: 'Formulário', color: 'indigo' },
  { value: 'manual', label: 'Manual', color: 'grey' },
  { value: 'merge', label: 'Mesclagem', color: 'purple' },
] as const satisfies readonly StatusEntry<string>[];
export type LeadContactSource = (typeof leadContactSources)[number]['value'];
export const TRUSTED_CONTACT_SOURCES = ['manual', 'merge'] as const satisfies readonly LeadContactSource[];

export const duplicateReasons = [
  { value: 'phone', label: 'mesmo telefone', color: 'amber' },
  { value: 'name', label: 'mesmo nome', color: 'purple' },
  { value: 'email', label: 'mesmo e-mail', color: 'red' },
] as const satisfies readonly StatusEntry<string>[];
export type DuplicateReason = (typeof duplicateReasons)[number]['value'];

/** A pair that was merged is gone with its merged lead; the merge itself is kept in lead_merges. */
export const duplicateStatuses = [
  { value: 'open', label: 'Em aberto', color: 'amber' },
  { value: 'dismissed', label: 'Não é duplicado', color: 'grey' },
] as const satisfies readonly StatusEntry<string>[];
export type DuplicateStatus = (typeof duplicateStatuses)[number]['value'];

/** The side a merge took a field from (lead_merges.fields, the 'merge' audit entry). */
export const mergeSides = [
  { value: 'keep', label: 'do lead mantido', color: 'blue' },
  { value: 'merge', label: 'do lead mesclado', color: 'purple' },
] as const satisfies readonly StatusEntry<string>[];

/** 'mesmo telefone e mesmo nome' */
export function describeReasons(reasons: readonly string[]): string {
  const labels = duplicateReasons
    .filter((entry) => reasons.includes(entry.value))
    .map((entry) => entry.label);
  if (labels.length <= 1) return labels[0] ?? 'dados parecidos';
  return `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}`;
}
