/**
 * What a public form (questionnaire, booking, partner referral) does to the leads (decisions 012, 056).
 * The person is found by e-mail only: a new e-mail is a new lead, and when its phone or name is
 * another lead's the pair is flagged as a possible duplicate for staff to merge or dismiss. A known
 * e-mail is never overwritten: whoever typed it may not be that person, so the submission is added to
 * the lead's timeline (lead_events) with the contact data that differs as a suggestion staff can apply
 * or dismiss, a different phone is kept among the lead's other contacts (searchable), and the consent
 * given is appended to the lead's consent history (consent_events).
 */

import type { Db } from '@server/db/client';
import { consentEvents, type LeadUtm, leadEvents, leads, type ScoreReason } from '@server/db/schema';
import { type ReferralCredit, resolveReferral } from '@server/partners/attribution';
import type { LeadSource } from '@shared/catalog/statuses';
import { PRIVACY_POLICY_VERSION } from '@shared/content/privacy';
import { normalizeText } from '@shared/lead-profile/normalize';
import type { VisitReferral } from '@shared/partners/schemas';
import type {
  ConsentChannel,
  ContactChange,
  SubmissionKind,
  SuggestionField,
} from '@shared/schemas/lead-submissions';
import { type DuplicateFlag, flagDuplicates } from './duplicates';
import { recordLeadContacts } from './lead-contacts';
import { findLeadByEmail, phoneForms } from './upsert-lead';

export type PublicContact = { name: string; email: string; phone?: string | null; company?: string | null };

export type PublicSubmission = {
  channel: SubmissionKind & ConsentChannel;
  contact: PublicContact;
  /** The lead's other fields, used only when the contact is new. */
  lead: {
    source: LeadSource;
    serviceInterest?: string | null;
    message?: string | null;
    score?: number | null;
    scoreReasons?: ScoreReason[] | null;
    profile?: Record<string, unknown> | null;
    utm?: LeadUtm | null;
    /** The partner referral the visitor's device kept (docs/product/partners.md); only a new lead is credited. */
    referral?: VisitReferral | null;
    /** A credit already established (a partner's one-time link); wins over `referral`. */
    credit?: ReferralCredit | null;
  };
  /** What the timeline keeps of this submission besides the contact (answers, slot, origin...). */
  details: Record<string, unknown>;
  /** The consents given with it (contact is required by the forms; marketing is optional). */
  consent: { contato: boolean; marketing: boolean } | null;
  context: { ip: string | null; userAgent: string | null; now: Date };
};

export type ContactChanges = Partial<Record<SuggestionField, ContactChange>>;

const USER_AGENT_MAX = 500;
const sameText = (a: string | null | undefined, b: string) =>
  normalizeText((a ?? '').trim().replace(/\s+/g, ' ')) === normalizeText(b.trim().replace(/\s+/g, ' '));

function samePhone(current: string | null | undefined, suggested: string) {
  const mine = phoneForms(current);
  const theirs = phoneForms(suggested);
  if (!mine.length || !theirs.length) return (current ?? '').trim() === suggested.trim();
  return theirs.some((form) => mine.includes(form));
}

/** The contact fields of `contact` that differ from the lead's (empty values never suggest anything). */
export function contactChanges(
  lead: { name: string; email: string; phone: string | null; company: string | null },
  contact: Partial<PublicContact>,
): ContactChanges {
  const changes: ContactChanges = {};
  const suggest = (field: SuggestionField, suggested: string | null | undefined, same: boolean) => {
    const value = suggested?.trim();
    if (value && !same) changes[field] = { current: lead[field] ?? null, suggested: value };
  };
  suggest('name', contact.name, sameText(lead.name, contact.name ?? ''));
  suggest(
    'email',
    contact.email,
    (lead.email ?? '').trim().toLowerCase() === (contact.email ?? '').trim().toLowerCase(),
  );
  suggest('phone', contact.phone, samePhone(lead.phone, contact.phone ?? ''));
  suggest('company', contact.company, sameText(lead.company, contact.company ?? ''));
  return changes;
}

/** Appends the consents of one capture to the lead's history: one row per purpose. */
export async function recordConsent(
  db: Db,
  leadId: string,
  channel: ConsentChannel,
  consent: { contato: boolean; marketing: boolean },
  context: { ip: string | null; userAgent: string | null; now: Date; recordedBy?: string | null },
) {
  const base = {
    recordedBy: context.recordedBy ?? null,
    leadId,
    channel,
    policyVersion: PRIVACY_POLICY_VERSION,
    ip: context.ip || null,
    userAgent: context.userAgent ? context.userAgent.slice(0, USER_AGENT_MAX) : null,
    createdAt: context.now,
  };
  await db.insert(consentEvents).values([
    { ...base, purpose: 'contato', granted: consent.contato },
    { ...base, purpose: 'marketing', granted: consent.marketing },
  ]);
}

/**
 * Creates the lead for a new e-mail (flagging leads with its phone or name), or leaves a known one as
 * staff keep it; records the submission.
 */
export async function recordPublicSubmission(db: Db, input: PublicSubmission) {
  const { contact, context } = input;
  const existing = await findLeadByEmail(db, contact.email);
  let lead = existing;
  if (!lead) {
    const credit = input.lead.credit ?? (await resolveReferral(db, input.lead.referral, context.now));
    [lead] = await db
      .insert(leads)
      .values({
        name: contact.name.trim(),
        email: contact.email.trim(),
        phone: contact.phone || null,
        company: contact.company || null,
        serviceInterest: input.lead.serviceInterest ?? null,
        message: input.lead.message ?? '',
        source: input.lead.source,
        status: 'new',
        score: input.lead.score ?? null,
        scoreReasons: input.lead.scoreReasons ?? null,
        profile: input.lead.profile ?? null,
        utm: input.lead.utm ?? null,
        partnerId: credit?.partnerId ?? null,
        referredAt: credit?.referredAt ?? null,
      })
      .returning();
  }
  const changes = existing ? contactChanges(existing, contact) : {};
  const [event] = await db
    .insert(leadEvents)
    .values({
      leadId: lead!.id,
      kind: input.channel,
      payload: {
        contact: {
          name: contact.name.trim(),
          email: contact.email.trim(),
          phone: contact.phone || null,
          company: contact.company || null,
        },
        ...input.details,
        ...(Object.keys(changes).length ? { changes } : {}),
      },
      createdAt: context.now,
    })
    .returning();
  if (input.consent) await recordConsent(db, lead!.id, input.channel, input.consent, context);
  const added = existing
    ? await recordLeadContacts(db, lead!.id, [{ kind: 'phone', value: contact.phone }], 'form', {
        at: context.now,
      })
    : [];
  const duplicates: DuplicateFlag[] = !existing || added.length ? await flagDuplicates(db, [lead!.id]) : [];
  return { lead: lead!, created: !existing, event: event!, changes, duplicates };
}
