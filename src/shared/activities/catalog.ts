/**
 * Activity catalogs (docs/product/activities.md): the kinds of activity, the subjects one may hang on,
 * and the groups of 'Minhas atividades', each value with its PT-BR label. The table's `kind` column is
 * typed and checked from `activityKinds`.
 */
export const activityKinds = [
  { value: 'call', label: 'Ligação' },
  { value: 'meeting', label: 'Reunião' },
  { value: 'email', label: 'E-mail' },
  { value: 'task', label: 'Tarefa' },
] as const;
export type ActivityKind = (typeof activityKinds)[number]['value'];

/** What an activity is about: a lead now; companies and deals once their tables land (issue 28). */
export const activitySubjects = [
  { value: 'lead', label: 'Lead' },
  { value: 'company', label: 'Empresa' },
  { value: 'deal', label: 'Negócio' },
] as const;
export type ActivitySubjectKind = (typeof activitySubjects)[number]['value'];

/** The groups of 'Minhas atividades', by São Paulo calendar day (decision 070). */
export const activityGroups = [
  { value: 'today', label: 'Hoje' },
  { value: 'overdue', label: 'Atrasadas' },
  { value: 'upcoming', label: 'Próximas' },
  { value: 'done', label: 'Concluídas' },
] as const;
export type ActivityGroup = (typeof activityGroups)[number]['value'];
