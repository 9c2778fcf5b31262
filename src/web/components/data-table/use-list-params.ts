/**
 * A list's state in the URL query string (search, filters, view, keyset page), parsed with a zod
 * schema so a bad or missing value falls back to its default. A filtered list can be linked and
 * survives a reload.
 *
 *   const listParams = z.object({ q: searchParam, status: choiceParam(['new', 'won']), ...keysetParams });
 *   const [params, setParams] = useListParams(listParams);
 *   setParams({ status: 'won' });               // any change other than a page move resets the page
 *   setParams({ cursor: page.nextCursor });     // keyset: next page; { before: page.prevCursor } goes back
 *
 * Values equal to their default are removed from the URL to keep links short. Updates replace the
 * history entry, except page moves, which push one so Back returns to the previous page.
 * Pair it with DataTableToolbar/DataTableSearch (debounced search box), DataTableLoadMore or
 * DataTablePagination, and DataTableStates / DataTableError: the list kit every list uses.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/** Keyset page position: `cursor` = after this row, `before` = before this row (see DataTablePagination). */
export const keysetParams = {
  cursor: z.string().max(300).catch(''),
  before: z.string().max(300).catch(''),
};

/** The search text (?q=): trimmed and capped at 200 characters; the server does the searching. */
export const searchParam = z
  .string()
  .catch('')
  .transform((value) => value.trim().slice(0, 200));

/**
 * A single-choice filter (?status=) limited to `values`; anything else reads as `fallback` (the
 * "all" choice, kept out of the URL).
 *
 *   status: choiceParam(['published', 'draft'], 'all')
 */
export function choiceParam<const V extends string, const F extends string = ''>(
  values: readonly V[],
  fallback: F = '' as F,
) {
  const allowed = new Set<string>(values);
  return z
    .string()
    .catch(fallback)
    .transform((value): V | F => (allowed.has(value) ? (value as V) : fallback));
}

const PAGE_KEYS = new Set(['cursor', 'before']);

type StringShape = z.ZodObject<Record<string, z.ZodType<string>>>;

export function useListParams<S extends StringShape>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaults = useMemo(() => schema.parse({}) as Record<string, string>, [schema]);
  const values = useMemo(
    () => schema.parse(Object.fromEntries(searchParams.entries())) as z.output<S>,
    [schema, searchParams],
  );

  const set = useCallback(
    (patch: Partial<Record<keyof z.output<S> & string, string>>) => {
      const keys = Object.keys(patch);
      const pageMove = keys.length > 0 && keys.every((key) => PAGE_KEYS.has(key));
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          // A new filter starts from the first page; a page move replaces the previous position.
          for (const key of PAGE_KEYS) next.delete(key);
          for (const [key, value] of Object.entries(patch) as [string, string | undefined][]) {
            if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: !pageMove },
      );
    },
    [setSearchParams, defaults],
  );

  return [values, set] as const;
}
