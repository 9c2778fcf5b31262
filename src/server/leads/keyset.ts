/**
 * Keyset (cursor) paging on (created_at, id): stable under inserts and as fast on page 2,000 as on
 * page 1, unlike OFFSET. The cursor keeps created_at as PostgreSQL text, so microseconds survive the
 * round trip (a JS Date would drop them and skip or repeat rows).
 */
import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { createdCursor } from '@server/lib/cursor';

export type KeysetRequest = {
  limit: number;
  /** After this row (next page). */
  cursor?: string;
  /** Before this row (previous page). */
  before?: string;
  order?: 'asc' | 'desc';
};

/** The page's extra WHERE, ORDER BY and row count for a keyset request. */
export function keysetPlan(request: KeysetRequest, createdAt: AnyColumn | SQL, id: AnyColumn | SQL) {
  const order = request.order ?? 'desc';
  const backwards = Boolean(request.before) && !request.cursor;
  // Going back scans the other way from the anchor, then the rows are put back in display order.
  const scanDesc = (order === 'desc') !== backwards;
  const anchor = request.cursor ?? (backwards ? request.before : undefined);
  let where: SQL | undefined;
  if (anchor) {
    const { t, id: anchorId } = createdCursor.decode(anchor);
    where = scanDesc
      ? sql`(${createdAt}, ${id}) < (${t}::timestamptz, ${anchorId}::uuid)`
      : sql`(${createdAt}, ${id}) > (${t}::timestamptz, ${anchorId}::uuid)`;
  }
  // 'desc nulls last' (and its mirror) is how drizzle-kit wrote the indexes; a plain 'desc' means
  // 'nulls first' and would make PostgreSQL sort the whole table instead of reading the index.
  const orderBy = scanDesc
    ? [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`]
    : [sql`${createdAt} asc nulls first`, sql`${id} asc nulls first`];
  return { where, orderBy, fetch: request.limit + 1, backwards, scanDesc };
}

/** Trims the extra row, restores display order and works out the neighbouring cursors. */
export function keysetPage<T extends { cursorKey: string; id: string }>(
  rows: T[],
  request: KeysetRequest,
  backwards: boolean,
) {
  const hasMore = rows.length > request.limit;
  const page = rows.slice(0, request.limit);
  if (backwards) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const cursorOf = (row: T | undefined) =>
    row ? createdCursor.encode({ t: row.cursorKey, id: row.id }) : null;
  if (backwards) {
    return { items: page, nextCursor: cursorOf(last), prevCursor: hasMore ? cursorOf(first) : null };
  }
  return {
    items: page,
    nextCursor: hasMore ? cursorOf(last) : null,
    prevCursor: request.cursor ? cursorOf(first) : null,
  };
}

/** created_at as text for the cursor (keeps microseconds). */
export const cursorKeyOf = (createdAt: AnyColumn) => sql<string>`${createdAt}::text`;
