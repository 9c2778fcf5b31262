/**
 * NFS-e PDF/XML and boleto files on an invoice: the type comes from the bytes (PDF magic or XML text),
 * the size is capped by the 'Tamanho Máximo de Arquivo' setting, and the file is served only to
 * finance (never through the public /api/uploads route).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { files } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { maxUploadBytes, tooLarge } from '@server/uploads/store-upload';
import { INVOICE_NOT_FOUND, type InvoiceFileKind } from '@shared/invoices/schemas';
import { invoices } from './schema';

const column = {
  'nfse-pdf': 'nfsePdfFileId',
  'nfse-xml': 'nfseXmlFileId',
  boleto: 'boletoFileId',
} as const satisfies Record<InvoiceFileKind, keyof typeof invoices.$inferSelect>;

const expected: Record<InvoiceFileKind, 'pdf' | 'xml'> = {
  'nfse-pdf': 'pdf',
  'nfse-xml': 'xml',
  boleto: 'pdf',
};

function detect(data: Buffer): 'pdf' | 'xml' | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const text = data
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<?xml') || /^<[A-Za-z]/.test(text)) return 'xml';
  return null;
}

function cleanName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 100);
  return `${base || 'arquivo'}.${extension}`;
}

export async function attachInvoiceFile(db: Db, actor: Actor, id: string, kind: InvoiceFileKind, file: File) {
  const limit = await maxUploadBytes(db);
  if (file.size > limit.bytes) throw tooLarge(limit.megabytes);
  if (file.size === 0)
    throw new HttpError(422, 'validation', 'O arquivo está vazio.', { file: 'O arquivo está vazio.' });
  const data = Buffer.from(await file.arrayBuffer());
  const type = detect(data);
  if (type !== expected[kind]) {
    const message = expected[kind] === 'pdf' ? 'Envie um arquivo PDF.' : 'Envie o arquivo XML da NFS-e.';
    throw new HttpError(415, 'unsupported_type', message, { file: message });
  }
  const mimeType = type === 'pdf' ? 'application/pdf' : 'application/xml';
  const filename = cleanName(file.name, type);
  await db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update').limit(1);
    if (!invoice) throw notFound(INVOICE_NOT_FOUND);
    if (!invoice.issuedAt) throw conflict('Emita a fatura antes de anexar arquivos.');
    const [row] = await tx
      .insert(files)
      .values({ filename, mimeType, size: data.length, data, createdBy: actor?.id ?? null })
      .returning({ id: files.id });
    await tx
      .update(invoices)
      .set({ [column[kind]]: row!.id, updatedAt: new Date() })
      .where(eq(invoices.id, id));
    await recordAudit(tx, actor, {
      action: 'attach',
      entity: 'invoice',
      entityId: id,
      before: { [kind]: invoice[column[kind]] },
      after: { [kind]: row!.id, filename, size: data.length },
    });
  });
}

export async function readInvoiceFile(db: Db, id: string, kind: InvoiceFileKind) {
  const [invoice] = await db
    .select({ fileId: invoices[column[kind]] })
    .from(invoices)
    .where(eq(invoices.id, id))
    .limit(1);
  if (!invoice?.fileId) return null;
  const [row] = await db.select().from(files).where(eq(files.id, invoice.fileId)).limit(1);
  return row ?? null;
}
