/**
 * The invoice endpoints of src/shared/invoices/api.ts (financeiro, adm; who may call each:
 * src/shared/invoices/module.ts): the list, drafts, issue, cancel, NFS-e and boleto records, the public
 * link, 'Enviar por e-mail' and the delivery log; plain routes for what is not JSON — the invoice's and
 * the receipt's PDFs, the uploaded NFS-e/boleto files. The client's page behind the public link
 * (/api/public/invoices/:token, no sign-in) is rate-limited per address; the token is compared by its
 * SHA-256; a revoked or unknown token is a 404; no internal ids are returned; its /pdf and /receipt
 * give that invoice's PDFs only.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { implement } from '@server/http/endpoint';
import { form } from '@server/http/validate';
import { errorResponse, notFound } from '@server/lib/http';
import { pdfHeaders } from '@server/lib/pdf';
import { hitRateLimit } from '@server/lib/rate-limit';
import { documentDeliveries } from '@server/mail/document-mail';
import { maxUploadBytes, tooLarge } from '@server/uploads/store-upload';
import { invoiceApi } from '@shared/invoices/api';
import { INVOICE_FILE_KINDS, INVOICE_NOT_FOUND, type InvoiceFileKind } from '@shared/invoices/schemas';
import { attachInvoiceFile, readInvoiceFile } from './invoice-files';
import { emailInvoice, invoiceMailDraft } from './invoice-mail';
import { invoicePdf } from './invoice-pdf';
import {
  cancelInvoice,
  createInvoice,
  createPublicLink,
  deleteDraft,
  invoiceIdByToken,
  issueInvoice,
  listInvoices,
  readPublicInvoice,
  requireInvoice,
  revokePublicLink,
  saveBoletoLine,
  saveNfse,
  searchClients,
  updateDraft,
} from './invoices';

export const PUBLIC_INVOICE_LIMIT = { requests: 60, windowMs: 60_000 };

const uuid = z.uuid();
const idParam = (value: string | undefined) => {
  if (!uuid.safeParse(value).success) throw notFound(INVOICE_NOT_FOUND);
  return value as string;
};
const kindParam = (value: string | undefined): InvoiceFileKind => {
  if (!(INVOICE_FILE_KINDS as readonly (string | undefined)[]).includes(value))
    throw notFound('Arquivo não encontrado');
  return value as InvoiceFileKind;
};
const fileForm = z.object({ file: z.instanceof(File, { error: 'Selecione um arquivo.' }) });
const MULTIPART_OVERHEAD = 64 * 1024;

export function invoiceRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const router = new Hono<AppEnv>();
  implement(router, invoiceApi.list, ({ query }) => listInvoices(db, query));
  implement(router, invoiceApi.clients, async ({ query }) => ({ items: await searchClients(db, query.q) }));
  implement(router, invoiceApi.create, ({ actor, body }) => createInvoice(db, actor, body));
  implement(router, invoiceApi.read, ({ params }) => requireInvoice(db, params.id));
  implement(router, invoiceApi.update, ({ actor, params, body }) => updateDraft(db, actor, params.id, body));
  implement(router, invoiceApi.remove, async ({ actor, params }) => {
    await deleteDraft(db, actor, params.id);
    return { ok: true as const };
  });
  implement(router, invoiceApi.issue, ({ actor, params }) => issueInvoice(db, actor, params.id));
  implement(router, invoiceApi.cancel, ({ actor, params, body }) =>
    cancelInvoice(db, actor, params.id, body.reason),
  );
  implement(router, invoiceApi.saveNfse, ({ actor, params, body }) => saveNfse(db, actor, params.id, body));
  implement(router, invoiceApi.saveBoleto, ({ actor, params, body }) =>
    saveBoletoLine(db, actor, params.id, body.line),
  );
  implement(router, invoiceApi.createPublicLink, ({ actor, params }) =>
    createPublicLink(db, actor, params.id, config.baseUrl),
  );
  implement(router, invoiceApi.revokePublicLink, ({ actor, params }) =>
    revokePublicLink(db, actor, params.id),
  );
  implement(router, invoiceApi.mailDraft, ({ params }) => invoiceMailDraft(db, config, params.id));
  implement(router, invoiceApi.email, ({ actor, params, body }) =>
    emailInvoice(db, config, actor, params.id, body),
  );
  implement(router, invoiceApi.deliveries, async ({ params }) => {
    await requireInvoice(db, params.id);
    return { items: await documentDeliveries(db, { invoiceId: params.id }) };
  });

  // Downloads and the upload (not JSON).
  const pdfDownload = (which: 'invoice' | 'receipt', missing: string) => async (c: Context<AppEnv>) => {
    const pdf = await invoicePdf(db, idParam(c.req.param('id')), which);
    if (!pdf) throw notFound(missing);
    return c.body(new Uint8Array(pdf.data), 200, pdfHeaders(pdf.filename, pdf.data.length));
  };
  router.get(
    '/api/invoices/:id/pdf',
    pdfDownload('invoice', 'A fatura ainda não foi emitida: o PDF sai depois da emissão.'),
  );
  router.get(
    '/api/invoices/:id/receipt',
    pdfDownload('receipt', 'Nenhum pagamento recebido nesta fatura: não há recibo.'),
  );
  router.post(
    '/api/invoices/:id/files/:kind',
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
      const file = c.req.valid('form').file;
      await attachInvoiceFile(db, actorOf(c.get('viewer')), id, kindParam(c.req.param('kind')), file);
      return c.json(await requireInvoice(db, id), 201);
    },
  );
  router.get('/api/invoices/:id/files/:kind', async (c) => {
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

  publicInvoiceRoutes(router, deps);
  return router;
}

/** The client's side: the invoice behind its public link and its two PDFs. */
function publicInvoiceRoutes(router: Hono<AppEnv>, { db }: AppDeps) {
  const limit = async (c: Context<AppEnv>) => {
    const result = await hitRateLimit(
      db,
      `public-invoice:${c.get('clientIp')}`,
      PUBLIC_INVOICE_LIMIT.requests,
      PUBLIC_INVOICE_LIMIT.windowMs,
    );
    if (result.allowed) return null;
    return c.json(
      { error: { code: 'rate_limited', message: 'Muitas consultas. Aguarde um minuto e tente de novo.' } },
      429,
      { 'retry-after': String(result.retryAfterSeconds) },
    );
  };
  const pdfRoute = (which: 'invoice' | 'receipt') => async (c: Context<AppEnv>) => {
    const limited = await limit(c);
    if (limited) return limited;
    const id = await invoiceIdByToken(db, c.req.param('token') ?? '');
    const pdf = id ? await invoicePdf(db, id, which) : null;
    if (!pdf)
      throw notFound(
        which === 'invoice' ? 'Fatura não encontrada ou link desativado' : 'Recibo não disponível',
      );
    return c.body(new Uint8Array(pdf.data), 200, pdfHeaders(pdf.filename, pdf.data.length));
  };
  router.get('/api/public/invoices/:token/pdf', pdfRoute('invoice'));
  router.get('/api/public/invoices/:token/receipt', pdfRoute('receipt'));
  // The JSON answer goes through the contract; the per-address limit and its headers come first.
  router.get('/api/public/invoices/:token', async (c, next) => {
    const limited = await limit(c);
    if (limited) return limited;
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    await next();
  });
  implement(router, invoiceApi.publicRead, async ({ params }) => {
    const invoice = await readPublicInvoice(db, params.token);
    if (!invoice) throw notFound('Fatura não encontrada ou link desativado');
    return invoice;
  });
}
