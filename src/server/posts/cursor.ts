/** Keyset cursors for post lists: the sort instant as PostgreSQL text (microseconds kept) plus the id. */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HttpError } from '../lib/http';

export type Cursor = { t: string; id: string };

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The column as UTC text with microseconds, for the cursor. */
export const instantKey = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeCursor(text: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    if (typeof value.id !== 'string' || !/^[0-9a-f-]{36}$/i.test(value.id)) throw new Error('id');
    if (typeof value.t !== 'string' || Number.isNaN(Date.parse(value.t))) throw new Error('t');
    return value;
  } catch {
    throw new HttpError(422, 'validation', 'Cursor de paginação inválido', { cursor: 'Cursor inválido' });
  }
}

/** Rows strictly after the cursor in `column desc, id desc` order. */
export const afterCursor = (column: AnyPgColumn, idColumn: AnyPgColumn, cursor: Cursor) =>
  sql`(${column}, ${idColumn}) < (${cursor.t}::timestamptz, ${cursor.id}::uuid)`;
