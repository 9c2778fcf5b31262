/**
 * Column helpers every schema file shares (schema.ts and each schema-<module>.ts): timestamptz
 * created/updated times, money as numeric(14,2), and the check constraints built from a catalog.
 */
import { sql } from 'drizzle-orm';
import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money is numeric(14,2) end to end (strings in JS; src/shared/money.ts adds them as cents). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const valuesOf = (list: readonly { value: string }[]) => list.map((entry) => entry.value);

/** `column in ('a', 'b')` from a catalog's values (or its entries), for a check constraint. */
export const inList = (column: string, list: readonly (string | { value: string })[]) =>
  sql.raw(
    `${column} in (${list.map((item) => `'${typeof item === 'string' ? item : item.value}'`).join(', ')})`,
  );
