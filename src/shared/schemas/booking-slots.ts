/**
 * Consultation slots: 30 minutes, Monday to Friday, 8h–18h in America/Sao_Paulo (last start 17:30),
 * never in the past nor within the next hour. Pure and isomorphic, without zod.
 *
 * Time-zone math is ../time.ts (Intl, the zone's real offset at each instant). Calendar days are
 * 'yyyy-MM-dd' strings, computed with UTC arithmetic so the machine's own zone never matters.
 */
import { parseDay, TIME_ZONE, zonedDay, zonedParts, zonedTimeToUtc } from '@shared/time';

export const BOOKING_TIME_ZONE = TIME_ZONE;
/** Re-exported for the booking widget, which names days in the visitor's booking flow. */
export { zonedDay };
export const SLOT_MINUTES = 30;
export const FIRST_SLOT_MINUTE = 8 * 60;
/** 17:30, so the last consultation ends at 18h. */
export const LAST_SLOT_MINUTE = 17 * 60 + 30;
/** A slot must start at least this long after now, so the team can prepare. */
export const BOOKING_LEAD_MINUTES = 60;
/** How far ahead a visitor may book. */
export const MAX_BOOKING_DAYS_AHEAD = 60;
export const DEFAULT_SLOT_DAYS = 10;
export const MAX_SLOT_DAYS = 20;

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const [year, month, day] = parseDay(value);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function addDays(day: string, amount: number): string {
  const [year, month, date] = parseDay(day);
  return new Date(Date.UTC(year, month - 1, date) + amount * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday (pt-BR weeks start on Sunday, docs/product/common-behaviour.md). */
export function weekdayOf(day: string): number {
  const [year, month, date] = parseDay(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

export const isBusinessDay = (day: string) => {
  const weekday = weekdayOf(day);
  return weekday >= 1 && weekday <= 5;
};

/** The next `count` business days starting at `from` (included when it is one). */
export function businessDays(from: string, count: number): string[] {
  const days: string[] = [];
  let day = from;
  while (days.length < count) {
    if (isBusinessDay(day)) days.push(day);
    day = addDays(day, 1);
  }
  return days;
}

/** Every slot start of a day (20 of them on a business day, none on a weekend). */
export function daySlotStarts(day: string, timeZone = BOOKING_TIME_ZONE): Date[] {
  if (!isBusinessDay(day)) return [];
  const starts: Date[] = [];
  for (let minute = FIRST_SLOT_MINUTE; minute <= LAST_SLOT_MINUTE; minute += SLOT_MINUTES) {
    starts.push(zonedTimeToUtc(day, minute, timeZone));
  }
  return starts;
}

/** A booked period that blocks every slot it overlaps. */
export type BusyPeriod = { start: Date; minutes: number };

export function overlapsBusy(start: Date, busy: readonly BusyPeriod[], minutes = SLOT_MINUTES): boolean {
  const from = start.getTime();
  const to = from + minutes * MINUTE;
  return busy.some((period) => {
    const busyFrom = period.start.getTime();
    return busyFrom < to && from < busyFrom + Math.max(1, period.minutes) * MINUTE;
  });
}

export type DaySlots = { date: string; slots: string[] };

/** Free slots (ISO instants) for `days` business days from `from`; full days are kept with no slots. */
export function freeSlots(options: {
  from: string;
  days: number;
  now: Date;
  busy: readonly BusyPeriod[];
  timeZone?: string;
}): DaySlots[] {
  const earliest = options.now.getTime() + BOOKING_LEAD_MINUTES * MINUTE;
  return businessDays(options.from, options.days).map((date) => ({
    date,
    slots: daySlotStarts(date, options.timeZone)
      .filter((start) => start.getTime() >= earliest && !overlapsBusy(start, options.busy))
      .map((start) => start.toISOString()),
  }));
}

export type SlotProblem = 'invalid' | 'outside_hours' | 'too_soon' | 'too_far';

/** Why an instant cannot be booked, ignoring other bookings; null when it is a bookable slot. */
export function slotProblem(instant: Date, now: Date, timeZone = BOOKING_TIME_ZONE): SlotProblem | null {
  if (Number.isNaN(instant.getTime())) return 'invalid';
  const p = zonedParts(instant, timeZone);
  const minute = p.hour * 60 + p.minute;
  const aligned = p.second === 0 && instant.getUTCMilliseconds() === 0 && minute % SLOT_MINUTES === 0;
  if (!aligned || minute < FIRST_SLOT_MINUTE || minute > LAST_SLOT_MINUTE) return 'outside_hours';
  if (!isBusinessDay(zonedDay(instant, timeZone))) return 'outside_hours';
  if (instant.getTime() < now.getTime() + BOOKING_LEAD_MINUTES * MINUTE) return 'too_soon';
  if (instant.getTime() > now.getTime() + MAX_BOOKING_DAYS_AHEAD * DAY_MS) return 'too_far';
  return null;
}

const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];
const WEEKDAYS_SHORT = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'];

/** 'segunda-feira' for a day. */
export const weekdayName = (day: string) => WEEKDAYS[weekdayOf(day)] ?? '';
/** 'seg.' for a day. */
export const weekdayShort = (day: string) => WEEKDAYS_SHORT[weekdayOf(day)] ?? '';
/** 'dd/MM' for a day. */
export const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** 'HH:mm' of a slot in São Paulo. */
export function slotTime(iso: string, timeZone = BOOKING_TIME_ZONE): string {
  const p = zonedParts(new Date(iso), timeZone);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}
