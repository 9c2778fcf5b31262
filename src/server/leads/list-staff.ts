/** Staff members (anyone with a staff role or an admin profile): the lead owner choices. */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { computeRoles } from '@shared/catalog/roles';
import type { StaffMember } from '@shared/schemas/lead';

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await queryRows<{
    id: string;
    name: string;
    email: string;
    roles: string[] | null;
    profile_role: string | null;
  }>(
    db,
    sql`
      select u.id, u.name, u.email, p.role as profile_role,
             array_remove(array_agg(ur.role order by ur.role), null) as roles
      from users u
      left join user_roles ur on ur.user_id = u.id
      left join profiles p on p.id = u.id
      group by u.id, u.name, u.email, p.role
      having count(ur.role) > 0 or p.role = 'admin'
      order by u.name asc`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    roles: computeRoles(row.roles ?? [], row.profile_role),
  }));
}
