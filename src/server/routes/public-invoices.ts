/**
 * GET /api/public/invoices/:token (no sign-in): the client's view of an invoice behind its public link
 * (docs/product/invoices-and-payments.md). Rate-limited per address; the token is compared by its
 * SHA-256; a revoked or unknown token is a 404; no internal ids are returned.
 */
import { Hono } from 'hono';
import { readPublicInvoice } from '@server/billing/invoices';
import type { AppDeps, AppEnv } from '@server/context';
import { notFound } from '@server/lib/http';
import { hitRateLimit } from '@server/lib/rate-limit';

export const PUBLIC_INVOICE_LIMIT = { requests: 60, windowMs: 60_000 };

export function publicInvoiceRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().get('/:token', async (c) => {
    const limit = await hitRateLimit(
      db,
      `public-invoice:${c.get('clientIp')}`,
      PUBLIC_INVOICE_LIMIT.requests,
      PUBLIC_INVOICE_LIMIT.windowMs,
    );
    if (!limit.allowed) {
      return c.json(
        { error: { code: 'rate_limited', message: 'Muitas consultas. Aguarde um minuto e tente de novo.' } },
        429,
        { 'retry-after': String(limit.retryAfterSeconds) },
      );
    }
    const invoice = await readPublicInvoice(db, c.req.param('token'));
    if (!invoice) throw notFound('Fatura não encontrada ou link desativado');
    return c.json(invoice, 200, { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  });
}
