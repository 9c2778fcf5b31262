/**
 * A dump of the WHOLE database (every base table, every row, every column, as PostgreSQL renders it to
 * JSON) and the cell-by-cell difference of two dumps: what an operation really changed, to compare with
 * what it said it would change (the LGPD anonymisation preview, docs/product/privacy-lgpd.md).
 * Rows are keyed by their primary key (a table without one by the whole row).
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';

export type Dump = Map<string, Map<string, Record<string, unknown>>>;

export type CellChange = { table: string; key: string; column: string; before: unknown; after: unknown };
export type DumpDiff = {
  cells: CellChange[];
  inserted: { table: string; key: string; row: Record<string, unknown> }[];
  deleted: { table: string; key: string; row: Record<string, unknown> }[];
};

async function primaryKeys(db: Db): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select tc.table_name, kcu.column_name
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY'
        order by tc.table_name, kcu.ordinal_position`,
  );
  const keys = new Map<string, string[]>();
  for (const row of rows) keys.set(row.table_name, [...(keys.get(row.table_name) ?? []), row.column_name]);
  return keys;
}

export async function dumpDatabase(db: Db): Promise<Dump> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const keys = await primaryKeys(db);
  const dump: Dump = new Map();
  for (const { table_name: table } of tables) {
    const rows = await queryRows<{ row: Record<string, unknown> }>(
      db,
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t`,
    );
    const pk = keys.get(table);
    const byKey = new Map<string, Record<string, unknown>>();
    for (const { row } of rows) {
      const key = pk ? pk.map((column) => String(row[column])).join('|') : JSON.stringify(row);
      byKey.set(key, row);
    }
    dump.set(table, byKey);
  }
  return dump;
}

export function diffDumps(before: Dump, after: Dump): DumpDiff {
  const diff: DumpDiff = { cells: [], inserted: [], deleted: [] };
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(table) ?? new Map();
    const now = after.get(table) ?? new Map();
    for (const [key, row] of old) {
      const next = now.get(key);
      if (!next) {
        diff.deleted.push({ table, key, row });
        continue;
      }
      for (const column of new Set([...Object.keys(row), ...Object.keys(next)])) {
        if (JSON.stringify(row[column]) !== JSON.stringify(next[column])) {
          diff.cells.push({ table, key, column, before: row[column], after: next[column] });
        }
      }
    }
    for (const [key, row] of now) if (!old.has(key)) diff.inserted.push({ table, key, row });
  }
  return diff;
}

/** 'table.column' → number of cells changed. */
export function countByField(cells: { table: string; column: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const cell of cells)
    counts[`${cell.table}.${cell.column}`] = (counts[`${cell.table}.${cell.column}`] ?? 0) + 1;
  return counts;
}
