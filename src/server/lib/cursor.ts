/**
 * The one keyset-cursor codec: an opaque base64url of a small JSON object whose fields are
 * declared once per list (an instant, an id, ...). A cursor that does not decode to that shape is a
 * 422 with the same PT-BR message on every list. Instants stay text so PostgreSQL's microseconds
 * survive the round trip (a JS Date would drop them and skip or repeat rows).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HttpError } from './http';

/** An instant as PostgreSQL prints it ('2026-11-25 22:33:11.123456+00') or as ISO 8601 ('…T…Z'). */
const INSTANT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CursorField = 'instant' | 'instant?' | 'uuid';
type FieldValue<F extends CursorField> = F extends 'instant?' ? string | null : string;
export type CursorValue<S extends Record<string, CursorField>> = { [K in keyof S]: FieldValue<S[K]> };

const valid: Record<CursorField, (value: unknown) => boolean> = {
  instant: (value) => typeof value === 'string' && INSTANT.test(value),
  'instant?': (value) => value === null || (typeof value === 'string' && INSTANT.test(value)),
  uuid: (value) => typeof value === 'string' && UUID.test(value),
};

export const invalidCursor = () =>
  new HttpError(422, 'validation', 'Cursor de paginação inválido', { cursor: 'Cursor inválido' });

export function cursorCodec<const S extends Record<string, CursorField>>(shape: S) {
  const fields = Object.entries(shape) as [keyof S & string, CursorField][];
  return {
    encode(value: CursorValue<S>): string {
      const picked = Object.fromEntries(fields.map(([name]) => [name, value[name]]));
      return Buffer.from(JSON.stringify(picked)).toString('base64url');
    },
    /** The cursor's fields, or a 422 when it was not made by `encode` of this shape. */
    decode(text: string): CursorValue<S> {
      let value: unknown;
      try {
        value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
      } catch {
        throw invalidCursor();
      }
      if (typeof value !== 'object' || value === null) throw invalidCursor();
      const record = value as Record<string, unknown>;
      if (!fields.every(([name, field]) => valid[field](record[name]))) throw invalidCursor();
      return Object.fromEntries(fields.map(([name]) => [name, record[name]])) as CursorValue<S>;
    },
  };
}

/** The common case: newest first on (created_at, id). */
export const createdCursor = cursorCodec({ t: 'instant', id: 'uuid' });

/** A timestamptz column as UTC ISO text with microseconds, for a cursor. */
export const instantKey = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Rows after a `createdCursor` in `(instant desc, id desc)` order; undefined without a cursor (the
 * first page), so it drops straight into `and(...)`. A cursor that does not decode is a 422.
 */
export function afterCreated(
  instant: AnyPgColumn | SQL,
  id: AnyPgColumn | SQL,
  cursor: string | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  const after = createdCursor.decode(cursor);
  return sql`(${instant}, ${id}) < (${after.t}::timestamptz, ${after.id}::uuid)`;
}

/** A page from `limit + 1` rows: the first `limit`, and the next page's cursor when the extra row came back. */
export function createdPage<T extends { cursorKey: string; id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? createdCursor.encode({ t: last.cursorKey, id: last.id }) : null;
  return { items, nextCursor };
}
