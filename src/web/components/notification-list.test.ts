import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '@shared/schemas/notification';
import { unreadBadge } from '@shared/schemas/notification';
import { markEveryRead, markOneRead, prependNotification, reconnectDelay } from './notification-list';

const item = (id: number, status: 'unread' | 'read' = 'unread'): NotificationItem => ({
  id: `n${String(id).padStart(3, '0')}`,
  title: `Aviso ${id}`,
  message: '',
  type: 'info',
  priority: 'low',
  status,
  link: null,
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, id)).toISOString(),
  readAt: status === 'read' ? '2025-01-02T00:00:00.000Z' : null,
});

describe('bell list rules (docs/product/notifications.md)', () => {
  it('prepends a new arrival unread and counts it', () => {
    const list = { items: [item(1, 'read')], unreadCount: 0 };
    const next = prependNotification(list, item(2));
    expect(next.items.map((entry) => entry.id)).toEqual(['n002', 'n001']);
    expect(next.unreadCount).toBe(1);
  });

  it('ignores an id it already has (reconnect replay)', () => {
    const list = { items: [item(2), item(1)], unreadCount: 2 };
    expect(prependNotification(list, item(2))).toBe(list);
  });

  it('keeps at most 50, dropping the oldest', () => {
    let list = { items: [] as NotificationItem[], unreadCount: 0 };
    for (let index = 0; index < 60; index += 1) list = prependNotification(list, item(index));
    expect(list.items).toHaveLength(50);
    expect(list.items[0]!.id).toBe('n059');
    expect(list.items.at(-1)!.id).toBe('n010');
  });

  it('marks one read once, and all read', () => {
    const list = { items: [item(2), item(1)], unreadCount: 2 };
    const one = markOneRead(list, 'n001', 'agora');
    expect(one.unreadCount).toBe(1);
    expect(one.items[1]).toMatchObject({ status: 'read', readAt: 'agora' });
    expect(markOneRead(one, 'n001')).toBe(one);
    const all = markEveryRead(one);
    expect(all.unreadCount).toBe(0);
    expect(all.items.every((entry) => entry.status === 'read')).toBe(true);
  });

  it('shows the badge as documented: hidden at 0, 9+ above 9', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
  });

  it('backs off reconnects from 1 s to 30 s', () => {
    const mid = () => 0.5;
    expect(reconnectDelay(0, mid)).toBe(1000);
    expect(reconnectDelay(3, mid)).toBe(8000);
    expect(reconnectDelay(10, mid)).toBe(30_000);
  });
});
