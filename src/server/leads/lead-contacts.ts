/**
 * A lead's other contacts ('Outros contatos', decision 056): e-mails and phones the person gave besides
 * the lead's own — typed in the chat, sent by a form for a known e-mail, kept from a merged lead, or
 * added by staff. Stored normalised, so the lead search and Ctrl+K find the lead by any of them.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { leads } from '@server/db/schema';
import { leadContacts } from '@server/db/schema-lead-identity';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, notFound } from '@server/lib/http';
import type { LeadContactKind, LeadContactSource } from '@shared/catalog/lead-identity';
import { LEAD_NOT_FOUND } from '@shared/schemas/lead';
import {
  CONTACT_EXISTS,
  CONTACT_IS_PRIMARY,
  CONTACT_NOT_FOUND,
  type LeadContact,
  normalizeContact,
} from '@shared/schemas/lead-identity';
import { flagDuplicates } from './duplicates';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

type Primary = { email: string; phone: string | null };

/** True when the normalised contact is the lead's own e-mail or phone. */
function isPrimary(lead: Primary, kind: LeadContactKind, value: string): boolean {
  if (kind === 'email') return lead.email.trim().toLowerCase() === value;
  return lead.phone ? normalizeContact('phone', lead.phone) === value : false;
}

/**
 * Keeps the contacts (as typed) that the lead does not already hold, normalised; unusable values (a
 * phone without DDD) are skipped. Returns the ids of the rows added.
 */
export async function recordLeadContacts(
  db: Db,
  leadId: string,
  contacts: { kind: LeadContactKind; value: string | null | undefined }[],
  source: LeadContactSource,
  options: { createdBy?: string | null; at?: Date } = {},
): Promise<{ id: string; kind: LeadContactKind; value: string }[]> {
  const [lead] = await db
    .select({ email: leads.email, phone: leads.phone })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead) return [];
  const rows = new Map<string, { kind: LeadContactKind; value: string }>();
  for (const contact of contacts) {
    const value = contact.value ? normalizeContact(contact.kind, contact.value) : null;
    if (value && !isPrimary(lead, contact.kind, value))
      rows.set(`${contact.kind}:${value}`, { kind: contact.kind, value });
  }
  if (!rows.size) return [];
  return db
    .insert(leadContacts)
    .values(
      [...rows.values()].map((row) => ({
        leadId,
        kind: row.kind,
        value: row.value,
        source,
        createdBy: options.createdBy ?? null,
        firstSeenAt: options.at ?? new Date(),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: leadContacts.id, kind: leadContacts.kind, value: leadContacts.value }) as Promise<
    { id: string; kind: LeadContactKind; value: string }[]
  >;
}

export async function listLeadContacts(db: Db, leadId: string): Promise<LeadContact[]> {
  const rows = await db
    .select()
    .from(leadContacts)
    .where(eq(leadContacts.leadId, leadId))
    .orderBy(asc(leadContacts.firstSeenAt), asc(leadContacts.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as LeadContact['kind'],
    value: row.value,
    source: row.source as LeadContact['source'],
    firstSeenAt: iso(row.firstSeenAt),
  }));
}

/** Staff add a contact by hand (vouched for: a later form with this e-mail reaches this lead). */
export async function addLeadContact(
  db: Db,
  actor: Actor,
  leadId: string,
  input: { kind: LeadContactKind; value: string },
): Promise<LeadContact> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ email: leads.email, phone: leads.phone })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for('update')
      .limit(1);
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    if (isPrimary(lead, input.kind, input.value))
      throw conflict(CONTACT_IS_PRIMARY, { value: CONTACT_IS_PRIMARY });
    const [row] = await tx
      .insert(leadContacts)
      .values({
        leadId,
        kind: input.kind,
        value: input.value,
        source: 'manual',
        createdBy: actor?.id ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(CONTACT_EXISTS, { value: CONTACT_EXISTS });
    await recordAudit(tx, actor, {
      action: 'contact_add',
      entity: 'lead',
      entityId: leadId,
      after: { [input.kind]: input.value, source: 'manual' },
    });
    await flagDuplicates(tx, [leadId]);
    return {
      id: row.id,
      kind: input.kind,
      value: row.value,
      source: 'manual',
      firstSeenAt: iso(row.firstSeenAt),
    };
  });
}

export async function removeLeadContact(db: Db, actor: Actor, leadId: string, contactId: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(leadContacts)
      .where(and(eq(leadContacts.id, contactId), eq(leadContacts.leadId, leadId)))
      .returning();
    if (!row) throw notFound(CONTACT_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'contact_remove',
      entity: 'lead',
      entityId: leadId,
      before: { [row.kind]: row.value, source: row.source },
    });
  });
}
