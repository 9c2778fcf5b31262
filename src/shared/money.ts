/**
 * Money as exact cents (issue 15): numeric(14,2) columns arrive as strings and are added as bigint
 * cents, never as floats. `toCents('1234.5')` → 123450n; `fromCents(123450n)` → '1234.50'.
 */
export function toCents(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) throw new Error(`Valor inválido: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const text = `${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

export function sumMoney(values: readonly (string | number | null | undefined)[]): string {
  return fromCents(values.reduce<bigint>((total, value) => total + toCents(value), 0n));
}

/** value × percent / 100, rounded half up to the cent. */
export function percentOf(value: string, percent: number | string): string {
  const cents = toCents(value);
  const basisPoints = toCents(String(percent)); // percent with 2 decimals → ×100
  const product = cents * basisPoints; // cents × percent × 100
  const divisor = 10000n;
  const rounded = (product * 2n + (product >= 0n ? divisor : -divisor)) / (2n * divisor);
  return fromCents(rounded);
}

/** Parses a pt-BR amount typed by a person ('1.234,56', '1234,5', 'R$ 10') into '1234.56', or null. */
export function parseBrl(input: string): string | null {
  const text = input.replace(/R\$\s?/i, '').replace(/\s/g, '');
  if (!/^-?[\d.]*(,\d{1,2})?$/.test(text) || !/\d/.test(text)) return null;
  const normal = text.replace(/\./g, '').replace(',', '.');
  return fromCents(toCents(normal));
}
