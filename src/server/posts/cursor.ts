/** Keyset paging for post lists on (instant desc, id desc); the cursor is lib/cursor's `createdCursor`. */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdCursor } from '../lib/cursor';

/** The column as UTC text with microseconds, for the cursor. */
export const instantKey = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows strictly after the cursor in `column desc, id desc` order (a 422 for a cursor that does not decode). */
export function afterCursor(column: AnyPgColumn, idColumn: AnyPgColumn, cursor: string) {
  const { t, id } = createdCursor.decode(cursor);
  return sql`(${column}, ${idColumn}) < (${t}::timestamptz, ${id}::uuid)`;
}
