/** The users list (docs/product/users-and-roles.md): search over email, first, last and full name; newest first, keyset paged. */
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { profiles, userRoles, users } from '@server/db/schema';
import { afterCreated, createdPage } from '@server/lib/cursor';
import { containsPattern } from '@server/lib/like';
import { isStaffRole, type StaffRole, staffRoles } from '@shared/catalog/roles';
import type { UserRow } from '@shared/schemas/user';

export type ListUsersInput = { q?: string; limit: number; cursor?: string };
export type UsersPage = { items: UserRow[]; nextCursor: string | null; total: number };

export function userSearch(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(
    ilike(profiles.email, pattern),
    ilike(profiles.firstName, pattern),
    ilike(profiles.lastName, pattern),
    sql`concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}) ilike ${pattern}`,
    ilike(users.name, pattern),
  );
}

export async function listUsers(db: Db, input: ListUsersInput): Promise<UsersPage> {
  const search = userSearch(input.q);
  const keyset = afterCreated(profiles.createdAt, profiles.id, input.cursor);

  const [rows, totals] = await Promise.all([
    db
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
        cursorKey: sql<string>`${profiles.createdAt}::text`,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(and(search, keyset))
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(input.limit + 1),
    db.select({ n: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(search),
  ]);

  const { items: page, nextCursor } = createdPage(rows, input.limit);
  const roleRows = page.length
    ? await db
        .select({ userId: userRoles.userId, role: userRoles.role })
        .from(userRoles)
        .where(
          inArray(
            userRoles.userId,
            page.map((row) => row.id),
          ),
        )
    : [];
  const rolesByUser = new Map<string, StaffRole[]>();
  for (const row of roleRows) {
    if (!isStaffRole(row.role)) continue;
    const list = rolesByUser.get(row.userId) ?? [];
    list.push(row.role);
    rolesByUser.set(row.userId, list);
  }

  return {
    items: page.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      name: row.name,
      role: row.role === 'admin' ? 'admin' : 'user',
      staffRoles: sortRoles(rolesByUser.get(row.id) ?? []),
      createdAt: row.createdAt.toISOString(),
      active: row.deactivatedAt === null,
      twoFactorEnabled: row.twoFactorEnabled,
    })),
    nextCursor,
    total: Number(totals[0]?.n ?? 0),
  };
}

export const sortRoles = (list: readonly StaffRole[]) => staffRoles.filter((role) => list.includes(role));
