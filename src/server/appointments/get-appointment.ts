/** One appointment with its lead, for the 'Detalhes' dialog. */
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { leads } from '@server/db/schema';
import { notFound } from '@server/lib/http';
import type { AppointmentDetails } from '@shared/schemas/appointment';
import { findAppointmentRow } from './rows';

export const APPOINTMENT_NOT_FOUND = 'Agendamento não encontrado';

export async function getAppointment(db: Db, id: string): Promise<AppointmentDetails> {
  const row = await findAppointmentRow(db, id);
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  if (!row.leadId) return { ...row, lead: null };
  const [lead] = await db
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      company: leads.company,
      serviceInterest: leads.serviceInterest,
      status: leads.status,
    })
    .from(leads)
    .where(eq(leads.id, row.leadId))
    .limit(1);
  return { ...row, lead: lead ?? null };
}
