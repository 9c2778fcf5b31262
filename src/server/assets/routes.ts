/**
 * The asset library's endpoints of src/shared/assets/api.ts (mkt and adm: src/shared/assets/module.ts,
 * docs/product/assets.md). The JSON ones are implemented from the contract; the two multipart uploads
 * and the download are plain Hono (a file in, a file out). Files are typed by their bytes and capped
 * in size; downloads go out with the sniffed type, nosniff, a sandbox CSP and, for anything but an
 * image, as an attachment.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { implement } from '@server/http/endpoint';
import { form, query } from '@server/http/validate';
import { errorResponse, notFound } from '@server/lib/http';
import { maxUploadBytes, tooLarge } from '@server/uploads/store-upload';
import { assetApi } from '@shared/assets/api';
import {
  ASSET_NOT_FOUND,
  assetDownloadQuerySchema,
  assetUploadSchema,
  assetVersionSchema,
} from '@shared/assets/schemas';
import type { ResponseOf } from '@shared/contract';
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
} from './assets';
import { isImageType } from './detect-asset';

const MULTIPART_OVERHEAD = 64 * 1024;
const uuid = z.uuid();
/** The asset id of a plain-Hono route: a malformed one is the asset's 404, as in `implement`. */
const assetId = (c: Context<AppEnv>) => {
  const id = c.req.param('id') ?? '';
  if (!uuid.safeParse(id).success) throw notFound(ASSET_NOT_FOUND);
  return id;
};

export function assetRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = new Hono<AppEnv>();
  implement(router, assetApi.list, ({ query }) => listAssets(db, query));
  implement(router, assetApi.tags, () => listTags(db));
  implement(router, assetApi.clients, () => clientOptions(db));
  implement(router, assetApi.createLink, ({ body, actor }) => createVideoLink(db, actor, body));
  implement(router, assetApi.read, ({ params }) => readAsset(db, params.id));
  implement(router, assetApi.update, ({ params, body, actor }) => updateMetadata(db, actor, params.id, body));
  implement(router, assetApi.remove, async ({ params, actor }) => {
    await deleteAsset(db, actor, params.id);
    return null;
  });

  // Multipart: the same schemas the upload forms resolve with, read from the form data.
  const limitBody = bodyLimitFor(deps);
  router.post(assetApi.upload.path, limitBody, form(assetUploadSchema), async (c) => {
    const created: ResponseOf<typeof assetApi.upload> = await uploadAsset(
      db,
      actorOf(c.get('viewer')),
      c.req.valid('form'),
    );
    return c.json(created, 201);
  });
  router.post(assetApi.addVersion.path, limitBody, form(assetVersionSchema), async (c) => {
    const id = assetId(c);
    const updated: ResponseOf<typeof assetApi.addVersion> = await addVersion(
      db,
      actorOf(c.get('viewer')),
      id,
      c.req.valid('form').file,
    );
    return c.json(updated, 201);
  });

  router.get(assetApi.download.path, query(assetDownloadQuerySchema), async (c) => {
    const id = assetId(c);
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
  return router;
}

/** Stops reading an oversized body early instead of buffering it whole. */
function bodyLimitFor(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limit = await maxUploadBytes(deps.db);
    return bodyLimit({
      maxSize: limit.bytes + MULTIPART_OVERHEAD,
      onError: (ctx) => errorResponse(ctx, tooLarge(limit.megabytes)),
    })(c, next);
  };
}
