/**
 * Creating and changing appointments. A scheduled appointment holds its slot: a new one may not start
 * inside another scheduled appointment, and the unique index appointments_slot_key settles races for
 * the same start. New dates must be in the future. Every change is audited; a new one notifies sales.
 */
import { and, eq, gt, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointments, leads } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { isUniqueViolation } from '@server/lib/db-errors';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { notifyStaff } from '@server/lib/notify';
import type { AppointmentStatus } from '@shared/catalog/statuses';
import { formatDateTime } from '@shared/format';
import {
  APPOINTMENT_PAST,
  APPOINTMENT_SLOT_TAKEN,
  type AppointmentData,
  type AppointmentRow,
  type AppointmentUpdate,
  saoPauloLocalToDate,
} from '@shared/schemas/appointment';
import { APPOINTMENT_NOT_FOUND } from './get-appointment';
import { findAppointmentRow } from './rows';

const DEFAULT_DURATION = 30;
const slotTaken = () => conflict(APPOINTMENT_SLOT_TAKEN, { date: APPOINTMENT_SLOT_TAKEN });
const pastDate = () => new HttpError(422, 'validation', APPOINTMENT_PAST, { date: APPOINTMENT_PAST });

function parseDate(local: string): Date {
  const date = saoPauloLocalToDate(local);
  if (!date)
    throw new HttpError(422, 'validation', 'Data e hora inválidas', { date: 'Data e hora inválidas' });
  return date;
}

async function assertLeadExists(db: Db, leadId: string | null | undefined) {
  if (!leadId) return;
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) throw new HttpError(422, 'validation', 'Lead não encontrado', { leadId: 'Lead não encontrado' });
}

/** Refuses a start inside another scheduled appointment's time (or one that would overlap this one). */
async function assertSlotFree(db: Db, start: Date, durationMinutes: number, exceptId?: string) {
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const conditions: SQL[] = [
    eq(appointments.status, 'scheduled'),
    lt(appointments.appointmentDate, end),
    gt(sql`${appointments.appointmentDate} + ${appointments.durationMinutes} * interval '1 minute'`, start),
  ];
  if (exceptId) conditions.push(ne(appointments.id, exceptId));
  const [clash] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(...conditions))
    .limit(1);
  if (clash) throw slotTaken();
}

async function withSlotGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'appointments_slot_key')) throw slotTaken();
    throw error;
  }
}

export async function createAppointment(
  db: Db,
  actor: Actor,
  input: AppointmentData,
  now = new Date(),
): Promise<AppointmentRow> {
  const date = parseDate(input.date);
  if (date.getTime() <= now.getTime()) throw pastDate();
  await assertLeadExists(db, input.leadId);

  const id = await withSlotGuard(() =>
    db.transaction(async (tx) => {
      await assertSlotFree(tx, date, DEFAULT_DURATION);
      const [created] = await tx
        .insert(appointments)
        .values({
          title: input.title,
          description: input.description,
          appointmentDate: date,
          durationMinutes: DEFAULT_DURATION,
          status: 'scheduled',
          leadId: input.leadId,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'appointment',
        entityId: created!.id,
        after: created,
      });
      await notifyStaff(tx, {
        title: 'Novo agendamento',
        message: `${input.title} em ${formatDateTime(date)}.`,
        type: 'info',
        priority: 'medium',
        target: { job: 'appointments', params: { q: input.title } },
        leadId: input.leadId ?? null,
        roles: ['comercial'],
      });
      return created!.id;
    }),
  );
  return (await findAppointmentRow(db, id))!;
}

export async function updateAppointment(
  db: Db,
  actor: Actor,
  id: string,
  patch: AppointmentUpdate,
  options: { action?: 'update' | 'status'; now?: Date } = {},
): Promise<AppointmentRow> {
  const now = options.now ?? new Date();
  const [before] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  if (!before) throw notFound(APPOINTMENT_NOT_FOUND);

  const date = patch.date !== undefined ? parseDate(patch.date) : undefined;
  const dateChanged = date !== undefined && date.getTime() !== before.appointmentDate?.getTime();
  if (dateChanged && date.getTime() <= now.getTime()) throw pastDate();
  if (patch.leadId !== undefined) await assertLeadExists(db, patch.leadId);

  const status: AppointmentStatus = patch.status ?? before.status;
  const start = date ?? before.appointmentDate;
  const needsSlot = status === 'scheduled' && start && (dateChanged || before.status !== 'scheduled');

  const changes = {
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(date !== undefined ? { appointmentDate: date } : {}),
    ...(patch.leadId !== undefined ? { leadId: patch.leadId } : {}),
    ...(patch.status !== undefined ? { status: patch.status } : {}),
    updatedAt: now,
  };

  await withSlotGuard(() =>
    db.transaction(async (tx) => {
      if (needsSlot) await assertSlotFree(tx, start, before.durationMinutes, id);
      const [after] = await tx.update(appointments).set(changes).where(eq(appointments.id, id)).returning();
      await recordAudit(tx, actor, {
        action: options.action ?? 'update',
        entity: 'appointment',
        entityId: id,
        before,
        after,
      });
    }),
  );
  return (await findAppointmentRow(db, id))!;
}

export function updateAppointmentStatus(db: Db, actor: Actor, id: string, status: AppointmentStatus) {
  return updateAppointment(db, actor, id, { status }, { action: 'status' });
}
