/** Text helpers shared by the lead-profile extractor and the admin lead lists. Isomorphic. */

const COMBINING_MARKS = /\p{M}/gu;

/** Removes diacritics: 'Proprietária, ação' → 'Proprietaria, acao'. */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

/** Lower case without accents, for accent- and case-insensitive matching. */
export function normalizeText(text: string): string {
  return stripAccents(text).toLowerCase();
}

/** Only the digits of a string ('(11) 98765-4321' → '11987654321'). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** True when the digits already carry the Brazilian country code (55 + DDD + 8 or 9 digits). */
function hasCountryCode(digits: string): boolean {
  return digits.startsWith('55') && (digits.length === 12 || digits.length === 13);
}

/**
 * Brazilian phone as national digits (DDD + number, 10 or 11 digits), dropping a leading 55 country code.
 * Null when the digits cannot be a Brazilian phone.
 */
export function nationalPhone(phone: string): string | null {
  const digits = digitsOnly(phone);
  const national = hasCountryCode(digits) ? digits.slice(2) : digits;
  return national.length === 10 || national.length === 11 ? national : null;
}

/**
 * WhatsApp click-to-chat link (docs/product/leads.md: digits of the phone prefixed with country code 55 and a
 * prefilled greeting). The 55 is not doubled when the digits already start with 55 and have 12–13
 * digits. Null when there are fewer than 10 digits or more than 13 (not a Brazilian phone).
 * An empty greeting gives a link without the text parameter.
 */
export function whatsappLink(phone: string, greeting: string): string | null {
  const digits = digitsOnly(phone);
  if (digits.length < 10 || digits.length > 13) return null;
  const full = hasCountryCode(digits) ? digits : `55${digits}`;
  const base = `https://wa.me/${full}`;
  return greeting ? `${base}?text=${encodeURIComponent(greeting)}` : base;
}
