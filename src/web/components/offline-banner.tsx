import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useAppStore } from '@web/lib/store';

/**
 * The banner's element id. The prerendered pages carry the banner (hidden) and their inline loader
 * (scripts/prerender.mjs) shows and hides it on the browser's `offline`/`online` events until the app
 * has hydrated; from then on this component owns it. Same element, same text, same look.
 */
export const OFFLINE_BANNER_ID = 'coders-offline';

/** Follows the browser's online/offline events and shows the spec's banner when offline. */
export function OfflineBanner() {
  const isOnline = useAppStore((state) => state.isOnline);
  const setOnlineStatus = useAppStore((state) => state.setOnlineStatus);
  useEffect(() => {
    const online = () => setOnlineStatus(true);
    const offline = () => setOnlineStatus(false);
    setOnlineStatus(navigator.onLine);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [setOnlineStatus]);
  // Always rendered (hidden while online), so the prerendered page has it before any script runs.
  return (
    <div
      id={OFFLINE_BANNER_ID}
      role="alert"
      hidden={isOnline}
      className="fixed inset-x-0 top-0 z-[100] flex items-center justify-center gap-2 bg-amber-500 px-4 py-2 text-sm font-medium text-amber-950"
    >
      <WifiOff className="size-4" aria-hidden="true" />
      Você está offline. Algumas funcionalidades podem não estar disponíveis.
    </div>
  );
}
