/**
 * Cleans free text of ONE person's own values (docs/product/privacy-lgpd.md, decision 051). It only ever
 * runs on rows already linked to that person by reference (erasure.ts): what it matches decides which
 * words of the person's own rows go, never which rows are touched.
 *
 * The values come from the person's stored records, never from what a requester typed. Each value must
 * stand alone ('Ana Paula' is not cut out of 'Mariana Paulada', a phone not out of a longer number);
 * the guards are ASCII on purpose, so an accented neighbour never protects the data (in doubt, the
 * person's own text is cleaned). Values too short to mean anything ('A', 'Li') clean nothing.
 */
import { CHAT_LEAD_FALLBACK_NAME } from '@server/chat/lead-capture';

export const ANONYMIZED_NAME = 'Titular anonimizado';
export const REMOVED = '[removido]';
export const ANONYMIZED_EMAIL_DOMAIN = 'anonimizado.invalid';

/** The person's values: names (and company, street), e-mails, codes (phones, CPF/CNPJ, CEP), IPs, whole texts. */
export type PersonValues = {
  names: string[];
  emails: string[];
  codes: string[];
  ips: string[];
  /** Whole free texts the person wrote (a lead's message, a note): removed where a copy is the whole value. */
  texts: string[];
};

export const emptyValues = (): PersonValues => ({ names: [], emails: [], codes: [], ips: [], texts: [] });

export function mergeValues(...all: PersonValues[]): PersonValues {
  const merged = emptyValues();
  for (const values of all) {
    for (const key of Object.keys(merged) as (keyof PersonValues)[]) merged[key].push(...values[key]);
  }
  return merged;
}

const MIN_NAME = 3;
const MIN_CODE = 8;
const MIN_TEXT = 3;
const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const skipped = new Set([ANONYMIZED_NAME.toLowerCase(), REMOVED, CHAT_LEAD_FALLBACK_NAME.toLowerCase()]);

/** A code's characters with any separators between them ('(11) 98888-7777', '+55 11 ...', '529.982.247-25'). */
function codePattern(code: string): string | null {
  let chars = code.toLowerCase().replace(/[^0-9a-z]/g, '');
  const digitsOnly = /^[0-9]+$/.test(chars);
  if (digitsOnly && chars.length > 11 && chars.startsWith('55')) chars = chars.slice(2);
  if (chars.length < MIN_CODE) return null;
  const body = chars.split('').join('[^0-9a-z]{0,3}');
  // A phone goes with its country code and opening parenthesis: '+55 (11) 98888-7777' → '[removido]'.
  return digitsOnly
    ? `(?<![0-9])(?:\\+?55[^0-9]{0,3})?\\(?${body}(?![0-9])`
    : `(?<![0-9a-z])${body}(?![0-9a-z])`;
}

/** One case-insensitive pattern for every value, or null when none is usable. */
export function valuePattern(values: PersonValues): RegExp | null {
  const unique = (list: string[]) => [...new Set(list.map((value) => value.trim()).filter(Boolean))];
  const parts = [
    ...unique(values.names)
      .filter((name) => name.length >= MIN_NAME && !skipped.has(name.toLowerCase()))
      .map((name) => `(?<![a-z0-9])${escapeRegex(name).replace(/\s+/g, '\\s+')}(?![a-z0-9])`),
    ...unique(values.emails)
      .filter((email) => email.includes('@') && !email.toLowerCase().endsWith(`@${ANONYMIZED_EMAIL_DOMAIN}`))
      .map((email) => `(?<![a-z0-9._%+-])${escapeRegex(email)}(?![a-z0-9])`),
    ...unique(values.codes)
      .map(codePattern)
      .filter((pattern): pattern is string => Boolean(pattern)),
    ...unique(values.ips)
      .filter((ip) => ip.length >= 7)
      .map((ip) => `(?<![0-9a-z.:])${escapeRegex(ip)}(?![0-9a-z:]|\\.[0-9])`),
  ];
  // Longest first: a full name is replaced whole before a shorter value inside it.
  parts.sort((a, b) => b.length - a.length);
  return parts.length ? new RegExp(parts.map((part) => `(?:${part})`).join('|'), 'gi') : null;
}

export type Cleaner = {
  text(value: string): string;
  /** Every string inside a JSON value (keys are kept); other values unchanged. */
  json(value: unknown): unknown;
};

export function makeCleaner(values: PersonValues): Cleaner {
  const pattern = valuePattern(values);
  const texts = new Set(
    values.texts.map((text) => text.trim()).filter((text) => text.length >= MIN_TEXT && text !== REMOVED),
  );
  const text = (value: string) => {
    if (texts.has(value.trim())) return REMOVED;
    return pattern ? value.replace(pattern, REMOVED) : value;
  };
  const json = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(json);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, json(inner)]));
    }
    return value;
  };
  return { text, json };
}

/**
 * An IP address kept only as its network (pseudonymised): IPv4 keeps 3 octets, IPv6 its first 3 groups.
 * The consent record still says where from, roughly, without pointing at one device.
 */
export function pseudonymizeIp(ip: string): string {
  const v4 = ip.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (ip.includes(':')) {
    const groups = ip.split('::')[0]!.split(':').filter(Boolean).slice(0, 3);
    return `${groups.join(':')}::`;
  }
  return REMOVED;
}
