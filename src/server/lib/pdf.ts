/**
 * The server's PDF writer (decision 059): pdfkit on A4 with the standard Helvetica faces, so every word
 * is real text in the content stream (searchable, copyable, read by screen readers) and nothing is
 * downloaded or embedded at run time. A document is a list of blocks; `renderPdf` lays them out,
 * breaks pages and numbers them ('Página 1 de 2'). QR codes are drawn as vector squares from uqr's
 * matrix — the same encoder the screen's PIX QR uses — never as an image.
 */
import PDFDocument from 'pdfkit';
import { encode } from 'uqr';

export type PdfTable = {
  columns: { label: string; width: number; align?: 'left' | 'right' }[];
  rows: string[][];
};

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; muted?: boolean; size?: number }
  | { kind: 'facts'; items: [string, string][] }
  | { kind: 'table'; table: PdfTable }
  | { kind: 'totals'; items: [string, string, boolean?][] }
  | { kind: 'qr'; payload: string; caption: string }
  | { kind: 'box'; title: string; lines: string[] };

export type PdfDocumentInput = {
  /** The PDF's metadata title and the page's big title ('Proposta PRO-2026-0001'). */
  title: string;
  /** Who issues it (the agency's name), at the top left. */
  issuer: string;
  /** A line under the title ('Emitida em 27/11/2026'). */
  subtitle?: string;
  blocks: PdfBlock[];
  /** Printed at the foot of every page, beside 'Página N de M'. */
  footer: string;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const CONTENT = A4.width - MARGIN * 2;
const INK = '#111827';
const MUTED = '#4b5563';
const LINE = '#d1d5db';

/**
 * The standard fonts speak Windows-1252: accents, '—', '•', '€' and 'R$' are there; anything else
 * (an emoji in an item's description) becomes '?' instead of a broken glyph.
 */
export function pdfSafe(text: string): string {
  return text
    .replace(/\u202f/g, '\u00a0')
    .replace(
      /[^\t\n\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/gu,
      '?',
    );
}

export function renderPdf(input: PdfDocumentInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: pdfSafe(input.title), Author: pdfSafe(input.issuer), Creator: 'Coders' },
    lang: 'pt-BR',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(pdfSafe(input.issuer), MARGIN, MARGIN);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(pdfSafe(input.title));
  if (input.subtitle) doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(pdfSafe(input.subtitle));
  doc.moveDown(0.8);
  rule(doc);

  for (const block of input.blocks) drawBlock(doc, block);

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(pdfSafe(`${input.footer} — Página ${index + 1} de ${range.count}`), MARGIN, A4.height - 40, {
        width: CONTENT,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

type Doc = InstanceType<typeof PDFDocument>;

function rule(doc: Doc) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT, doc.y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.moveDown(0.6);
}

/** A new page when fewer than `height` points are left. */
function room(doc: Doc, height: number) {
  if (doc.y + height > A4.height - doc.page.margins.bottom) doc.addPage();
}

function drawBlock(doc: Doc, block: PdfBlock) {
  doc.x = MARGIN;
  switch (block.kind) {
    case 'heading':
      room(doc, 40);
      doc.moveDown(0.4);
      doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(pdfSafe(block.text), { width: CONTENT });
      doc.moveDown(0.3);
      return;
    case 'paragraph':
      doc
        .font('Helvetica')
        .fontSize(block.size ?? 10)
        .fillColor(block.muted ? MUTED : INK)
        .text(pdfSafe(block.text), { width: CONTENT, lineGap: 2 });
      doc.moveDown(0.5);
      return;
    case 'facts':
      for (const [label, value] of block.items) {
        room(doc, 16);
        const y = doc.y;
        doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(pdfSafe(label), MARGIN, y, { width: 150 });
        const after = doc.y;
        doc
          .font('Helvetica')
          .fillColor(INK)
          .text(pdfSafe(value), MARGIN + 155, y, { width: CONTENT - 155 });
        doc.y = Math.max(after, doc.y) + 2;
      }
      doc.x = MARGIN;
      doc.moveDown(0.4);
      return;
    case 'table':
      drawTable(doc, block.table);
      return;
    case 'totals':
      for (const [label, value, strong] of block.items) {
        room(doc, 16);
        const y = doc.y;
        doc
          .font(strong ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(strong ? 11 : 10)
          .fillColor(INK);
        doc.text(pdfSafe(label), MARGIN + CONTENT - 300, y, { width: 180, align: 'right' });
        doc.text(pdfSafe(value), MARGIN + CONTENT - 115, y, { width: 115, align: 'right' });
        doc.y += 3;
      }
      doc.x = MARGIN;
      doc.moveDown(0.5);
      return;
    case 'qr':
      drawQr(doc, block.payload, block.caption);
      return;
    case 'box': {
      room(doc, 30 + block.lines.length * 14);
      const top = doc.y;
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(INK)
        .text(pdfSafe(block.title), MARGIN + 10, top + 8, { width: CONTENT - 20 });
      for (const line of block.lines) {
        doc
          .font('Helvetica')
          .fontSize(9)
          .fillColor(INK)
          .text(pdfSafe(line), { width: CONTENT - 20 });
      }
      const bottom = doc.y + 8;
      doc
        .rect(MARGIN, top, CONTENT, bottom - top)
        .lineWidth(0.75)
        .strokeColor(LINE)
        .stroke();
      doc.x = MARGIN;
      doc.y = bottom + 8;
      return;
    }
  }
}

function drawTable(doc: Doc, table: PdfTable) {
  const total = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => (column.width / total) * CONTENT);
  const cell = (texts: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = texts.map((text, index) =>
      doc.heightOfString(pdfSafe(text), { width: widths[index]! - 8 }),
    );
    const height = Math.max(...heights) + 8;
    room(doc, height);
    const y = doc.y;
    let x = MARGIN;
    texts.forEach((text, index) => {
      doc
        .fillColor(bold ? MUTED : INK)
        .text(pdfSafe(text), x + 4, y + 4, { width: widths[index]! - 8, align: table.columns[index]!.align });
      x += widths[index]!;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + CONTENT, y + height)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.y = y + height;
  };
  cell(
    table.columns.map((column) => column.label),
    true,
  );
  for (const row of table.rows) cell(row, false);
  doc.x = MARGIN;
  doc.moveDown(0.6);
}

/** The QR as filled squares (scannable at 4 cm), its caption and the payload as text beside it. */
function drawQr(doc: Doc, payload: string, caption: string) {
  const qr = encode(payload, { border: 2 });
  const side = 120;
  room(doc, side + 20);
  const top = doc.y;
  const cellSize = side / qr.size;
  doc.rect(MARGIN, top, side, side).fillColor('#ffffff').fill();
  doc.fillColor('#000000');
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) doc.rect(MARGIN + x * cellSize, top + y * cellSize, cellSize, cellSize);
    });
  });
  doc.fill();
  const textX = MARGIN + side + 16;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(pdfSafe(caption), textX, top + 4, { width: CONTENT - side - 16 });
  doc.moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('PIX copia e cola:', { width: CONTENT - side - 16 });
  doc
    .font('Courier')
    .fontSize(7)
    .fillColor(INK)
    .text(payload, { width: CONTENT - side - 16, lineBreak: true });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + side) + 12;
}

/** Headers for a PDF download: private, never cached, never sniffed or run as a page. */
export function pdfHeaders(filename: string, size: number): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'content-length': String(size),
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'referrer-policy': 'no-referrer',
  };
}
