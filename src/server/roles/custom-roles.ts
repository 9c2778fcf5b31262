/**
 * Custom roles (decision 065): create, rename, change permissions, delete (refused while anyone holds
 * it), and who holds which. Every change is audited; the viewer cache is cleared by the guard's
 * identity-write hook (auth/guard.ts lists /api/roles).
 */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { isUniqueViolation } from '@server/lib/db-errors';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { permissionGroups } from '@shared/catalog/access';
import { customRoleKey, listStaffRoles, staffRoleLabels } from '@shared/catalog/roles';
import {
  type CustomRole,
  type CustomRoleInput,
  ROLE_NOT_FOUND,
  type RoleList,
  USER_NOT_FOUND,
  type UserCustomRoles,
} from '@shared/roles/schemas';
import { customRoles, userCustomRoles } from './schema';

export const NAME_TAKEN = 'Já existe um papel com esse nome.';
export const roleInUseMessage = (n: number) =>
  `Este papel está atribuído a ${n} ${n === 1 ? 'pessoa' : 'pessoas'}. Atribua outro papel a ${
    n === 1 ? 'ela' : 'elas'
  } antes de excluir.`;

const known = new Set(permissionGroups.map((group) => group.key));
/** Permission keys in the order of the access table, unknown ones dropped. */
const ordered = (keys: readonly string[]) =>
  permissionGroups.map((group) => group.key).filter((key) => keys.includes(key) && known.has(key));

type Row = typeof customRoles.$inferSelect;
const toItem = (row: Row, userCount: number): CustomRole => ({
  id: row.id,
  name: row.name,
  permissions: ordered(row.permissions),
  userCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function holders(db: Db, roleId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userCustomRoles)
    .where(eq(userCustomRoles.roleId, roleId));
  return Number(row?.n ?? 0);
}

export async function listCustomRoles(db: Db): Promise<CustomRole[]> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(customRoles)
      .orderBy(asc(sql`lower(${customRoles.name})`)),
    db
      .select({ roleId: userCustomRoles.roleId, n: count() })
      .from(userCustomRoles)
      .groupBy(userCustomRoles.roleId),
  ]);
  const byRole = new Map(counts.map((row) => [row.roleId, Number(row.n)]));
  return rows.map((row) => toItem(row, byRole.get(row.id) ?? 0));
}

export async function listRoles(db: Db): Promise<RoleList> {
  const custom = await listCustomRoles(db);
  return { roles: listStaffRoles(custom), custom };
}

/** A fixed role's name may not be taken by a custom one (two 'Financeiro' would mislead). */
function assertNameFree(name: string) {
  const lower = name.toLocaleLowerCase('pt-BR');
  if (Object.values(staffRoleLabels).some((label) => label.toLocaleLowerCase('pt-BR') === lower))
    throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'custom_roles_name_key')) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
    throw error;
  }
}

export async function createCustomRole(db: Db, actor: Actor, input: CustomRoleInput): Promise<CustomRole> {
  assertNameFree(input.name);
  const permissions = ordered(input.permissions);
  return saving(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [row] = await t
        .insert(customRoles)
        .values({ name: input.name, permissions, createdBy: actor?.id ?? null })
        .returning();
      await recordAudit(t, actor, {
        action: 'create',
        entity: 'custom_role',
        entityId: row!.id,
        after: { name: row!.name, permissions },
      });
      return toItem(row!, 0);
    }),
  );
}

export async function updateCustomRole(
  db: Db,
  actor: Actor,
  id: string,
  input: CustomRoleInput,
): Promise<CustomRole> {
  assertNameFree(input.name);
  const permissions = ordered(input.permissions);
  return saving(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [before] = await t.select().from(customRoles).where(eq(customRoles.id, id)).for('update');
      if (!before) throw notFound(ROLE_NOT_FOUND);
      const [row] = await t
        .update(customRoles)
        .set({ name: input.name, permissions, updatedAt: new Date() })
        .where(eq(customRoles.id, id))
        .returning();
      await recordAudit(t, actor, {
        action: 'update',
        entity: 'custom_role',
        entityId: id,
        before: { name: before.name, permissions: ordered(before.permissions) },
        after: { name: row!.name, permissions },
      });
      return toItem(row!, await holders(t, id));
    }),
  );
}

export async function deleteCustomRole(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t.select().from(customRoles).where(eq(customRoles.id, id)).for('update');
    if (!row) throw notFound(ROLE_NOT_FOUND);
    const n = await holders(t, id);
    if (n > 0) throw new HttpError(409, 'role_in_use', roleInUseMessage(n));
    await t.delete(customRoles).where(eq(customRoles.id, id));
    await recordAudit(t, actor, {
      action: 'delete',
      entity: 'custom_role',
      entityId: id,
      before: { name: row.name, permissions: ordered(row.permissions) },
    });
  });
}

export async function listAssignments(db: Db): Promise<UserCustomRoles[]> {
  const rows = await db
    .select({ userId: userCustomRoles.userId, roleId: userCustomRoles.roleId })
    .from(userCustomRoles);
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.roleId]);
  return [...byUser].map(([userId, roleIds]) => ({ userId, roleIds }));
}

/** Replaces the custom roles a person holds. */
export async function assignCustomRoles(
  db: Db,
  actor: Actor,
  userId: string,
  roleIds: readonly string[],
): Promise<UserCustomRoles> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [user] = await t
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound(USER_NOT_FOUND);
    const found = roleIds.length
      ? await t
          .select({ id: customRoles.id, name: customRoles.name })
          .from(customRoles)
          .where(inArray(customRoles.id, [...roleIds]))
          .for('share')
      : [];
    if (found.length !== roleIds.length)
      throw new HttpError(422, 'validation', ROLE_NOT_FOUND, { roleIds: ROLE_NOT_FOUND });
    const before = await t
      .select({ name: customRoles.name })
      .from(userCustomRoles)
      .innerJoin(customRoles, eq(customRoles.id, userCustomRoles.roleId))
      .where(eq(userCustomRoles.userId, userId));
    await t.delete(userCustomRoles).where(eq(userCustomRoles.userId, userId));
    if (roleIds.length) await t.insert(userCustomRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
    await recordAudit(t, actor, {
      action: 'update',
      entity: 'user',
      entityId: userId,
      before: { email: user.email, customRoles: before.map((row) => row.name).sort() },
      after: { email: user.email, customRoles: found.map((row) => row.name).sort() },
    });
    return { userId, roleIds: [...roleIds] };
  });
}

/** The permissions a person's custom roles hold (the viewer's; unknown keys dropped). */
/** A person's custom roles: their keys (`custom:<id>`, as Segurança names them) and their permissions. */
export async function loadCustomRoles(
  db: Db,
  userId: string,
): Promise<{ keys: string[]; permissions: string[] }> {
  const rows = await db
    .select({ id: customRoles.id, permissions: customRoles.permissions })
    .from(userCustomRoles)
    .innerJoin(customRoles, eq(customRoles.id, userCustomRoles.roleId))
    .where(eq(userCustomRoles.userId, userId));
  return {
    keys: rows.map((row) => customRoleKey(row.id)),
    permissions: ordered(rows.flatMap((row) => row.permissions)),
  };
}
