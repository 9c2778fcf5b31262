import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from './store';

describe('app store', () => {
  beforeEach(() => useAppStore.setState({ sidebarCollapsed: false }));

  it('starts with the sidebar open', () => {
    expect(useAppStore.getState().sidebarCollapsed).toBe(false);
  });

  it('toggles and sets the sidebar', () => {
    useAppStore.getState().toggleSidebar();
    expect(useAppStore.getState().sidebarCollapsed).toBe(true);
    useAppStore.getState().setSidebarCollapsed(false);
    expect(useAppStore.getState().sidebarCollapsed).toBe(false);
  });

  it('holds only what a component reads (no client-side notification list, no theme)', () => {
    expect(Object.keys(useAppStore.getState()).sort()).toEqual([
      'isOnline',
      'setOnlineStatus',
      'setSidebarCollapsed',
      'sidebarCollapsed',
      'toggleSidebar',
    ]);
  });

  it('follows the online status', () => {
    useAppStore.getState().setOnlineStatus(false);
    expect(useAppStore.getState().isOnline).toBe(false);
  });
});
