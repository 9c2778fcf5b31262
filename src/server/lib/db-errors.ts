/**
 * Recognises PostgreSQL errors through Drizzle's wrapper (the driver error is its `cause`), the same
 * way for node-postgres and PGlite, so a domain function can turn a constraint into a PT-BR 409.
 */
type PgError = { code?: string; constraint?: string; cause?: unknown };

function driverError(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** True for a unique violation (23505), optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = driverError(error);
  if (found?.code !== '23505') return false;
  return !constraint || found.constraint === constraint;
}

/**
 * True when PostgreSQL refused a text value it cannot store: a NUL character (U+0000) in a body or
 * query string (22021, or 22P05 for a JSON value). That is bad input, not a server fault.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = driverError(error)?.code;
  return code === '22021' || code === '22P05';
}
