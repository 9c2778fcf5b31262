/**
 * The asset library (docs/product/assets.md) on the files table: images and PDFs (typed by their
 * bytes, size capped by the 'Tamanho Máximo de Arquivo' setting) and video links, with tags, client,
 * campaign, licence expiry and versions (a new file keeps the older ones listed and downloadable).
 */
import { and, arrayContains, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { files, leads, users } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { afterCreated, createdPage, instantKey } from '@server/lib/cursor';
import { HttpError, notFound } from '@server/lib/http';
import { containsPattern } from '@server/lib/like';
import { cleanFilename, maxUploadBytes, tooLarge } from '@server/uploads/store-upload';
import { assetApi } from '@shared/assets/api';
import { licenceState } from '@shared/assets/rules';
import {
  ASSET_NOT_FOUND,
  type Asset,
  type AssetClient,
  type AssetDetail,
  type AssetList,
  type AssetListQuery,
  type AssetMetadataData,
  type AssetUploadData,
  type VideoLinkData,
} from '@shared/assets/schemas';
import { fillPath } from '@shared/contract';
import { assetExtension, detectAssetType, isImageType } from './detect-asset';
import { assets, assetVersions } from './schema';

export const UNSUPPORTED_ASSET = 'Formato não suportado. Envie uma imagem PNG, JPEG, WebP, GIF ou um PDF.';

/** The download address of an asset's current file, or of one version (the contract's path). */
const downloadUrl = (id: string, version?: number) =>
  `${fillPath(assetApi.download.path, { id })}${version ? `?version=${version}` : ''}`;

const columns = {
  asset: assets,
  clientName: sql<string | null>`coalesce(${leads.company}, ${leads.name})`,
  cursorKey: instantKey(assets.createdAt),
};

function toAsset(row: { asset: typeof assets.$inferSelect; clientName: string | null }, now: Date): Asset {
  const { asset } = row;
  const isImage = Boolean(asset.fileId && asset.mimeType && isImageType(asset.mimeType));
  return {
    id: asset.id,
    kind: asset.kind,
    title: asset.title,
    description: asset.description,
    tags: asset.tags,
    clientId: asset.clientId,
    clientName: row.clientName,
    campaignSlug: asset.campaignSlug,
    licenceExpiresOn: asset.licenceExpiresOn,
    licence: licenceState(asset.licenceExpiresOn, now),
    url: asset.url,
    previewUrl: isImage ? `/api/uploads/${asset.fileId}` : null,
    downloadUrl: asset.fileId ? downloadUrl(asset.id) : null,
    mimeType: asset.mimeType,
    size: asset.size,
    version: asset.version,
    createdAt: asset.createdAt.toISOString(),
    updatedAt: asset.updatedAt.toISOString(),
  };
}

export async function listAssets(db: Db, query: AssetListQuery, now = new Date()): Promise<AssetList> {
  const limit = query.limit ?? 24;
  const filters: SQL[] = [];
  if (query.q) filters.push(sql`${assets.searchText} like ${containsPattern(query.q.toLowerCase())}`);
  if (query.tag) filters.push(arrayContains(assets.tags, [query.tag]));
  if (query.kind) filters.push(eq(assets.kind, query.kind));
  const after = afterCreated(assets.createdAt, assets.id, query.cursor);
  if (after) filters.push(after);
  const rows = await db
    .select(columns)
    .from(assets)
    .leftJoin(leads, eq(leads.id, assets.clientId))
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(assets.createdAt), desc(assets.id))
    .limit(limit + 1);
  const page = createdPage(
    rows.map((row) => ({ ...row, id: row.asset.id })),
    limit,
  );
  return { items: page.items.map((row) => toAsset(row, now)), nextCursor: page.nextCursor };
}

export async function listTags(db: Db): Promise<string[]> {
  const rows = await queryRows<{ tag: string }>(
    db,
    sql`select distinct unnest(tags) as tag from assets order by 1 limit 200`,
  );
  return rows.map((row) => row.tag);
}

/** Clients (won leads) an asset can be tied to: id and name only, for marketing's picker. */
export async function clientOptions(db: Db): Promise<AssetClient[]> {
  return db
    .select({ id: leads.id, name: sql<string>`coalesce(${leads.company}, ${leads.name})` })
    .from(leads)
    .where(eq(leads.status, 'won'))
    .orderBy(sql`2`)
    .limit(300);
}

export async function readAsset(db: Db, id: string, now = new Date()): Promise<AssetDetail> {
  const [row] = await db
    .select(columns)
    .from(assets)
    .leftJoin(leads, eq(leads.id, assets.clientId))
    .where(eq(assets.id, id))
    .limit(1);
  if (!row) throw notFound(ASSET_NOT_FOUND);
  const versions = await db
    .select({ version: assetVersions, createdByName: users.name })
    .from(assetVersions)
    .leftJoin(users, eq(users.id, assetVersions.createdBy))
    .where(eq(assetVersions.assetId, id))
    .orderBy(desc(assetVersions.version));
  return {
    ...toAsset(row, now),
    versions: versions.map(({ version, createdByName }) => ({
      version: version.version,
      filename: version.filename,
      mimeType: version.mimeType,
      size: version.size,
      url: version.url,
      downloadUrl: version.fileId ? downloadUrl(id, version.version) : null,
      createdByName,
      createdAt: version.createdAt.toISOString(),
    })),
  };
}

async function assertClient(db: Db, clientId: string | null) {
  if (!clientId) return;
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, clientId)).limit(1);
  if (!lead)
    throw new HttpError(422, 'validation', 'Cliente não encontrado', { clientId: 'Cliente não encontrado' });
}

/** Reads, checks and types a sent file; throws 413/422/415 like /api/uploads. */
async function readFile(db: Db, file: File) {
  const limit = await maxUploadBytes(db);
  if (file.size > limit.bytes) throw tooLarge(limit.megabytes);
  if (file.size === 0)
    throw new HttpError(422, 'validation', 'O arquivo está vazio.', { file: 'O arquivo está vazio.' });
  const data = Buffer.from(await file.arrayBuffer());
  const mimeType = detectAssetType(data);
  if (!mimeType) throw new HttpError(415, 'unsupported_type', UNSUPPORTED_ASSET, { file: UNSUPPORTED_ASSET });
  return { data, mimeType, filename: cleanFilename(file.name, assetExtension(mimeType)) };
}

type SentFile = Awaited<ReturnType<typeof readFile>>;

/** Keeps a sent file in the files table (inside the caller's transaction). */
async function storeFile(db: Db, actor: Actor, sent: SentFile) {
  const [stored] = await db
    .insert(files)
    .values({
      filename: sent.filename,
      mimeType: sent.mimeType,
      size: sent.data.length,
      data: sent.data,
      createdBy: actor?.id ?? null,
    })
    .returning({ id: files.id });
  return stored!;
}

/** What an asset of a sniffed file type is. */
export const kindOf = (mimeType: string): 'pdf' | 'image' =>
  mimeType === 'application/pdf' ? 'pdf' : 'image';

/** The columns an asset's metadata fills besides its title (the same for a file, a link and an edit). */
const described = (metadata: Omit<AssetMetadataData, 'title'>) => ({
  description: metadata.description,
  tags: metadata.tags,
  clientId: metadata.clientId,
  campaignSlug: metadata.campaignSlug,
  licenceExpiresOn: metadata.licenceExpiresOn,
});

const titleFrom = (filename: string) => filename.replace(/\.[^.]*$/, '').slice(0, 200) || 'Arquivo';

export async function uploadAsset(
  db: Db,
  actor: Actor,
  { file, ...metadata }: AssetUploadData,
): Promise<AssetDetail> {
  await assertClient(db, metadata.clientId);
  const sent = await readFile(db, file);
  const id = await db.transaction(async (tx) => {
    const stored = await storeFile(tx, actor, sent);
    const [asset] = await tx
      .insert(assets)
      .values({
        kind: kindOf(sent.mimeType),
        title: metadata.title || titleFrom(sent.filename),
        ...described(metadata),
        fileId: stored.id,
        mimeType: sent.mimeType,
        size: sent.data.length,
        createdBy: actor?.id ?? null,
      })
      .returning({ id: assets.id });
    await tx.insert(assetVersions).values({
      assetId: asset!.id,
      version: 1,
      fileId: stored.id,
      filename: sent.filename,
      mimeType: sent.mimeType,
      size: sent.data.length,
      createdBy: actor?.id ?? null,
    });
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'asset',
      entityId: asset!.id,
      after: {
        filename: sent.filename,
        mimeType: sent.mimeType,
        size: sent.data.length,
        tags: metadata.tags,
      },
    });
    return asset!.id;
  });
  return readAsset(db, id);
}

export async function createVideoLink(db: Db, actor: Actor, input: VideoLinkData): Promise<AssetDetail> {
  await assertClient(db, input.clientId);
  const id = await db.transaction(async (tx) => {
    const [asset] = await tx
      .insert(assets)
      .values({
        kind: 'video_link',
        title: input.title,
        ...described(input),
        url: input.url,
        createdBy: actor?.id ?? null,
      })
      .returning({ id: assets.id });
    await tx
      .insert(assetVersions)
      .values({ assetId: asset!.id, version: 1, url: input.url, createdBy: actor?.id ?? null });
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'asset',
      entityId: asset!.id,
      after: { url: input.url },
    });
    return asset!.id;
  });
  return readAsset(db, id);
}

/** A new file for an asset: the asset points at it, every earlier version stays listed. */
export async function addVersion(db: Db, actor: Actor, id: string, file: File): Promise<AssetDetail> {
  const [asset] = await db.select().from(assets).where(eq(assets.id, id)).limit(1);
  if (!asset) throw notFound(ASSET_NOT_FOUND);
  if (asset.kind === 'video_link')
    throw new HttpError(422, 'validation', 'Links de vídeo não têm versões de arquivo.', {
      file: 'Links de vídeo não têm versões de arquivo.',
    });
  const sent = await readFile(db, file);
  const kind = kindOf(sent.mimeType);
  if (kind !== asset.kind) {
    const message =
      asset.kind === 'pdf' ? 'A nova versão deve ser um PDF.' : 'A nova versão deve ser uma imagem.';
    throw new HttpError(422, 'validation', message, { file: message });
  }
  await db.transaction(async (tx) => {
    const stored = await storeFile(tx, actor, sent);
    // The row lock serialises two versions sent at once (each gets its own number).
    const [locked] = await queryRows<{ version: number }>(
      tx as unknown as Db,
      sql`select version from assets where id = ${id} for update`,
    );
    const version = Number(locked?.version ?? asset.version) + 1;
    await tx.insert(assetVersions).values({
      assetId: id,
      version,
      fileId: stored.id,
      filename: sent.filename,
      mimeType: sent.mimeType,
      size: sent.data.length,
      createdBy: actor?.id ?? null,
    });
    await tx
      .update(assets)
      .set({
        fileId: stored.id,
        mimeType: sent.mimeType,
        size: sent.data.length,
        version,
        updatedAt: new Date(),
      })
      .where(eq(assets.id, id));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'asset',
      entityId: id,
      before: { version: asset.version },
      after: { version, filename: sent.filename, size: sent.data.length },
    });
  });
  return readAsset(db, id);
}

export async function updateMetadata(
  db: Db,
  actor: Actor,
  id: string,
  input: AssetMetadataData,
): Promise<AssetDetail> {
  const [before] = await db.select().from(assets).where(eq(assets.id, id)).limit(1);
  if (!before) throw notFound(ASSET_NOT_FOUND);
  await assertClient(db, input.clientId);
  const values = { title: input.title, ...described(input) };
  await db
    .update(assets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assets.id, id));
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'asset',
    entityId: id,
    before: { title: before.title, tags: before.tags, campaignSlug: before.campaignSlug },
    after: values,
  });
  return readAsset(db, id);
}

/**
 * Removes an asset and its version list. The stored files stay: a published post may show one of
 * its images as a cover (their addresses are permanent).
 */
export async function deleteAsset(db: Db, actor: Actor, id: string): Promise<void> {
  const [row] = await db.delete(assets).where(eq(assets.id, id)).returning();
  if (!row) throw notFound(ASSET_NOT_FOUND);
  await recordAudit(db, actor, {
    action: 'delete',
    entity: 'asset',
    entityId: id,
    before: { title: row.title, kind: row.kind },
  });
}

/** The file of an asset's current (or given) version, for download. */
export async function assetFile(db: Db, id: string, version?: number) {
  const [row] = await db
    .select({ file: files })
    .from(assetVersions)
    .innerJoin(files, eq(files.id, assetVersions.fileId))
    .where(
      version
        ? and(eq(assetVersions.assetId, id), eq(assetVersions.version, version))
        : and(
            eq(assetVersions.assetId, id),
            sql`${assetVersions.version} = (select version from assets where id = ${id})`,
          ),
    )
    .limit(1);
  return row?.file ?? null;
}
