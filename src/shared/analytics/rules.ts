/** Pure analytics rules (docs/product/analytics-and-campaigns.md): calendar-day arithmetic, periods, deltas. */

const DAY_MS = 86_400_000;

/** A calendar day (yyyy-MM-dd) moved by whole days; no time zone involved. */
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one calendar day to another (0 for the same day). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The same number of days just before a period (what every number is compared with). */
export function previousPeriod(period: { from: string; to: string }): { from: string; to: string } {
  const length = daysBetween(period.from, period.to) + 1;
  return { from: shiftDay(period.from, -length), to: shiftDay(period.from, -1) };
}

/** Delta in percent from previous to current; null when there is nothing to compare with. */
export function deltaPercent(current: number, previous: number): number | null {
  if (!previous) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
