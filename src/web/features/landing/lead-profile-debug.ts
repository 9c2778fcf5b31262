/**
 * docs/product/public-site.md: a lead-profile debug card shows only on localhost or preview-builder hosts. The chat keeps
 * the profile per session in sessionStorage; this reads it without importing the chat feature.
 */
import type { LeadProfile } from '@shared/lead-profile/types';

export const CHAT_SESSION_KEY = 'coders_chat_session_id';
export const chatProfileKey = (sessionId: string) => `coders_chat_profile_${sessionId}`;

const PREVIEW_MARKERS = ['lovable', 'preview', 'webcontainer'];

export function isDebugHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1') return true;
  return PREVIEW_MARKERS.some((marker) => host.includes(marker));
}

function readItem(key: string): string | null {
  try {
    return sessionStorage.getItem(key) ?? localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored profile of the current chat session, or null when there is none (or it is unreadable). */
export function readChatProfile(): LeadProfile | null {
  const sessionId = readItem(CHAT_SESSION_KEY);
  if (!sessionId) return null;
  const raw = readItem(chatProfileKey(sessionId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LeadProfile> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    return {
      ...parsed,
      painPoints: Array.isArray(parsed.painPoints) ? parsed.painPoints : [],
      leadScore: typeof parsed.leadScore === 'number' ? parsed.leadScore : 0,
      conversationStage: parsed.conversationStage ?? 'greeting',
    };
  } catch {
    return null;
  }
}
