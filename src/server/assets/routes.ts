/**
 * /api/assets (mkt and adm, docs/product/assets.md): the media library. Files are typed by their bytes
 * and capped in size; downloads go out with the sniffed type, nosniff, a sandbox CSP and, for
 * anything but an image, as an attachment.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  addVersion,
  assetFile,
  clientOptions,
  createVideoLink,
  deleteAsset,
  listAssets,
  listTags,
  readAsset,
  updateMetadata,
  uploadAsset,
} from '@server/assets/assets';
import { isImageType } from '@server/assets/detect-asset';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { form, json, query } from '@server/http/validate';
import { errorResponse, notFound, validationError } from '@server/lib/http';
import { maxUploadBytes, tooLarge } from '@server/uploads/store-upload';
import {
  ASSET_NOT_FOUND,
  assetListQuerySchema,
  assetMetadataSchema,
  videoLinkSchema,
} from '@shared/schemas/assets';

const MULTIPART_OVERHEAD = 64 * 1024;
const uuid = z.uuid();
const idParam = (value: string) => {
  if (!uuid.safeParse(value).success) throw notFound(ASSET_NOT_FOUND);
  return value;
};

const fileField = z.instanceof(File, { error: 'Selecione um arquivo.' });
const text = z.string({ error: 'Campo inválido' }).max(4000, 'Campo muito longo').optional();
const uploadForm = z.object({
  file: fileField,
  title: text,
  description: text,
  /** Comma-separated. */
  tags: text,
  clientId: text,
  campaignSlug: text,
  licenceExpiresOn: text,
});
const versionForm = z.object({ file: fileField });
const uploadMetadata = assetMetadataSchema.extend({
  title: z
    .string({ error: 'Título inválido' })
    .trim()
    .max(200, 'Título deve ter no máximo 200 caracteres')
    .optional()
    .transform((value) => value || null),
});
const versionQuery = z.object({
  version: z.coerce
    .number({ error: 'Versão inválida' })
    .int('Versão inválida')
    .min(1, 'Versão inválida')
    .max(100000, 'Versão inválida')
    .optional(),
});

export function assetRoutes(deps: AppDeps) {
  const { db } = deps;
  const limitBody = bodyLimitFor(deps);
  return new Hono<AppEnv>()
    .get('/', query(assetListQuerySchema), async (c) => c.json(await listAssets(db, c.req.valid('query'))))
    .get('/tags', async (c) => c.json(await listTags(db)))
    .get('/clients', async (c) => c.json(await clientOptions(db)))
    .post('/', limitBody, form(uploadForm), async (c) => {
      const { file, tags, ...rest } = c.req.valid('form');
      const parsed = uploadMetadata.safeParse({
        ...rest,
        tags: (tags ?? '')
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      });
      if (!parsed.success) throw validationError(parsed.error);
      return c.json(await uploadAsset(db, actorOf(c.get('viewer')), file, parsed.data), 201);
    })
    .post('/links', json(videoLinkSchema), async (c) =>
      c.json(await createVideoLink(db, actorOf(c.get('viewer')), c.req.valid('json')), 201),
    )
    .get('/:id', async (c) => {
      const asset = await readAsset(db, idParam(c.req.param('id')));
      if (!asset) throw notFound(ASSET_NOT_FOUND);
      return c.json(asset);
    })
    .patch('/:id', json(assetMetadataSchema), async (c) =>
      c.json(
        await updateMetadata(db, actorOf(c.get('viewer')), idParam(c.req.param('id')), c.req.valid('json')),
      ),
    )
    .delete('/:id', async (c) => {
      await deleteAsset(db, actorOf(c.get('viewer')), idParam(c.req.param('id')));
      return c.body(null, 204);
    })
    .post('/:id/versions', limitBody, form(versionForm), async (c) =>
      c.json(
        await addVersion(db, actorOf(c.get('viewer')), idParam(c.req.param('id')), c.req.valid('form').file),
        201,
      ),
    )
    .get('/:id/download', query(versionQuery), async (c) => {
      const id = idParam(c.req.param('id'));
      const file = await assetFile(db, id, c.req.valid('query').version);
      if (!file) throw notFound(ASSET_NOT_FOUND);
      const disposition = isImageType(file.mimeType) ? 'inline' : 'attachment';
      return c.body(new Uint8Array(file.data), 200, {
        'content-type': file.mimeType,
        'content-length': String(file.size),
        'content-disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-store',
      });
    });
}

function bodyLimitFor(deps: AppDeps) {
  return async (c: Parameters<ReturnType<typeof bodyLimit>>[0], next: () => Promise<void>) => {
    // Stop reading an oversized body early instead of buffering it whole.
    const limit = await maxUploadBytes(deps.db);
    return bodyLimit({
      maxSize: limit.bytes + MULTIPART_OVERHEAD,
      onError: (ctx) => errorResponse(ctx, tooLarge(limit.megabytes)),
    })(c, next);
  };
}
