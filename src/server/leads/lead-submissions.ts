/**
 * Staff side of decision 012: a lead's public submissions, its pending contact suggestions and its
 * consent history (GET /api/leads/:id/submissions), and applying (audited) or dismissing a suggestion.
 * Both outcomes are appended to the timeline, pointing at the submission they settle.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { consentEvents, leadEvents, leads, users } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { LEAD_NOT_FOUND } from '@shared/schemas/lead';
import {
  type LeadSubmissions,
  type LeadSuggestion,
  SUBMISSION_KINDS,
  SUGGESTION_EMPTY,
  SUGGESTION_FIELDS,
  SUGGESTION_NOT_FOUND,
  SUGGESTION_RESOLVED,
  type SuggestionField,
} from '@shared/schemas/lead-submissions';
import { flagDuplicates } from './duplicates';
import { type ContactChanges, contactChanges, type PublicContact } from './public-submission';

const LIMIT = 100;
const RESOLUTIONS = ['suggestion_applied', 'suggestion_dismissed'] as const;
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

type LeadContact = { name: string; email: string; phone: string | null; company: string | null };

/** What a submission still suggests against the lead as it is now (fields since made equal drop out). */
function pendingChanges(lead: LeadContact, payload: Record<string, unknown>): ContactChanges {
  const stored = (payload.changes ?? {}) as ContactChanges;
  const contact = (payload.contact ?? {}) as Partial<PublicContact>;
  const now = contactChanges(lead, contact);
  return Object.fromEntries(Object.entries(now).filter(([field]) => field in stored)) as ContactChanges;
}

async function findLead(db: Db, id: string): Promise<LeadContact & { id: string }> {
  const [lead] = await db
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      company: leads.company,
    })
    .from(leads)
    .where(eq(leads.id, id))
    .limit(1);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  return lead;
}

export async function getLeadSubmissions(db: Db, leadId: string): Promise<LeadSubmissions> {
  const lead = await findLead(db, leadId);
  const [eventRows, resolved, consentRows] = await Promise.all([
    db
      .select({
        id: leadEvents.id,
        kind: leadEvents.kind,
        payload: leadEvents.payload,
        createdAt: leadEvents.createdAt,
        actorName: users.name,
      })
      .from(leadEvents)
      .leftJoin(users, eq(users.id, leadEvents.actorId))
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(desc(leadEvents.createdAt))
      .limit(LIMIT),
    db
      .select({ eventId: sql<string>`${leadEvents.payload}->>'eventId'` })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), inArray(leadEvents.kind, [...RESOLUTIONS]))),
    db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.leadId, leadId))
      .orderBy(desc(consentEvents.createdAt), desc(consentEvents.purpose))
      .limit(LIMIT),
  ]);
  const settled = new Set(resolved.map((row) => row.eventId));
  const suggestions: LeadSuggestion[] = [];
  for (const event of eventRows) {
    if (!event.payload.changes || settled.has(event.id)) continue;
    const changes = pendingChanges(lead, event.payload);
    if (Object.keys(changes).length) {
      suggestions.push({ eventId: event.id, kind: event.kind, at: iso(event.createdAt), changes });
    }
  }
  return {
    events: eventRows.map((event) => ({
      id: event.id,
      kind: event.kind,
      at: iso(event.createdAt),
      actorName: event.actorName,
      payload: event.payload,
    })),
    suggestions,
    consents: consentRows.map((row) => ({
      id: row.id,
      purpose: row.purpose,
      granted: row.granted,
      channel: row.channel,
      policyVersion: row.policyVersion,
      ip: row.ip,
      userAgent: row.userAgent,
      at: iso(row.createdAt),
    })),
  };
}

/** The submission behind a suggestion, locked with its lead, refusing one already settled. */
async function openSuggestion(tx: Db, leadId: string, eventId: string) {
  const [lead] = await tx
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      company: leads.company,
    })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for('update');
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  const [event] = await tx
    .select()
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.id, eventId),
        eq(leadEvents.leadId, leadId),
        inArray(leadEvents.kind, [...SUBMISSION_KINDS]),
      ),
    )
    .limit(1);
  if (!event?.payload.changes) throw notFound(SUGGESTION_NOT_FOUND);
  const [settled] = await tx
    .select({ id: leadEvents.id })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.leadId, leadId),
        inArray(leadEvents.kind, [...RESOLUTIONS]),
        sql`${leadEvents.payload}->>'eventId' = ${eventId}`,
      ),
    )
    .limit(1);
  if (settled) throw conflict(SUGGESTION_RESOLVED);
  return { lead, event };
}

/** Applies the suggested contact data (all pending fields, or the ones chosen), audited. */
export async function applyLeadSuggestion(
  db: Db,
  actor: Actor,
  leadId: string,
  eventId: string,
  fields?: SuggestionField[],
) {
  return db.transaction(async (tx) => {
    const { lead, event } = await openSuggestion(tx, leadId, eventId);
    const changes = pendingChanges(lead, event.payload);
    const chosen = SUGGESTION_FIELDS.filter((field) => changes[field] && (!fields || fields.includes(field)));
    if (!chosen.length) throw new HttpError(422, 'validation', SUGGESTION_EMPTY);
    const before = Object.fromEntries(chosen.map((field) => [field, lead[field]]));
    const after = Object.fromEntries(chosen.map((field) => [field, changes[field]!.suggested]));
    await tx
      .update(leads)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(leads.id, leadId));
    await recordAudit(tx, actor, { action: 'update', entity: 'lead', entityId: leadId, before, after });
    await tx.insert(leadEvents).values({
      leadId,
      kind: 'suggestion_applied',
      actorId: actor?.id ?? null,
      payload: { eventId, fields: chosen, before, after },
    });
    await flagDuplicates(tx, [leadId]);
    return { applied: chosen };
  });
}

export async function dismissLeadSuggestion(db: Db, actor: Actor, leadId: string, eventId: string) {
  return db.transaction(async (tx) => {
    await openSuggestion(tx, leadId, eventId);
    await tx.insert(leadEvents).values({
      leadId,
      kind: 'suggestion_dismissed',
      actorId: actor?.id ?? null,
      payload: { eventId },
    });
    return { dismissed: true as const };
  });
}
