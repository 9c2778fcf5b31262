/**
 * One calendar month (São Paulo) of appointments (by appointment_date) and post publications
 * (published posts by published_at), for the CODERS marketing calendar.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { saoPauloDay } from '@shared/format';
import type { CalendarAppointment, CalendarMonth, CalendarPost } from '@shared/schemas/calendar';
import { TIME_ZONE } from '@shared/time';

const TZ = TIME_ZONE;
const iso = (value: string | Date) => new Date(value).toISOString();

export async function calendarMonth(db: Db, month = saoPauloDay().slice(0, 7)): Promise<CalendarMonth> {
  const first = `${month}-01`;
  const start = sql`(${first}::date::timestamp at time zone ${TZ})`;
  const end = sql`((${first}::date + interval '1 month') at time zone ${TZ})`;
  const appointments = await queryRows<{
    id: string;
    title: string;
    appointment_date: string;
    status: CalendarAppointment['status'];
    name: string | null;
  }>(
    db,
    sql`select id, title, appointment_date, status, name from appointments
        where appointment_date >= ${start} and appointment_date < ${end}
        order by appointment_date, id`,
  );
  const posts = await queryRows<{ id: string; title: string; slug: string; published_at: string }>(
    db,
    sql`select id, title, slug, published_at from blog_posts
        where published and published_at >= ${start} and published_at < ${end}
        order by published_at, id`,
  );
  return {
    month,
    appointments: appointments.map((row) => ({
      id: row.id,
      title: row.title,
      appointmentDate: iso(row.appointment_date),
      status: row.status,
      name: row.name,
    })),
    posts: posts.map(
      (row): CalendarPost => ({
        id: row.id,
        title: row.title,
        slug: row.slug,
        publishedAt: iso(row.published_at),
      }),
    ),
  };
}
