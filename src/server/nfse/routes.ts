/**
 * The NFS-e endpoints of src/shared/nfse/api.ts (who may call each: src/shared/nfse/module.ts):
 * Configurações → NFS-e and the certificate (adm); an invoice's note, 'Emitir NFS-e', 'Cancelar NFS-e'
 * and the note's XML and DANFSe downloads (finance).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { notFound } from '@server/lib/http';
import { nfseApi } from '@shared/nfse/api';
import { NFSE_NOTE_NOT_FOUND } from '@shared/nfse/schemas';
import { cancelNote, readInvoiceState, readNoteFile, requestIssue } from './nfse';
import { readNfseSettings, saveNfseCertificate, saveNfseSettings } from './settings';

const uuid = z.uuid();

export function nfseRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const router = new Hono<AppEnv>();
  implement(router, nfseApi.settings, () => readNfseSettings(db, config));
  implement(router, nfseApi.saveSettings, ({ body, actor, viewer }) =>
    saveNfseSettings(db, config, actor, body, viewer.user?.id ?? null),
  );
  implement(router, nfseApi.saveCertificate, ({ body, actor, viewer }) =>
    saveNfseCertificate(db, config, actor, body, viewer.user?.id ?? null),
  );
  implement(router, nfseApi.invoiceState, ({ params }) => readInvoiceState(db, config, params.id));
  implement(router, nfseApi.issue, ({ params, actor }) => requestIssue(deps, actor, params.id));
  implement(router, nfseApi.cancel, ({ params, body, actor }) =>
    cancelNote(deps, actor, params.id, body.reason),
  );

  for (const kind of ['xml', 'danfse'] as const) {
    router.get(`/api/nfse/notes/:id/${kind}`, async (c) => {
      const id = c.req.param('id');
      if (!uuid.safeParse(id).success) throw notFound(NFSE_NOTE_NOT_FOUND);
      const row = await readNoteFile(db, id, kind);
      if (!row) throw notFound(kind === 'xml' ? 'Esta NFS-e não tem XML.' : 'Esta NFS-e não tem DANFSe.');
      return c.body(new Uint8Array(row.data), 200, {
        'content-type': row.mimeType,
        'content-length': String(row.size),
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
    });
  }
  return router;
}
