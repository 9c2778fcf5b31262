/**
 * What a PDF says as text, read the way a text extractor does: each page content stream inflated,
 * every string shown by TJ/Tj decoded (pdfkit writes hex strings in the standard fonts' WinAnsi
 * encoding). Text that was drawn as an image is not found here: a match proves searchable text.
 */
import { constants, inflateSync } from 'node:zlib';

const decode = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const starts = /stream\r?\n/g;
  for (let match = starts.exec(raw); match; match = starts.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const shown of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ/g)) {
      lines.push([...shown[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decode(hex[1]!)).join(''));
    }
    for (const shown of content.matchAll(/<([0-9a-fA-F]*)>\s*Tj/g)) lines.push(decode(shown[1]!));
  }
  return lines.join('\n');
}

/** The PDF attached to a raw e-mail (base64 part), with its file name. */
export function pdfAttachment(raw: string): { filename: string; data: Buffer } | null {
  const part =
    /Content-Type: application\/pdf;?[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*\r?\n((?:[A-Za-z-]+:[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*\r?\n)*)\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(
      raw,
    );
  if (!part) return null;
  const headers = part[0];
  const filename = /filename\*?=(?:UTF-8'')?"?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '';
  return {
    filename: decodeURIComponent(filename),
    data: Buffer.from(part[2]!.replace(/\s+/g, ''), 'base64'),
  };
}
