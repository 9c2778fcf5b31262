/**
 * Turns a chat into one lead: the signed-in visitor's own lead, keyed by their account e-mail
 * (issue 11, finding 9). As soon as the conversation holds a contact (e-mail or phone) the lead is
 * created (source 'chat') or brought up to date, and staff hear about a new one once.
 *
 * Identity comes from the account, never from what was typed: the lead's e-mail is the account's,
 * its name the account's when it has one. A chat never overwrites what a lead already holds (name,
 * company, phone, e-mail): it fills empty fields, and rewrites only its own summary, profile and score.
 * Any other e-mail or phone typed in the chat is kept as one of the lead's other contacts (source
 * 'chat', decision 056), so the lead search finds it. One that belongs to another lead is applied
 * nowhere else: the other lead is left untouched and the two are flagged as a possible duplicate.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { consentEvents, leads } from '@server/db/schema';
import { duplicateNotice, flagDuplicates } from '@server/leads/duplicates';
import { recordLeadContacts } from '@server/leads/lead-contacts';
import { findLeadByEmail, findLeadByPhone } from '@server/leads/upsert-lead';
import { notifyStaff } from '@server/lib/notify';
import { resolveReferral } from '@server/partners/attribution';
import { PRIVACY_POLICY_VERSION } from '@shared/content/privacy-consent';
import { leadScore, personalityLabel } from '@shared/lead-profile/score';
import { formatPhone } from '@shared/lead-profile/slots/contact';
import type { LeadProfile } from '@shared/lead-profile/types';
import type { VisitReferral } from '@shared/partners/schemas';
import { serviceTitle } from './qualify';

export const CHAT_LEAD_FALLBACK_NAME = 'Visitante do chat';
/** First line of the summary the chat keeps in the lead's message; later turns replace that block. */
export const SUMMARY_HEADING = 'Resumo da conversa com o Agente Coder:';
const SECTION_BREAK = '\n\n---\n';

/** Who is chatting, from the signed-in account. */
export type ChatIdentity = { email: string; name?: string | null };

type Conflict = { kind: 'e-mail' | 'telefone'; value: string };
type Lead = typeof leads.$inferSelect;

/** A short PT-BR summary of what the visitor told the assistant, for the lead's message. */
export function chatSummary(profile: LeadProfile, lastMessage: string, notes: string[] = []): string {
  const lines = [
    SUMMARY_HEADING,
    profile.name && `Nome informado: ${profile.name}`,
    profile.need && `Interesse: ${serviceTitle(profile.need) ?? profile.need}`,
    profile.role && `Cargo: ${profile.role}`,
    profile.budget && `Orçamento: ${profile.budget}`,
    profile.timeline &&
      `Prazo: ${profile.timeline}${profile.deadline ? ` (até ${profile.deadline.split('-').reverse().join('/')})` : ''}`,
    profile.painPoints.length > 0 && `Dores: ${profile.painPoints.join(', ')}`,
    profile.personality && `Perfil: ${personalityLabel(profile.personality)}`,
    ...notes,
    `Última mensagem: "${lastMessage.slice(0, 300)}"`,
  ];
  return lines.filter(Boolean).join('\n');
}

/** Replaces the chat summary block inside a lead message (other sources' text is kept). */
export function replaceSummary(message: string, summary: string): string {
  const sections = message ? message.split(SECTION_BREAK) : [];
  const index = sections.findIndex((section) => section.startsWith(SUMMARY_HEADING));
  if (index === -1) return [...sections, summary].join(SECTION_BREAK);
  sections[index] = summary;
  return sections.join(SECTION_BREAK);
}

export type CapturedLead = { id: string; created: boolean };

/**
 * The person left a contact in a chat that says it is an automated assistant and points to the privacy
 * policy: consent to be contacted about it (purpose 'contato', channel 'chat'), recorded once per lead.
 * Marketing is never asked in the chat, so no marketing row (the latest answer given elsewhere stands).
 */
async function recordChatConsent(db: Db, leadId: string) {
  const [row] = await db
    .select({ id: consentEvents.id })
    .from(consentEvents)
    .where(and(eq(consentEvents.leadId, leadId), eq(consentEvents.channel, 'chat')))
    .limit(1);
  if (row) return;
  await db.insert(consentEvents).values({
    leadId,
    purpose: 'contato',
    granted: true,
    channel: 'chat',
    policyVersion: PRIVACY_POLICY_VERSION,
  });
}

/** A lead other than `own` that already holds this contact as its own (or a vouched-for e-mail). */
async function belongsToAnother(db: Db, own: Lead | undefined, contact: { email?: string; phone?: string }) {
  const other = contact.email
    ? await findLeadByEmail(db, contact.email)
    : await findLeadByPhone(db, contact.phone);
  return other && other.id !== own?.id ? other : undefined;
}

export async function captureChatLead(
  db: Db,
  profile: LeadProfile,
  lastMessage: string,
  identity: ChatIdentity,
  /** The partner referral the visitor's device kept: credited only when the chat creates the lead. */
  options: { referral?: VisitReferral | null; now?: Date } = {},
): Promise<CapturedLead | null> {
  if (!profile.email && !profile.phone) return null;
  const accountEmail = identity.email.trim().toLowerCase();
  // The visitor's own lead: by the account's e-mail (or a lead the team merged it into).
  const own = await findLeadByEmail(db, accountEmail);

  const conflicts: Conflict[] = [];
  let phone = profile.phone;
  if (phone && (await belongsToAnother(db, own, { phone }))) {
    conflicts.push({ kind: 'telefone', value: formatPhone(phone) });
    phone = undefined;
  }
  const typedEmail = profile.email && profile.email !== accountEmail ? profile.email : undefined;
  if (typedEmail && (await belongsToAnother(db, own, { email: typedEmail }))) {
    conflicts.push({ kind: 'e-mail', value: typedEmail });
  }
  // What was typed besides the lead's own contacts (recordLeadContacts skips those).
  const typed = [
    { kind: 'phone' as const, value: profile.phone },
    { kind: 'email' as const, value: typedEmail },
  ];
  const notes = [
    typedEmail &&
      !conflicts.some((conflict) => conflict.kind === 'e-mail') &&
      `E-mail informado no chat: ${typedEmail}`,
    ...conflicts.map(
      (conflict) =>
        `Atenção: o ${conflict.kind} ${conflict.value} informado no chat já pertence a outro lead; nada foi alterado nele. Os dois aparecem em Leads → Duplicados.`,
    ),
  ].filter((note): note is string => Boolean(note));

  const { score, reasons } = leadScore(profile);
  const summary = chatSummary(profile, lastMessage, notes);
  const serviceInterest = serviceTitle(profile.need) ?? null;
  const storedProfile = { ...profile } as Record<string, unknown>;

  if (own) {
    // A lead scored higher elsewhere (questionnaire) keeps that score and its reasons.
    const keepScore = own.score != null && own.score > score;
    await db
      .update(leads)
      .set({
        phone: own.phone || phone || null,
        company: own.company || profile.company || null,
        serviceInterest: own.serviceInterest || serviceInterest,
        message: replaceSummary(own.message, summary),
        score: keepScore ? own.score : score,
        scoreReasons: keepScore ? own.scoreReasons : reasons,
        profile: { ...(own.profile ?? {}), ...storedProfile },
        updatedAt: new Date(),
      })
      .where(eq(leads.id, own.id));
    await recordChatConsent(db, own.id);
    const added = await recordLeadContacts(db, own.id, typed, 'chat');
    if (added.length || (!own.phone && phone)) await flagDuplicates(db, [own.id]);
    return { id: own.id, created: false };
  }

  const credit = await resolveReferral(db, options.referral, options.now ?? new Date());
  const [lead] = await db
    .insert(leads)
    .values({
      partnerId: credit?.partnerId ?? null,
      referredAt: credit?.referredAt ?? null,
      name: identity.name?.trim() || profile.name || CHAT_LEAD_FALLBACK_NAME,
      email: accountEmail,
      phone: phone ?? null,
      company: profile.company ?? null,
      serviceInterest,
      message: summary,
      source: 'chat',
      status: 'new',
      score,
      scoreReasons: reasons,
      profile: storedProfile,
    })
    .returning();
  await recordChatConsent(db, lead!.id);
  await recordLeadContacts(db, lead!.id, typed, 'chat');
  const duplicates = await flagDuplicates(db, [lead!.id]);
  await notifyStaff(db, {
    title: 'Novo lead do Agente Coder',
    message: `${lead!.name}${lead!.company ? ` (${lead!.company})` : ''} deixou o contato no chat${
      serviceInterest ? `: interesse em ${serviceInterest}` : ''
    }. Pontuação ${score}/100.${duplicateNotice(lead!.id, duplicates)}`,
    type: 'success',
    priority: 'high',
    target: { job: 'leads', params: { lead: lead!.id } },
    roles: ['comercial'],
  });
  return { id: lead!.id, created: true };
}
