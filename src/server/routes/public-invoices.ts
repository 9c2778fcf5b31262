/**
 * GET /api/public/invoices/:token (no sign-in): the client's view of an invoice behind its public link
 * (docs/product/invoices-and-payments.md). Rate-limited per address; the token is compared by its
 * SHA-256; a revoked or unknown token is a 404; no internal ids are returned. /pdf and /receipt: that
 * invoice's PDFs (issue 27) — a token only ever gives its own invoice.
 */
import { type Context, Hono } from 'hono';
import { invoicePdf } from '@server/billing/invoice-pdf';
import { invoiceIdByToken, readPublicInvoice } from '@server/billing/invoices';
import type { AppDeps, AppEnv } from '@server/context';
import { notFound } from '@server/lib/http';
import { pdfHeaders } from '@server/lib/pdf';
import { hitRateLimit } from '@server/lib/rate-limit';

export const PUBLIC_INVOICE_LIMIT = { requests: 60, windowMs: 60_000 };

export function publicInvoiceRoutes(deps: AppDeps) {
  const { db } = deps;
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
  return new Hono<AppEnv>()
    .get('/:token/pdf', pdfRoute('invoice'))
    .get('/:token/receipt', pdfRoute('receipt'))
    .get('/:token', async (c) => {
      const limited = await limit(c);
      if (limited) return limited;
      const invoice = await readPublicInvoice(db, c.req.param('token'));
      if (!invoice) throw notFound('Fatura não encontrada ou link desativado');
      return c.json(invoice, 200, { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    });
}
