/**
 * Turns a chat into one lead: as soon as the profile holds an e-mail or phone, the lead with that
 * contact is created (source 'chat') or updated, and staff hear about a new one once.
 */
import { eq } from 'drizzle-orm';
import { leadScore, personalityLabel } from '../../shared/lead-profile/score';
import type { LeadProfile } from '../../shared/lead-profile/types';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import { findLeadByContact, upsertLeadByContact } from '../leads/upsert-lead';
import { notifyStaff } from '../lib/notify';
import { serviceTitle } from './qualify';

export const CHAT_LEAD_FALLBACK_NAME = 'Visitante do chat';
/** First line of the summary the chat keeps in the lead's message; later turns replace that block. */
export const SUMMARY_HEADING = 'Resumo da conversa com o Agente Coder:';
const SECTION_BREAK = '\n\n---\n';

/** A short PT-BR summary of what the visitor told the assistant, for the lead's message. */
export function chatSummary(profile: LeadProfile, lastMessage: string): string {
  const lines = [
    SUMMARY_HEADING,
    profile.need && `Interesse: ${serviceTitle(profile.need) ?? profile.need}`,
    profile.role && `Cargo: ${profile.role}`,
    profile.budget && `Orçamento: ${profile.budget}`,
    profile.timeline && `Prazo: ${profile.timeline}`,
    profile.painPoints.length > 0 && `Dores: ${profile.painPoints.join(', ')}`,
    profile.personality && `Perfil: ${personalityLabel(profile.personality)}`,
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
 * `accountEmail`: the signed-in visitor's account e-mail. A visitor who leaves only a phone still
 * gets an e-mail on their lead (and meets the lead they already have under it), instead of an empty one.
 */
export async function captureChatLead(
  db: Db,
  profile: LeadProfile,
  lastMessage: string,
  accountEmail?: string,
): Promise<CapturedLead | null> {
  if (!profile.email && !profile.phone) return null;
  const { score, reasons } = leadScore(profile);
  const summary = chatSummary(profile, lastMessage);
  const email = profile.email ?? accountEmail ?? '';
  const existing = await findLeadByContact(db, email, profile.phone);
  const { lead, created } = await upsertLeadByContact(db, {
    // An existing lead keeps its name unless the visitor told us theirs.
    name: profile.name ?? (existing ? '' : CHAT_LEAD_FALLBACK_NAME),
    email,
    phone: profile.phone ?? null,
    company: profile.company ?? null,
    serviceInterest: serviceTitle(profile.need) ?? null,
    // The summary block is rewritten below rather than appended turn after turn.
    message: existing ? null : summary,
    source: 'chat',
    // A lead scored higher elsewhere (questionnaire) keeps that score and its reasons.
    ...(existing?.score != null && existing.score > score
      ? { score: existing.score, scoreReasons: existing.scoreReasons }
      : { score, scoreReasons: reasons }),
    profile: { ...profile },
  });
  if (!created) {
    const message = replaceSummary(lead.message, summary);
    if (message !== lead.message) {
      await db.update(leads).set({ message, updatedAt: new Date() }).where(eq(leads.id, lead.id));
    }
  } else {
    await notifyStaff(db, {
      title: 'Novo lead do Agente Coder',
      message: `${lead.name}${lead.company ? ` (${lead.company})` : ''} deixou o contato no chat${
        lead.serviceInterest ? `: interesse em ${lead.serviceInterest}` : ''
      }. Pontuação ${score}/100.`,
      type: 'success',
      priority: 'high',
      target: { job: 'leads', params: { lead: lead.id } },
      roles: ['comercial'],
    });
  }
  return { id: lead.id, created };
}
