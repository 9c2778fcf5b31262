/**
 * Where the public layout puts the chat launcher. Features do not import each other, so the layout
 * reaches the chat through this slot. The page is prerendered with a stand-in button that looks the
 * same; the real launcher (its own chunk) replaces it once the page is idle, so it never competes with
 * the first paint or hydration. A click on the stand-in loads the launcher at once and opens the chat.
 */
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { ChatLauncherButton } from './chat-launcher-button';

const loadLauncher = () => import('../features/chat/chat-launcher');
const ChatLauncher = lazy(() => loadLauncher().then((module) => ({ default: module.ChatLauncher })));

type Stage = 'stand-in' | 'loaded' | 'open';

export function ChatSlot() {
  const [stage, setStage] = useState<Stage>('stand-in');
  const standInRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let cancelled = false;
    const swap = () => {
      if (cancelled) return;
      const button = standInRef.current;
      // A keyboard user is on the stand-in: replacing its node now would drop their focus on the
      // page's body. Swap once they move on; pressing it meanwhile opens the chat anyway.
      if (button && document.activeElement === button) {
        button.addEventListener('blur', swap, { once: true });
        return;
      }
      // The chunk is already here, and a transition keeps the stand-in until the launcher can show.
      startTransition(() => setStage((current) => (current === 'stand-in' ? 'loaded' : current)));
    };
    const load = () => {
      loadLauncher().then(swap, () => undefined); // offline: the stand-in stays and still opens the chat
    };
    let cancel: () => void;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(load, 200);
      cancel = () => window.clearTimeout(id);
    }
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);
  const standIn = <ChatLauncherButton ref={standInRef} onClick={() => setStage('open')} />;
  if (stage === 'stand-in') return standIn;
  return (
    <Suspense fallback={standIn}>
      <ChatLauncher openOnMount={stage === 'open'} />
    </Suspense>
  );
}
