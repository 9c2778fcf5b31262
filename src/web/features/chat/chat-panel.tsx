/**
 * The chat panel, loaded as its own chunk the first time the launcher opens it. Signed out: the
 * login-required view (docs/product/chat-assistant.md). Signed in: the conversation. A dialog with a focus trap that
 * Escape closes; full screen and modal under 640 px.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Bot, LogIn, X } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/feedback';
import { meQuery, useMe } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useMediaQuery } from '@web/lib/use-media-query';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { markReopenAfterLogin } from './chat-storage';
import { LOGIN_REQUIRED_TEXT, LOGIN_REQUIRED_TITLE, useChat } from './use-chat';
import { useFocusTrap } from './use-focus-trap';

export const CHAT_PANEL_ID = 'coders-chat-panel';

type PanelProps = {
  open: boolean;
  onClose: () => void;
  /** Called each time the panel is on screen (the prerendered shell in front of it then closes). */
  onShown?: () => void;
};

function Conversation({
  userId,
  firstName,
  open,
  onNavigate,
}: {
  userId: string;
  firstName: string | null;
  open: boolean;
  onNavigate: () => void;
}) {
  const client = useQueryClient();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const onUnauthenticated = useCallback(() => {
    void client.invalidateQueries({ queryKey: meQuery.queryKey });
  }, [client]);
  const chat = useChat({ userId, firstName, onUnauthenticated });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the panel opens; later focus moves are the composer's.
  useEffect(() => {
    if (open && !chat.busy) inputRef.current?.focus();
  }, [open]);

  return (
    <>
      <ChatMessages
        messages={chat.messages}
        loading={chat.status === 'loading'}
        typingId={chat.typingId}
        typedLength={chat.typedLength}
        onNavigate={onNavigate}
        regionRef={regionRef}
      />
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-announcer">
        {chat.announcement ? `Agente Coder: ${chat.announcement}` : ''}
      </div>
      <ChatComposer busy={chat.busy} onSend={chat.send} inputRef={inputRef} />
    </>
  );
}

function LoginRequired({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const location = useLocation();
  const loginRef = useRef<HTMLAnchorElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const back = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (open) loginRef.current?.focus();
  }, [open]);

  return (
    <>
      <div className="flex flex-1 flex-col items-center justify-center gap-4 overflow-y-auto px-6 py-8 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <LogIn className="size-7" aria-hidden="true" />
        </span>
        <div className="space-y-2">
          <h3 className="text-lg font-semibold">Faça login para conversar</h3>
          <p className="text-sm text-muted-foreground">
            O Agente Coder está disponível para usuários conectados. Entre ou crie sua conta gratuita para
            tirar dúvidas sobre o seu projeto e receber uma proposta.
          </p>
        </div>
        <Button asChild className="w-full max-w-xs">
          <Link
            ref={loginRef}
            to={paths.auth(back)}
            onClick={() => {
              markReopenAfterLogin();
              onNavigate();
            }}
          >
            Entrar ou criar conta
          </Link>
        </Button>
      </div>
      <ChatComposer
        busy={false}
        inputRef={inputRef}
        onSend={() => {
          // docs/product/chat-assistant.md: a signed-out visitor cannot send; the text stays in the box.
          toast.error(LOGIN_REQUIRED_TITLE, LOGIN_REQUIRED_TEXT);
          return false;
        }}
      />
    </>
  );
}

export function ChatPanel({ open, onClose, onShown }: PanelProps) {
  const { user, me, isLoading } = useMe();
  const panelRef = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery('(max-width: 639px)');
  useFocusTrap(panelRef, open, onClose);

  // Before the browser paints: the shell and the panel are never on screen together.
  useLayoutEffect(() => {
    if (open) onShown?.();
  }, [open, onShown]);

  // Full screen on phones: the page behind does not scroll.
  useEffect(() => {
    if (!open || !phone) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open, phone]);

  // On a phone a followed link would stay hidden behind the full-screen panel.
  const onNavigate = useCallback(() => {
    if (phone) onClose();
  }, [phone, onClose]);

  return (
    <div
      ref={panelRef}
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal={phone ? true : undefined}
      aria-labelledby="coders-chat-title"
      aria-describedby="coders-chat-subtitle"
      hidden={!open}
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-background sm:inset-auto sm:right-5 sm:bottom-24 sm:h-[min(600px,calc(100dvh-8rem))] sm:w-[380px] sm:rounded-2xl sm:border sm:shadow-2xl [&[hidden]]:hidden"
    >
      <header className="flex items-center gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <span
          className="inline-flex size-9 items-center justify-center rounded-full bg-white/15"
          aria-hidden="true"
        >
          <Bot className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="coders-chat-title" className="text-base font-semibold leading-tight">
            Agente Coder
          </h2>
          <p id="coders-chat-subtitle" className="text-xs text-primary-foreground/85">
            Assistente virtual da Coders
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={onClose}
          aria-label="Fechar chat"
          className="text-primary-foreground hover:bg-white/15 hover:text-primary-foreground"
        >
          <X aria-hidden="true" />
        </Button>
      </header>
      {isLoading ? (
        <Spinner className="flex-1" label="Carregando..." />
      ) : user ? (
        <Conversation
          key={user.id}
          userId={user.id}
          firstName={me?.profile?.firstName ?? null}
          open={open}
          onNavigate={onNavigate}
        />
      ) : (
        <LoginRequired open={open} onNavigate={onNavigate} />
      )}
    </div>
  );
}

export default ChatPanel;
