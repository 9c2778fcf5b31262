/**
 * A short-lived memory of who is behind a session cookie. Resolving a viewer costs four queries
 * (session, user, roles, profile); a back-office page fires several API calls at once and a busy
 * screen polls, so each session is resolved at most once per VIEWER_CACHE_MS instead of per request.
 *
 * Anything that changes who a viewer is (sign-in/out, roles, invitations, password resets, the
 * session timeout) clears the whole memory in this process. Another server process sharing the
 * PostgreSQL database sees such a change within VIEWER_CACHE_MS at most (docs/decisions/007).
 */
import type { Viewer } from './viewer';

export const VIEWER_CACHE_MS = 5_000;
const MAX_ENTRIES = 5_000;

type Entry = { viewer: Viewer; at: number };
const entries = new Map<string, Entry>();

/** The session token cookie's value (with or without the `__Secure-` prefix), or null. */
export function sessionCookieValue(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === 'better-auth.session_token' || name === '__Secure-better-auth.session_token') {
      const value = part.slice(eq + 1).trim();
      return value || null;
    }
  }
  return null;
}

export function cachedViewer(key: string, now = Date.now()): Viewer | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (now - entry.at >= VIEWER_CACHE_MS) {
    entries.delete(key);
    return null;
  }
  return entry.viewer;
}

export function rememberViewer(key: string, viewer: Viewer, now = Date.now()): void {
  if (entries.size >= MAX_ENTRIES) {
    // Maps iterate in insertion order: drop the oldest.
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, { viewer, at: now });
}

export function clearViewerCache(): void {
  entries.clear();
}
