/**
 * Input masks for the Brazilian fields (issue 27 deliverable 7): CPF/CNPJ (including the alphanumeric
 * CNPJ of July 2026, src/shared/documents.ts), CEP and phone. Each mask formats progressively as a person
 * types or pastes, keeps only the characters that count, and never validates: the shared zod schemas
 * clean the punctuation and check the digits (documents.ts), so a masked value and a bare one are the
 * same to the server. `caretAfter` keeps the caret where it was when the mask adds or drops separators.
 */
import { maskPhone as maskNationalPhone, phoneDigitsOf } from '@shared/schemas/booking-rules';

export type MaskKind = 'cpf' | 'cnpj' | 'document' | 'cep' | 'phone';

/** Letters and digits, upper-cased: what a document is made of. */
const significant = (value: string) => value.replace(/[^0-9a-z]/gi, '').toUpperCase();

function fill(chars: string, pattern: string): string {
  let out = '';
  let index = 0;
  for (const slot of pattern) {
    if (index >= chars.length) break;
    if (slot === '#') {
      out += chars[index];
      index += 1;
    } else out += slot;
  }
  return out;
}

export function maskCpf(value: string): string {
  return fill(value.replace(/\D/g, '').slice(0, 11), '###.###.###-##');
}

/** The first 12 characters may be letters or digits; the two check digits are digits. */
export function maskCnpj(value: string): string {
  const chars = significant(value);
  const base = chars.slice(0, 12);
  const checks = chars.slice(12).replace(/\D/g, '').slice(0, 2);
  return fill(base + (base.length === 12 ? checks : ''), '##.###.###/####-##');
}

/** CPF while it can be one (11 digits or fewer), CNPJ from the 12th character or the first letter. */
export function maskDocument(value: string): string {
  const chars = significant(value);
  return /^\d{0,11}$/.test(chars) ? maskCpf(chars) : maskCnpj(chars);
}

export function maskCep(value: string): string {
  return fill(value.replace(/\D/g, '').slice(0, 8), '#####-###');
}

/**
 * '(11) 98765-4321' / '(11) 3456-7890'. A leading 55 beyond 11 digits is the country code and dropped;
 * a number typed with '+' (another country) is left as typed.
 */
export function maskPhone(value: string): string {
  if (value.trimStart().startsWith('+')) return value.replace(/[^\d+\s()-]/g, '');
  let digits = phoneDigitsOf(value);
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  return maskNationalPhone(digits);
}

export const masks: Record<MaskKind, (value: string) => string> = {
  cpf: maskCpf,
  cnpj: maskCnpj,
  document: maskDocument,
  cep: maskCep,
  phone: maskPhone,
};

/**
 * Where the caret goes in `masked` so that as many letters and digits precede it as preceded it at
 * `caret` in `typed`: typing or deleting in the middle keeps the caret beside what was edited.
 */
export function caretAfter(typed: string, caret: number, masked: string): number {
  const before = significant(typed.slice(0, caret)).length;
  if (before === 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/[0-9a-z]/i.test(masked[index]!)) seen += 1;
    if (seen === before) return index + 1;
  }
  return masked.length;
}
