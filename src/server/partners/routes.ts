/**
 * The partner endpoints of src/shared/partners/api.ts (who may call each: src/shared/partners/module.ts,
 * docs/product/partners.md): partners, agreements, referred leads, one-time referral links,
 * commissions (accrual, approval, payment, statements) and contract documents. Plain Hono for what is
 * not JSON: the CSV export, the multipart uploads and the contract download. Specific paths are
 * registered before '/:id'; the partner's public link is mounted from public-routes.ts.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { implement } from '@server/http/endpoint';
import { form, query } from '@server/http/validate';
import { errorResponse, notFound } from '@server/lib/http';
import { maxUploadBytes, tooLarge } from '@server/uploads/store-upload';
import { partnerApi } from '@shared/partners/api';
import {
  DOCUMENT_NOT_FOUND,
  documentUploadSchema,
  documentVersionSchema,
  statementQuerySchema,
} from '@shared/partners/schemas';
import {
  approveCommissions,
  commissionsCsv,
  listCommissions,
  listStatements,
  payCommissions,
} from './commission-admin';
import { accrueCommissions } from './commissions';
import {
  addDocumentVersion,
  createDocument,
  listDocuments,
  readDocumentVersionFile,
  updateSignature,
} from './documents';
import {
  createAgreement,
  createPartner,
  listAgreements,
  listPartners,
  readPartner,
  updateAgreement,
  updatePartner,
} from './partners';
import { publicReferralRoutes } from './public-routes';
import { createReferralLink, listReferralLinks, revokeReferralLink } from './referral-links';
import { listReferredLeads, partnersOverview } from './referred';

const uuid = z.uuid();
const MULTIPART_OVERHEAD = 64 * 1024;

export function partnerRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const router = new Hono<AppEnv>();
  // Stop reading an oversized upload early instead of buffering it whole.
  const sizeLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const limit = await maxUploadBytes(db);
    return bodyLimit({
      maxSize: limit.bytes + MULTIPART_OVERHEAD,
      onError: (ctx) => errorResponse(ctx, tooLarge(limit.megabytes)),
    })(c, next);
  };

  implement(router, partnerApi.overview, () => partnersOverview(db));
  // Agreements
  implement(router, partnerApi.agreements, ({ query }) => listAgreements(db, query));
  implement(router, partnerApi.createAgreement, ({ body, actor }) => createAgreement(db, actor, body));
  implement(router, partnerApi.updateAgreement, ({ params, body, actor }) =>
    updateAgreement(db, actor, params.id, body),
  );
  // Referred leads and one-time links
  implement(router, partnerApi.referredLeads, ({ query }) => listReferredLeads(db, query));
  implement(router, partnerApi.referralLinks, ({ query }) => listReferralLinks(db, query.partnerId));
  implement(router, partnerApi.createReferralLink, ({ body, actor }) =>
    createReferralLink(db, actor, body, config.baseUrl),
  );
  implement(router, partnerApi.revokeReferralLink, ({ params, actor }) =>
    revokeReferralLink(db, actor, params.id),
  );
  // Commissions
  implement(router, partnerApi.accrueCommissions, () => accrueCommissions(db));
  implement(router, partnerApi.commissions, ({ query }) => listCommissions(db, query));
  implement(router, partnerApi.statements, ({ query }) => listStatements(db, query));
  router.get(partnerApi.exportCommissions.path, query(statementQuerySchema), async (c) => {
    const csv = await commissionsCsv(db, c.req.valid('query'));
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="comissoes-parceiros.csv"',
      'cache-control': 'no-store',
    });
  });
  implement(router, partnerApi.approveCommissions, ({ body, actor }) =>
    approveCommissions(db, actor, body.ids),
  );
  implement(router, partnerApi.payCommissions, ({ body, actor }) => payCommissions(db, actor, body));
  // Documents
  implement(router, partnerApi.documents, ({ query }) => listDocuments(db, query.partnerId));
  router.post('/api/partners/documents', sizeLimit, form(documentUploadSchema), async (c) =>
    c.json(await createDocument(db, actorOf(c.get('viewer')), c.req.valid('form')), 201),
  );
  router.post('/api/partners/documents/versions', sizeLimit, form(documentVersionSchema), async (c) => {
    const input = c.req.valid('form');
    return c.json(await addDocumentVersion(db, actorOf(c.get('viewer')), input.documentId, input.file), 201);
  });
  implement(router, partnerApi.updateSignature, ({ params, body, actor }) =>
    updateSignature(db, actor, params.id, body),
  );
  router.get('/api/partners/documents/versions/:versionId/file', async (c) => {
    const versionId = c.req.param('versionId');
    if (!uuid.safeParse(versionId).success) throw notFound(DOCUMENT_NOT_FOUND);
    const file = await readDocumentVersionFile(db, versionId);
    return c.body(new Uint8Array(file.data), 200, {
      'content-type': file.mime_type,
      'content-length': String(file.size),
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
  });
  // Partners
  implement(router, partnerApi.list, ({ query }) => listPartners(db, query));
  implement(router, partnerApi.create, ({ body, actor }) => createPartner(db, actor, body));
  implement(router, partnerApi.read, ({ params }) => readPartner(db, params.id));
  implement(router, partnerApi.update, ({ params, body, actor }) =>
    updatePartner(db, actor, params.id, body),
  );

  router.route('/api/public/referrals', publicReferralRoutes(deps));
  return router;
}
