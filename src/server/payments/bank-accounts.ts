/**
 * 'Contas bancárias' (docs/product/invoices-and-payments.md): the accounts statements are imported
 * into. Minimal on purpose: name, bank, agency, account; the OFX account tied at the first OFX import
 * and the CSV mapping last confirmed. Every change is audited.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { type Actor, recordAudit } from '@server/lib/audit';
import { notFound } from '@server/lib/http';
import {
  BANK_ACCOUNT_NOT_FOUND,
  type BankAccount,
  type bankAccountSchema,
} from '@shared/payments/statement-schemas';
import { bankAccounts } from './schema';

type BankAccountData = z.output<typeof bankAccountSchema>;

const columns = {
  id: bankAccounts.id,
  name: bankAccounts.name,
  bankCode: bankAccounts.bankCode,
  branch: bankAccounts.branch,
  accountNumber: bankAccounts.accountNumber,
  ofxAccount: sql<string | null>`case when ${bankAccounts.ofxAcctId} is null then null
    else ${bankAccounts.ofxBankId} || ' / ' || ${bankAccounts.ofxAcctId} end`,
  hasCsvMapping: sql<boolean>`${bankAccounts.csvMapping} is not null`,
  lines: sql<number>`(select count(*)::int from bank_statement_lines l where l.bank_account_id = ${bankAccounts.id})`,
};

export async function listBankAccounts(db: Db): Promise<BankAccount[]> {
  return db.select(columns).from(bankAccounts).orderBy(asc(bankAccounts.name), asc(bankAccounts.createdAt));
}

export async function readBankAccount(db: Db, id: string): Promise<BankAccount> {
  const [row] = await db.select(columns).from(bankAccounts).where(eq(bankAccounts.id, id)).limit(1);
  if (!row) throw notFound(BANK_ACCOUNT_NOT_FOUND);
  return row;
}

export async function createBankAccount(db: Db, actor: Actor, input: BankAccountData): Promise<BankAccount> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bankAccounts)
      .values({ ...input, createdBy: actor?.id ?? null })
      .returning({ id: bankAccounts.id });
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'bank_account',
      entityId: row!.id,
      after: input,
    });
    return row!.id;
  });
  return readBankAccount(db, id);
}

export async function updateBankAccount(
  db: Db,
  actor: Actor,
  id: string,
  input: BankAccountData,
): Promise<BankAccount> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, id))
      .for('update')
      .limit(1);
    if (!before) throw notFound(BANK_ACCOUNT_NOT_FOUND);
    await tx
      .update(bankAccounts)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(bankAccounts.id, id));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'bank_account',
      entityId: id,
      before: {
        name: before.name,
        bankCode: before.bankCode,
        branch: before.branch,
        accountNumber: before.accountNumber,
      },
      after: input,
    });
  });
  return readBankAccount(db, id);
}
