/**
 * /api/invoices (financeiro, adm; docs/product/invoices-and-payments.md): the list, drafts, issue,
 * cancel, NFS-e and boleto records and files, the public link and the PIX code; the invoice's and the
 * receipt's PDFs, 'Enviar por e-mail' and the invoice's delivery log (issue 27).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { attachInvoiceFile, readInvoiceFile } from '@server/billing/invoice-files';
import { emailInvoice, invoiceMailDraft } from '@server/billing/invoice-mail';
import { invoicePdf } from '@server/billing/invoice-pdf';
import {
  cancelInvoice,
  createInvoice,
  createPublicLink,
  deleteDraft,
  issueInvoice,
  listInvoices,
  requireInvoice,
  revokePublicLink,
  saveBoletoLine,
  saveNfse,
  searchClients,
  updateDraft,
} from '@server/billing/invoices';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { form, json, query } from '@server/http/validate';
import { errorResponse, notFound } from '@server/lib/http';
import { pdfHeaders } from '@server/lib/pdf';
import { documentDeliveries } from '@server/mail/document-mail';
import { maxUploadBytes, tooLarge } from '@server/uploads/store-upload';
import { documentMailSchema } from '@shared/mail/document-mail';
import {
  boletoSchema,
  cancelSchema,
  INVOICE_FILE_KINDS,
  INVOICE_NOT_FOUND,
  type InvoiceFileKind,
  invoiceFormSchema,
  invoiceListQuerySchema,
  nfseSchema,
} from '@shared/schemas/billing';

const uuid = z.uuid();
const idParam = (value: string) => {
  if (!uuid.safeParse(value).success) throw notFound(INVOICE_NOT_FOUND);
  return value;
};
const kindParam = (value: string): InvoiceFileKind => {
  if (!(INVOICE_FILE_KINDS as readonly string[]).includes(value)) throw notFound('Arquivo não encontrado');
  return value as InvoiceFileKind;
};
const clientsQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca muito longa').optional().default(''),
});
const fileForm = z.object({ file: z.instanceof(File, { error: 'Selecione um arquivo.' }) });
const MULTIPART_OVERHEAD = 64 * 1024;

export function invoiceRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const actor = (c: { get: (key: 'viewer') => AppEnv['Variables']['viewer'] }) => actorOf(c.get('viewer'));
  return new Hono<AppEnv>()
    .get('/', query(invoiceListQuerySchema), async (c) =>
      c.json(await listInvoices(db, c.req.valid('query'))),
    )
    .get('/clients', query(clientsQuerySchema), async (c) =>
      c.json({ items: await searchClients(db, c.req.valid('query').q) }),
    )
    .post('/', json(invoiceFormSchema), async (c) =>
      c.json(await createInvoice(db, actor(c), c.req.valid('json')), 201),
    )
    .get('/:id', async (c) => c.json(await requireInvoice(db, idParam(c.req.param('id')))))
    .patch('/:id', json(invoiceFormSchema), async (c) =>
      c.json(await updateDraft(db, actor(c), idParam(c.req.param('id')), c.req.valid('json'))),
    )
    .delete('/:id', async (c) => {
      await deleteDraft(db, actor(c), idParam(c.req.param('id')));
      return c.json({ ok: true as const });
    })
    .post('/:id/issue', async (c) => c.json(await issueInvoice(db, actor(c), idParam(c.req.param('id')))))
    .post('/:id/cancel', json(cancelSchema), async (c) =>
      c.json(await cancelInvoice(db, actor(c), idParam(c.req.param('id')), c.req.valid('json').reason)),
    )
    .put('/:id/nfse', json(nfseSchema), async (c) =>
      c.json(await saveNfse(db, actor(c), idParam(c.req.param('id')), c.req.valid('json'))),
    )
    .put('/:id/boleto', json(boletoSchema), async (c) =>
      c.json(await saveBoletoLine(db, actor(c), idParam(c.req.param('id')), c.req.valid('json').line)),
    )
    .post('/:id/public-link', async (c) =>
      c.json(await createPublicLink(db, actor(c), idParam(c.req.param('id')), config.baseUrl), 201),
    )
    .delete('/:id/public-link', async (c) =>
      c.json(await revokePublicLink(db, actor(c), idParam(c.req.param('id')))),
    )
    .get('/:id/pdf', async (c) => {
      const pdf = await invoicePdf(db, idParam(c.req.param('id')), 'invoice');
      if (!pdf) throw notFound('A fatura ainda não foi emitida: o PDF sai depois da emissão.');
      return c.body(new Uint8Array(pdf.data), 200, pdfHeaders(pdf.filename, pdf.data.length));
    })
    .get('/:id/receipt', async (c) => {
      const pdf = await invoicePdf(db, idParam(c.req.param('id')), 'receipt');
      if (!pdf) throw notFound('Nenhum pagamento recebido nesta fatura: não há recibo.');
      return c.body(new Uint8Array(pdf.data), 200, pdfHeaders(pdf.filename, pdf.data.length));
    })
    .get('/:id/email', async (c) => c.json(await invoiceMailDraft(db, config, idParam(c.req.param('id')))))
    .post('/:id/email', json(documentMailSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      return c.json(await emailInvoice(db, config, actor(c), id, c.req.valid('json')), 202);
    })
    .get('/:id/emails', async (c) => {
      const id = idParam(c.req.param('id'));
      await requireInvoice(db, id);
      return c.json({ items: await documentDeliveries(db, { invoiceId: id }) });
    })
    .post(
      '/:id/files/:kind',
      async (c, next) => {
        const limit = await maxUploadBytes(db);
        return bodyLimit({
          maxSize: limit.bytes + MULTIPART_OVERHEAD,
          onError: (ctx) => errorResponse(ctx, tooLarge(limit.megabytes)),
        })(c, next);
      },
      form(fileForm),
      async (c) => {
        const id = idParam(c.req.param('id'));
        await attachInvoiceFile(db, actor(c), id, kindParam(c.req.param('kind')), c.req.valid('form').file);
        return c.json(await requireInvoice(db, id), 201);
      },
    )
    .get('/:id/files/:kind', async (c) => {
      const row = await readInvoiceFile(db, idParam(c.req.param('id')), kindParam(c.req.param('kind')));
      if (!row) throw notFound('Arquivo não encontrado');
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
