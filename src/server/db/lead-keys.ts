/**
 * How two leads are compared for 'possível duplicado' (decision 056), as SQL over a column, so the
 * indexes on leads and the queries that use them are built from one expression.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
const PLAIN = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';

/**
 * A name without accents, case or extra spaces: 'Ana  Lúcia Souza' and 'ana lucia souza' are one key.
 * The literals are inlined (never parameters) so the planner can match the expression index.
 */
export const nameKey = (column: AnyPgColumn | SQL) =>
  sql`lower(btrim(regexp_replace(translate(${column}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}), '\\s+', ' ', 'g')))`;

/** Names too common or too vague to suggest that two leads are one person. */
export const VAGUE_NAMES = ['visitante do chat', 'titular anonimizado'];

/** Only the digits of a phone column (the expression of leads_phone_digits_idx). */
export const phoneDigitsOf = (column: AnyPgColumn | SQL) =>
  sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g')`;
