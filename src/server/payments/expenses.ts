/**
 * Bills to pay ('Contas a pagar', docs/product/invoices-and-payments.md): supplier, category, due date,
 * paid or not, optionally a project's direct cost. A recurring bill, when paid, opens next month's
 * copy. Issued records are cancelled with a reason, never deleted; every change is audited.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '@server/db/client';
import { projects } from '@server/db/schema';
import { COUNT_CAP, dayKeyset, dayPage } from '@server/invoices/day-cursor';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { containsPattern } from '@server/lib/like';
import { saoPauloDay } from '@shared/format';
import { nextMonthDay } from '@shared/invoices/rules';
import { toCents } from '@shared/money';
import {
  EXPENSE_NOT_FOUND,
  type ExpenseFormInput,
  type ExpenseItem,
  type ExpenseList,
  type ExpenseListQuery,
  type expenseFormSchema,
} from '@shared/payments/schemas';
import { refuseFutureDay } from './payments';
import { bankStatementLines, expenses } from './schema';

const PAID_AHEAD = 'A data de pagamento não pode ser depois de hoje.';

type ExpenseData = z.output<typeof expenseFormSchema>;

export type { ExpenseFormInput };

const statusSql = (today: string) => sql<string>`case
  when ${expenses.cancelledAt} is not null then 'cancelada'
  when ${expenses.paidOn} is not null then 'paga'
  when ${expenses.dueDate} < ${today}::date then 'vencida'
  else 'a_pagar' end`;

const columns = (today: string) => ({
  id: expenses.id,
  supplier: expenses.supplier,
  category: expenses.category,
  description: expenses.description,
  amount: expenses.amount,
  dueDate: sql<string>`${expenses.dueDate}::text`,
  paidOn: sql<string | null>`${expenses.paidOn}::text`,
  recurring: expenses.recurring,
  projectId: expenses.projectId,
  projectTitle: projects.title,
  status: statusSql(today),
  cancelReason: expenses.cancelReason,
});

export async function listExpenses(db: Db, query: ExpenseListQuery, now = new Date()): Promise<ExpenseList> {
  const today = saoPauloDay(now);
  const where: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q.toLowerCase());
    where.push(
      sql`lower(${expenses.supplier} || ' ' || ${expenses.category} || ' ' || ${expenses.description}) like ${pattern}`,
    );
  }
  if (query.status) where.push(sql`${statusSql(today)} = ${query.status}`);
  const page = dayKeyset(expenses.dueDate, expenses.id, query.cursor, 'desc');
  const pageWhere = page.where ? [...where, page.where] : where;
  const [rows, counted] = await Promise.all([
    db
      .select(columns(today))
      .from(expenses)
      .leftJoin(projects, eq(projects.id, expenses.projectId))
      .where(pageWhere.length ? and(...pageWhere) : undefined)
      .orderBy(...page.orderBy)
      .limit(query.limit + 1),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from expenses ${where.length ? sql`where ${and(...where)}` : sql``} limit ${COUNT_CAP + 1}) capped`,
    ),
  ]);
  const { items, nextCursor } = dayPage(rows as ExpenseItem[], query.limit, (row) => row.dueDate);
  const countedRows = Number(counted[0]?.n ?? 0);
  return { items, nextCursor, total: Math.min(countedRows, COUNT_CAP), totalCapped: countedRows > COUNT_CAP };
}

export async function readExpense(db: Db, id: string, now = new Date()): Promise<ExpenseItem> {
  const [row] = await db
    .select(columns(saoPauloDay(now)))
    .from(expenses)
    .leftJoin(projects, eq(projects.id, expenses.projectId))
    .where(eq(expenses.id, id))
    .limit(1);
  if (!row) throw notFound(EXPENSE_NOT_FOUND);
  return row as ExpenseItem;
}

async function assertProject(db: Db, projectId: string | null) {
  if (!projectId) return;
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row)
    throw new HttpError(422, 'validation', 'Projeto não encontrado', { projectId: 'Projeto não encontrado' });
}

export async function createExpense(db: Db, actor: Actor, input: ExpenseData): Promise<ExpenseItem> {
  if (input.paidOn) refuseFutureDay(input.paidOn, 'paidOn', PAID_AHEAD);
  await assertProject(db, input.projectId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(expenses)
      .values({ ...input, createdBy: actor?.id ?? null })
      .returning({ id: expenses.id });
    await recordAudit(tx, actor, { action: 'create', entity: 'expense', entityId: row!.id, after: input });
    return row!.id;
  });
  return readExpense(db, id);
}

async function lockExpense(tx: Db, id: string) {
  const [row] = await tx.select().from(expenses).where(eq(expenses.id, id)).for('update').limit(1);
  if (!row) throw notFound(EXPENSE_NOT_FOUND);
  if (row.cancelledAt) throw conflict('Esta conta está cancelada.');
  return row;
}

/**
 * A bill booked by a bank line is the money the bank shows going out: cancelling it, or changing its
 * amount or payment date, would take that money out of the cash flow and the DRE while the line stays
 * 'conciliado' (found by the ledger's invariants test). Called under the bill's row lock, which the
 * reconciliation's link also takes, so a link and a cancel at once are one after the other.
 */
async function refuseIfBooked(tx: Db, id: string) {
  const [line] = await tx
    .select({ id: bankStatementLines.id })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.matchedExpenseId, id))
    .limit(1);
  if (line)
    throw conflict(
      'Esta conta está conciliada com um lançamento do extrato: desfaça a conciliação antes de cancelá-la ou mudar o valor ou a data de pagamento.',
    );
}

export async function updateExpense(
  db: Db,
  actor: Actor,
  id: string,
  input: ExpenseData,
): Promise<ExpenseItem> {
  if (input.paidOn) refuseFutureDay(input.paidOn, 'paidOn', PAID_AHEAD);
  await assertProject(db, input.projectId);
  await db.transaction(async (tx) => {
    const before = await lockExpense(tx, id);
    if (toCents(before.amount) !== toCents(input.amount) || before.paidOn !== input.paidOn)
      await refuseIfBooked(tx, id);
    await tx.update(expenses).set(input).where(eq(expenses.id, id));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'expense',
      entityId: id,
      before: {
        amount: before.amount,
        dueDate: before.dueDate,
        paidOn: before.paidOn,
        supplier: before.supplier,
      },
      after: input,
    });
  });
  return readExpense(db, id);
}

/** Marks the bill paid inside `tx` (a monthly bill opens next month's copy); the reconciliation uses it too. */
export async function payExpenseInTx(tx: Db, actor: Actor, id: string, paidOn: string): Promise<void> {
  refuseFutureDay(paidOn, 'paidOn', PAID_AHEAD);
  const before = await lockExpense(tx, id);
  if (before.paidOn) throw conflict('Esta conta já está paga.');
  await tx.update(expenses).set({ paidOn }).where(eq(expenses.id, id));
  await recordAudit(tx, actor, {
    action: 'pay',
    entity: 'expense',
    entityId: id,
    before: { paidOn: null },
    after: { paidOn, amount: before.amount },
  });
  if (before.recurring) {
    const series = before.repeatsId ?? before.id;
    const dueDate = nextMonthDay(before.dueDate);
    const [existing] = await queryRows<{ id: string }>(
      tx,
      sql`select id from expenses where (repeats_id = ${series} or id = ${series}) and due_date = ${dueDate} limit 1`,
    );
    if (!existing) {
      const [next] = await tx
        .insert(expenses)
        .values({
          supplier: before.supplier,
          category: before.category,
          description: before.description,
          amount: before.amount,
          dueDate,
          projectId: before.projectId,
          recurring: true,
          repeatsId: series,
          createdBy: actor?.id ?? null,
        })
        .returning({ id: expenses.id });
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'expense',
        entityId: next!.id,
        after: { repeats: series, dueDate, amount: before.amount },
      });
    }
  }
}

export async function payExpense(db: Db, actor: Actor, id: string, paidOn: string): Promise<ExpenseItem> {
  await db.transaction((tx) => payExpenseInTx(tx, actor, id, paidOn));
  return readExpense(db, id);
}

export async function cancelExpense(db: Db, actor: Actor, id: string, reason: string): Promise<ExpenseItem> {
  await db.transaction(async (tx) => {
    const before = await lockExpense(tx, id);
    await refuseIfBooked(tx, id);
    await tx
      .update(expenses)
      .set({ cancelledAt: new Date(), cancelReason: reason })
      .where(eq(expenses.id, id));
    await recordAudit(tx, actor, {
      action: 'cancel',
      entity: 'expense',
      entityId: id,
      before: { amount: before.amount, paidOn: before.paidOn },
      after: { reason },
    });
  });
  return readExpense(db, id);
}
