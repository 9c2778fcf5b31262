/**
 * Erasure by reference (docs/product/privacy-lgpd.md, decision 051). One function finds the person's
 * rows through the registry's links, computes what each personal column becomes, WRITES it, and reads
 * the rows back to list every cell that changed. The preview is that same function in a transaction
 * that is rolled back; the confirmation runs it again and commits only when the changes are exactly
 * the ones previewed (same fingerprint). So a preview cannot promise something the write does not do.
 */
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { HttpError } from '@server/lib/http';
import { TRUSTED_CONTACT_SOURCES } from '@shared/catalog/lead-identity';
import type { ErasurePreview } from '@shared/privacy/schemas';
import { emptyValues, makeCleaner, mergeValues, type PersonValues, REMOVED } from './cleaner';
import { FIELD_LABELS } from './field-labels';
import { type Entry, keyOf, type Link, PERSONAL_TABLES, type Row, type Tier } from './registry';

/** Who is erased: their lead ids, their verified e-mail (a request) and their own accounts. */
export type Person = { email: string | null; leadIds: string[]; userIds: string[] };

export type CellChange = { table: string; key: string; column: string; before: unknown; after: unknown };
export type ErasureResult = {
  cells: CellChange[];
  deleted: { table: string; key: string }[];
};

const uuids = (list: string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(list)}::jsonb)::uuid)`;
const texts = (list: string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(list)}::jsonb))`;
const none = sql`false`;

/**
 * The person's e-mails, lower-cased: the verified one, and by reference those of their leads — each
 * lead's own and the other e-mails the team vouched for (staff added, or a merge kept: decision 056).
 * So an erasure finds the same rows whichever of their e-mails the person verified (after a merge, the
 * merged lead's e-mail typed in someone else's chat is theirs as much as the kept lead's).
 */
export async function personEmails(db: Db, person: Person): Promise<string[]> {
  const emails = new Set(person.email ? [person.email.trim().toLowerCase()] : []);
  if (person.leadIds.length) {
    const vouched = sql.join(
      TRUSTED_CONTACT_SOURCES.map((source) => sql`${source}`),
      sql`, `,
    );
    const rows = await queryRows<{ email: string }>(
      db,
      sql`select lower(email) as email from leads where id in ${uuids(person.leadIds)}
          union select lower(value) from lead_contacts
          where kind = 'email' and source in (${vouched}) and lead_id in ${uuids(person.leadIds)}`,
    );
    for (const row of rows) if (row.email) emails.add(row.email);
  }
  return [...emails].sort();
}

/** The person's rows, table by table, found by reference only (never by what their text says). */
export async function findPersonRows(db: Db, person: Person): Promise<Map<string, Row[]>> {
  const found = new Map<string, Row[]>();
  const emails = await personEmails(db, person);
  const keysOf = (table: string) =>
    (found.get(table) ?? []).map((row) => String(row[keyOf(entryFor(table))]));
  const condition = (link: Exclude<Link, { to: 'sibling' }>): SQL => {
    switch (link.to) {
      case 'lead':
        return person.leadIds.length ? sql`${sql.identifier(link.column)} in ${uuids(person.leadIds)}` : none;
      case 'row': {
        const keys = keysOf(link.table);
        return keys.length ? sql`${sql.identifier(link.column)} in ${uuids(keys)}` : none;
      }
      case 'user':
        return person.userIds.length ? sql`${sql.identifier(link.column)} in ${uuids(person.userIds)}` : none;
      case 'email':
        return emails.length ? sql`lower(${sql.identifier(link.column)}) in ${texts(emails)}` : none;
      case 'audit': {
        const pairs = [...found.entries()].flatMap(([table, rows]) => {
          const owner = entryFor(table);
          const byKey = (owner.auditEntity ?? []).flatMap((entity) =>
            rows.map((row) => [entity, String(row[keyOf(owner)])]),
          );
          // A merged lead's old entries (its id lives on in lead_merges only).
          const byColumn = (owner.auditIds ?? []).flatMap(({ column, entities }) =>
            entities.flatMap((entity) =>
              rows.filter((row) => row[column] != null).map((row) => [entity, String(row[column])]),
            ),
          );
          return [...byKey, ...byColumn];
        });
        return pairs.length
          ? sql`(entity, entity_id) in (select pair->>0, pair->>1 from jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) as pair)`
          : none;
      }
    }
  };
  for (const entry of PERSONAL_TABLES) {
    const direct = entry.links.filter(
      (link): link is Exclude<Link, { to: 'sibling' }> => link.to !== 'sibling',
    );
    const base = sql.join(
      direct.map((link) => sql`(${condition(link)})`),
      sql` or `,
    );
    const siblings = entry.links
      .filter((link): link is Extract<Link, { to: 'sibling' }> => link.to === 'sibling')
      .map(
        (link) =>
          sql`${sql.identifier(link.column)} in (select ${sql.identifier(link.column)} from ${sql.identifier(entry.table)} where ${base})`,
      );
    const where = sql.join([sql`(${base})`, ...siblings], sql` or `);
    const rows = await queryRows<{ row: Row }>(
      db,
      sql`select to_jsonb(t) as row from ${sql.identifier(entry.table)} t where ${where}
          order by ${sql.identifier(keyOf(entry))}`,
    );
    found.set(
      entry.table,
      rows.map((result) => result.row),
    );
  }
  return found;
}

function entryFor(table: string): Entry {
  const entry = PERSONAL_TABLES.find((candidate) => candidate.table === table);
  if (!entry) throw new Error(`tabela fora do registro: ${table}`);
  return entry;
}

const read = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((value, part) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) return (value as Row)[part];
    return undefined;
  }, row);

/** The person's values by tier, taken from their own stored rows (plus the verified e-mail). */
export function personValues(found: Map<string, Row[]>, person: Person): Record<Tier, PersonValues> {
  const trusted = emptyValues();
  const submitted = emptyValues();
  if (person.email) trusted.emails.push(person.email);
  for (const entry of PERSONAL_TABLES) {
    for (const source of entry.values ?? []) {
      const bucket = source.tier === 'trusted' ? trusted : submitted;
      for (const row of found.get(entry.table) ?? []) {
        if (source.when && !source.when(row)) continue;
        for (const kind of ['names', 'emails', 'codes', 'ips', 'texts'] as const) {
          for (const path of source[kind] ?? []) {
            const value = read(row, path);
            if (typeof value === 'string' && value.trim()) bucket[kind].push(value);
          }
        }
      }
    }
  }
  return { trusted, submitted: mergeValues(trusted, submitted) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What the row's personal columns become (only the columns that differ). */
function newValues(entry: Entry, row: Row, cleaners: Record<Tier, ReturnType<typeof makeCleaner>>): Row {
  const changed: Row = {};
  for (const [column, rule] of Object.entries(entry.columns)) {
    const current = row[column];
    let next: unknown;
    switch (rule.kind) {
      case 'set':
        next = rule.value(row);
        break;
      case 'text':
        next = typeof current === 'string' ? cleaners[rule.tier].text(current) : current;
        break;
      case 'json': {
        let value = current;
        if (rule.dropKeys && value && typeof value === 'object' && !Array.isArray(value)) {
          value = Object.fromEntries(
            Object.entries(value as Row).filter(([key]) => !rule.dropKeys!.includes(key)),
          );
        }
        next = cleaners[rule.tier].json(value);
        break;
      }
      case 'link': {
        // A link that names the person (a search for their name) keeps only its page.
        if (typeof current !== 'string') {
          next = current;
          break;
        }
        let decoded = current;
        try {
          decoded = decodeURIComponent(current.replace(/\+/g, ' '));
        } catch {
          // keep the raw link
        }
        next = cleaners[rule.tier].text(decoded) === decoded ? current : current.split('?')[0];
        break;
      }
    }
    if (!same(current, next)) changed[column] = next ?? null;
  }
  return changed;
}

async function rowsByKey(db: Db, entry: Entry, keys: string[]): Promise<Map<string, Row>> {
  const key = keyOf(entry);
  const rows = await queryRows<{ row: Row }>(
    db,
    sql`select to_jsonb(t) as row from ${sql.identifier(entry.table)} t where ${sql.identifier(key)} in ${uuids(keys)}`,
  );
  return new Map(rows.map(({ row }) => [String(row[key]), row]));
}

/**
 * Writes the anonymisation of the person's rows and returns every cell that changed (read back from
 * the database, generated columns included) and every row deleted. Call inside a transaction.
 */
export async function applyErasure(db: Db, person: Person): Promise<ErasureResult> {
  const found = await findPersonRows(db, person);
  const values = personValues(found, person);
  const cleaners = { trusted: makeCleaner(values.trusted), submitted: makeCleaner(values.submitted) };
  const result: ErasureResult = { cells: [], deleted: [] };
  for (const entry of PERSONAL_TABLES) {
    const rows = found.get(entry.table) ?? [];
    if (!rows.length) continue;
    const key = keyOf(entry);
    const table = sql.identifier(entry.table);
    if (entry.deleteRows) {
      const keys = rows.map((row) => String(row[key]));
      await db.execute(sql`delete from ${table} where ${sql.identifier(key)} in ${uuids(keys)}`);
      result.deleted.push(...keys.map((deleted) => ({ table: entry.table, key: deleted })));
      continue;
    }
    const updates = rows
      .map((row) => ({ row, changed: newValues(entry, row, cleaners) }))
      .filter(({ changed }) => Object.keys(changed).length);
    if (!updates.length) continue;
    const columns = Object.keys(entry.columns);
    // One statement per table: every rule column set from a JSON record typed like the table's row.
    const records = updates.map(({ row, changed }) => ({
      ...Object.fromEntries(columns.map((column) => [column, row[column] ?? null])),
      ...changed,
      [key]: row[key],
    }));
    await db.execute(sql`
      update ${table} set ${sql.join(
        columns.map((column) => sql`${sql.identifier(column)} = r.${sql.identifier(column)}`),
        sql`, `,
      )}
      from jsonb_populate_recordset(null::${table}, ${JSON.stringify(records)}::jsonb) as r
      where ${table}.${sql.identifier(key)} = r.${sql.identifier(key)}`);
    const after = await rowsByKey(
      db,
      entry,
      updates.map(({ row }) => String(row[key])),
    );
    for (const { row } of updates) {
      const now = after.get(String(row[key]))!;
      for (const column of Object.keys(now)) {
        if (!same(row[column], now[column])) {
          result.cells.push({
            table: entry.table,
            key: String(row[key]),
            column,
            before: row[column],
            after: now[column],
          });
        }
      }
    }
  }
  return result;
}

/** Merges results applied one after another (the retention job): one cell counted once. */
export function mergeResults(results: ErasureResult[]): ErasureResult {
  const cells = new Map<string, CellChange>();
  const deleted = new Map<string, { table: string; key: string }>();
  for (const result of results) {
    for (const cell of result.cells) {
      const id = `${cell.table}|${cell.key}|${cell.column}`;
      const earlier = cells.get(id);
      cells.set(id, earlier ? { ...earlier, after: cell.after } : cell);
    }
    for (const row of result.deleted) deleted.set(`${row.table}|${row.key}`, row);
  }
  return { cells: [...cells.values()], deleted: [...deleted.values()] };
}

export function fingerprintOf(result: ErasureResult): string {
  const cells = result.cells
    .map((cell) => [cell.table, cell.key, cell.column, cell.before ?? null, cell.after ?? null])
    .sort((a, b) => JSON.stringify(a.slice(0, 3)).localeCompare(JSON.stringify(b.slice(0, 3))));
  const deleted = result.deleted.map((row) => [row.table, row.key]).sort();
  return createHash('sha256').update(JSON.stringify({ cells, deleted })).digest('hex');
}

/** Counts per table and field, in the registry's order, with the PT-BR labels (what the dialog lists). */
export function summarize(result: ErasureResult): ErasurePreview {
  const tables: ErasurePreview['tables'] = [];
  const order = [...PERSONAL_TABLES.map((entry) => entry.table)];
  const touched = new Set([
    ...result.cells.map((cell) => cell.table),
    ...result.deleted.map((row) => row.table),
  ]);
  for (const table of [...order, ...[...touched].filter((name) => !order.includes(name))]) {
    if (!touched.has(table)) continue;
    const cells = result.cells.filter((cell) => cell.table === table);
    const fields = new Map<string, number>();
    for (const cell of cells) fields.set(cell.column, (fields.get(cell.column) ?? 0) + 1);
    tables.push({
      table,
      label: PERSONAL_TABLES.find((entry) => entry.table === table)?.label ?? table,
      rows: new Set(cells.map((cell) => cell.key)).size,
      deleted: result.deleted.filter((row) => row.table === table).length,
      fields: [...fields.entries()].map(([column, count]) => ({
        column,
        label: FIELD_LABELS[column] ?? column,
        cells: count,
      })),
    });
  }
  return {
    tables,
    rows: tables.reduce((sum, table) => sum + table.rows, 0),
    cells: result.cells.length,
    deleted: result.deleted.length,
    fingerprint: fingerprintOf(result),
  };
}

/** Thrown to roll a dry run back with what it computed. */
class DryRun extends Error {
  constructor(readonly result: ErasureResult) {
    super('dry run');
  }
}

export const STALE_PREVIEW_CODE = 'stale_preview';
export const STALE_PREVIEW_MESSAGE =
  'Os dados do titular mudaram desde a prévia. Abra a prévia de novo e confirme o que será alterado.';

/**
 * Runs `work` (which applies erasures and returns their result) in a transaction:
 * - dryRun: rolled back, returns what it would change;
 * - expected fingerprint: committed only when the changes are exactly those (409 in PT-BR otherwise);
 *   `beforeCommit` runs inside the same transaction (bookkeeping: the request, the audit entry).
 */
export async function inErasureTransaction(
  db: Db,
  work: (tx: Db) => Promise<ErasureResult>,
  options: {
    dryRun: boolean;
    expected?: string;
    beforeCommit?: (tx: Db, result: ErasureResult) => Promise<void>;
  },
): Promise<ErasureResult> {
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const result = await work(tx);
      if (options.dryRun) throw new DryRun(result);
      if (options.expected !== undefined && options.expected !== fingerprintOf(result)) {
        throw new HttpError(409, STALE_PREVIEW_CODE, STALE_PREVIEW_MESSAGE);
      }
      await options.beforeCommit?.(tx, result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.result;
    throw error;
  }
}

export { REMOVED };
