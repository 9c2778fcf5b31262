/**
 * Brazilian taxpayer documents (issue 15): CPF and CNPJ by their check digits, including the
 * alphanumeric CNPJ assigned from July 2026 (Receita Federal, IN RFB 2.229/2024): the first 12
 * characters may be letters or digits, each worth its char code minus 48, the two check digits stay
 * numeric and are computed with the same mod-11 weights as before.
 */

/** Strips punctuation and upper-cases: '12.abc.345/01de-35' → '12ABC34501DE35'. */
export function cleanDocument(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}

const allSame = (value: string) => /^(.)\1*$/.test(value);

function mod11Digit(sum: number): number {
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(input: string): boolean {
  const cpf = cleanDocument(input);
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  const digits = [...cpf].map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += digits[index]! * (length + 1 - index);
    const check = ((sum * 10) % 11) % 10;
    if (check !== digits[length]) return false;
  }
  return true;
}

const cnpjValue = (char: string) => char.charCodeAt(0) - 48;

function cnpjCheckDigit(base: string): number {
  // Weights 2..9 from the right, repeating.
  let sum = 0;
  let weight = 2;
  for (let index = base.length - 1; index >= 0; index -= 1) {
    sum += cnpjValue(base[index]!) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  return mod11Digit(sum);
}

export function isValidCnpj(input: string): boolean {
  const cnpj = cleanDocument(input);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSame(cnpj)) return false;
  const first = cnpjCheckDigit(cnpj.slice(0, 12));
  const second = cnpjCheckDigit(cnpj.slice(0, 12) + String(first));
  return cnpj.endsWith(`${first}${second}`);
}

export type DocumentKind = 'cpf' | 'cnpj';

/** Which document a cleaned value looks like (by length), or null. */
export function documentKind(input: string): DocumentKind | null {
  const value = cleanDocument(input);
  if (value.length === 11) return 'cpf';
  if (value.length === 14) return 'cnpj';
  return null;
}

export function isValidDocument(input: string): boolean {
  const kind = documentKind(input);
  return kind === 'cpf' ? isValidCpf(input) : kind === 'cnpj' ? isValidCnpj(input) : false;
}

/** 12345678909 → 123.456.789-09; 12ABC34501DE35 → 12.ABC.345/01DE-35; anything else as given. */
export function formatDocument(input: string): string {
  const value = cleanDocument(input);
  if (value.length === 11) return value.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (value.length === 14) return value.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
  return input;
}

export const DOCUMENT_MESSAGES = {
  cpf: 'CPF inválido. Confira os dígitos.',
  cnpj: 'CNPJ inválido. Confira os dígitos.',
  document: 'Informe um CPF ou CNPJ válido.',
} as const;

// Demo data and tests: a valid document from a base (its check digits computed).

/** CPF check digits on a 9-digit base. */
export function cpfFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** CNPJ check digits on a 12-digit numeric base. */
export function cnpjFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((total, weight, index) => total + weight * digits[index]!, 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}
