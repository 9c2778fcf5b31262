/**
 * Keyset cursor on (a date column, id) for the finance lists (invoices by due date, payments by
 * date received, expenses by due date): an opaque base64url JSON; anything else is the common 422.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invalidCursor } from '@server/lib/cursor';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeDayCursor(day: string, id: string): string {
  return Buffer.from(JSON.stringify({ d: day, id })).toString('base64url');
}

export function decodeDayCursor(text: string): { d: string; id: string } {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const record = (value ?? {}) as Record<string, unknown>;
  if (
    typeof record.d !== 'string' ||
    !DAY.test(record.d) ||
    typeof record.id !== 'string' ||
    !UUID.test(record.id)
  )
    throw invalidCursor();
  return { d: record.d, id: record.id };
}

/** WHERE and ORDER BY for one page in `order` on (day, id). */
export function dayKeyset(
  day: AnyPgColumn,
  id: AnyPgColumn,
  cursor: string | undefined,
  order: 'asc' | 'desc',
) {
  let where: SQL | undefined;
  if (cursor) {
    const after = decodeDayCursor(cursor);
    where =
      order === 'desc'
        ? sql`(${day}, ${id}) < (${after.d}::date, ${after.id}::uuid)`
        : sql`(${day}, ${id}) > (${after.d}::date, ${after.id}::uuid)`;
  }
  const orderBy = order === 'desc' ? [sql`${day} desc`, sql`${id} desc`] : [sql`${day} asc`, sql`${id} asc`];
  return { where, orderBy };
}

/** Trims the extra row and builds the next cursor. */
export function dayPage<T extends { id: string }>(rows: T[], limit: number, dayOf: (row: T) => string) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeDayCursor(dayOf(last), last.id) : null };
}

/** Counts stop here ('mais de 1.000'): the rest of the list stays fast on 100,000 rows. */
export const COUNT_CAP = 1_000;
