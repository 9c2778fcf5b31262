/**
 * Who counts as active staff (tasks' assignees and @mentions, timesheet owners and rates): users not
 * deactivated with a staff role or an admin profile.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { HttpError } from '@server/lib/http';

export const STAFF_SQL = sql`
  select u.id, u.name, u.email from users u
  where u.deactivated_at is null
    and (exists (select 1 from user_roles ur where ur.user_id = u.id)
      or exists (select 1 from profiles p where p.id = u.id and p.role = 'admin'))`;

export async function activeStaff(db: Db): Promise<{ id: string; name: string; email: string }[]> {
  return queryRows(db, sql`${STAFF_SQL} order by u.name`);
}

/** 422 unless every id is an active staff member. */
export async function assertStaff(db: Db, ids: readonly string[], field = 'assigneeIds'): Promise<void> {
  if (!ids.length) return;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select s.id from (${STAFF_SQL}) s where s.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  if (rows.length !== new Set(ids).size) {
    throw new HttpError(422, 'validation', 'Responsável inválido', { [field]: 'Responsável inválido' });
  }
}
