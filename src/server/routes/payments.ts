/**
 * /api/payments (financeiro, adm; docs/product/invoices-and-payments.md): record, split, refund (with a
 * preview of what it reopens and reverses) and list payments; a client's open invoices for the split
 * form; bank statement import and matching.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { listPayments, openInvoicesOf, readPayment, recordPayment } from '@server/billing/payments';
import { previewRefund, refundPayment } from '@server/billing/refunds';
import { acceptSuggestion, importStatement, statementLines } from '@server/billing/statement';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { form, json, query } from '@server/http/validate';
import { errorResponse, HttpError, notFound } from '@server/lib/http';
import {
  acceptSuggestionSchema,
  PAYMENT_NOT_FOUND,
  paymentFormSchema,
  paymentListQuerySchema,
  refundPreviewQuerySchema,
  refundSchema,
  STATEMENT_LINE_NOT_FOUND,
} from '@shared/schemas/billing';

const uuid = z.uuid();
const idParam = (value: string, message = PAYMENT_NOT_FOUND) => {
  if (!uuid.safeParse(value).success) throw notFound(message);
  return value;
};
const openQuerySchema = z.object({ leadId: z.uuid({ error: 'Selecione o cliente' }) });
const statementForm = z.object({
  file: z.instanceof(File, { error: 'Selecione o arquivo do extrato (OFX ou CSV).' }),
});
const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

export function paymentRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', query(paymentListQuerySchema), async (c) =>
      c.json(await listPayments(db, c.req.valid('query'))),
    )
    .get('/open-invoices', query(openQuerySchema), async (c) =>
      c.json({ items: await openInvoicesOf(db, c.req.valid('query').leadId) }),
    )
    .post('/', json(paymentFormSchema), async (c) =>
      c.json(await recordPayment(db, actorOf(c.get('viewer')), c.req.valid('json')), 201),
    )
    .get('/statement', async (c) => c.json({ items: await statementLines(db) }))
    .post(
      '/statement',
      bodyLimit({
        maxSize: STATEMENT_MAX_BYTES + 64 * 1024,
        onError: (ctx) => errorResponse(ctx, new HttpError(413, 'too_large', 'O extrato excede 2 MB.')),
      }),
      form(statementForm),
      async (c) => {
        const file = c.req.valid('form').file;
        if (file.size > STATEMENT_MAX_BYTES) throw new HttpError(413, 'too_large', 'O extrato excede 2 MB.');
        const text = Buffer.from(await file.arrayBuffer()).toString('utf8');
        if (text.includes('\u0000')) {
          throw new HttpError(415, 'unsupported_type', 'Envie um extrato OFX ou CSV.', {
            file: 'Envie um extrato OFX ou CSV.',
          });
        }
        return c.json(await importStatement(db, actorOf(c.get('viewer')), file.name, text), 201);
      },
    )
    .post('/statement/:lineId/accept', json(acceptSuggestionSchema), async (c) => {
      const lineId = idParam(c.req.param('lineId'), STATEMENT_LINE_NOT_FOUND);
      const result = await acceptSuggestion(db, actorOf(c.get('viewer')), lineId, c.req.valid('json'));
      return c.json((await readPayment(db, result.paymentId))!, 201);
    })
    .get('/:id', async (c) => {
      const payment = await readPayment(db, idParam(c.req.param('id')));
      if (!payment) throw notFound(PAYMENT_NOT_FOUND);
      return c.json(payment);
    })
    .get('/:id/refund-preview', query(refundPreviewQuerySchema), async (c) =>
      c.json(await previewRefund(db, idParam(c.req.param('id')), c.req.valid('query'))),
    )
    .post('/:id/refund', json(refundSchema), async (c) =>
      c.json(
        await refundPayment(db, actorOf(c.get('viewer')), idParam(c.req.param('id')), c.req.valid('json')),
        201,
      ),
    );
}
