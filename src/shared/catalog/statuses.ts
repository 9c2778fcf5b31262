/** Status catalogs (docs/product/common-behaviour.md): value, PT-BR label and badge colour. One truth for server checks and UI badges. */
export type BadgeColor = 'blue' | 'amber' | 'purple' | 'indigo' | 'green' | 'red' | 'grey' | 'slate';
export type StatusEntry<V extends string> = { value: V; label: string; color: BadgeColor };

export const leadStatuses = [
  { value: 'new', label: 'Novo', color: 'blue' },
  { value: 'contacted', label: 'Contatado', color: 'amber' },
  { value: 'qualified', label: 'Qualificado', color: 'purple' },
  { value: 'proposal', label: 'Proposta', color: 'indigo' },
  { value: 'won', label: 'Convertido', color: 'green' },
  { value: 'lost', label: 'Perdido', color: 'red' },
] as const satisfies readonly StatusEntry<string>[];
export type LeadStatus = (typeof leadStatuses)[number]['value'];

export const projectStatuses = [
  { value: 'proposal', label: 'Proposta', color: 'blue' },
  { value: 'in_progress', label: 'Em Andamento', color: 'amber' },
  { value: 'completed', label: 'Concluído', color: 'green' },
  { value: 'canceled', label: 'Cancelado', color: 'red' },
] as const satisfies readonly StatusEntry<string>[];
export type ProjectStatus = (typeof projectStatuses)[number]['value'];

export const appointmentStatuses = [
  { value: 'scheduled', label: 'Agendado', color: 'blue' },
  { value: 'completed', label: 'Concluído', color: 'green' },
  { value: 'cancelled', label: 'Cancelado', color: 'red' },
  { value: 'no_show', label: 'Não compareceu', color: 'amber' },
] as const satisfies readonly StatusEntry<string>[];
export type AppointmentStatus = (typeof appointmentStatuses)[number]['value'];

export const leadSources = [
  { value: 'site', label: 'Site', color: 'slate' },
  { value: 'questionario', label: 'Questionário', color: 'indigo' },
  { value: 'consulta', label: 'Consulta', color: 'purple' },
  { value: 'chat', label: 'Agente Coder', color: 'blue' },
  { value: 'manual', label: 'Manual', color: 'grey' },
  { value: 'indicacao', label: 'Indicação', color: 'green' },
] as const satisfies readonly StatusEntry<string>[];
export type LeadSource = (typeof leadSources)[number]['value'];

export const notificationTypes = ['success', 'warning', 'error', 'info'] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const notificationPriorities = ['high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof notificationPriorities)[number];

export const values = <V extends string>(catalog: readonly StatusEntry<V>[]) =>
  catalog.map((entry) => entry.value) as [V, ...V[]];

/** Narrows text from outside the type system (a select's value, a URL parameter) to a catalog value. */
export const isCatalogValue = <V extends string>(
  catalog: readonly StatusEntry<V>[],
  value: string,
): value is V => catalog.some((entry) => entry.value === value);

/** Label and colour for a status value; unknown values show raw in grey (docs/product/common-behaviour.md). */
export function statusBadge(
  catalog: readonly StatusEntry<string>[],
  value: string,
): { label: string; color: BadgeColor } {
  const entry = catalog.find((item) => item.value === value);
  return entry ? { label: entry.label, color: entry.color } : { label: value, color: 'grey' };
}
