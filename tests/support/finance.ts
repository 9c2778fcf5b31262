/**
 * Empties every finance table (issue 15), children first: the demo data references leads and
 * projects with ON DELETE RESTRICT, so a test that replaces all leads clears these before.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';

const TABLES = [
  'bank_statement_lines',
  'bank_accounts',
  'payment_allocations',
  'payments',
  'invoice_items',
  'invoices',
  'recurring_invoices',
  'proposal_items',
  'proposal_versions',
  'proposals',
  'billing_profiles',
  'expenses',
  'sales_goals',
];

export async function clearFinanceTables(db: Db): Promise<void> {
  for (const table of TABLES) await db.execute(sql.raw(`delete from ${table}`));
}
