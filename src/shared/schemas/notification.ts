/** Notifications (docs/product/notifications.md) as the API and the realtime stream send them. */
import type { NotificationPriority, NotificationType } from '@shared/catalog/statuses';

export type NotificationItem = {
  id: string;
  title: string;
  message: string;
  type: NotificationType | string;
  priority: NotificationPriority | string;
  status: 'unread' | 'read';
  link: string | null;
  createdAt: string;
  readAt: string | null;
};

export type NotificationList = { items: NotificationItem[]; unreadCount: number };

/** docs/product/notifications.md: 20 loaded, badge '9+' above 9, at most 50 kept on the client. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_CLIENT_CAP = 50;

export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
