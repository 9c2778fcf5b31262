/**
 * Browser storage of the chat (docs/product/chat-assistant.md): an anonymous chat session id, and per session the history
 * and the lead profile. Everything lives in sessionStorage, so a conversation survives a reload but
 * not the closing of the tab (shared computers), and each tab is its own conversation.
 * The landing page's debug card reads the profile key.
 */
import type { LeadProfile } from '@shared/lead-profile/types';
import { emptyLeadProfile } from '@shared/lead-profile/types';

export const CHAT_SESSION_KEY = 'coders_chat_session_id';
export const chatHistoryKey = (sessionId: string) => `coders_chat_history_${sessionId}`;
export const chatProfileKey = (sessionId: string) => `coders_chat_profile_${sessionId}`;
/** Who the conversation belongs to: another account in the same tab starts a new one. */
export const chatOwnerKey = (sessionId: string) => `coders_chat_owner_${sessionId}`;
/** Set before sending a signed-out visitor to /auth, so the chat opens again when they come back. */
export const CHAT_REOPEN_KEY = 'coders_chat_reopen';

/** docs/product/chat-assistant.md: chat message (client-side) — text, isBot, timestamp. */
export type ChatMessage = {
  id: string;
  text: string;
  isBot: boolean;
  /** ISO 8601. */
  timestamp: string;
  /** A failure notice from the widget itself: shown, never sent back as history. */
  error?: boolean;
};

const MAX_STORED_MESSAGES = 100;

/** In-memory stand-in when storage is unavailable (private mode, blocked cookies). */
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
}

function remove(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    memory.delete(key);
  }
}

export function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain http on a LAN address does not have one.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function parse<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function isMessage(value: unknown): value is ChatMessage {
  const message = value as ChatMessage | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof message.text === 'string' &&
    typeof message.isBot === 'boolean' &&
    typeof message.timestamp === 'string'
  );
}

/** The current chat session id, created on first use. */
export function chatSessionId(): string {
  const existing = read(CHAT_SESSION_KEY);
  if (existing && /^[\w-]{8,100}$/.test(existing)) return existing;
  const id = newId();
  write(CHAT_SESSION_KEY, id);
  return id;
}

export type ChatSession = { sessionId: string; messages: ChatMessage[]; profile: LeadProfile };

/**
 * The stored conversation of `userId`. A conversation that belongs to someone else (another sign-in
 * in this tab) is left alone and a new session starts.
 */
export function loadChatSession(userId: string): ChatSession {
  let sessionId = chatSessionId();
  const owner = read(chatOwnerKey(sessionId));
  if (owner && owner !== userId) {
    sessionId = newId();
    write(CHAT_SESSION_KEY, sessionId);
  }
  write(chatOwnerKey(sessionId), userId);
  const stored = parse<unknown[]>(read(chatHistoryKey(sessionId)));
  const messages = Array.isArray(stored)
    ? stored.filter(isMessage).map((message) => ({ ...message, id: message.id || newId() }))
    : [];
  const profile = parse<LeadProfile>(read(chatProfileKey(sessionId)));
  return {
    sessionId,
    messages,
    profile:
      profile && typeof profile === 'object' && Array.isArray(profile.painPoints)
        ? profile
        : emptyLeadProfile(),
  };
}

export function saveChatHistory(sessionId: string, messages: ChatMessage[]): void {
  write(chatHistoryKey(sessionId), JSON.stringify(messages.slice(-MAX_STORED_MESSAGES)));
}

export function saveChatProfile(sessionId: string, profile: LeadProfile): void {
  write(chatProfileKey(sessionId), JSON.stringify(profile));
}

export function markReopenAfterLogin(): void {
  write(CHAT_REOPEN_KEY, '1');
}

/** True once after a visitor came back from /auth; the flag is cleared. */
export function takeReopenAfterLogin(): boolean {
  const flag = read(CHAT_REOPEN_KEY) === '1';
  if (flag) remove(CHAT_REOPEN_KEY);
  return flag;
}
