/**
 * 'Timeout de Sessão (minutos)' as an idle timeout: a session lives that long after its last use.
 * The expiry is pushed forward at most once per half timeout (one write, not one per request), and
 * pulled in when the setting was lowered, so a change applies to open sessions too.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { getSettings } from '../settings/settings';

export async function sessionTtlSeconds(db: Db): Promise<number> {
  return Number((await getSettings(db)).sessionTimeout) * 60;
}

export async function slideSession(
  db: Db,
  session: { id: string; expiresAt: Date | string },
  now = Date.now(),
): Promise<void> {
  const ttlMs = (await sessionTtlSeconds(db)) * 1000;
  const remaining = new Date(session.expiresAt).getTime() - now;
  if (remaining >= ttlMs / 2 && remaining <= ttlMs + 60_000) return;
  await db
    .update(sessions)
    .set({ expiresAt: new Date(now + ttlMs), updatedAt: new Date(now) })
    .where(eq(sessions.id, session.id));
}
