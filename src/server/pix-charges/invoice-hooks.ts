/**
 * What the invoices module asks of PIX charges (decision 071), kept apart from charges.ts so invoices
 * can call it without importing the payments ledger back: issuing an invoice queues its charge (in
 * the issuing transaction), and reading one shows the bank's dynamic code when its charge is active.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import type { Db } from '@server/db/client';
import { invoices } from '@server/invoices/schema';
import { enqueueJob } from '@server/jobs/engine';
import type { PixChargeStatus } from '@shared/pix-charges/catalog';
import { pixCharges } from './schema';
import { readStoredPix } from './settings';

export const CREATE_CHARGE_JOB = 'cobranca-pix';

/** 26–35 letters and digits: the invoice id's 32 hex digits, 'v', the version (1–99). */
export function txidFor(invoiceId: string, version: number): string {
  return `${invoiceId.replace(/-/g, '')}v${version}`;
}

/**
 * Inside the issuing transaction: when the provider is on, the charge row (version 1) and its job, both
 * committed with the invoice. Queued by the charge's id, so a second call queues nothing.
 */
export async function queuePixCharge(tx: Db, invoiceId: string): Promise<string | null> {
  const stored = await readStoredPix(tx);
  if (!stored?.enabled) return null;
  const [invoice] = await tx
    .select({ total: invoices.total, dueDate: sql<string>`${invoices.dueDate}::text` })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) return null;
  const [row] = await tx
    .insert(pixCharges)
    .values({
      invoiceId,
      version: 1,
      txid: txidFor(invoiceId, 1),
      amount: invoice.total,
      dueDate: invoice.dueDate,
    })
    .onConflictDoNothing()
    .returning({ id: pixCharges.id });
  if (!row) return null;
  await enqueueJob(tx, CREATE_CHARGE_JOB, { trigger: 'queue', chargeId: row.id }, { id: row.id });
  return row.id;
}

export type InvoicePixCharge = {
  status: PixChargeStatus;
  txid: string;
  lastError: string | null;
  boletoLine: string | null;
  code: { code: string; svg: string } | null;
};

/** The invoice's latest charge, with its dynamic code while the bank can still be paid through it. */
export async function pixChargeOf(db: Db, invoiceId: string): Promise<InvoicePixCharge | null> {
  const [row] = await db
    .select({
      status: pixCharges.status,
      txid: pixCharges.txid,
      lastError: pixCharges.lastError,
      brCode: pixCharges.brCode,
      boletoLine: pixCharges.boletoLine,
    })
    .from(pixCharges)
    .where(and(eq(pixCharges.invoiceId, invoiceId)))
    .orderBy(desc(pixCharges.version))
    .limit(1);
  if (!row) return null;
  return {
    status: row.status,
    txid: row.txid,
    lastError: row.lastError,
    boletoLine: row.boletoLine,
    code:
      row.status === 'ativa' && row.brCode
        ? { code: row.brCode, svg: renderSVG(row.brCode, { border: 2 }) }
        : null,
  };
}
