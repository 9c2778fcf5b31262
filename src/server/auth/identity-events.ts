/**
 * "Who this person is has changed" (roles, deactivation, password, sessions ended): every server
 * process forgets its remembered viewers at once and re-checks that person's open realtime
 * streams. The event crosses processes through PostgreSQL NOTIFY on IDENTITY_CHANNEL; the realtime
 * hub of each process listens (realtime/hub.ts), so a change reaches every instance within moments,
 * not after the viewer cache's 5 seconds (docs/decisions/007, 010).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sessions, users } from '@server/db/schema';
import { isStaffRole } from '@shared/catalog/roles';
import { loadRoles } from './viewer';
import { clearViewerCache } from './viewer-cache';

export const IDENTITY_CHANNEL = 'identity_changed';

/** Clears this process's viewer cache and tells every process (this one included) about the user. */
export async function announceIdentityChange(db: Db, userId: string): Promise<void> {
  clearViewerCache();
  await db.execute(sql`select pg_notify(${IDENTITY_CHANNEL}, ${userId})`);
}

/**
 * Whether a staff stream may stay open: its session still exists and has not expired, the account
 * is active, and the person still holds a staff role.
 */
export async function staffSessionStillValid(
  db: Db,
  userId: string,
  sessionId: string | null,
): Promise<boolean> {
  if (!sessionId) return false;
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date()),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1);
  if (!row) return false;
  const { roles } = await loadRoles(db, userId);
  return roles.some(isStaffRole);
}
