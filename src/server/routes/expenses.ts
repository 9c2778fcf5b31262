/** /api/expenses (financeiro, adm): 'Contas a pagar' (docs/product/invoices-and-payments.md). */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  cancelExpense,
  createExpense,
  listExpenses,
  payExpense,
  readExpense,
  updateExpense,
} from '@server/billing/expenses';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json, query } from '@server/http/validate';
import { notFound } from '@server/lib/http';
import {
  cancelSchema,
  EXPENSE_NOT_FOUND,
  expenseFormSchema,
  expenseListQuerySchema,
  payExpenseSchema,
} from '@shared/schemas/billing';

const uuid = z.uuid();
const idParam = (value: string) => {
  if (!uuid.safeParse(value).success) throw notFound(EXPENSE_NOT_FOUND);
  return value;
};

export function expenseRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', query(expenseListQuerySchema), async (c) =>
      c.json(await listExpenses(db, c.req.valid('query'))),
    )
    .post('/', json(expenseFormSchema), async (c) =>
      c.json(await createExpense(db, actorOf(c.get('viewer')), c.req.valid('json')), 201),
    )
    .get('/:id', async (c) => c.json(await readExpense(db, idParam(c.req.param('id')))))
    .patch('/:id', json(expenseFormSchema), async (c) =>
      c.json(
        await updateExpense(db, actorOf(c.get('viewer')), idParam(c.req.param('id')), c.req.valid('json')),
      ),
    )
    .post('/:id/pay', json(payExpenseSchema), async (c) =>
      c.json(
        await payExpense(
          db,
          actorOf(c.get('viewer')),
          idParam(c.req.param('id')),
          c.req.valid('json').paidOn,
        ),
      ),
    )
    .post('/:id/cancel', json(cancelSchema), async (c) =>
      c.json(
        await cancelExpense(
          db,
          actorOf(c.get('viewer')),
          idParam(c.req.param('id')),
          c.req.valid('json').reason,
        ),
      ),
    );
}
