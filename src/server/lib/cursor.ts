/**
 * The one keyset-cursor codec: an opaque base64url of a small JSON object whose fields are
 * declared once per list (an instant, an id, ...). A cursor that does not decode to that shape is a
 * 422 with the same PT-BR message on every list. Instants stay text so PostgreSQL's microseconds
 * survive the round trip (a JS Date would drop them and skip or repeat rows).
 */
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
