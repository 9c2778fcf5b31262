/**
 * /api/uploads: POST stores an image (mkt and adm, per the access table), GET serves it to anyone.
 * Served files are immutable (a new upload gets a new id), typed from their bytes and never sniffed.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { form } from '@server/http/validate';
import { errorResponse } from '@server/lib/http';
import { maxUploadBytes, readUpload, storeUpload, tooLarge } from '@server/uploads/store-upload';

// Room for the multipart boundaries and headers around the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;
const uuid = z.uuid();
const uploadForm = z.object({ file: z.instanceof(File, { error: 'Selecione uma imagem.' }) });

export function uploadRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post(
      '/',
      async (c, next) => {
        // Stop reading an oversized body early instead of buffering it whole.
        const limit = await maxUploadBytes(db);
        return bodyLimit({
          maxSize: limit.bytes + MULTIPART_OVERHEAD,
          onError: (ctx) => errorResponse(ctx, tooLarge(limit.megabytes)),
        })(c, next);
      },
      form(uploadForm),
      async (c) => c.json(await storeUpload(db, actorOf(c.get('viewer')), c.req.valid('form').file), 201),
    )
    .get('/:id', async (c) => {
      const id = c.req.param('id');
      const row = uuid.safeParse(id).success ? await readUpload(db, id) : null;
      // Only images are public; PDFs of the asset library go out through /api/assets (mkt, adm).
      if (!row?.mimeType.startsWith('image/'))
        return c.json({ error: { code: 'not_found', message: 'Arquivo não encontrado' } }, 404);
      const etag = `"${row.id}"`;
      const headers: Record<string, string> = {
        'cache-control': 'public, max-age=31536000, immutable',
        etag,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      };
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
      return c.body(new Uint8Array(row.data), 200, {
        ...headers,
        'content-type': row.mimeType,
        'content-length': String(row.size),
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
      });
    });
}
