/**
 * /api/payments (financeiro, adm; docs/product/invoices-and-payments.md): record, split, refund (with a
 * preview of what it reopens and reverses) and list payments; a client's open invoices for the split
 * form; bank accounts and the statement import and reconciliation (routes/statement.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { applyCredit } from '@server/billing/apply-credit';
import { listPayments, openInvoicesOf, readPayment, recordPayment } from '@server/billing/payments';
import { previewRefund, refundPayment } from '@server/billing/refunds';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json, query } from '@server/http/validate';
import { notFound } from '@server/lib/http';
import {
  applyCreditSchema,
  PAYMENT_NOT_FOUND,
  paymentFormSchema,
  paymentListQuerySchema,
  refundPreviewQuerySchema,
  refundSchema,
} from '@shared/schemas/billing';
import { bankAccountRoutes, statementRoutes } from './statement';

const uuid = z.uuid();
const idParam = (value: string, message = PAYMENT_NOT_FOUND) => {
  if (!uuid.safeParse(value).success) throw notFound(message);
  return value;
};
const openQuerySchema = z.object({ leadId: z.uuid({ error: 'Selecione o cliente' }) });

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
      c.json(await recordPayment(db, actorOf(c.get('viewer')), c.req.valid('json'), deps.config), 201),
    )
    .route('/statement', statementRoutes(deps))
    .route('/bank-accounts', bankAccountRoutes(deps))
    .get('/:id', async (c) => {
      const payment = await readPayment(db, idParam(c.req.param('id')));
      if (!payment) throw notFound(PAYMENT_NOT_FOUND);
      return c.json(payment);
    })
    .get('/:id/refund-preview', query(refundPreviewQuerySchema), async (c) =>
      c.json(await previewRefund(db, idParam(c.req.param('id')), c.req.valid('query'))),
    )
    .post('/:id/apply-credit', json(applyCreditSchema), async (c) =>
      c.json(
        await applyCredit(
          db,
          actorOf(c.get('viewer')),
          idParam(c.req.param('id')),
          c.req.valid('json'),
          deps.config,
        ),
      ),
    )
    .post('/:id/refund', json(refundSchema), async (c) =>
      c.json(
        await refundPayment(db, actorOf(c.get('viewer')), idParam(c.req.param('id')), c.req.valid('json')),
        201,
      ),
    );
}
