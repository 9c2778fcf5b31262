/** The appointment as the back office sees it: columns plus the linked lead's name, dates as ISO text. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointments, leads } from '@server/db/schema';
import type { AppointmentRow } from '@shared/schemas/appointment';

export const appointmentColumns = {
  id: appointments.id,
  title: appointments.title,
  description: appointments.description,
  appointmentDate: appointments.appointmentDate,
  durationMinutes: appointments.durationMinutes,
  status: appointments.status,
  leadId: appointments.leadId,
  leadName: leads.name,
  name: appointments.name,
  email: appointments.email,
  phone: appointments.phone,
  createdAt: appointments.createdAt,
  updatedAt: appointments.updatedAt,
  // Full microsecond precision for the keyset cursor (a JS Date keeps only milliseconds).
  dateKey: sql<
    string | null
  >`to_char(${appointments.appointmentDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

type SelectedRow = {
  id: string;
  title: string;
  description: string | null;
  appointmentDate: Date | null;
  durationMinutes: number;
  status: string;
  leadId: string | null;
  leadName: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toAppointmentRow(row: SelectedRow): AppointmentRow {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    appointmentDate: row.appointmentDate ? new Date(row.appointmentDate).toISOString() : null,
    durationMinutes: row.durationMinutes,
    status: row.status,
    leadId: row.leadId,
    leadName: row.leadName,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function findAppointmentRow(db: Db, id: string): Promise<AppointmentRow | null> {
  const [row] = await db
    .select(appointmentColumns)
    .from(appointments)
    .leftJoin(leads, eq(leads.id, appointments.leadId))
    .where(eq(appointments.id, id))
    .limit(1);
  return row ? toAppointmentRow(row) : null;
}
