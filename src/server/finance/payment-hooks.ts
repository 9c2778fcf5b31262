/**
 * What runs after a payment is written (docs/product/invoices-and-payments.md), inside the same
 * transaction: other modules (partner commissions…) register a hook here at start-up instead of the
 * payments code knowing about them. Empty by default.
 */
import type { Db } from '@server/db/client';

export type PaymentHook = (tx: Db, paymentId: string) => Promise<void>;

const hooks: PaymentHook[] = [];

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
