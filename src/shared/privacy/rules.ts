/** The art. 19 clock of an LGPD request (docs/product/privacy-lgpd.md): pure, used by the server and the queue. */
import { parseDay, TIME_ZONE, zonedDay, zonedTimeToUtc } from '@shared/time';
/** Art. 19, II: the full answer within 15 days of the request. */
export const PRIVACY_DEADLINE_DAYS = 15;

export type PrivacyDeadline = {
  /** Last São Paulo calendar day to answer ('yyyy-MM-dd'). */
  day: string;
  /** The instant the deadline passes: the end of that day in São Paulo. */
  dueAt: string;
  /** São Paulo calendar days from today to the last day (0 = today is the last day; negative = overdue). */
  daysLeft: number;
  overdue: boolean;
};

const addDays = (day: string, days: number) => {
  const [year, month, date] = parseDay(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};
const dayNumber = (day: string) => {
  const [year, month, date] = parseDay(day);
  return Math.round(Date.UTC(year, month - 1, date) / 86_400_000);
};

/**
 * The deadline counts from the day the request was made (art. 19 says "contado da data do
 * requerimento"), not from the verification: a request waiting for a phone call still runs the clock.
 * Calendar days in São Paulo: a request made at 23:30 on the 1st is due by the end of the 16th.
 */
export function privacyDeadline(createdAt: Date | string, now: Date = new Date()): PrivacyDeadline {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const day = addDays(zonedDay(created, TIME_ZONE), PRIVACY_DEADLINE_DAYS);
  const dueAt = new Date(zonedTimeToUtc(addDays(day, 1), 0, TIME_ZONE).getTime() - 1);
  const daysLeft = dayNumber(day) - dayNumber(zonedDay(now, TIME_ZONE));
  return { day, dueAt: dueAt.toISOString(), daysLeft, overdue: now.getTime() > dueAt.getTime() };
}

/** 'Vence hoje', 'Faltam 3 dias', 'Atrasado 2 dias'. */
export function deadlineLabel(deadline: Pick<PrivacyDeadline, 'daysLeft' | 'overdue'>): string {
  if (deadline.overdue) {
    const late = Math.max(1, -deadline.daysLeft);
    return `Atrasado ${late} ${late === 1 ? 'dia' : 'dias'}`;
  }
  if (deadline.daysLeft === 0) return 'Vence hoje';
  return `Faltam ${deadline.daysLeft} ${deadline.daysLeft === 1 ? 'dia' : 'dias'}`;
}
