/** Pure rules of the timesheet (docs/product/tasks-and-timesheet.md): weeks run Monday–Sunday in São Paulo days. */
import { addDays } from '@shared/time';

/** Monday (YYYY-MM-DD) of the week holding a calendar day; days are São Paulo days already. */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return addDays(day, -((date.getUTCDay() + 6) % 7));
}

/** The seven days (Mon–Sun) of the week starting at `weekStart`. */
export const weekDays = (weekStart: string) => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
