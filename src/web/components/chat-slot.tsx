/**
 * Where the public layout puts the chat launcher. Features do not import each other, so the layout
 * reaches the chat through this slot. The page is prerendered with a stand-in button that looks the
 * same; the real launcher (its own chunk) replaces it once the page is idle, so it never competes with
 * the first paint or hydration.
 *
 * The stand-in opens a prerendered shell of the chat panel (same frame, title and close button, with
 * a loading state) as a native popover: the first tap answers at once, before any script has run or
 * while the app hydrates, and toggles it exactly once. When the shell opens, the real chat is loaded
 * and opened behind it; the shell closes as soon as the real panel shows. If the app cannot load at
 * all (offline), the page's inline loader turns the shell's loading state into the failure message
 * (`data-failed`, scripts/prerender.mjs).
 */
import { lazy, type Ref, Suspense, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ChatLauncherButton } from './chat-launcher-button';
import { Bot, X } from './icons';

const loadLauncher = () => import('@web/features/chat/chat-launcher');
const ChatLauncher = lazy(() => loadLauncher().then((module) => ({ default: module.ChatLauncher })));

export const CHAT_SHELL_ID = 'coders-chat-shell';

type Stage = 'stand-in' | 'loaded' | 'open';

const supportsPopover = () => 'popover' in HTMLElement.prototype;
const isOpen = (element: HTMLElement | null) => {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false; // a browser without popovers
  }
};

/** The panel's frame (features/chat/chat-panel) with a loading state, rendered without the chat code. */
function ChatShell({ ref }: { ref: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      id={CHAT_SHELL_ID}
      popover="manual"
      role="dialog"
      aria-labelledby="coders-chat-shell-title"
      className="group/shell inset-0 m-0 size-full max-h-none max-w-none flex-col overflow-hidden border-0 bg-background p-0 text-foreground open:flex sm:inset-auto sm:right-5 sm:bottom-24 sm:h-[min(600px,calc(100dvh-8rem))] sm:w-[380px] sm:rounded-2xl sm:border sm:shadow-2xl"
    >
      <div className="flex items-center gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <span
          className="inline-flex size-9 items-center justify-center rounded-full bg-white/15"
          aria-hidden="true"
        >
          <Bot className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="coders-chat-shell-title" className="text-base font-semibold leading-tight">
            Agente Coder
          </h2>
          <p className="text-xs text-primary-foreground/85">Assistente virtual da Coders</p>
        </div>
        <button
          type="button"
          popoverTarget={CHAT_SHELL_ID}
          popoverTargetAction="hide"
          aria-label="Fechar chat"
          className="inline-flex size-9 cursor-pointer items-center justify-center rounded-md hover:bg-white/15"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center text-sm text-muted-foreground">
        <p role="status" className="group-data-[failed]/shell:hidden">
          <span
            aria-hidden="true"
            className="mx-auto mb-3 block size-6 animate-spin rounded-full border-2 border-primary/25 border-t-primary"
          />
          Carregando chat...
        </p>
        <p role="alert" className="hidden group-data-[failed]/shell:block">
          Não foi possível carregar o chat. Verifique sua conexão e tente novamente.
        </p>
      </div>
    </div>
  );
}

export function ChatSlot() {
  const [stage, setStage] = useState<Stage>('stand-in');
  const standInRef = useRef<HTMLButtonElement>(null);
  const shellRef = useRef<HTMLDivElement>(null);
  const closingShell = useRef(false);

  // The shell opened (a tap on the stand-in, perhaps before hydration): open the real chat behind it.
  // Closed by the visitor before the real panel showed: do not open it after all.
  useEffect(() => {
    const shell = shellRef.current;
    if (!shell) return;
    const onToggle = () => {
      if (isOpen(shell)) setStage('open');
      else if (!closingShell.current) setStage((current) => (current === 'open' ? 'loaded' : current));
      closingShell.current = false;
    };
    shell.addEventListener('toggle', onToggle);
    if (isOpen(shell)) setStage('open');
    return () => shell.removeEventListener('toggle', onToggle);
  }, []);

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
      loadLauncher().then(swap, () => undefined); // offline: the stand-in stays and still opens the shell
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

  /** The real panel (or its failure message) is on screen: the shell steps aside. */
  const onPanelShown = useCallback(() => {
    const shell = shellRef.current;
    if (!shell || !isOpen(shell)) return;
    closingShell.current = true;
    shell.hidePopover();
  }, []);

  // Without popovers (older browsers) the loader holds the tap for the app, which opens the chat.
  const standIn = (
    <ChatLauncherButton
      ref={standInRef}
      popoverTarget={CHAT_SHELL_ID}
      onClick={() => {
        if (!supportsPopover()) setStage('open');
      }}
    />
  );
  return (
    <>
      <ChatShell ref={shellRef} />
      {stage === 'stand-in' ? (
        standIn
      ) : (
        <Suspense fallback={standIn}>
          <ChatLauncher openOnMount={stage === 'open'} onPanelShown={onPanelShown} />
        </Suspense>
      )}
    </>
  );
}
