/**
 * Where the public layout puts the chat launcher. Features do not import each other, so the layout
 * reaches the chat through this slot. The page is prerendered with a stand-in button that looks the
 * same; the real launcher (its own chunk) replaces it once the page is idle, so it never competes with
 * the first paint or hydration. A click on the stand-in loads the launcher at once and opens the chat.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { ChatLauncherButton } from './chat-launcher-button';

const ChatLauncher = lazy(() =>
  import('../features/chat/chat-launcher').then((module) => ({ default: module.ChatLauncher })),
);

type Stage = 'stand-in' | 'loaded' | 'open';

export function ChatSlot() {
  const [stage, setStage] = useState<Stage>('stand-in');
  useEffect(() => {
    const load = () => setStage((current) => (current === 'stand-in' ? 'loaded' : current));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(load, 200);
    return () => window.clearTimeout(id);
  }, []);
  const standIn = <ChatLauncherButton onClick={() => setStage('open')} />;
  if (stage === 'stand-in') return standIn;
  return (
    <Suspense fallback={standIn}>
      <ChatLauncher openOnMount={stage === 'open'} />
    </Suspense>
  );
}
