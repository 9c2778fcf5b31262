/**
 * Image uploads (blog covers): the real type comes from the bytes, the size is capped by the
 * 'Tamanho Máximo de Arquivo' setting, and the file is kept in the database (every instance serves it).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { files } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { HttpError } from '@server/lib/http';
import { getSettings } from '@server/settings/settings';
import type { UploadedFile } from '@shared/schemas/post';
import { detectImageType, extensionFor } from './detect-image';

export const UNSUPPORTED_TYPE = 'Formato não suportado. Envie uma imagem PNG, JPEG, WebP ou GIF.';
export const tooLargeMessage = (megabytes: number) => `O arquivo excede o tamanho máximo de ${megabytes} MB.`;

export async function maxUploadBytes(db: Db): Promise<{ bytes: number; megabytes: number }> {
  const megabytes = Number((await getSettings(db)).maxFileSize) || 10;
  return { bytes: megabytes * 1024 * 1024, megabytes };
}

export const tooLarge = (megabytes: number) => new HttpError(413, 'too_large', tooLargeMessage(megabytes));

/** A safe display name: no folders, no control characters or quotes, the detected extension. */
export function cleanFilename(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .split('')
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f && !`"'<>`.includes(char))
    .join('')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 120);
  return `${base || 'imagem'}.${extension}`;
}

export async function storeUpload(db: Db, actor: Actor, file: File): Promise<UploadedFile> {
  const limit = await maxUploadBytes(db);
  if (file.size > limit.bytes) throw tooLarge(limit.megabytes);
  if (file.size === 0)
    throw new HttpError(422, 'validation', 'O arquivo está vazio.', { file: 'O arquivo está vazio.' });
  const data = Buffer.from(await file.arrayBuffer());
  const mimeType = detectImageType(data);
  if (!mimeType) throw new HttpError(415, 'unsupported_type', UNSUPPORTED_TYPE, { file: UNSUPPORTED_TYPE });

  const filename = cleanFilename(file.name, extensionFor[mimeType]);
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({ filename, mimeType, size: data.length, data, createdBy: actor?.id ?? null })
      .returning({ id: files.id });
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'file',
      entityId: row!.id,
      after: { filename, mimeType, size: data.length },
    });
    return row!;
  });
  return { id: stored.id, url: `/api/uploads/${stored.id}`, filename, mimeType, size: data.length };
}

/**
 * A file served publicly by /api/uploads/:id. Partner contracts (partner_document_versions) live in
 * the same table but are private: only their own adm-only route serves them.
 */
export async function readUpload(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.id, id),
        sql`not exists (select 1 from partner_document_versions v where v.file_id = ${files.id})`,
      ),
    )
    .limit(1);
  return row ?? null;
}
