/** A staff member's own notifications (docs/product/notifications.md): newest 20, unread count, mark read. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { notifications } from '@server/db/schema';
import {
  NOTIFICATION_PAGE_SIZE,
  type NotificationItem,
  type NotificationList,
} from '@shared/schemas/notification';

type Row = typeof notifications.$inferSelect;

export function toItem(row: Row): NotificationItem {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    priority: row.priority,
    status: row.status === 'read' ? 'read' : 'unread',
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.status, 'unread'))),
  ]);
  return { items: rows.map(toItem), unreadCount: Number(unread[0]?.n ?? 0) };
}

/** Marks one of the caller's notifications read; null when it is not theirs or does not exist. */
export async function markRead(db: Db, userId: string, id: string): Promise<NotificationItem | null> {
  const [row] = await db
    .update(notifications)
    .set({ status: 'read', readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ? toItem(row) : null;
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ status: 'read', readAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.status, 'unread')))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function findNotification(db: Db, id: string): Promise<NotificationItem | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row ? toItem(row) : null;
}

/**
 * What a reconnecting client missed: the caller's notifications after the last one it saw
 * (oldest first). Rows sharing that timestamp are included; the client drops ids it already has.
 */
export async function notificationsSince(
  db: Db,
  userId: string,
  lastId: string,
  max = 50,
): Promise<NotificationItem[]> {
  const [last] = await db
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.id, lastId), eq(notifications.userId, userId)))
    .limit(1);
  if (!last) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        sql`${notifications.createdAt} >= ${last.createdAt}`,
        sql`${notifications.id} <> ${lastId}`,
      ),
    )
    .orderBy(notifications.createdAt, notifications.id)
    .limit(max);
  return rows.map(toItem);
}
