/**
 * The appointments list (docs/product/appointments.md): search over title and description, optional status,
 * newest appointment date first (undated ones first, as PostgreSQL orders DESC), paged by keyset.
 */
import { and, count, desc, eq, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointments, leads } from '@server/db/schema';
import { cursorCodec } from '@server/lib/cursor';
import { containsPattern } from '@server/lib/like';
import type { AppointmentStatus } from '@shared/catalog/statuses';
import type { AppointmentList } from '@shared/schemas/appointment';
import { appointmentColumns, toAppointmentRow } from './rows';

export type AppointmentListQuery = {
  q: string;
  status: AppointmentStatus | null;
  limit: number;
  cursor?: string;
};

/** The appointment date (null for undated ones, which sort first) and the id. */
const appointmentCursor = cursorCodec({ d: 'instant?', id: 'uuid' });

export async function listAppointments(db: Db, query: AppointmentListQuery): Promise<AppointmentList> {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(appointments.title, pattern), ilike(appointments.description, pattern))!);
  }
  if (query.status) filters.push(eq(appointments.status, query.status));

  const page: SQL[] = [...filters];
  if (query.cursor) {
    const { d, id } = appointmentCursor.decode(query.cursor);
    page.push(
      d === null
        ? or(
            and(isNull(appointments.appointmentDate), lt(appointments.id, id)),
            isNotNull(appointments.appointmentDate),
          )!
        : or(
            sql`${appointments.appointmentDate} < ${d}::timestamptz`,
            and(sql`${appointments.appointmentDate} = ${d}::timestamptz`, lt(appointments.id, id)),
          )!,
    );
  }

  const [rows, totals] = await Promise.all([
    db
      .select(appointmentColumns)
      .from(appointments)
      .leftJoin(leads, eq(leads.id, appointments.leadId))
      .where(page.length ? and(...page) : undefined)
      .orderBy(sql`${appointments.appointmentDate} desc nulls first`, desc(appointments.id))
      .limit(query.limit + 1),
    db
      .select({ n: count() })
      .from(appointments)
      .where(filters.length ? and(...filters) : undefined),
  ]);

  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(toAppointmentRow),
    nextCursor: hasMore && last ? appointmentCursor.encode({ d: last.dateKey, id: last.id }) : null,
    total: Number(totals[0]?.n ?? 0),
  };
}
