/**
 * Catalogs of the team's own tools (docs/product/tasks-and-timesheet.md): task status groups and
 * priorities, timesheet week statuses. The schema's check constraints are generated from these lists.
 */
import type { StatusEntry } from './statuses';

export const taskStatuses = [
  { value: 'a_fazer', label: 'A fazer', color: 'slate' },
  { value: 'em_andamento', label: 'Em andamento', color: 'blue' },
  { value: 'em_revisao', label: 'Em revisão', color: 'purple' },
  { value: 'concluida', label: 'Concluída', color: 'green' },
  { value: 'cancelada', label: 'Cancelada', color: 'red' },
] as const satisfies readonly StatusEntry<string>[];
export type TaskStatus = (typeof taskStatuses)[number]['value'];

export const taskPriorities = [
  { value: 'baixa', label: 'Baixa', color: 'grey' },
  { value: 'media', label: 'Média', color: 'blue' },
  { value: 'alta', label: 'Alta', color: 'amber' },
  { value: 'urgente', label: 'Urgente', color: 'red' },
] as const satisfies readonly StatusEntry<string>[];
export type TaskPriority = (typeof taskPriorities)[number]['value'];

/** A person's week of project hours: open → submitted → approved (locked) or rejected (editable again). */
export const timesheetWeekStatuses = [
  { value: 'aberta', label: 'Aberta', color: 'slate' },
  { value: 'enviada', label: 'Enviada', color: 'amber' },
  { value: 'aprovada', label: 'Aprovada', color: 'green' },
  { value: 'rejeitada', label: 'Rejeitada', color: 'red' },
] as const satisfies readonly StatusEntry<string>[];
export type TimesheetWeekStatus = (typeof timesheetWeekStatuses)[number]['value'];

/** Burn percentage (cost + direct expenses ÷ budget) at which the project's owner is alerted, once. */
export const BURN_ALERT_PERCENT = 80;

/** Monday (YYYY-MM-DD) of the week holding a calendar day; days are São Paulo days already. */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const offset = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - offset);
  return date.toISOString().slice(0, 10);
}

/** The calendar day `n` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The seven days (Mon–Sun) of the week starting at `weekStart`. */
export const weekDays = (weekStart: string) => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

/** '1h 30min', '45min', '0min'. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(Math.abs(minutes) / 60);
  const m = Math.abs(minutes) % 60;
  if (!h) return `${m}min`;
  return m ? `${h}h ${String(m).padStart(2, '0')}min` : `${h}h`;
}

/** '@nome' handles in a comment: the part of an e-mail before '@' (e.g. '@mkt' for mkt@coders.example). */
export function mentionHandles(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(^|[^\w.@])@([a-z0-9][a-z0-9._-]{0,63})/gi)) {
    found.add(match[2]!.toLowerCase().replace(/[._-]+$/, ''));
  }
  return [...found];
}
