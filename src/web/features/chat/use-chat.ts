/**
 * The conversation state machine (docs/product/chat-assistant.md): idle → loading → typing (the reply revealed one character
 * every 15 ms) → idle. History and profile are stored per chat session and restored on reload.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_HISTORY_LIMIT, type ChatTurn, RATE_LIMIT_MARKER } from '@shared/schemas/chat';
import { toast } from '@web/lib/toast';
import { CHAT_SERVER_ERROR, ChatRequestError, sendChatMessage } from './api/send-chat-message';
import { type ChatMessage, loadChatSession, newId, saveChatHistory, saveChatProfile } from './chat-storage';
import { pickGreeting } from './greetings';

export type ChatStatus = 'idle' | 'loading' | 'typing';

/** docs/product/chat-assistant.md. */
export const TYPING_MS_PER_CHAR = 15;
export const CHAT_APOLOGY =
  'Desculpe, estou com problemas para processar sua solicitação no momento. Mas não se preocupe, estou aqui para ajudar! Pode tentar novamente?';
export const CHAT_RATE_LIMITED =
  'Você está enviando muitas mensagens muito rapidamente. Por favor, aguarde alguns minutos antes de tentar novamente.';
export const LOGIN_REQUIRED_TITLE = 'Login necessário';
export const LOGIN_REQUIRED_TEXT = 'Por favor, faça login para usar o chat.';

type Typing = { id: string; startedAt: number; shown: number };

function message(text: string, isBot: boolean, error = false): ChatMessage {
  return { id: newId(), text, isBot, timestamp: new Date().toISOString(), ...(error ? { error } : {}) };
}

/** The turns the server gets: real exchanges only (no widget error notices), the last 10. */
export function historyFor(messages: ChatMessage[]): ChatTurn[] {
  return messages
    .filter((item) => !item.error)
    .slice(-CHAT_HISTORY_LIMIT)
    .map((item) => ({ role: item.isBot ? 'assistant' : 'user', content: item.text }));
}

export function useChat({
  userId,
  firstName,
  onUnauthenticated,
}: {
  userId: string;
  firstName?: string | null;
  onUnauthenticated?: () => void;
}) {
  const [session] = useState(() => loadChatSession(userId));
  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    session.messages.length ? session.messages : [message(pickGreeting(firstName ?? undefined), true)],
  );
  const [status, setStatus] = useState<ChatStatus>('idle');
  const [typing, setTyping] = useState<Typing | null>(null);
  /** The last complete bot reply, for the screen-reader live region. */
  const [announcement, setAnnouncement] = useState('');

  // Refs so `send` reads the latest values without re-creating handlers on every keystroke.
  const statusRef = useRef<ChatStatus>('idle');
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  const changeStatus = useCallback((next: ChatStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  useEffect(() => {
    saveChatHistory(session.sessionId, messages);
  }, [session.sessionId, messages]);

  // The typing effect: characters shown follow the clock, so a throttled tab catches up.
  useEffect(() => {
    if (!typing) return;
    const target = messagesRef.current.find((item) => item.id === typing.id);
    const length = target?.text.length ?? 0;
    if (typing.shown >= length) {
      setTyping(null);
      changeStatus('idle');
      setAnnouncement(target?.text ?? '');
      return;
    }
    const timer = window.setTimeout(() => {
      setTyping((current) =>
        current
          ? {
              ...current,
              shown: Math.min(
                length,
                Math.max(
                  current.shown + 1,
                  Math.floor((performance.now() - current.startedAt) / TYPING_MS_PER_CHAR),
                ),
              ),
            }
          : current,
      );
    }, TYPING_MS_PER_CHAR);
    return () => window.clearTimeout(timer);
  }, [typing, changeStatus]);

  const reveal = useCallback(
    (reply: ChatMessage) => {
      setMessages((current) => [...current, reply]);
      setAnnouncement('');
      changeStatus('typing');
      setTyping({ id: reply.id, startedAt: performance.now(), shown: 0 });
    },
    [changeStatus],
  );

  /** Sends `raw` unless it is blank or a reply is in progress. Returns whether it was sent. */
  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const text = raw.trim();
      if (!text || statusRef.current !== 'idle') return false;
      const history = historyFor(messagesRef.current);
      setMessages((current) => [...current, message(text, false)]);
      changeStatus('loading');
      try {
        const result = await sendChatMessage({
          message: text,
          history,
          sessionId: session.sessionId,
        });
        saveChatProfile(session.sessionId, result.leadProfile);
        reveal(message(result.message, true));
      } catch (error) {
        const failure =
          error instanceof ChatRequestError ? error : new ChatRequestError(0, CHAT_SERVER_ERROR);
        if (failure.status === 401) {
          changeStatus('idle');
          toast.error(LOGIN_REQUIRED_TITLE, LOGIN_REQUIRED_TEXT);
          onUnauthenticated?.();
          return true;
        }
        const rateLimited = failure.message.includes(RATE_LIMIT_MARKER);
        reveal(message(rateLimited ? CHAT_RATE_LIMITED : CHAT_APOLOGY, true, true));
        toast.error('Erro na comunicação', failure.message);
      }
      return true;
    },
    [changeStatus, reveal, session.sessionId, onUnauthenticated],
  );

  return {
    messages,
    status,
    busy: status !== 'idle',
    typingId: typing?.id ?? null,
    typedLength: typing?.shown ?? 0,
    announcement,
    send,
  };
}
