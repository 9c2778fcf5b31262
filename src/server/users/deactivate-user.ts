/**
 * 'Desativar' / 'Reativar' a user (issue 11): a deactivated account keeps its data and history but
 * cannot sign in; its sessions end and its open realtime streams close at once (identity events).
 */
import { eq, sql } from 'drizzle-orm';
import { announceIdentityChange } from '@server/auth/identity-events';
import type { Db } from '@server/db/client';
import { sessions, users } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { HttpError, notFound } from '@server/lib/http';
import { countAdmins, LAST_ADMIN_MESSAGE, ROLE_CHANGE_LOCK } from './update-user-roles';

export const SELF_DEACTIVATION_MESSAGE = 'Você não pode desativar a sua própria conta.';

export async function setUserActive(
  db: Db,
  actor: NonNullable<Actor>,
  userId: string,
  active: boolean,
): Promise<{ id: string; active: boolean }> {
  if (!active && userId === actor.id)
    throw new HttpError(409, 'self_deactivation', SELF_DEACTIVATION_MESSAGE);
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The same lock as role changes: the last active administrator cannot disappear in a race.
    await t.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
    const [target] = await t
      .select({ id: users.id, email: users.email, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!target) throw notFound('Usuário não encontrado');
    const wasActive = target.deactivatedAt === null;
    if (wasActive === active) return { target, changed: false };
    await t
      .update(users)
      .set({ deactivatedAt: active ? null : new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
    if (!active) {
      await t.delete(sessions).where(eq(sessions.userId, userId));
      if ((await countAdmins(t)) === 0) throw new HttpError(409, 'last_admin', LAST_ADMIN_MESSAGE);
    }
    await recordAudit(t, actor, {
      action: 'update',
      entity: 'user',
      entityId: userId,
      before: { email: target.email, active: wasActive },
      after: { email: target.email, active },
    });
    return { target, changed: true };
  });
  if (result.changed) await announceIdentityChange(db, userId);
  return { id: userId, active };
}
