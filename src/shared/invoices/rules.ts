/** Pure rules of invoices and bills (docs/product/invoices-and-payments.md): dates of a monthly series. */

/** The same day next month, clamped to the month's last day (31 Jan → 28/29 Feb). */
export function nextMonthDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const last = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  return `${nextYear}-${String(nextMonth).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}
