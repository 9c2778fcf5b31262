/**
 * The calendar-date check of the date fields every module's schemas share (yyyy-MM-dd, what
 * <input type="date"> gives). The projects schemas moved to src/shared/projects (decision 052); this
 * check stays here until it joins a shared date helper with its importers (invoices, proposals, …).
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-MM-dd (what <input type="date"> gives). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}
