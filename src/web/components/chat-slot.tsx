/**
 * Where the public layout puts the chat launcher. Features do not import each other, so the layout
 * reaches the chat through this slot, which loads it as its own chunk once the page is idle: the
 * launcher never competes with the first paint or hydration.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const ChatLauncher = lazy(() =>
  import('../features/chat/chat-launcher').then((module) => ({ default: module.ChatLauncher })),
);

export function ChatSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 200);
    return () => window.clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  );
}
