/**
 * The PIX key as saved in Configurações (decision 054): recognised, checked by type and normalised to the
 * DICT's form; and every key that can be saved yields a BR Code that an independent reader accepts —
 * a minimal EMV TLV + CRC-16 reader written here, apart from pix.ts, checked first on BR Codes made by
 * other implementations.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pixPayload } from './pix';
import { PIX_KEY_MESSAGES, parsePixKey, readStoredPixKey } from './pix-key';

// --- an independent BR Code reader (EMV QRCPS) ------------------------------------------------------

/** CRC-16/CCITT-FALSE, table-driven (pix.ts computes it bit by bit). */
const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit += 1)
    crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  return crc;
});
function crcOf(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) crc = ((crc << 8) & 0xffff) ^ CRC_TABLE[((crc >> 8) ^ byte) & 0xff]!;
  return crc;
}

type Tlv = Map<string, string>;
/** id(2) length(2) value(length bytes), over the UTF-8 bytes, refusing anything left over or short. */
function readTlv(bytes: Uint8Array): Tlv {
  const fields: Tlv = new Map();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let at = 0;
  while (at < bytes.length) {
    if (at + 4 > bytes.length) throw new Error(`campo truncado em ${at}`);
    const head = decoder.decode(bytes.slice(at, at + 4));
    if (!/^\d{4}$/.test(head)) throw new Error(`cabeçalho inválido '${head}'`);
    const length = Number(head.slice(2));
    if (at + 4 + length > bytes.length) throw new Error(`campo ${head.slice(0, 2)} passa do fim`);
    if (fields.has(head.slice(0, 2))) throw new Error(`campo ${head.slice(0, 2)} repetido`);
    fields.set(head.slice(0, 2), decoder.decode(bytes.slice(at + 4, at + 4 + length)));
    at += 4 + length;
  }
  return fields;
}

type BrCode = { key: string; name: string; city: string; amount: string | null; txid: string };
function readBrCode(code: string): BrCode {
  const bytes = new TextEncoder().encode(code);
  if (!code.endsWith(code.slice(-8)) || code.slice(-8, -4) !== '6304') throw new Error('sem CRC no fim');
  const crc = crcOf(bytes.slice(0, bytes.length - 4));
  if (crc.toString(16).toUpperCase().padStart(4, '0') !== code.slice(-4)) throw new Error('CRC inválido');
  const top = readTlv(bytes);
  if (top.get('00') !== '01') throw new Error('indicador de formato');
  if (top.get('52') !== '0000' || top.get('53') !== '986' || top.get('58') !== 'BR')
    throw new Error('campos fixos');
  const account = readTlv(new TextEncoder().encode(top.get('26') ?? ''));
  if (account.get('00')?.toLowerCase() !== 'br.gov.bcb.pix') throw new Error('GUI do PIX');
  const name = top.get('59') ?? '';
  const city = top.get('60') ?? '';
  const ans = /^[\x20-\x7e]+$/;
  if (!ans.test(name) || name.length > 25) throw new Error(`nome '${name}'`);
  if (!ans.test(city) || city.length > 15) throw new Error(`cidade '${city}'`);
  const amount = top.get('54') ?? null;
  if (amount !== null && !/^\d{1,10}\.\d{2}$/.test(amount)) throw new Error(`valor '${amount}'`);
  const txid = readTlv(new TextEncoder().encode(top.get('62') ?? '')).get('05') ?? '';
  if (!/^(\*\*\*|[A-Za-z0-9]{1,25})$/.test(txid)) throw new Error(`txid '${txid}'`);
  return { key: account.get('01') ?? '', name, city, amount, txid };
}

/** The key as the DICT holds it, by type (written here from the DICT's published formats). */
const DICT_FORMS: Record<string, RegExp> = {
  cpf: /^\d{11}$/,
  cnpj: /^[0-9A-Z]{12}\d{2}$/,
  phone: /^\+55[1-9][1-9]9\d{8}$/,
  email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/,
  evp: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
};

describe('the independent BR Code reader', () => {
  it('reads BR Codes made by other implementations and refuses a broken CRC or length', () => {
    const pixUtils =
      '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6009Sao Paulo62070503***63046069';
    expect(readBrCode(pixUtils)).toMatchObject({
      key: 'nubank@thalesog.com',
      amount: '1.00',
      city: 'Sao Paulo',
    });
    const rustCrate =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426614174000520400005303986540510.005802BR5913FULANO DE TAL6008BRASILIA62070503***630436D9';
    expect(readBrCode(rustCrate)).toMatchObject({
      key: '123e4567-e12b-12d1-a456-426614174000',
      amount: '10.00',
    });
    expect(crcOf(new TextEncoder().encode('123456789'))).toBe(0x29b1); // the CRC's published check value
    expect(() => readBrCode(`${pixUtils.slice(0, -1)}A`)).toThrow('CRC inválido');
    expect(() => readBrCode(pixUtils.replace('0119nubank', '0120nubank'))).toThrow();
  });
});

// --- the key typed in Configurações ------------------------------------------------------------------

describe('parsePixKey', () => {
  it.each([
    ['123.456.789-09', 'cpf', '12345678909'],
    ['529.982.247-25', 'cpf', '52998224725'],
    ['52998224725', 'cpf', '52998224725'],
    ['11.222.333/0001-81', 'cnpj', '11222333000181'],
    ['11222333000181', 'cnpj', '11222333000181'],
    ['12.abc.345/01de-35', 'cnpj', '12ABC34501DE35'],
    ['(11) 98765-4321', 'phone', '+5511987654321'],
    ['11 98765-4321', 'phone', '+5511987654321'],
    ['+55 (11) 98765-4321', 'phone', '+5511987654321'],
    ['+5511987654321', 'phone', '+5511987654321'],
    ['011 98765-4321', 'phone', '+5511987654321'],
    ['5511987654321', 'phone', '+5511987654321'],
    ['  Financeiro@Coders.com.BR ', 'email', 'financeiro@coders.com.br'],
    ['0F1E2D3C-4B5A-4978-8695-A4B3C2D1E0F9', 'evp', '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9'],
    ['0f1e2d3c4b5a49788695a4b3c2d1e0f9', 'evp', '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9'],
  ])('%j is a %s key stored as %j', (typed, type, key) => {
    expect(parsePixKey(typed)).toEqual({ ok: true, type, key });
  });

  it.each([
    ['joão@coders.com.br', PIX_KEY_MESSAGES.emailAccents],
    ['financeiro @coders.com.br', PIX_KEY_MESSAGES.emailAccents],
    ['financeiro@coders', PIX_KEY_MESSAGES.email],
    [`${'a'.repeat(70)}@coders.com`, PIX_KEY_MESSAGES.emailLong],
    ['123.456.789-00', PIX_KEY_MESSAGES.cpf],
    ['11.222.333/0001-82', PIX_KEY_MESSAGES.cnpj],
    ['(11) 8765-4321', PIX_KEY_MESSAGES.phone],
    ['(10) 98765-4321', PIX_KEY_MESSAGES.phoneDdd],
    ['+1 415 555 2671', PIX_KEY_MESSAGES.phoneCountry],
    ['0f1e2d3c-4b5a-1978-8695-a4b3c2d1e0f9', PIX_KEY_MESSAGES.evp],
    ['coders', PIX_KEY_MESSAGES.unknown],
    ['12345', PIX_KEY_MESSAGES.unknown],
    // A valid CPF that is also a mobile number of DDD 11: a bank would pay the CPF's owner.
    ['11912345684', PIX_KEY_MESSAGES.ambiguous],
  ])('%j is refused in PT-BR', (typed, message) => {
    expect(parsePixKey(typed)).toEqual({ ok: false, error: message });
  });

  it('reads a key saved before the check: normalised when it can be, flagged when it cannot', () => {
    expect(readStoredPixKey('(11) 98765-4321')).toEqual({ key: '+5511987654321', problem: null });
    expect(readStoredPixKey('123.456.789-09')).toEqual({ key: '12345678909', problem: null });
    expect(readStoredPixKey('11912345684')).toEqual({ key: '11912345684', problem: null }); // as banks read it
    expect(readStoredPixKey('joão@coders.com.br')).toEqual({
      key: 'joão@coders.com.br',
      problem: PIX_KEY_MESSAGES.emailAccents,
    });
    expect(readStoredPixKey('')).toEqual({ key: '', problem: null });
  });
});

// --- every key that can be saved makes a BR Code the independent reader accepts ----------------------

const digit = fc.integer({ min: 0, max: 9 });
const mod11 = (sum: number) => (sum % 11 < 2 ? 0 : 11 - (sum % 11));
function cpfOf(nine: number[]): string {
  const d1 = ((nine.reduce((sum, d, i) => sum + d * (10 - i), 0) * 10) % 11) % 10;
  const d2 = (([...nine, d1].reduce((sum, d, i) => sum + d * (11 - i), 0) * 10) % 11) % 10;
  return [...nine, d1, d2].join('');
}
function cnpjOf(base: string): string {
  const value = (char: string) => char.charCodeAt(0) - 48;
  const check = (text: string) => {
    let sum = 0;
    let weight = 2;
    for (let i = text.length - 1; i >= 0; i -= 1) {
      sum += value(text[i]!) * weight;
      weight = weight === 9 ? 2 : weight + 1;
    }
    return mod11(sum);
  };
  const first = check(base);
  return `${base}${first}${check(base + String(first))}`;
}
const DDDS = [11, 19, 21, 27, 31, 41, 47, 51, 55, 61, 69, 71, 79, 81, 89, 91, 99];

const cpfTyped = fc
  .array(digit, { minLength: 9, maxLength: 9 })
  .filter((nine) => new Set(nine).size > 1)
  .chain((nine) => {
    const cpf = cpfOf(nine);
    const dotted = cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    return fc.constantFrom(
      { typed: dotted, type: 'cpf', key: cpf },
      { typed: ` ${dotted} `, type: 'cpf', key: cpf },
      { typed: `${cpf.slice(0, 9)}-${cpf.slice(9)}`, type: 'cpf', key: cpf },
      { typed: cpf, type: 'cpf?', key: cpf },
    );
  });
const cnpjTyped = fc
  .array(fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: 12, maxLength: 12 })
  .filter((chars) => new Set(chars).size > 1)
  .chain((chars) => {
    const cnpj = cnpjOf(chars.join(''));
    const dotted = cnpj.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
    return fc.constantFrom(
      { typed: cnpj, type: 'cnpj', key: cnpj },
      { typed: dotted, type: 'cnpj', key: cnpj },
      { typed: dotted.toLowerCase(), type: 'cnpj', key: cnpj },
    );
  });
const phoneTyped = fc
  .tuple(fc.constantFrom(...DDDS), fc.array(digit, { minLength: 8, maxLength: 8 }))
  .chain(([ddd, rest]) => {
    const number = `9${rest.join('')}`;
    const key = `+55${ddd}${number}`;
    const dashed = `${number.slice(0, 5)}-${number.slice(5)}`;
    return fc.constantFrom(
      ...[
        `(${ddd}) ${dashed}`,
        `${ddd} ${dashed}`,
        `(${ddd})${number}`,
        `+55 (${ddd}) ${dashed}`,
        `+55 ${ddd} ${number}`,
        `+55${ddd}${number}`,
        `0${ddd} ${dashed}`,
        `55${ddd}${number}`,
      ].map((typed) => ({ typed, type: 'phone', key })),
    );
  });
const emailTyped = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,30}$/),
    fc.array(fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/), { minLength: 1, maxLength: 3 }),
    fc.constantFrom('com', 'com.br', 'net', 'org.br', 'io'),
    fc.boolean(),
  )
  .filter(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`.length <= 77)
  .map(([local, labels, tld, upper]) => {
    const key = `${local}@${labels.join('.')}.${tld}`;
    return { typed: upper ? key.toUpperCase() : key, type: 'email', key };
  });
const evpTyped = fc
  .uuid({ version: 4 })
  .chain((uuid) =>
    fc.constantFrom(
      { typed: uuid, type: 'evp', key: uuid },
      { typed: uuid.toUpperCase(), type: 'evp', key: uuid },
      { typed: uuid.replace(/-/g, ''), type: 'evp', key: uuid },
    ),
  );

const receiver = fc.record({
  name: fc.constantFrom('Coders', 'Agência Côdêrs Soluções Digitais Ltda', 'João & Maria / Design', ''),
  city: fc.constantFrom('São Paulo', 'São José dos Campos', 'Brasília', 'Itu'),
  // Field 54 holds 13 characters (R$ 9.999.999.999,99; pixFor makes no code above it).
  amount: fc
    .bigInt({ min: 1n, max: 9_999_999_999_99n })
    .map((cents) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`),
  txid: fc.constantFrom('FAT-2026-0001', null, '***'),
});

const seed = Number(process.env.FC_SEED ?? 49);
const run = { seed, numRuns: 400, verbose: true } as const;

describe('every key that can be saved yields a BR Code an independent reader accepts', () => {
  it('for every key type, in the forms people type', () => {
    fc.assert(
      fc.property(
        fc.oneof(cpfTyped, cnpjTyped, phoneTyped, emailTyped, evpTyped),
        receiver,
        (entry, details) => {
          const parsed = parsePixKey(entry.typed);
          if (entry.type === 'cpf?') {
            // Bare digits: a CPF, unless they are also a mobile number (then refused as ambiguous).
            if (!parsed.ok) return expect(parsed.error).toBe(PIX_KEY_MESSAGES.ambiguous);
            expect(parsed).toEqual({ ok: true, type: 'cpf', key: entry.key });
          } else expect(parsed).toEqual({ ok: true, type: entry.type, key: entry.key });
          if (!parsed.ok) throw new Error(parsed.error);
          const code = pixPayload({ key: parsed.key, ...details });
          const read = readBrCode(code);
          expect(read.key).toBe(entry.key);
          expect(read.key).toMatch(DICT_FORMS[parsed.type]!);
          expect(read.amount).toBe(details.amount);
        },
      ),
      run,
    );
  });

  it('for anything at all that parsePixKey accepts', () => {
    const anything = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.stringMatching(/^[\d .()+/-]{8,20}$/),
      fc.stringMatching(/^[\w.@+-]{3,40}$/),
    );
    fc.assert(
      fc.property(anything, receiver, (typed, details) => {
        const parsed = parsePixKey(typed);
        if (!parsed.ok) return;
        const read = readBrCode(pixPayload({ key: parsed.key, ...details }));
        expect(read.key).toBe(parsed.key);
        expect(read.key).toMatch(DICT_FORMS[parsed.type]!);
      }),
      run,
    );
  });
});
