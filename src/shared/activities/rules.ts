/**
 * Where an activity falls in 'Minhas atividades' (decision 070): by the São Paulo calendar day of its
 * due time. Atrasadas = open and due before today; Hoje = open and due today (a time already passed
 * today stays in Hoje, marked late); Próximas = open and due after today; Concluídas = done.
 */
import { addDays, zonedDay, zonedTimeToUtc } from '@shared/time';
import type { ActivityGroup } from './catalog';

/** The instants at which today and tomorrow start in São Paulo. */
export function dayBounds(now: Date): { startOfToday: Date; startOfTomorrow: Date } {
  const today = zonedDay(now);
  return { startOfToday: zonedTimeToUtc(today, 0), startOfTomorrow: zonedTimeToUtc(addDays(today, 1), 0) };
}

export function groupOf(activity: { dueAt: Date; doneAt: Date | null }, now: Date): ActivityGroup {
  if (activity.doneAt) return 'done';
  const { startOfToday, startOfTomorrow } = dayBounds(now);
  if (activity.dueAt < startOfToday) return 'overdue';
  if (activity.dueAt < startOfTomorrow) return 'today';
  return 'upcoming';
}

/** The reminder window (src/server/activities/reminders.ts): due within 15 minutes, or passed within an hour. */
export const REMIND_AHEAD_MINUTES = 15;
export const REMIND_LATE_MINUTES = 60;
