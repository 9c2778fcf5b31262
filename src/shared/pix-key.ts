/**
 * The agency's PIX key (docs/product/settings.md, decision 054): recognised by its form, checked by its
 * type and normalised to the form the DICT (the Central Bank's key directory) stores, so every BR Code
 * carries a key a bank app can resolve:
 * - CPF: 11 digits with valid check digits ('123.456.789-09' → '12345678909');
 * - CNPJ: 14 characters, the alphanumeric CNPJ included, valid check digits ('12.ABC.345/01DE-35' → '12ABC34501DE35');
 * - e-mail: ASCII, lower case, at most 77 characters;
 * - celular: '+55' + DDD + 9 digits starting with 9 ('(11) 98765-4321' → '+5511987654321');
 * - chave aleatória (EVP): a UUID v4, lower case with dashes.
 * Eleven bare digits that are both a valid CPF and a plausible mobile number are refused as ambiguous
 * (a bank reads them as the CPF: the money would go to whoever owns it).
 */
import { cleanDocument, isValidCnpj, isValidCpf } from './documents';

export type PixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone' | 'evp';
export type PixKeyParse = { ok: true; type: PixKeyType; key: string } | { ok: false; error: string };

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  evp: 'Chave aleatória',
};

export const PIX_KEY_MESSAGES = {
  unknown:
    'Chave PIX não reconhecida: use CPF, CNPJ, e-mail, celular com DDD (+55 11 98765-4321) ou a chave aleatória.',
  cpf: 'CPF inválido. Confira os dígitos da chave PIX.',
  cnpj: 'CNPJ inválido. Confira os dígitos da chave PIX.',
  emailAccents:
    'Chave PIX de e-mail não tem acentos, ç nem espaços: confira como ela está cadastrada no seu banco.',
  email: 'E-mail inválido para chave PIX.',
  emailLong: 'E-mail muito longo para chave PIX (máximo de 77 caracteres).',
  phoneCountry: 'Só celulares do Brasil (+55) são chaves PIX.',
  phoneDdd: 'DDD inválido na chave PIX de celular.',
  phone: 'Celular inválido: use o DDD e os 9 dígitos do celular, como (11) 98765-4321.',
  evp: 'Chave aleatória inválida: copie do seu banco os 36 caracteres (8-4-4-4-12).',
  ambiguous:
    'Estes 11 dígitos podem ser um CPF ou um celular: escreva o CPF com pontos e traço (123.456.789-09) ou o celular com +55.',
} as const;

/** Brazilian area codes (DDD) in use. */
const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** The DICT's e-mail pattern (lower-case ASCII), with a dot in the domain. */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const CPF_PUNCTUATED = /^\d{3}\.\d{3}\.\d{3}-?\d{2}$|^\d{9}-\d{2}$/;
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;

const fail = (error: string): PixKeyParse => ({ ok: false, error });
const ok = (type: PixKeyType, key: string): PixKeyParse => ({ ok: true, type, key });

/** DDD + 9 digits starting with 9 (a mobile number); `digits` has no country code. */
function mobile(digits: string): PixKeyParse {
  if (!/^\d{10,11}$/.test(digits)) return fail(PIX_KEY_MESSAGES.phone);
  if (!DDDS.has(Number(digits.slice(0, 2)))) return fail(PIX_KEY_MESSAGES.phoneDdd);
  if (!/^9\d{8}$/.test(digits.slice(2))) return fail(PIX_KEY_MESSAGES.phone);
  return ok('phone', `+55${digits}`);
}

const plausibleMobile = (digits: string) => mobile(digits).ok;

function email(text: string): PixKeyParse {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII is the rule
  if (/[^\x00-\x7f]|\s/.test(text)) return fail(PIX_KEY_MESSAGES.emailAccents);
  const key = text.toLowerCase();
  if (key.length > 77) return fail(PIX_KEY_MESSAGES.emailLong);
  return EMAIL.test(key) ? ok('email', key) : fail(PIX_KEY_MESSAGES.email);
}

function evp(text: string): PixKeyParse {
  const hex = text.toLowerCase().replace(/-/g, '');
  const key = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  // A UUID v4: version nibble 4, variant 8, 9, a or b.
  return key[14] === '4' && '89ab'.includes(key[19]!) ? ok('evp', key) : fail(PIX_KEY_MESSAGES.evp);
}

export type PixKeyOptions = {
  /** Eleven bare digits valid as both: 'refuse' when saving; 'cpf' when reading a key stored before (what banks did with it). */
  ambiguous?: 'refuse' | 'cpf';
};

/** Recognises, checks and normalises a PIX key as typed ('' is not a key: the caller decides). */
export function parsePixKey(input: string, { ambiguous = 'refuse' }: PixKeyOptions = {}): PixKeyParse {
  const text = input.normalize('NFC').trim();
  if (text.includes('@')) return email(text);
  if (UUID.test(text)) return evp(text);
  if (text.startsWith('+')) {
    const digits = text.slice(1).replace(/[\s().-]/g, '');
    if (!/^\d+$/.test(digits)) return fail(PIX_KEY_MESSAGES.phone);
    if (!digits.startsWith('55')) return fail(PIX_KEY_MESSAGES.phoneCountry);
    return mobile(digits.slice(2));
  }
  const clean = cleanDocument(text.replace(/[()]/g, ''));
  if (CNPJ_SHAPE.test(clean) && /^[0-9A-Za-z.\-/\s]+$/.test(text)) {
    return isValidCnpj(clean) ? ok('cnpj', clean) : fail(PIX_KEY_MESSAGES.cnpj);
  }
  if (!/^[\d\s().-]+$/.test(text) || !/^\d+$/.test(clean)) return fail(PIX_KEY_MESSAGES.unknown);
  if (CPF_PUNCTUATED.test(text)) return isValidCpf(clean) ? ok('cpf', clean) : fail(PIX_KEY_MESSAGES.cpf);
  const writtenAsPhone = /[()\s]/.test(text) || /\d{4}-\d{4}$/.test(text);
  if (clean.length === 13 && clean.startsWith('55')) return mobile(clean.slice(2));
  if (clean.length === 12 && clean.startsWith('0')) return mobile(clean.slice(1)); // 0 + DDD
  if (writtenAsPhone) return mobile(clean);
  if (clean.length === 11) {
    const cpf = isValidCpf(clean);
    const phone = plausibleMobile(clean);
    if (cpf && phone && ambiguous === 'refuse') return fail(PIX_KEY_MESSAGES.ambiguous);
    if (cpf) return ok('cpf', clean);
    if (phone) return mobile(clean);
    return fail(PIX_KEY_MESSAGES.cpf);
  }
  if (clean.length === 10) return fail(PIX_KEY_MESSAGES.phone);
  return fail(PIX_KEY_MESSAGES.unknown);
}

/** A stored key as a person reads it: '123.456.789-09', '+55 (11) 98765-4321', the e-mail or EVP as is. */
export function displayPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'cpf':
      return key.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    case 'cnpj':
      return key.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
    case 'phone':
      return key.replace(/^\+55(\d{2})(\d{5})(\d{4})$/, '+55 ($1) $2-$3');
    case 'email':
    case 'evp':
      return key;
  }
}

/**
 * A key read back from the settings: normalised when it can be (a key saved before the check, such as
 * '(11) 98765-4321', keeps working as '+5511987654321'); otherwise null, with the reason to show in
 * Configurações. An empty key is simply no key.
 */
export function readStoredPixKey(stored: string): { key: string; problem: string | null } {
  if (!stored.trim()) return { key: '', problem: null };
  const parsed = parsePixKey(stored, { ambiguous: 'cpf' });
  return parsed.ok ? { key: parsed.key, problem: null } : { key: stored.trim(), problem: parsed.error };
}
