/** Free consultation slots: the business-hour grid minus scheduled appointments (any overlap blocks). */
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointments } from '@server/db/schema';
import {
  addDays,
  businessDays,
  type DaySlots,
  freeSlots,
  MAX_BOOKING_DAYS_AHEAD,
} from '@shared/schemas/booking-slots';
import { zonedDay, zonedTimeToUtc } from '@shared/time';

/** Longest appointment we expect: anything that started this long before a slot cannot overlap it. */
const LOOKBEHIND_MS = 12 * 60 * 60_000;

export async function busyPeriods(db: Db, from: Date, to: Date) {
  const rows = await db
    .select({ start: appointments.appointmentDate, minutes: appointments.durationMinutes })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'scheduled'),
        gte(appointments.appointmentDate, new Date(from.getTime() - LOOKBEHIND_MS)),
        lt(appointments.appointmentDate, to),
      ),
    );
  return rows.flatMap((row) => (row.start ? [{ start: row.start, minutes: row.minutes }] : []));
}

export async function listFreeSlots(
  db: Db,
  query: { from?: string; days: number },
  now: Date,
): Promise<DaySlots[]> {
  const today = zonedDay(now);
  const from = !query.from || query.from < today ? today : query.from;
  const days = businessDays(from, query.days);
  const rangeStart = zonedTimeToUtc(days[0]!, 0);
  const rangeEnd = zonedTimeToUtc(addDays(days[days.length - 1]!, 1), 0);
  const busy = await busyPeriods(db, rangeStart, rangeEnd);
  const latest = now.getTime() + MAX_BOOKING_DAYS_AHEAD * 86_400_000;
  return freeSlots({ from, days: query.days, now, busy }).map((day) => ({
    date: day.date,
    slots: day.slots.filter((slot) => Date.parse(slot) <= latest),
  }));
}
