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

// --- typing money (decision 053: one rule for every money field) -------------------------------------

/** What a money field accepts: any sign, zero or more, or more than zero. */
export type MoneySign = 'any' | 'nonNegative' | 'positive';

/** The largest amount a numeric(14,2) column holds, in cents. */
export const MAX_MONEY_CENTS = 99_999_999_999_999n;

export const MONEY_MESSAGES = {
  required: 'Informe um valor.',
  format: 'Valor inválido: escreva como 1.234,56 ou 1234,56.',
  grouping: 'Ponto separa os milhares de 3 em 3 dígitos (1.234,56); os centavos vão depois da vírgula.',
  usStyle: 'Use ponto para os milhares e vírgula para os centavos: 1.234,56.',
  decimals: 'Use no máximo 2 casas decimais (os centavos).',
  tooLarge: 'Valor muito alto.',
  negative: 'O valor não pode ser negativo.',
  positive: 'Informe um valor maior que zero.',
} as const;

export type MoneyParse = { ok: true; value: string; cents: bigint } | { ok: false; error: string };

const WHOLE = /^\d+$/;
const COMMA_DECIMAL = /^\d+,\d{1,2}$/;
const DOT_GROUPED = /^[1-9]\d{0,2}(\.\d{3})+(,\d{1,2})?$/;
/** A lone dot followed by one or two digits is the decimal separator: what banks and spreadsheets paste. */
const DOT_DECIMAL = /^\d+\.\d{1,2}$/;

function formatProblem(body: string): string {
  const comma = body.indexOf(',');
  if (comma >= 0 && body.lastIndexOf('.') > comma) return MONEY_MESSAGES.usStyle; // '1,234.56'
  if (!/^[\d.,]+$/.test(body) || comma !== body.lastIndexOf(',')) return MONEY_MESSAGES.format;
  if (/,\d{3,}$/.test(body)) return MONEY_MESSAGES.decimals; // '1,234', '1.234,567'
  if (body.includes('.') && /\d/.test(body)) return MONEY_MESSAGES.grouping; // '0.335', '1.23.4'
  return MONEY_MESSAGES.format;
}

/**
 * The one way to read money typed by a person, pasted from a bank or a spreadsheet, or sent by an API
 * client (docs/product/common-behaviour.md, decision 053). Accepted: '1.234,56', '1234,56', 'R$ 1.234,56',
 * '1234', and '1234.56' (a lone dot followed by 1–2 digits is the decimal separator); a sign before or
 * after 'R$'. Refused with a PT-BR reason: loose grouping ('0.335', '1.23.4', '12.34.56'), US style
 * ('1,234.56'), more than 2 decimals, letters. A number is read through its JavaScript text (12.5 →
 * '12.5'), so 0.335 is refused as '0.335' is.
 */
export function parseMoney(input: string | number, sign: MoneySign = 'any'): MoneyParse {
  let text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : 'NaN') : input;
  text = text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  if (!text) return { ok: false, error: MONEY_MESSAGES.required };
  let negative = false;
  const takeSign = () => {
    const match = /^[-\u2212]\s*/.exec(text);
    if (match) {
      if (negative) return;
      negative = true;
      text = text.slice(match[0].length);
    }
  };
  takeSign();
  text = text.replace(/^R\$\s*/i, '');
  takeSign();
  const body = text;
  let whole: string;
  let fraction = '';
  if (WHOLE.test(body)) whole = body;
  else if (COMMA_DECIMAL.test(body) || DOT_GROUPED.test(body)) {
    const [integer, decimals = ''] = body.split(',');
    whole = integer!.replace(/\./g, '');
    fraction = decimals;
  } else if (DOT_DECIMAL.test(body)) {
    [whole, fraction] = body.split('.') as [string, string];
  } else return { ok: false, error: formatProblem(body) };
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole.length > 12) return { ok: false, error: MONEY_MESSAGES.tooLarge };
  const magnitude = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  const cents = negative ? -magnitude : magnitude;
  if (magnitude > MAX_MONEY_CENTS) return { ok: false, error: MONEY_MESSAGES.tooLarge };
  if (sign !== 'any' && cents < 0n) return { ok: false, error: MONEY_MESSAGES.negative };
  if (sign === 'positive' && cents === 0n) return { ok: false, error: MONEY_MESSAGES.positive };
  return { ok: true, value: fromCents(cents === 0n ? 0n : cents), cents: cents === 0n ? 0n : cents };
}

/** parseMoney's value, or null: '1.234,56' → '1234.56'. */
export function parseBrl(input: string): string | null {
  const parsed = parseMoney(input);
  return parsed.ok ? parsed.value : null;
}

/** An amount as a person types it back: '1234.5' → '1.234,50' (no 'R$'); '' for an empty value. */
export function formatMoneyInput(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return '';
  const cents = toCents(value);
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = (absolute / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${whole},${String(absolute % 100n).padStart(2, '0')}`;
}
