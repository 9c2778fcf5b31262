/**
 * One lead per person: public forms, the chat and CSV import find an existing lead by e-mail
 * (case-insensitive) or phone digits instead of creating a twin. `upsertLeadByContact` updates the
 * lead it finds, which only a trusted caller may do: public forms go through recordPublicSubmission
 * (public-submission.ts, decision 012), which never overwrites a known lead.
 */
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { type LeadUtm, leads, type ScoreReason } from '@server/db/schema';
import type { LeadSource } from '@shared/catalog/statuses';
import { nationalPhone } from '@shared/lead-profile/normalize';

export type LeadContactInput = {
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  serviceInterest?: string | null;
  message?: string | null;
  source: LeadSource;
  score?: number | null;
  scoreReasons?: ScoreReason[] | null;
  profile?: Record<string, unknown> | null;
  utm?: LeadUtm | null;
};

export const phoneDigits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');

/**
 * The digit strings a stored phone may have for the same number: with and without the 55 country
 * code ('+55 21 96666-1111' and '(21) 96666-1111' are one person). Empty when too short to trust.
 */
export function phoneForms(phone: string | null | undefined): string[] {
  const national = nationalPhone(phone ?? '');
  if (national) return [national, `55${national}`];
  const digits = phoneDigits(phone);
  return digits.length >= 10 ? [digits] : [];
}

export async function findLeadByContact(
  db: Db,
  email: string | null | undefined,
  phone: string | null | undefined,
) {
  const conditions = [];
  if (email?.trim()) conditions.push(sql`lower(${leads.email}) = ${email.trim().toLowerCase()}`);
  const forms = phoneForms(phone);
  if (forms.length) {
    conditions.push(
      sql`regexp_replace(coalesce(${leads.phone}, ''), '\\D', '', 'g') in (${sql.join(
        forms.map((form) => sql`${form}`),
        sql`, `,
      )})`,
    );
  }
  if (!conditions.length) return undefined;
  const [row] = await db
    .select()
    .from(leads)
    .where(or(...conditions))
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return row;
}

/** Creates the lead, or updates the one with the same e-mail/phone. Returns the row and whether it is new. */
export async function upsertLeadByContact(db: Db, input: LeadContactInput) {
  const existing = await findLeadByContact(db, input.email, input.phone);
  if (!existing) {
    const [created] = await db
      .insert(leads)
      .values({
        name: input.name,
        email: input.email.trim(),
        phone: input.phone ?? null,
        company: input.company ?? null,
        serviceInterest: input.serviceInterest ?? null,
        message: input.message ?? '',
        source: input.source,
        status: 'new',
        score: input.score ?? null,
        scoreReasons: input.scoreReasons ?? null,
        profile: input.profile ?? null,
        utm: input.utm ?? null,
      })
      .returning();
    return { lead: created!, created: true };
  }
  // Keep what we knew; newer non-empty facts win. The status and owner are the team's, never reset.
  const [updated] = await db
    .update(leads)
    .set({
      name: input.name || existing.name,
      email: input.email?.trim() || existing.email,
      phone: input.phone || existing.phone,
      company: input.company || existing.company,
      serviceInterest: input.serviceInterest || existing.serviceInterest,
      message: input.message
        ? existing.message && existing.message !== input.message
          ? `${existing.message}\n\n---\n${input.message}`
          : input.message
        : existing.message,
      score: input.score ?? existing.score,
      scoreReasons: input.scoreReasons ?? existing.scoreReasons,
      profile: input.profile ? { ...(existing.profile ?? {}), ...input.profile } : existing.profile,
      utm: input.utm ?? existing.utm,
      updatedAt: new Date(),
    })
    .where(eq(leads.id, existing.id))
    .returning();
  return { lead: updated!, created: false };
}
