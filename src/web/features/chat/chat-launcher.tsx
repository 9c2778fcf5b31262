/**
 * The floating chat button on every public page. Tiny on purpose: the panel (conversation, API,
 * storage) is its own chunk, fetched on hover/focus and mounted on the first open. Once opened the
 * panel stays mounted while hidden, so a reply in flight is not lost by closing it.
 */
import {
  Component,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ChatLauncherButton } from '@web/components/chat-launcher-button';
import { track } from '@web/lib/analytics';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);
const prefetchPanel = () => void loadPanel().catch(() => undefined);

/** A panel chunk that fails to download (offline) must not take the page down with it. */
/** Tells the slot that something is on screen in the panel's place (its prerendered shell can go). */
function Shown({ onShown }: { onShown?: () => void }) {
  useLayoutEffect(() => onShown?.(), [onShown]);
  return null;
}

class PanelBoundary extends Component<
  { children: ReactNode; onClose: () => void; onShown?: () => void },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="fixed right-5 bottom-24 z-50 max-w-xs rounded-xl border bg-background p-4 text-sm shadow-lg"
      >
        <Shown onShown={this.props.onShown} />
        <p>Não foi possível carregar o chat. Verifique sua conexão e tente novamente.</p>
        <button
          type="button"
          className="mt-2 font-medium text-primary underline"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onClose();
          }}
        >
          Fechar
        </button>
      </div>
    );
  }
}

const PANEL_ID = 'coders-chat-panel';
/** Same key as chat-storage (kept inline so the launcher chunk stays minimal). */
const REOPEN_KEY = 'coders_chat_reopen';

function takeReopenFlag(): boolean {
  try {
    if (window.sessionStorage.getItem(REOPEN_KEY) !== '1') return false;
    window.sessionStorage.removeItem(REOPEN_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * `openOnMount`: the visitor tapped the prerendered stand-in before this chunk arrived (its shell is
 * on screen); `onPanelShown` is called once the real panel (or its failure message) shows.
 */
export function ChatLauncher({
  openOnMount = false,
  onPanelShown,
}: {
  openOnMount?: boolean;
  onPanelShown?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    track('chat_opened');
    setMounted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  // Back from /auth after the login-required view: open the chat again.
  useEffect(() => {
    if (takeReopenFlag() || openOnMount) show();
  }, [show, openOnMount]);

  return (
    <>
      {mounted ? (
        <PanelBoundary
          onShown={onPanelShown}
          onClose={() => {
            setMounted(false);
            close();
          }}
        >
          <Suspense
            fallback={
              <div
                role="status"
                className="fixed right-5 bottom-24 z-50 rounded-xl border bg-background px-4 py-3 text-sm shadow-lg"
              >
                Carregando chat...
              </div>
            }
          >
            <ChatPanel open={open} onClose={close} onShown={onPanelShown} />
          </Suspense>
        </PanelBoundary>
      ) : null}
      <ChatLauncherButton
        ref={buttonRef}
        open={open}
        aria-controls={mounted ? PANEL_ID : undefined}
        onClick={() => (open ? close() : show())}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
      />
    </>
  );
}
