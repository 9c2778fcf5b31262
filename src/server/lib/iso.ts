/** An instant as the API answers it (ISO 8601, UTC), from a driver's Date or text; null stays null. */
export const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();
