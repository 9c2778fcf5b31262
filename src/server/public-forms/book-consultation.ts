/**
 * A free 30-minute consultation booked from the landing page: checks the slot and the caps on
 * upcoming bookings, creates the lead (source 'consulta') for a new e-mail (flagging a possible
 * duplicate, decision 056) or adds the booking to a known lead's timeline without touching it (decision 012), appends the consent, creates the
 * scheduled appointment, notifies the team and audits, in one transaction. The unique index
 * appointments_slot_key settles races: the loser gets a PT-BR 409.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointments } from '@server/db/schema';
import { duplicateNotice } from '@server/leads/duplicates';
import { recordPublicSubmission } from '@server/leads/public-submission';
import { recordAudit } from '@server/lib/audit';
import { isUniqueViolation } from '@server/lib/db-errors';
import { conflict, HttpError } from '@server/lib/http';
import { notifyStaff } from '@server/lib/notify';
import { site } from '@shared/content/site';
import { formatDateTimeAt } from '@shared/format';
import { leadScore } from '@shared/lead-profile/score';
import type { BookingRequest } from '@shared/schemas/booking';
import { messages } from '@shared/schemas/booking-rules';
import { overlapsBusy, SLOT_MINUTES, slotProblem } from '@shared/schemas/booking-slots';
import { assertBookingCaps } from './booking-caps';
import { leadUtm } from './form-guard';
import { busyPeriods } from './slots';

export const CONSULTATION_SERVICE = 'Consultoria gratuita (30 minutos)';

export function consultationTitle(name: string) {
  return `Consultoria gratuita — ${name}`;
}

/** Refuses a slot that is not bookable: 422 when it never was, 409 when it no longer is. */
export function assertBookableSlot(start: Date, now: Date): void {
  switch (slotProblem(start, now)) {
    case null:
      return;
    case 'invalid':
      throw new HttpError(422, 'validation', messages.slotInvalid, { slot: messages.slotInvalid });
    case 'outside_hours':
      throw new HttpError(422, 'validation', messages.slotOutsideHours, { slot: messages.slotOutsideHours });
    case 'too_far':
      throw new HttpError(422, 'validation', messages.slotInvalid, { slot: messages.slotInvalid });
    case 'too_soon':
      throw conflict(messages.slotUnavailable, { slot: messages.slotUnavailable });
  }
}

export async function bookConsultation(
  db: Db,
  request: BookingRequest,
  context: { ip: string | null; userAgent: string | null; now: Date },
) {
  const start = new Date(request.slot);
  assertBookableSlot(start, context.now);
  const when = formatDateTimeAt(start);
  const taken = () => conflict(messages.slotTaken, { slot: messages.slotTaken });

  return db.transaction(async (tx) => {
    const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
    if (overlapsBusy(start, await busyPeriods(tx, start, end))) throw taken();

    // One booking at a time, so two requests cannot both pass the caps below.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('public-booking'))`);
    await assertBookingCaps(tx, { email: request.email, phone: request.phone, ip: context.ip }, context.now);

    const scored = leadScore({ name: request.name, painPoints: [] });
    const message = [`Consultoria gratuita agendada para ${when}.`, request.message]
      .filter(Boolean)
      .join('\n');
    const utm = leadUtm(request.utm);
    const { lead, created, changes, duplicates } = await recordPublicSubmission(tx, {
      channel: 'booking',
      contact: { name: request.name, email: request.email, phone: request.phone },
      lead: {
        source: 'consulta',
        serviceInterest: CONSULTATION_SERVICE,
        message,
        score: scored.score,
        scoreReasons: scored.reasons,
        utm,
        referral: request.ref ?? null,
      },
      details: { slot: start.toISOString(), message: request.message || null, utm },
      consent: { contato: true, marketing: request.marketing },
      context,
    });

    const description = [
      `Consultoria gratuita de ${SLOT_MINUTES} minutos agendada pelo site.`,
      `Contato: ${request.name} · ${request.email} · ${request.phone}`,
      request.message ? `Mensagem: ${request.message}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    let appointment: typeof appointments.$inferSelect;
    try {
      [appointment] = (await tx
        .insert(appointments)
        .values({
          title: consultationTitle(request.name),
          description,
          appointmentDate: start,
          durationMinutes: SLOT_MINUTES,
          status: 'scheduled',
          leadId: lead.id,
          name: request.name,
          email: request.email,
          phone: request.phone,
          clientIp: context.ip || null,
        })
        .returning()) as [typeof appointments.$inferSelect];
    } catch (error) {
      if (isUniqueViolation(error, 'appointments_slot_key')) throw taken();
      throw error;
    }

    await notifyStaff(tx, {
      title: 'Nova consultoria agendada',
      message: `${request.name} agendou uma consultoria gratuita para ${when}.${created ? ' Novo lead.' : ''}${Object.keys(changes).length ? ' Há dados de contato diferentes para revisar.' : ''}${duplicateNotice(lead.id, duplicates)}`,
      type: 'info',
      priority: 'high',
      target: { job: 'appointments', params: { q: request.name } },
      leadId: lead.id,
      roles: ['comercial'],
    });
    if (created) {
      await recordAudit(tx, null, {
        action: 'create',
        entity: 'lead',
        entityId: lead.id,
        after: { source: lead.source, status: lead.status, score: lead.score, via: 'consulta' },
      });
    }
    await recordAudit(tx, null, {
      action: 'create',
      entity: 'appointment',
      entityId: appointment.id,
      after: { appointmentDate: start.toISOString(), status: 'scheduled', leadId: lead.id },
    });
    return { appointment, lead };
  });
}

export const ICS_ORGANIZER = { name: site.name, email: site.email };
