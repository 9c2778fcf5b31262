import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_NOTIFICATION_CAP, useAppStore } from './store';

describe('app store (docs/product/common-behaviour.md)', () => {
  beforeEach(() => useAppStore.setState({ notifications: [], sidebarCollapsed: false, theme: 'system' }));

  it('starts with theme system and the sidebar open', () => {
    expect(useAppStore.getState().theme).toBe('system');
    expect(useAppStore.getState().sidebarCollapsed).toBe(false);
  });

  it('toggles and sets the sidebar', () => {
    useAppStore.getState().toggleSidebar();
    expect(useAppStore.getState().sidebarCollapsed).toBe(true);
    useAppStore.getState().setSidebarCollapsed(false);
    expect(useAppStore.getState().sidebarCollapsed).toBe(false);
  });

  it('adds notifications unread, newest first, capped at 50, and marks one read', () => {
    for (let index = 0; index < CLIENT_NOTIFICATION_CAP + 5; index += 1) {
      useAppStore.getState().addNotification({ title: `n${index}` });
    }
    const list = useAppStore.getState().notifications;
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({ title: 'n54', read: false });
    // Added in a tight loop, most share a millisecond: each still has its own id.
    expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    const target = list[7]!;
    useAppStore.getState().markNotificationRead(target.id);
    const read = useAppStore.getState().notifications.filter((item) => item.read);
    expect(read).toEqual([{ ...target, read: true }]);
    useAppStore.getState().clearNotifications();
    expect(useAppStore.getState().notifications).toEqual([]);
  });

  it('follows the online status', () => {
    useAppStore.getState().setOnlineStatus(false);
    expect(useAppStore.getState().isOnline).toBe(false);
  });
});
