import { Bot } from 'lucide-react';
import { Fragment, memo, type ReactNode, type RefObject, useEffect } from 'react';
import { Link } from 'react-router';
import { cn } from '@web/lib/cn';
import type { ChatMessage } from './chat-storage';

/** Site paths the assistant mentions become links: /questionario, /#consultoria, /plataforma/<id>. */
const SITE_LINK = /(\/questionario\b|\/#[a-z-]+|\/plataforma\/[a-z0-9-]+)/g;

function linkify(text: string, onNavigate?: () => void): ReactNode[] {
  return text.split(SITE_LINK).map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const className = 'font-medium text-primary underline underline-offset-2';
    // Hash links scroll the landing page natively; paths navigate inside the app.
    return part.startsWith('/#') ? (
      <a key={index} href={part} className={className} onClick={onNavigate}>
        {part}
      </a>
    ) : (
      <Link key={index} to={part} className={className} onClick={onNavigate}>
        {part}
      </Link>
    );
  });
}

const MessageItem = memo(function MessageItem({
  message,
  visibleText,
  typing,
  onNavigate,
}: {
  message: ChatMessage;
  visibleText: string;
  typing: boolean;
  onNavigate?: () => void;
}) {
  return (
    <li className={cn('flex gap-2', message.isBot ? 'justify-start' : 'justify-end')}>
      {message.isBot ? (
        <span
          aria-hidden="true"
          className="mt-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          <Bot className="size-4" />
        </span>
      ) : null}
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
          message.isBot
            ? 'rounded-tl-sm bg-muted text-foreground'
            : 'rounded-tr-sm bg-primary text-primary-foreground',
          message.error && 'border border-destructive/40',
        )}
      >
        <span className="sr-only">{message.isBot ? 'Agente Coder: ' : 'Você: '}</span>
        {/* While typing, the partial text is hidden from screen readers; the live region reads the whole reply. */}
        {typing ? (
          <span aria-hidden="true">
            {visibleText}
            <span className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-current" />
          </span>
        ) : (
          linkify(visibleText, onNavigate)
        )}
      </div>
    </li>
  );
});

export function ChatMessages({
  messages,
  loading,
  typingId,
  typedLength,
  onNavigate,
  regionRef,
}: {
  messages: ChatMessage[];
  loading: boolean;
  typingId: string | null;
  typedLength: number;
  onNavigate?: () => void;
  regionRef: RefObject<HTMLDivElement | null>;
}) {
  const last = messages.at(-1);
  // Follow the conversation as it grows (scrolling the region only, never the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run whenever the content grows.
  useEffect(() => {
    const region = regionRef.current;
    if (region) region.scrollTop = region.scrollHeight;
  }, [regionRef, messages.length, typedLength, loading, last?.id]);

  return (
    <div
      ref={regionRef}
      role="region"
      aria-label="Mensagens da conversa"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="flex-1 overflow-y-auto overscroll-contain px-4 py-4 focus-visible:outline-offset-[-2px]"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message) => {
          const typing = message.id === typingId;
          return (
            <MessageItem
              key={message.id}
              message={message}
              typing={typing}
              visibleText={typing ? message.text.slice(0, typedLength) : message.text}
              onNavigate={onNavigate}
            />
          );
        })}
        {loading ? (
          <li className="flex items-center gap-2" data-testid="chat-loading">
            <span
              aria-hidden="true"
              className="inline-flex size-7 items-center justify-center rounded-full bg-primary/10 text-primary"
            >
              <Bot className="size-4" />
            </span>
            <span className="inline-flex gap-1 rounded-2xl rounded-tl-sm bg-muted px-3.5 py-3" role="status">
              <span className="sr-only">Agente Coder está digitando...</span>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  aria-hidden="true"
                  className="size-1.5 animate-bounce rounded-full bg-muted-foreground"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </span>
          </li>
        ) : null}
      </ol>
    </div>
  );
}
