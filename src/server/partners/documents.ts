/**
 * Partner documents (docs/product/partners.md): contracts kept in the files table, each upload a new
 * version (history kept), with the signature status and its dates. PDF or images only (detected from
 * the bytes), up to the 'Tamanho Máximo de Arquivo' setting. Served only to adm, as attachments.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { files } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { HttpError, notFound } from '@server/lib/http';
import { detectImageType, extensionFor } from '@server/uploads/detect-image';
import { cleanFilename, maxUploadBytes, tooLarge } from '@server/uploads/store-upload';
import type { SignatureStatus } from '@shared/partners/catalog';
import { DOCUMENT_NOT_FOUND, type PartnerDocumentItem } from '@shared/partners/schemas';
import { readPartner } from './partners';
import { partnerDocuments, partnerDocumentVersions } from './schema';

export const DOCUMENT_TYPE_MESSAGE =
  'Formato não suportado. Envie um PDF ou uma imagem PNG, JPEG, WebP ou GIF.';

const isPdf = (bytes: Uint8Array) =>
  bytes.length > 4 &&
  bytes[0] === 0x25 &&
  bytes[1] === 0x50 &&
  bytes[2] === 0x44 &&
  bytes[3] === 0x46 &&
  bytes[4] === 0x2d;

async function storeFile(db: Db, actor: Actor, file: File) {
  const limit = await maxUploadBytes(db);
  if (file.size > limit.bytes) throw tooLarge(limit.megabytes);
  if (file.size === 0) {
    throw new HttpError(422, 'validation', 'O arquivo está vazio.', { file: 'O arquivo está vazio.' });
  }
  const data = Buffer.from(await file.arrayBuffer());
  const image = detectImageType(data);
  const mimeType = isPdf(data) ? 'application/pdf' : image;
  if (!mimeType) {
    throw new HttpError(415, 'unsupported_type', DOCUMENT_TYPE_MESSAGE, { file: DOCUMENT_TYPE_MESSAGE });
  }
  const filename = cleanFilename(file.name, image ? extensionFor[image] : 'pdf');
  const [row] = await db
    .insert(files)
    .values({ filename, mimeType, size: data.length, data, createdBy: actor?.id ?? null })
    .returning({ id: files.id });
  return row!.id;
}

type Row = {
  id: string;
  partner_id: string;
  partner_name: string;
  title: string;
  signature_status: SignatureStatus;
  sent_at: string | null;
  signed_at: string | null;
  refused_at: string | null;
  created_at: string;
  versions: PartnerDocumentItem['versions'] | string;
};

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

export async function listDocuments(db: Db, partnerId?: string, id?: string): Promise<PartnerDocumentItem[]> {
  const where = id ? sql`d.id = ${id}` : partnerId ? sql`d.partner_id = ${partnerId}` : sql`true`;
  const rows = await queryRows<Row>(
    db,
    sql`select d.id, d.partner_id, p.name as partner_name, d.title, d.signature_status, d.sent_at, d.signed_at,
          d.refused_at, d.created_at,
          coalesce((select json_agg(json_build_object('id', v.id, 'version', v.version, 'filename', f.filename,
                       'size', f.size, 'mimeType', f.mime_type, 'createdAt', v.created_at) order by v.version desc)
                    from partner_document_versions v join files f on f.id = v.file_id
                    where v.document_id = d.id), '[]'::json) as versions
        from partner_documents d join partners p on p.id = d.partner_id
        where ${where}
        order by d.created_at desc limit 500`,
  );
  return rows.map((row) => ({
    id: row.id,
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    title: row.title,
    signatureStatus: row.signature_status,
    sentAt: iso(row.sent_at),
    signedAt: iso(row.signed_at),
    refusedAt: iso(row.refused_at),
    createdAt: iso(row.created_at)!,
    versions: (typeof row.versions === 'string' ? JSON.parse(row.versions) : row.versions).map(
      (version: PartnerDocumentItem['versions'][number]) => ({
        ...version,
        createdAt: iso(version.createdAt)!,
      }),
    ),
  }));
}

async function readDocument(db: Db, id: string) {
  const [document] = await listDocuments(db, undefined, id);
  if (!document) throw notFound(DOCUMENT_NOT_FOUND);
  return document;
}

export async function createDocument(
  db: Db,
  actor: Actor,
  input: { partnerId: string; title: string; file: File },
): Promise<PartnerDocumentItem> {
  await readPartner(db, input.partnerId);
  const id = await db.transaction(async (tx) => {
    const fileId = await storeFile(tx, actor, input.file);
    const [document] = await tx
      .insert(partnerDocuments)
      .values({ partnerId: input.partnerId, title: input.title, createdBy: actor?.id ?? null })
      .returning({ id: partnerDocuments.id });
    await tx
      .insert(partnerDocumentVersions)
      .values({ documentId: document!.id, version: 1, fileId, uploadedBy: actor?.id ?? null });
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'partner_document',
      entityId: document!.id,
      after: { partnerId: input.partnerId, title: input.title },
    });
    return document!.id;
  });
  return readDocument(db, id);
}

/** A new version of the file; the earlier ones stay. The signature starts over (pendente). */
export async function addDocumentVersion(
  db: Db,
  actor: Actor,
  id: string,
  file: File,
): Promise<PartnerDocumentItem> {
  const before = await readDocument(db, id);
  await db.transaction(async (tx) => {
    const fileId = await storeFile(tx, actor, file);
    const next = (before.versions[0]?.version ?? 0) + 1;
    await tx
      .insert(partnerDocumentVersions)
      .values({ documentId: id, version: next, fileId, uploadedBy: actor?.id ?? null });
    await tx
      .update(partnerDocuments)
      .set({
        signatureStatus: 'pendente',
        sentAt: null,
        signedAt: null,
        refusedAt: null,
        updatedAt: new Date(),
      })
      .where(sql`${partnerDocuments.id} = ${id}`);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'partner_document',
      entityId: id,
      after: { version: next },
    });
  });
  return readDocument(db, id);
}

export async function updateSignature(
  db: Db,
  actor: Actor,
  id: string,
  input: { signatureStatus: SignatureStatus; date: string | null },
  now = new Date(),
): Promise<PartnerDocumentItem> {
  const before = await readDocument(db, id);
  const at = input.date ? new Date(`${input.date}T12:00:00-03:00`) : now;
  const set: Partial<typeof partnerDocuments.$inferInsert> = {
    signatureStatus: input.signatureStatus,
    updatedAt: now,
  };
  if (input.signatureStatus === 'pendente')
    Object.assign(set, { sentAt: null, signedAt: null, refusedAt: null });
  if (input.signatureStatus === 'enviado')
    Object.assign(set, { sentAt: at, signedAt: null, refusedAt: null });
  if (input.signatureStatus === 'assinado') Object.assign(set, { signedAt: at, refusedAt: null });
  if (input.signatureStatus === 'recusado') Object.assign(set, { refusedAt: at, signedAt: null });
  await db.update(partnerDocuments).set(set).where(sql`${partnerDocuments.id} = ${id}`);
  await recordAudit(db, actor, {
    action: 'status',
    entity: 'partner_document',
    entityId: id,
    before: { signatureStatus: before.signatureStatus },
    after: { signatureStatus: input.signatureStatus, at: at.toISOString() },
  });
  return readDocument(db, id);
}

export async function readDocumentVersionFile(db: Db, versionId: string) {
  const [row] = await queryRows<{
    filename: string;
    mime_type: string;
    size: number;
    data: Buffer | Uint8Array;
  }>(
    db,
    sql`select f.filename, f.mime_type, f.size, f.data from partner_document_versions v
        join files f on f.id = v.file_id where v.id = ${versionId}`,
  );
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return row;
}
