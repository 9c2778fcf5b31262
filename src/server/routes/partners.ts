/**
 * /api/partners (adm only, by the access table; docs/product/partners.md): partners, agreements,
 * referred leads, one-time referral links, commissions (accrual, approval, payment, statements, CSV)
 * and contract documents. Specific paths are registered before '/:id'.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { form, json, query } from '@server/http/validate';
import { errorResponse, notFound } from '@server/lib/http';
import {
  approveCommissions,
  commissionsCsv,
  listCommissions,
  listStatements,
  payCommissions,
} from '@server/partners/commission-admin';
import { accrueCommissions } from '@server/partners/commissions';
import {
  addDocumentVersion,
  createDocument,
  listDocuments,
  readDocumentVersionFile,
  updateSignature,
} from '@server/partners/documents';
import {
  createAgreement,
  createPartner,
  listAgreements,
  listPartners,
  readPartner,
  updateAgreement,
  updatePartner,
} from '@server/partners/partners';
import { createReferralLink, listReferralLinks, revokeReferralLink } from '@server/partners/referral-links';
import { listReferredLeads, partnersOverview } from '@server/partners/referred';
import { maxUploadBytes, tooLarge } from '@server/uploads/store-upload';
import {
  AGREEMENT_NOT_FOUND,
  agreementFormSchema,
  agreementListQuerySchema,
  commissionApproveSchema,
  commissionListQuerySchema,
  commissionPaySchema,
  DOCUMENT_NOT_FOUND,
  documentListQuerySchema,
  documentSignatureSchema,
  PARTNER_NOT_FOUND,
  partnerFormSchema,
  partnerListQuerySchema,
  referralLinkFormSchema,
  referredLeadsQuerySchema,
} from '@shared/schemas/partners';

const uuid = z.uuid();
const idParam = (value: string, message: string) => {
  if (!uuid.safeParse(value).success) throw notFound(message);
  return value;
};
const MULTIPART_OVERHEAD = 64 * 1024;
const FILE_MESSAGE = 'Selecione um arquivo (PDF ou imagem).';
const documentForm = z.object({
  partnerId: z.uuid({ error: 'Escolha o parceiro.' }),
  title: z
    .string({ error: 'Informe o título do documento.' })
    .trim()
    .min(1, 'Informe o título do documento.')
    .max(200, 'Use no máximo 200 caracteres.'),
  file: z.instanceof(File, { error: FILE_MESSAGE }),
});
const versionForm = z.object({
  documentId: z.uuid({ error: DOCUMENT_NOT_FOUND }),
  file: z.instanceof(File, { error: FILE_MESSAGE }),
});
const statementQuery = commissionListQuerySchema.pick({ partnerId: true, status: true, month: true });

export function partnerRoutes(deps: AppDeps) {
  const { db, config } = deps;
  // Stop reading an oversized upload early instead of buffering it whole.
  const sizeLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const limit = await maxUploadBytes(db);
    return bodyLimit({
      maxSize: limit.bytes + MULTIPART_OVERHEAD,
      onError: (ctx) => errorResponse(ctx, tooLarge(limit.megabytes)),
    })(c, next);
  };

  return (
    new Hono<AppEnv>()
      .get('/overview', async (c) => c.json(await partnersOverview(db)))
      // Agreements
      .get('/agreements', query(agreementListQuerySchema), async (c) =>
        c.json(await listAgreements(db, c.req.valid('query'))),
      )
      .post('/agreements', json(agreementFormSchema), async (c) =>
        c.json(await createAgreement(db, actorOf(c.get('viewer')), c.req.valid('json')), 201),
      )
      .patch('/agreements/:id', json(agreementFormSchema), async (c) =>
        c.json(
          await updateAgreement(
            db,
            actorOf(c.get('viewer')),
            idParam(c.req.param('id'), AGREEMENT_NOT_FOUND),
            c.req.valid('json'),
          ),
        ),
      )
      // Referred leads and one-time links
      .get('/referred-leads', query(referredLeadsQuerySchema), async (c) =>
        c.json(await listReferredLeads(db, c.req.valid('query'))),
      )
      .get('/referral-links', query(agreementListQuerySchema), async (c) =>
        c.json(await listReferralLinks(db, c.req.valid('query').partnerId)),
      )
      .post('/referral-links', json(referralLinkFormSchema), async (c) =>
        c.json(
          await createReferralLink(db, actorOf(c.get('viewer')), c.req.valid('json'), config.baseUrl),
          201,
        ),
      )
      .post('/referral-links/:id/revoke', async (c) =>
        c.json(
          await revokeReferralLink(
            db,
            actorOf(c.get('viewer')),
            idParam(c.req.param('id'), 'Link não encontrado ou já usado.'),
          ),
        ),
      )
      // Commissions
      .post('/commissions/accrue', async (c) => c.json(await accrueCommissions(db)))
      .get('/commissions', query(commissionListQuerySchema), async (c) =>
        c.json(await listCommissions(db, c.req.valid('query'))),
      )
      .get('/commissions/statements', query(statementQuery), async (c) =>
        c.json(await listStatements(db, c.req.valid('query'))),
      )
      .get('/commissions/export', query(statementQuery), async (c) => {
        const csv = await commissionsCsv(db, c.req.valid('query'));
        return c.body(csv, 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="comissoes-parceiros.csv"',
          'cache-control': 'no-store',
        });
      })
      .post('/commissions/approve', json(commissionApproveSchema), async (c) =>
        c.json(await approveCommissions(db, actorOf(c.get('viewer')), c.req.valid('json').ids)),
      )
      .post('/commissions/pay', json(commissionPaySchema), async (c) =>
        c.json(await payCommissions(db, actorOf(c.get('viewer')), c.req.valid('json'))),
      )
      // Documents
      .get('/documents', query(documentListQuerySchema), async (c) =>
        c.json(await listDocuments(db, c.req.valid('query').partnerId)),
      )
      .post('/documents', sizeLimit, form(documentForm), async (c) =>
        c.json(await createDocument(db, actorOf(c.get('viewer')), c.req.valid('form')), 201),
      )
      .post('/documents/versions', sizeLimit, form(versionForm), async (c) => {
        const input = c.req.valid('form');
        return c.json(
          await addDocumentVersion(db, actorOf(c.get('viewer')), input.documentId, input.file),
          201,
        );
      })
      .patch('/documents/:id/signature', json(documentSignatureSchema), async (c) =>
        c.json(
          await updateSignature(
            db,
            actorOf(c.get('viewer')),
            idParam(c.req.param('id'), DOCUMENT_NOT_FOUND),
            c.req.valid('json'),
          ),
        ),
      )
      .get('/documents/versions/:versionId/file', async (c) => {
        const file = await readDocumentVersionFile(db, idParam(c.req.param('versionId'), DOCUMENT_NOT_FOUND));
        return c.body(new Uint8Array(file.data), 200, {
          'content-type': file.mime_type,
          'content-length': String(file.size),
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          'cache-control': 'private, no-store',
        });
      })
      // Partners
      .get('/', query(partnerListQuerySchema), async (c) =>
        c.json(await listPartners(db, c.req.valid('query'))),
      )
      .post('/', json(partnerFormSchema), async (c) =>
        c.json(await createPartner(db, actorOf(c.get('viewer')), c.req.valid('json')), 201),
      )
      .get('/:id', async (c) => c.json(await readPartner(db, idParam(c.req.param('id'), PARTNER_NOT_FOUND))))
      .patch('/:id', json(partnerFormSchema), async (c) =>
        c.json(
          await updatePartner(
            db,
            actorOf(c.get('viewer')),
            idParam(c.req.param('id'), PARTNER_NOT_FOUND),
            c.req.valid('json'),
          ),
        ),
      )
  );
}
