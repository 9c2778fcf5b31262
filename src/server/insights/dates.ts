/**
 * Calendar arithmetic on São Paulo days written yyyy-MM-dd (no time zone: a day is a day). The
 * callers take "today" from saoPauloDay(now), so tests move the clock by passing `now`.
 */
export function parseYmd(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return [year, month, date];
}

const ymd = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the month of `day`, moved by `months`. */
export function addMonths(day: string, months: number): string {
  const [year, month] = parseYmd(day);
  return ymd(new Date(Date.UTC(year, month - 1 + months, 1)));
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = parseYmd(day);
  return ymd(new Date(Date.UTC(year, month - 1, date + days)));
}

export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** Whole days from `from` to `to` (to − from). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parseYmd(from);
  const [y2, m2, d2] = parseYmd(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** The first day of the quarter holding `day`. */
export function quarterStart(day: string): string {
  const [year, month] = parseYmd(day);
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return `${year}-${String(first).padStart(2, '0')}-01`;
}
