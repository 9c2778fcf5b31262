/**
 * 'Timeout de Sessão (minutos)' as an idle timeout: a session lives that long after its last use.
 * The expiry is pushed forward at most once per half timeout (one write, not one per request), and
 * pulled in when the setting was lowered, so a change applies to open sessions too.
 *
 * On top of it, an absolute lifetime: SESSION_MAX_AGE_DAYS after sign-in a session ends however
 * busy it is (a stolen cookie kept alive by use dies too). The browser cookie lasts as long.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sessions } from '@server/db/schema';
import { getSettings } from '@server/settings/settings';

/** Absolute session lifetime, counted from the session's creation (sign-in). */
export const SESSION_MAX_AGE_DAYS = 30;
export const SESSION_MAX_AGE_SECONDS = SESSION_MAX_AGE_DAYS * 24 * 60 * 60;

/** Deletes the session and answers true when it is older than the absolute lifetime. */
export async function endIfTooOld(
  db: Db,
  session: { id: string; createdAt: Date | string },
  now = Date.now(),
): Promise<boolean> {
  if (now - new Date(session.createdAt).getTime() < SESSION_MAX_AGE_SECONDS * 1000) return false;
  await db.delete(sessions).where(eq(sessions.id, session.id));
  return true;
}

export async function sessionTtlSeconds(db: Db): Promise<number> {
  return Number((await getSettings(db)).sessionTimeout) * 60;
}

export async function slideSession(
  db: Db,
  session: { id: string; expiresAt: Date | string; createdAt?: Date | string },
  now = Date.now(),
): Promise<void> {
  const ttlMs = (await sessionTtlSeconds(db)) * 1000;
  const remaining = new Date(session.expiresAt).getTime() - now;
  // Never past the absolute lifetime.
  const hardEnd = session.createdAt
    ? new Date(session.createdAt).getTime() + SESSION_MAX_AGE_SECONDS * 1000
    : Number.POSITIVE_INFINITY;
  const target = Math.min(now + ttlMs, hardEnd);
  if (remaining >= ttlMs / 2 && remaining <= ttlMs + 60_000) return;
  if (Math.abs(new Date(session.expiresAt).getTime() - target) < 1000) return;
  await db
    .update(sessions)
    .set({ expiresAt: new Date(target), updatedAt: new Date(now) })
    .where(eq(sessions.id, session.id));
}
