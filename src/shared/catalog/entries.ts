/** Helpers over catalog lists of `{ value, label }` entries (every catalog in src/shared). */

/** The PT-BR label of a value, or the value itself when the catalog does not know it. */
export const labelOf = <T extends { value: string; label: string }>(list: readonly T[], value: string) =>
  list.find((entry) => entry.value === value)?.label ?? value;

/** The values of a catalog, typed as a non-empty tuple (for z.enum and drizzle's text enums). */
export const valuesOf = <T extends { value: string }>(list: readonly T[]) =>
  list.map((entry) => entry.value) as [T['value'], ...T['value'][]];
