/**
 * The app store: what several unrelated components share on the client — the online state (offline
 * banner) and whether the staff sidebar is collapsed. Notifications live in the server's table (the
 * bell reads them with react-query); there is no theme switch, so no theme state.
 */
import { create } from 'zustand';

type AppState = {
  isOnline: boolean;
  sidebarCollapsed: boolean;
  setOnlineStatus: (online: boolean) => void;
  toggleSidebar: () => void;
  setSidebarCollapsed: (collapsed: boolean) => void;
};

export const useAppStore = create<AppState>((set) => ({
  isOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  sidebarCollapsed: false,
  setOnlineStatus: (isOnline) => set({ isOnline }),
  toggleSidebar: () => set((state) => ({ sidebarCollapsed: !state.sidebarCollapsed })),
  setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
}));
