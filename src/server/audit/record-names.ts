/**
 * The names of the records a page of audit entries points at (docs/product/audit.md): the entry's
 * record and every id inside its before/after, so the page reads 'Cliente: Aline Lima' instead of an
 * id. Ids are random UUIDs, unique across tables, so one query over every named table answers them.
 * A record deleted since is simply absent (the page says 'registro excluído').
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** More would only mean a page of huge snapshots; the rest show 'registro excluído'. */
const MAX_IDS = 500;

/** Every UUID-looking string in the values, depth-first. */
export function idsIn(values: unknown[], into = new Set<string>()): Set<string> {
  const visit = (value: unknown, depth: number) => {
    if (into.size >= MAX_IDS || depth > 6) return;
    if (typeof value === 'string') {
      if (UUID.test(value)) into.add(value.toLowerCase());
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) visit(item, depth + 1);
    }
  };
  for (const value of values) visit(value, 0);
  return into;
}

const day = (column: string) => `to_char(${column}, 'DD/MM/YYYY')`;

/** What names a record of each table: a person's, a document's number, a title. */
const NAMED: { table: string; label: string; join?: string }[] = [
  { table: 'leads', label: 't.name' },
  { table: 'users', label: `coalesce(nullif(t.name, ''), t.email)` },
  { table: 'projects', label: 't.title' },
  { table: 'proposals', label: `t.number || ' — ' || t.title` },
  {
    table: 'invoices',
    label: `coalesce('Fatura ' || t.number, 'Fatura em rascunho') || ' — ' || t.description`,
  },
  { table: 'recurring_invoices', label: `'Fatura recorrente — ' || t.description` },
  { table: 'payments', label: `'Pagamento recebido em ' || ${day('t.received_on')}` },
  { table: 'expenses', label: `t.supplier || ' — vence em ' || ${day('t.due_date')}` },
  { table: 'bank_accounts', label: 't.name' },
  { table: 'bank_statement_lines', label: `t.description || ' (' || ${day('t.posted_on')} || ')'` },
  { table: 'appointments', label: 't.title' },
  { table: 'blog_posts', label: 't.title' },
  { table: 'files', label: 't.filename' },
  { table: 'tasks', label: 't.title' },
  {
    table: 'timesheet_weeks',
    label: `'Semana de ' || ${day('t.week_start')} || ' — ' || coalesce(u.name, u.email)`,
    join: 'left join users u on u.id = t.user_id',
  },
  { table: 'campaigns', label: 't.name' },
  { table: 'campaign_spend', label: `'Gasto de ' || ${day('t.spent_on')}` },
  { table: 'assets', label: 't.title' },
  { table: 'partners', label: 't.name' },
  {
    table: 'partner_agreements',
    label: `'Acordo com ' || p.name`,
    join: 'left join partners p on p.id = t.partner_id',
  },
  { table: 'partner_documents', label: 't.title' },
  {
    table: 'partner_referral_links',
    label: `'Link de indicação de ' || p.name`,
    join: 'left join partners p on p.id = t.partner_id',
  },
  { table: 'okr_objectives', label: 't.title' },
  { table: 'activities', label: 't.title' },
  { table: 'okr_key_results', label: 't.title' },
  {
    table: 'onboardings',
    label: `'Onboarding de ' || coalesce(u.name, u.email)`,
    join: 'left join users u on u.id = t.user_id',
  },
  { table: 'onboarding_templates', label: 't.name' },
  { table: 'onboarding_activities', label: 't.title' },
  { table: 'access_links', label: 't.email' },
  { table: 'privacy_requests', label: `coalesce(nullif(t.name, ''), t.email)` },
  { table: 'sales_goals', label: `'Meta de ' || ${day('t.period_start')}` },
];

/** id → display name for the ids that name a record still in the database. */
export async function recordNames(db: Db, ids: Iterable<string>): Promise<Record<string, string>> {
  const list = [...ids].slice(0, MAX_IDS);
  if (list.length === 0) return {};
  const param = sql`${`{${list.join(',')}}`}::uuid[]`;
  const parts = NAMED.map(
    ({ table, label, join }) =>
      sql`select t.id::text as id, ${sql.raw(label)} as label from ${sql.raw(table)} t ${sql.raw(join ?? '')} where t.id = any(${param})`,
  );
  const rows = await queryRows<{ id: string; label: string | null }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.filter((row) => row.label).map((row) => [row.id, row.label!]));
}
