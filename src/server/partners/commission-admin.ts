/**
 * The Comissões page (docs/product/partners.md): entries filtered by partner, status and statement
 * month, approved (pendente → aprovada) and paid (aprovada → paga, with the date and optionally the
 * PIX reference), statements per partner per month, and the CSV export.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { type Actor, recordAudit } from '@server/lib/audit';
import { csvLine } from '@server/lib/csv';
import { afterCreated, createdPage } from '@server/lib/cursor';
import { formatDate } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import { type CommissionStatus, commissionStatuses } from '@shared/partners/catalog';
import type { CommissionItem, CommissionPage, StatementRow } from '@shared/partners/schemas';

export type CommissionFilters = { partnerId?: string; status?: CommissionStatus; month?: string };

const money = (value: string | null) => (value === null ? null : fromCents(toCents(value)));

function filterSql(input: CommissionFilters): SQL[] {
  const filters: SQL[] = [sql`true`];
  if (input.partnerId) filters.push(sql`c.partner_id = ${input.partnerId}`);
  if (input.status) filters.push(sql`c.status = ${input.status}`);
  if (input.month) filters.push(sql`c.statement_month = ${`${input.month}-01`}::date`);
  return filters;
}

type Row = {
  id: string;
  partner_id: string;
  partner_name: string;
  lead_id: string;
  lead_name: string;
  description: string;
  base_amount: string | null;
  amount: string;
  statement_month: string;
  status: CommissionStatus;
  approved_at: string | null;
  paid_on: string | null;
  pix_reference: string | null;
  created_at: string;
  cursorKey: string;
};

const rowSelect = sql`select c.id, c.partner_id, p.name as partner_name, c.lead_id, l.name as lead_name,
    c.description, c.base_amount::text as base_amount, c.amount::text as amount,
    c.statement_month::text as statement_month, c.status, c.approved_at, c.paid_on::text as paid_on,
    c.pix_reference, c.created_at,
    to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorKey"
  from partner_commissions c
  join partners p on p.id = c.partner_id
  join leads l on l.id = c.lead_id`;

function toItem(row: Row): CommissionItem {
  return {
    id: row.id,
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    leadId: row.lead_id,
    leadName: row.lead_name,
    description: row.description,
    baseAmount: money(row.base_amount),
    amount: money(row.amount)!,
    statementMonth: row.statement_month.slice(0, 7),
    status: row.status,
    approvedAt: row.approved_at ? new Date(row.approved_at).toISOString() : null,
    paidOn: row.paid_on,
    pixReference: row.pix_reference,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listCommissions(
  db: Db,
  input: CommissionFilters & { limit: number; cursor?: string },
): Promise<CommissionPage> {
  const filters = filterSql(input);
  const page = [...filters];
  const after = afterCreated(sql`c.created_at`, sql`c.id`, input.cursor);
  if (after) page.push(after);
  const rows = await queryRows<Row>(
    db,
    sql`${rowSelect} where ${sql.join(page, sql` and `)}
        order by c.created_at desc, c.id desc limit ${input.limit + 1}`,
  );
  const sums = await queryRows<{ status: CommissionStatus; total: string }>(
    db,
    sql`select c.status, sum(c.amount)::text as total from partner_commissions c
        where ${sql.join(filters, sql` and `)} group by c.status`,
  );
  const totals = Object.fromEntries(commissionStatuses.map((entry) => [entry.value, '0.00'])) as Record<
    CommissionStatus,
    string
  >;
  for (const sum of sums) totals[sum.status] = money(sum.total)!;
  const { items, nextCursor } = createdPage(rows, input.limit);
  return { items: items.map(toItem), nextCursor, totals };
}

export async function approveCommissions(db: Db, actor: Actor, ids: string[], now = new Date()) {
  const updated = await queryRows<{ id: string }>(
    db,
    sql`update partner_commissions set status = 'aprovada', approved_at = ${now}, approved_by = ${actor?.id ?? null}
        where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and status = 'pendente'
        returning id`,
  );
  if (updated.length) {
    await recordAudit(db, actor, {
      action: 'status',
      entity: 'partner_commission',
      after: { status: 'aprovada', ids: updated.map((row) => row.id) },
    });
  }
  return { updated: updated.length };
}

export async function payCommissions(
  db: Db,
  actor: Actor,
  input: { ids: string[]; paidOn: string; pixReference: string | null },
) {
  const updated = await queryRows<{ id: string }>(
    db,
    sql`update partner_commissions set status = 'paga', paid_on = ${input.paidOn}::date,
          pix_reference = ${input.pixReference}
        where id in (${sql.join(
          input.ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and status = 'aprovada'
        returning id`,
  );
  if (updated.length) {
    await recordAudit(db, actor, {
      action: 'status',
      entity: 'partner_commission',
      after: { status: 'paga', paidOn: input.paidOn, ids: updated.map((row) => row.id) },
    });
  }
  return { updated: updated.length };
}

/** One line per partner and statement month with the totals by status (newest month first). */
export async function listStatements(db: Db, input: CommissionFilters): Promise<StatementRow[]> {
  const rows = await queryRows<{
    partner_id: string;
    partner_name: string;
    month: string;
    pending: string;
    approved: string;
    paid: string;
    total: string;
  }>(
    db,
    sql`select c.partner_id, p.name as partner_name, c.statement_month::text as month,
          coalesce(sum(c.amount) filter (where c.status = 'pendente'), 0)::text as pending,
          coalesce(sum(c.amount) filter (where c.status = 'aprovada'), 0)::text as approved,
          coalesce(sum(c.amount) filter (where c.status = 'paga'), 0)::text as paid,
          sum(c.amount)::text as total
        from partner_commissions c join partners p on p.id = c.partner_id
        where ${sql.join(filterSql(input), sql` and `)}
        group by c.partner_id, p.name, c.statement_month
        order by c.statement_month desc, p.name
        limit 240`,
  );
  return rows.map((row) => ({
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    month: row.month.slice(0, 7),
    pending: money(row.pending)!,
    approved: money(row.approved)!,
    paid: money(row.paid)!,
    total: money(row.total)!,
  }));
}

const statusLabel = (status: CommissionStatus) =>
  commissionStatuses.find((entry) => entry.value === status)?.label ?? status;
const brl = (value: string | null) => (value === null ? '' : value.replace('.', ','));

/** Every entry matching the filters as CSV (UTF-8 BOM, ';'), oldest first. */
export async function commissionsCsv(db: Db, input: CommissionFilters): Promise<string> {
  const rows = await queryRows<Row>(
    db,
    sql`${rowSelect} where ${sql.join(filterSql(input), sql` and `)}
        order by c.statement_month, p.name, c.created_at limit 20000`,
  );
  let out = `\uFEFF${csvLine(['Mês', 'Parceiro', 'Lead', 'Descrição', 'Base (R$)', 'Comissão (R$)', 'Situação', 'Pago em', 'Referência PIX'])}`;
  for (const row of rows.map(toItem)) {
    out += csvLine([
      row.statementMonth,
      row.partnerName,
      row.leadName,
      row.description,
      brl(row.baseAmount),
      brl(row.amount),
      statusLabel(row.status),
      row.paidOn ? formatDate(row.paidOn) : '',
      row.pixReference,
    ]);
  }
  return out;
}
