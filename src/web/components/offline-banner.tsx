import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useAppStore } from '../lib/store';

/** Follows the browser's online/offline events and shows the documented banner when offline. */
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
  if (isOnline) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-0 z-[100] flex items-center justify-center gap-2 bg-amber-500 px-4 py-2 text-sm font-medium text-amber-950"
    >
      <WifiOff className="size-4" aria-hidden="true" />
      Você está offline. Algumas funcionalidades podem não estar disponíveis.
    </div>
  );
}
