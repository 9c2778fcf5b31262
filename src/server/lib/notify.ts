/**
 * Creates a notification for every staff member concerned (one row each, so each reads and marks
 * their own). The link is worked out per recipient from the target (decision 015): the first place
 * that person may open — e.g. the lead drawer in the leads page their role reaches — or no link when
 * they may open none, so a notification never leads to 'Acesso negado'.
 * The insert trigger announces each row on the 'notifications' channel for realtime delivery.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { computeRoles, type StaffRole } from '@shared/catalog/roles';
import type { NotificationPriority, NotificationType } from '@shared/catalog/statuses';
import { pathForRoles, type Target } from '@shared/catalog/workspaces';

export type NewNotification = {
  title: string;
  message: string;
  type?: NotificationType;
  priority?: NotificationPriority;
  /** What opening the notification shows; each recipient gets the path their roles may open. */
  target?: Target | null;
  /** Only staff holding one of these roles (admins always included). Default: every staff member. */
  roles?: StaffRole[];
  /** Only these people (e.g. the staff mentioned in a comment, a project's owner); still staff only. */
  userIds?: string[];
  /**
   * The lead it is about (an LGPD anonymisation finds the notification by it). Default: the lead a
   * `{ job: 'leads', params: { lead } }` target opens.
   */
  leadId?: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function leadOf(notification: NewNotification): string | null {
  if (notification.leadId !== undefined) return notification.leadId;
  const target = notification.target;
  const lead = target && 'job' in target && target.job === 'leads' ? target.params?.lead : undefined;
  return typeof lead === 'string' && UUID.test(lead) ? lead : null;
}

export async function notifyStaff(db: Db, notification: NewNotification): Promise<void> {
  if (notification.userIds && !notification.userIds.length) return;
  const only = notification.userIds ? new Set(notification.userIds) : null;
  const wanted = notification.roles?.length ? new Set<string>([...notification.roles, 'adm']) : null;
  const staff = await queryRows<{ id: string; roles: string[] | null; profile_role: string | null }>(
    db,
    sql`
      select u.id, p.role as profile_role, array_remove(array_agg(ur.role), null) as roles
      from users u
      left join user_roles ur on ur.user_id = u.id
      left join profiles p on p.id = u.id
      group by u.id, p.role
      having count(ur.role) > 0 or p.role = 'admin'`,
  );
  const recipients = staff
    .map((row) => ({ id: row.id, roles: computeRoles(row.roles ?? [], row.profile_role) }))
    .filter((row) => row.roles.length > 0 && (!wanted || row.roles.some((role) => wanted.has(role))))
    .filter((row) => !only || only.has(row.id));
  if (!recipients.length) return;
  const target = notification.target ?? null;
  const leadId = leadOf(notification);
  const rows = recipients.map(
    (recipient) =>
      sql`(${recipient.id}::uuid, ${notification.title}, ${notification.message}, ${notification.type ?? 'info'},
           ${notification.priority ?? 'low'}, ${target ? pathForRoles(target, recipient.roles) : null}, ${leadId}::uuid)`,
  );
  await db.execute(sql`
    insert into notifications (user_id, title, message, type, priority, link, lead_id)
    values ${sql.join(rows, sql`, `)}`);
}
