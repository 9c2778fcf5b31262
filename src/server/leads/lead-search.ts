/**
 * What 'Buscar leads...' (and Ctrl+K) matches: the lead's name, e-mail, company and service interest
 * (its stored search text), any of its other contacts (decision 056: an e-mail or phone typed in the
 * chat, sent by a form, kept by a merge), and, when the term looks like a phone, the digits of its own
 * phone. Each part is one index (trigram on the search text, on the contacts' values and on the phone
 * digits; the contacts' lead ids come back as one array), so PostgreSQL answers with a BitmapOr of
 * index scans instead of reading the table.
 */
import { type SQL, sql } from 'drizzle-orm';
import { phoneDigitsOf } from '@server/db/lead-keys';
import { leads } from '@server/db/schema';
import { containsPattern } from '@server/lib/like';
import { digitsOnly, nationalPhone } from '@shared/lead-profile/normalize';

/** The digits to look for when the term is written like a phone ('98888-7777', '+55 (21) 9…'), else null. */
export function phoneSearchDigits(term: string): string | null {
  if (!/^[\d\s()+\-.]+$/.test(term)) return null;
  const digits = digitsOnly(term);
  if (digits.length < 4) return null;
  return nationalPhone(term) ?? digits;
}

export function leadSearchCondition(term: string): SQL {
  const text = containsPattern(term.toLowerCase());
  const digits = phoneSearchDigits(term);
  const contactMatch = digits
    ? sql`value like ${text} or (kind = 'phone' and value like ${containsPattern(digits)})`
    : sql`value like ${text}`;
  const parts = [
    sql`${leads.searchText} like ${text}`,
    sql`${leads.id} = any(array(select lead_id from lead_contacts where ${contactMatch}))`,
  ];
  if (digits) parts.push(sql`${phoneDigitsOf(leads.phone)} like ${containsPattern(digits)}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}
