/** Contacts: e-mail (lower case) and Brazilian phone (national digits, shown as '(41) 99876-5432'). */
import { nationalPhone } from '../normalize';
import type { Found } from './text';

const EMAIL_RE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
const PHONE_RE =
  /(?<![\d+])(?:\+?55[\s.-]?)?(?:\(\s*[1-9]\d\s*\)|[1-9]\d)[\s.-]?(?:9[\s.-]?)?\d{4}[\s.-]?\d{4}(?!\d)/;

export function findEmail(text: string): Found | undefined {
  const match = EMAIL_RE.exec(text);
  return match ? { value: match[0].toLowerCase(), evidence: match[0] } : undefined;
}

export function extractEmail(text: string): string | undefined {
  return findEmail(text)?.value;
}

export function findPhone(text: string): Found | undefined {
  const match = PHONE_RE.exec(text);
  const national = match && nationalPhone(match[0]);
  return national ? { value: national, evidence: match[0].trim() } : undefined;
}

/** Brazilian phone as national digits: '(11) 98765-4321', '+55 11 98765-4321' → '11987654321'. */
export function extractPhone(text: string): string | undefined {
  return findPhone(text)?.value;
}

/** National digits as people write them: '41998765432' → '(41) 99876-5432', '2133445566' → '(21) 3344-5566'. */
export function formatPhone(phone: string): string {
  const digits = nationalPhone(phone);
  if (!digits) return phone;
  const split = digits.length === 11 ? 7 : 6;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, split)}-${digits.slice(split)}`;
}
