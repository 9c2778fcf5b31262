/**
 * Everything the lead drawer shows: the lead with its score reasons, profile and UTM, its
 * projects and appointments, its other contacts and open possible duplicates (decision 056), and one
 * timeline of notes and audited changes (who and when), the merged leads' included.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { appointments, auditLog, leadNotes, leads, projects, users } from '@server/db/schema';
import { notFound } from '@server/lib/http';
import {
  type ChatTranscriptSession,
  LEAD_NOT_FOUND,
  type LeadDetails,
  type LeadTimelineEntry,
} from '@shared/schemas/lead';
import { openDuplicatesOf } from './duplicates';
import { listLeadContacts } from './lead-contacts';
import { leadListColumns, toLeadItem } from './lead-rows';
import { mergedIdsOf, mergedInto } from './merge-leads';

const TIMELINE_LIMIT = 100;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export async function getLeadDetails(db: Db, id: string): Promise<LeadDetails> {
  const [row] = await db
    .select({
      ...leadListColumns,
      scoreReasons: leads.scoreReasons,
      profile: leads.profile,
      utm: leads.utm,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(eq(leads.id, id))
    .limit(1);
  if (!row) {
    // A link to a lead merged away (a notification, a bookmark) opens the lead that kept its history.
    const kept = await mergedInto(db, id);
    if (kept) return getLeadDetails(db, kept);
    throw notFound(LEAD_NOT_FOUND);
  }
  // The audit entries of the leads merged into this one are part of its history.
  const auditIds = [id, ...(await mergedIdsOf(db, id))];

  const [projectRows, appointmentRows, noteRows, auditRows, contacts, duplicates] = await Promise.all([
    db
      .select({ id: projects.id, title: projects.title, status: projects.status, budget: projects.budget })
      .from(projects)
      .where(eq(projects.clientId, id))
      .orderBy(desc(projects.createdAt)),
    db
      .select({
        id: appointments.id,
        title: appointments.title,
        status: appointments.status,
        appointmentDate: appointments.appointmentDate,
      })
      .from(appointments)
      .where(eq(appointments.leadId, id))
      .orderBy(sql`${appointments.appointmentDate} desc nulls last`),
    db
      .select({
        id: leadNotes.id,
        content: leadNotes.content,
        createdAt: leadNotes.createdAt,
        actorName: users.name,
        actorEmail: users.email,
      })
      .from(leadNotes)
      .leftJoin(users, eq(users.id, leadNotes.authorId))
      .where(eq(leadNotes.leadId, id))
      .orderBy(desc(leadNotes.createdAt))
      .limit(TIMELINE_LIMIT),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
        actorName: users.name,
        actorEmail: sql<string | null>`coalesce(${users.email}, ${auditLog.actorEmail})`,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(eq(auditLog.entity, 'lead'), inArray(auditLog.entityId, auditIds)))
      .orderBy(desc(auditLog.createdAt))
      .limit(TIMELINE_LIMIT),
    listLeadContacts(db, id),
    openDuplicatesOf(db, id),
  ]);

  const timeline: LeadTimelineEntry[] = [
    ...noteRows.map(
      (note): LeadTimelineEntry => ({
        kind: 'note',
        id: note.id,
        at: iso(note.createdAt),
        actorName: note.actorName,
        actorEmail: note.actorEmail,
        content: note.content,
      }),
    ),
    ...auditRows.map(
      (entry): LeadTimelineEntry => ({
        kind: 'audit',
        id: entry.id,
        at: iso(entry.createdAt),
        actorName: entry.actorName,
        actorEmail: entry.actorEmail,
        action: entry.action,
        before: (entry.before as Record<string, unknown> | null) ?? null,
        after: (entry.after as Record<string, unknown> | null) ?? null,
      }),
    ),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, TIMELINE_LIMIT);

  return {
    ...toLeadItem(row),
    scoreReasons: row.scoreReasons ?? null,
    profile: row.profile ?? null,
    utm: (row.utm as LeadDetails['utm']) ?? null,
    projects: projectRows,
    appointments: appointmentRows.map((appointment) => ({
      ...appointment,
      appointmentDate: appointment.appointmentDate ? iso(appointment.appointmentDate) : null,
    })),
    timeline,
    contacts,
    duplicates,
    transcript: await chatTranscript(db, id),
  };
}

const TRANSCRIPT_LIMIT = 1000;

/**
 * The conversations with the Agente Coder behind a lead: every message of each chat session that has
 * a message tied to the lead (earlier turns of the session included), in the order they were said —
 * within one turn the visitor's message comes before the reply stored with the same time.
 */
export async function chatTranscript(db: Db, leadId: string): Promise<ChatTranscriptSession[]> {
  const rows = await queryRows<{
    id: string;
    session_id: string;
    role: 'user' | 'assistant';
    content: string;
    created_at: Date | string;
    visitor_name: string | null;
  }>(
    db,
    sql`
      select m.id, m.session_id, m.role, m.content, m.created_at, u.name as visitor_name
      from chat_messages m
      left join users u on u.id = m.user_id
      where m.lead_id = ${leadId}
         or exists (
           select 1 from chat_messages t
           where t.lead_id = ${leadId} and t.session_id = m.session_id
             and t.user_id is not distinct from m.user_id)
      order by m.created_at asc, case m.role when 'user' then 0 else 1 end, m.id
      limit ${TRANSCRIPT_LIMIT}`,
  );
  const sessions = new Map<string, ChatTranscriptSession>();
  for (const row of rows) {
    let session = sessions.get(row.session_id);
    if (!session) {
      session = { sessionId: row.session_id, visitorName: null, messages: [] };
      sessions.set(row.session_id, session);
    }
    if (row.role === 'user' && row.visitor_name) session.visitorName = row.visitor_name;
    session.messages.push({ id: row.id, role: row.role, content: row.content, at: iso(row.created_at) });
  }
  return [...sessions.values()];
}

export async function addLeadNote(
  db: Db,
  author: { id: string; name: string; email: string } | null,
  leadId: string,
  content: string,
): Promise<LeadTimelineEntry> {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  const [note] = await db
    .insert(leadNotes)
    .values({ leadId, authorId: author?.id ?? null, content })
    .returning();
  return {
    kind: 'note',
    id: note!.id,
    at: iso(note!.createdAt),
    actorName: author?.name ?? null,
    actorEmail: author?.email ?? null,
    content: note!.content,
  };
}
