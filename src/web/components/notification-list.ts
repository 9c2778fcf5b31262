/**
 * The bell's client-side list (docs/product/notifications.md): newest first, one entry per id, at most 50 kept,
 * unread count kept in step. Pure functions so the rules are tested without a browser.
 */
import {
  NOTIFICATION_CLIENT_CAP,
  type NotificationItem,
  type NotificationList,
} from '@shared/schemas/notification';

const byNewest = (a: NotificationItem, b: NotificationItem) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

/** Adds a realtime arrival (unread, prepended); an id already in the list changes nothing. */
export function prependNotification(list: NotificationList, item: NotificationItem): NotificationList {
  if (list.items.some((existing) => existing.id === item.id)) return list;
  const items = [item, ...list.items].sort(byNewest).slice(0, NOTIFICATION_CLIENT_CAP);
  return { items, unreadCount: list.unreadCount + (item.status === 'unread' ? 1 : 0) };
}

export function markOneRead(
  list: NotificationList,
  id: string,
  at = new Date().toISOString(),
): NotificationList {
  const target = list.items.find((item) => item.id === id);
  if (!target || target.status === 'read') return list;
  return {
    items: list.items.map((item) => (item.id === id ? { ...item, status: 'read', readAt: at } : item)),
    unreadCount: Math.max(0, list.unreadCount - 1),
  };
}

export function markEveryRead(list: NotificationList, at = new Date().toISOString()): NotificationList {
  return {
    items: list.items.map((item) =>
      item.status === 'read' ? item : { ...item, status: 'read', readAt: at },
    ),
    unreadCount: 0,
  };
}

/** Reconnect delay: 1 s, 2 s, 4 s ... up to 30 s, with a little jitter so tabs do not reconnect in step. */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const base = Math.min(1000 * 2 ** attempt, 30_000);
  return Math.round(base * (0.8 + random() * 0.4));
}
