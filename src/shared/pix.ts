/**
 * The static PIX BR Code ('copia e cola', docs/product/invoices-and-payments.md): EMV TLV fields, each
 * `id (2 digits) + length (2 digits) + value`, ending with field 63 = CRC-16/CCITT-FALSE of everything
 * before it (including '6304'), as 4 upper-case hex digits. Name ≤ 25 and city ≤ 15 characters, without
 * accents; the txid is the invoice number without dashes (or '***' when there is none).
 */

export type PixInput = {
  key: string;
  /** Receiver name (cut to 25 characters, accents removed). */
  name: string;
  /** Receiver city (cut to 15 characters, accents removed). */
  city: string;
  /** Amount as exact decimal text ('1.00'); omitted lets the payer type it. */
  amount?: string | null;
  /** Transaction id: letters and digits only, up to 25; '***' when absent. */
  txid?: string | null;
  /** Optional message shown to the payer (field 26/02). */
  description?: string | null;
};

/** Removes accents and characters outside the BR Code's safe set. */
export function pixText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,\-@/*&+_:]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** An invoice number as a txid: 'FAT-2026-0001' → 'FAT20260001'. */
export function pixTxid(value: string | null | undefined): string {
  const clean = (value ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 25);
  return clean || '***';
}

function field(id: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new Error(`Campo PIX ${id} longo demais`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) over UTF-8 bytes. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function pixPayload(input: PixInput): string {
  const key = field('01', input.key.trim());
  // Field 26 holds 99 characters: the message gets what the GUI and the key leave (a 77-character e-mail leaves none).
  const room = 99 - field('00', 'br.gov.bcb.pix').length - key.length - 4;
  const description = input.description && room > 0 ? pixText(input.description, Math.min(60, room)) : '';
  const account = field('00', 'br.gov.bcb.pix') + key + (description ? field('02', description) : '');
  const amount = input.amount && Number(input.amount) > 0 ? field('54', input.amount) : '';
  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    amount +
    field('58', 'BR') +
    field('59', pixText(input.name, 25) || 'N') +
    field('60', pixText(input.city, 15) || 'BRASIL') +
    field('62', field('05', input.txid === '***' ? '***' : pixTxid(input.txid))) +
    '6304';
  return body + crc16(body);
}

/**
 * The dynamic BR Code of a charge created on the bank (API Pix cob/cobv, decision 071): field 26
 * carries the location URL (sub-field 25, without the scheme) instead of the key; the amount, due date,
 * fine and interest are read by the payer's bank from that location, so field 54 is left out; field 01
 * = 12 (one use) and the txid field 62/05 is '***' (the txid travels in the location's payload).
 */
export function pixDynamicPayload(input: { location: string; name: string; city: string }): string {
  const location = input.location.trim().replace(/^https?:\/\//i, '');
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', field('00', 'br.gov.bcb.pix') + field('25', location)) +
    field('52', '0000') +
    field('53', '986') +
    field('58', 'BR') +
    field('59', pixText(input.name, 25) || 'N') +
    field('60', pixText(input.city, 15) || 'BRASIL') +
    field('62', field('05', '***')) +
    '6304';
  return body + crc16(body);
}
