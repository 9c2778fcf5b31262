/**
 * Bytes of a bank file → text (docs/decisions/050-bank-statement-files.md). Brazilian banks write OFX
 * 1.02 with `CHARSET:1252` (Itaú, Bradesco, BB, Santander, Caixa) and CSVs in UTF-8 (Nubank, Inter)
 * or Latin-1 (older exports, Excel). iconv-lite decodes; the choice is:
 * - bytes that are valid UTF-8 and hold a multi-byte character are UTF-8, whatever a header says: a
 *   windows-1252 text with accents is never valid UTF-8 ('Ç' is 0xC7, and 'ÇÃO' is not a UTF-8
 *   sequence), while some exports declare 1252 and write UTF-8;
 * - otherwise the declared charset (OFX `CHARSET:`/`ENCODING:`, the XML declaration); without one,
 *   windows-1252 (a superset of ISO-8859-1 for every printable character).
 * Never a replacement character: every byte of 1252 maps to a character.
 */
import iconv from 'iconv-lite';

export type StatementEncoding = 'utf-8' | 'windows-1252';

export const ENCODING_LABELS: Record<StatementEncoding, string> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252 (Latin-1)',
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

function validUtf8(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const hasHighBytes = (bytes: Uint8Array) => bytes.some((byte) => byte >= 0x80);

/** The charset an OFX header or XML declaration names, mapped to what we decode; null when none. */
export function declaredCharset(head: string): StatementEncoding | null {
  const xml = /<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1];
  const charset = /^\s*CHARSET\s*:\s*(\S+)/im.exec(head)?.[1];
  const encoding = /^\s*ENCODING\s*:\s*(\S+)/im.exec(head)?.[1];
  for (const value of [xml, charset, encoding]) {
    if (!value) continue;
    const name = value.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (name === 'utf8') return 'utf-8';
    if (['1252', 'windows1252', 'cp1252', 'iso88591', 'latin1', '88591', 'isolatin1'].includes(name))
      return 'windows-1252';
  }
  return null;
}

export type DecodedFile = { text: string; encoding: StatementEncoding; declared: StatementEncoding | null };

/** Decodes a statement file; `forced` (the person's choice in the mapping step) wins when given. */
export function decodeStatement(bytes: Uint8Array, forced?: StatementEncoding | null): DecodedFile {
  let body = bytes;
  let bom = false;
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) {
    body = body.subarray(3);
    bom = true;
  }
  const head = Buffer.from(body.subarray(0, 2048)).toString('latin1');
  const declared = declaredCharset(head);
  let encoding: StatementEncoding;
  if (forced) encoding = forced;
  else if (bom || (hasHighBytes(body) && validUtf8(body))) encoding = 'utf-8';
  else if (declared === 'utf-8' && validUtf8(body)) encoding = 'utf-8';
  else encoding = 'windows-1252';
  const text = iconv.decode(Buffer.from(body), encoding === 'utf-8' ? 'utf8' : 'win1252');
  return { text, encoding, declared };
}
