/**
 * 'Editar Função' (docs/product/users-and-roles.md) plus staff roles. Role changes run one at a time (advisory lock) so
 * two admins demoting each other at once cannot leave the system without an administrator.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { queryRows } from '@server/db/client';
import { profiles, userRoles, users } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { HttpError, notFound } from '@server/lib/http';
import { isStaffRole, type StaffRole } from '@shared/catalog/roles';
import type { UserRow } from '@shared/schemas/user';
import { sortRoles } from './list-users';

export const ROLE_CHANGE_LOCK = 724_101;

export const SELF_DEMOTION_MESSAGE = 'Você não pode remover seu próprio acesso de administrador.';
export const LAST_ADMIN_MESSAGE = 'O sistema precisa de pelo menos um administrador.';

export type RoleChange = { role: 'user' | 'admin'; staffRoles: StaffRole[] };

export const hasAdminAccess = (change: RoleChange) =>
  change.role === 'admin' || change.staffRoles.includes('adm');

/** Active administrators (a deactivated one cannot sign in, so does not count). */
export async function countAdmins(db: Db): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from users u
        where u.deactivated_at is null
          and (exists (select 1 from profiles p where p.id = u.id and p.role = 'admin')
            or exists (select 1 from user_roles ur where ur.user_id = u.id and ur.role = 'adm'))`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function updateUserRoles(
  db: Db,
  actor: NonNullable<Actor>,
  userId: string,
  change: RoleChange,
): Promise<UserRow> {
  if (userId === actor.id && !hasAdminAccess(change)) {
    throw new HttpError(409, 'self_demotion', SELF_DEMOTION_MESSAGE);
  }
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
    const [target] = await t
      .select({
        id: profiles.id,
        email: profiles.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        role: profiles.role,
        createdAt: profiles.createdAt,
        name: users.name,
        deactivatedAt: users.deactivatedAt,
        twoFactorEnabled: users.twoFactorEnabled,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(profiles.id, userId))
      .limit(1);
    if (!target) throw notFound('Usuário não encontrado');
    const beforeRoles = sortRoles(
      (await t.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)))
        .map((row) => row.role)
        .filter(isStaffRole),
    );
    const after = sortRoles(change.staffRoles);

    await t.update(profiles).set({ role: change.role, updatedAt: new Date() }).where(eq(profiles.id, userId));
    await t.delete(userRoles).where(eq(userRoles.userId, userId));
    if (after.length) await t.insert(userRoles).values(after.map((role) => ({ userId, role })));

    if ((await countAdmins(t)) === 0) throw new HttpError(409, 'last_admin', LAST_ADMIN_MESSAGE);

    await recordAudit(t, actor, {
      action: 'update',
      entity: 'user',
      entityId: userId,
      before: { email: target.email, role: target.role, staffRoles: beforeRoles },
      after: { email: target.email, role: change.role, staffRoles: after },
    });

    return {
      id: target.id,
      email: target.email,
      firstName: target.firstName,
      lastName: target.lastName,
      name: target.name,
      role: change.role,
      staffRoles: after,
      createdAt: target.createdAt.toISOString(),
      active: target.deactivatedAt === null,
      twoFactorEnabled: target.twoFactorEnabled,
    };
  });
}
