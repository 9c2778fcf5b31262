/**
 * The payment endpoints of src/shared/payments/api.ts (financeiro, adm; who may call each:
 * src/shared/payments/module.ts): record, split, refund (with a preview of what it reopens and
 * reverses) and list payments; a client's open invoices for the split form; bills to pay; bank
 * accounts and the statement's reconciliation (its file upload: ./statement-routes.ts).
 * Fixed paths are declared before `/api/payments/:id`, which answers 404 to anything but a uuid.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { notFound } from '@server/lib/http';
import { bankAccountApi, expenseApi, paymentApi, statementApi } from '@shared/payments/api';
import { PAYMENT_NOT_FOUND } from '@shared/payments/schemas';
import { applyCredit } from './apply-credit';
import { createBankAccount, listBankAccounts, updateBankAccount } from './bank-accounts';
import {
  cancelExpense,
  createExpense,
  listExpenses,
  payExpense,
  readExpense,
  updateExpense,
} from './expenses';
import { listPayments, openInvoicesOf, readPayment, recordPayment } from './payments';
import { previewRefund, refundPayment } from './refunds';
import {
  acceptSuggestion,
  ignoreLine,
  linkLine,
  searchCandidates,
  splitLine,
  statementLines,
  undoLine,
} from './statement';
import { statementUploadRoutes } from './statement-routes';

export function paymentRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = new Hono<AppEnv>();
  implement(router, paymentApi.list, ({ query }) => listPayments(db, query));
  implement(router, paymentApi.openInvoices, async ({ query }) => ({
    items: await openInvoicesOf(db, query.leadId),
  }));
  implement(router, paymentApi.record, ({ actor, body }) => recordPayment(db, actor, body, deps.config));

  implement(router, statementApi.lines, async ({ query }) => ({ items: await statementLines(db, query) }));
  statementUploadRoutes(router, deps);
  implement(router, statementApi.candidates, ({ params, query }) =>
    searchCandidates(db, params.lineId, query.q),
  );
  implement(router, statementApi.accept, ({ actor, params, body }) =>
    acceptSuggestion(db, actor, params.lineId, body),
  );
  implement(router, statementApi.split, ({ actor, params, body }) =>
    splitLine(db, actor, params.lineId, body),
  );
  implement(router, statementApi.link, ({ actor, params, body }) => linkLine(db, actor, params.lineId, body));
  implement(router, statementApi.ignore, ({ actor, params, body }) =>
    ignoreLine(db, actor, params.lineId, body.reason),
  );
  implement(router, statementApi.undo, ({ actor, params }) => undoLine(db, actor, params.lineId));

  implement(router, bankAccountApi.list, async () => ({ items: await listBankAccounts(db) }));
  implement(router, bankAccountApi.create, ({ actor, body }) => createBankAccount(db, actor, body));
  implement(router, bankAccountApi.update, ({ actor, params, body }) =>
    updateBankAccount(db, actor, params.id, body),
  );

  implement(router, paymentApi.read, async ({ params }) => {
    const payment = await readPayment(db, params.id);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    return payment;
  });
  implement(router, paymentApi.refundPreview, ({ params, query }) => previewRefund(db, params.id, query));
  implement(router, paymentApi.refund, ({ actor, params, body }) =>
    refundPayment(db, actor, params.id, body),
  );
  implement(router, paymentApi.applyCredit, ({ actor, params, body }) =>
    applyCredit(db, actor, params.id, body, deps.config),
  );

  implement(router, expenseApi.list, ({ query }) => listExpenses(db, query));
  implement(router, expenseApi.create, ({ actor, body }) => createExpense(db, actor, body));
  implement(router, expenseApi.read, ({ params }) => readExpense(db, params.id));
  implement(router, expenseApi.update, ({ actor, params, body }) =>
    updateExpense(db, actor, params.id, body),
  );
  implement(router, expenseApi.pay, ({ actor, params, body }) =>
    payExpense(db, actor, params.id, body.paidOn),
  );
  implement(router, expenseApi.cancel, ({ actor, params, body }) =>
    cancelExpense(db, actor, params.id, body.reason),
  );
  return router;
}
