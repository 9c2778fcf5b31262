/**
 * Caps on upcoming consultations booked from the site, so a script cannot fill the calendar: at most
 * MAX_UPCOMING_PER_CONTACT scheduled, future consultations per e-mail and per phone (422), and
 * MAX_UPCOMING_PER_ADDRESS per client address (429, a little higher: an office shares one address).
 * Staff bookings from the back office are not capped.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { phoneForms } from '@server/leads/upsert-lead';
import { HttpError } from '@server/lib/http';
import { messages } from '@shared/schemas/booking-rules';

/** 429 for an address at its cap; the route answers it with Retry-After (when its first booking ends). */
export class AddressCapError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'booking_limit', messages.bookingLimitAddress);
  }
}

export const MAX_UPCOMING_PER_CONTACT = 2;
export const MAX_UPCOMING_PER_ADDRESS = 3;

export async function assertBookingCaps(
  db: Db,
  who: { email: string; phone: string; ip: string | null },
  now: Date,
): Promise<void> {
  const phones = phoneForms(who.phone);
  const phoneMatch = phones.length
    ? sql`regexp_replace(coalesce(phone, ''), '\\D', '', 'g') in (${sql.join(
        phones.map((form) => sql`${form}`),
        sql`, `,
      )})`
    : sql`false`;
  const [row] = await queryRows<{
    by_email: number;
    by_phone: number;
    by_ip: number;
    ip_next_end: string | null;
  }>(
    db,
    sql`
    select
      count(*) filter (where lower(email) = ${who.email.trim().toLowerCase()})::int as by_email,
      count(*) filter (where ${phoneMatch})::int as by_phone,
      count(*) filter (where client_ip = ${who.ip ?? ''} and ${who.ip ?? ''} <> '')::int as by_ip,
      min(appointment_date + make_interval(mins => duration_minutes))
        filter (where client_ip = ${who.ip ?? ''} and ${who.ip ?? ''} <> '') as ip_next_end
    from appointments
    where status = 'scheduled' and appointment_date > ${now}`,
  );
  if (!row) return;
  if (row.by_email >= MAX_UPCOMING_PER_CONTACT || row.by_phone >= MAX_UPCOMING_PER_CONTACT) {
    throw new HttpError(422, 'booking_limit', messages.bookingLimitContact);
  }
  if (row.by_ip >= MAX_UPCOMING_PER_ADDRESS) {
    const freesAt = row.ip_next_end ? new Date(row.ip_next_end).getTime() : now.getTime() + 3600_000;
    throw new AddressCapError(Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)));
  }
}
