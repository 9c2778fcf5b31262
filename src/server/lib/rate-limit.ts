/** Fixed-window rate limits kept in PostgreSQL, so every server instance counts the same requests. */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitResult> {
  const rows = await queryRows<{ count: number; window_start: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowMs / 1000})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowMs / 1000})
                   then now() else rate_limits.window_start end
    returning count, window_start`,
  );
  const row = rows[0];
  const count = Number(row?.count ?? 1);
  const started = new Date(row?.window_start ?? Date.now()).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((started + windowMs - Date.now()) / 1000));
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
}

/** Forgets the key's count (e.g. a successful sign-in ends the run of failures). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await queryRows(db, sql`delete from rate_limits where key = ${key}`);
}
