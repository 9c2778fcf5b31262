/**
 * What runs after a payment is written (docs/product/invoices-and-payments.md), inside the same
 * transaction. A fixed list, so every way the server is built (npm start, tests) runs the same hooks:
 * partner commissions accrue from the payment's allocations (docs/product/partners.md).
 */
import type { Db } from '@server/db/client';
import { onPaymentRecorded } from '@server/partners/commissions';

export type PaymentHook = (tx: Db, paymentId: string) => Promise<unknown>;

const hooks: PaymentHook[] = [onPaymentRecorded];

export function registerPaymentHook(hook: PaymentHook): () => void {
  hooks.push(hook);
  return () => {
    const index = hooks.indexOf(hook);
    if (index >= 0) hooks.splice(index, 1);
  };
}

export async function afterPaymentRecorded(tx: Db, paymentId: string): Promise<void> {
  for (const hook of hooks) await hook(tx, paymentId);
}
