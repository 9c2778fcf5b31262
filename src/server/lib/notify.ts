/**
 * Creates a notification for every staff member (one row each, so each reads and marks their own).
 * The insert trigger announces each row on the 'notifications' channel for realtime delivery.
 */
import { sql } from 'drizzle-orm';
import type { StaffRole } from '../../shared/catalog/roles';
import type { NotificationPriority, NotificationType } from '../../shared/catalog/statuses';
import type { Db } from '../db/client';

export type NewNotification = {
  title: string;
  message: string;
  type?: NotificationType;
  priority?: NotificationPriority;
  link?: string | null;
  /** Only staff holding one of these roles (admins always included). Default: every staff member. */
  roles?: StaffRole[];
};

export async function notifyStaff(db: Db, notification: NewNotification): Promise<void> {
  const roleFilter = notification.roles?.length
    ? sql`and ur.role in (${sql.join(
        [...new Set([...notification.roles, 'adm'])].map((role) => sql`${role}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    insert into notifications (user_id, title, message, type, priority, link)
    select u.id, ${notification.title}, ${notification.message}, ${notification.type ?? 'info'},
           ${notification.priority ?? 'low'}, ${notification.link ?? null}
    from users u
    where exists (select 1 from user_roles ur where ur.user_id = u.id ${roleFilter})
       or exists (select 1 from profiles p where p.id = u.id and p.role = 'admin')`);
}
