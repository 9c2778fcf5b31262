/**
 * One person, one lead (decision 056): the same e-mail is the same person. A public form, the chat and
 * the CSV import find a known person by e-mail only (case-insensitive): the lead's own, or one the team
 * vouched for as that lead's other contact (added by hand or kept by a merge). A shared phone or name
 * is not proof: it creates the lead and flags a possible duplicate (duplicates.ts).
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { leads } from '@server/db/schema';
import { leadContacts } from '@server/db/schema-lead-identity';
import { TRUSTED_CONTACT_SOURCES } from '@shared/catalog/lead-identity';
import { nationalPhone } from '@shared/lead-profile/normalize';

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

/** The newest lead whose own phone is this number (any formatting, with or without the 55). */
export async function findLeadByPhone(db: Db, phone: string | null | undefined) {
  const forms = phoneForms(phone);
  if (!forms.length) return undefined;
  const [row] = await db
    .select()
    .from(leads)
    .where(
      sql`regexp_replace(coalesce(${leads.phone}, ''), '\\D', '', 'g') in (${sql.join(
        forms.map((form) => sql`${form}`),
        sql`, `,
      )})`,
    )
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return row;
}

/** The person's lead: the newest with this e-mail as its own, else one holding it as a vouched-for contact. */
export async function findLeadByEmail(db: Db, email: string | null | undefined) {
  const normalized = email?.trim().toLowerCase();
  if (!normalized) return undefined;
  const [own] = await db
    .select()
    .from(leads)
    .where(sql`lower(${leads.email}) = ${normalized}`)
    .orderBy(desc(leads.createdAt))
    .limit(1);
  if (own) return own;
  const [vouched] = await db
    .select({ lead: leads })
    .from(leadContacts)
    .innerJoin(leads, eq(leads.id, leadContacts.leadId))
    .where(
      sql`${leadContacts.kind} = 'email' and ${leadContacts.value} = ${normalized} and ${inArray(
        leadContacts.source,
        [...TRUSTED_CONTACT_SOURCES],
      )}`,
    )
    .orderBy(desc(leadContacts.firstSeenAt))
    .limit(1);
  return vouched?.lead;
}
