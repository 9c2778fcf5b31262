/** The app store (docs/product/common-behaviour.md): online state, theme, sidebar and the client-side notification list. */
import { create } from 'zustand';

export type Theme = 'light' | 'dark' | 'system';
export type ClientNotification = Record<string, unknown> & {
  id: string;
  timestamp: number;
  read: boolean;
};

export const CLIENT_NOTIFICATION_CAP = 50;

type AppState = {
  isOnline: boolean;
  theme: Theme;
  sidebarCollapsed: boolean;
  notifications: ClientNotification[];
  setOnlineStatus: (online: boolean) => void;
  setTheme: (theme: Theme) => void;
  toggleSidebar: () => void;
  setSidebarCollapsed: (collapsed: boolean) => void;
  addNotification: (payload: Record<string, unknown>) => void;
  markNotificationRead: (id: string) => void;
  clearNotifications: () => void;
};

let notificationSequence = 0;

export const useAppStore = create<AppState>((set) => ({
  isOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  theme: 'system',
  sidebarCollapsed: false,
  notifications: [],
  setOnlineStatus: (isOnline) => set({ isOnline }),
  setTheme: (theme) => set({ theme }),
  toggleSidebar: () => set((state) => ({ sidebarCollapsed: !state.sidebarCollapsed })),
  setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
  addNotification: (payload) =>
    set((state) => {
      const now = Date.now();
      // Two notifications in the same millisecond must not share an id (marking one read marked both).
      notificationSequence += 1;
      const item: ClientNotification = {
        ...payload,
        id: `${now}-${notificationSequence}`,
        timestamp: now,
        read: false,
      };
      return { notifications: [item, ...state.notifications].slice(0, CLIENT_NOTIFICATION_CAP) };
    }),
  markNotificationRead: (id) =>
    set((state) => ({
      notifications: state.notifications.map((item) => (item.id === id ? { ...item, read: true } : item)),
    })),
  clearNotifications: () => set({ notifications: [] }),
}));
