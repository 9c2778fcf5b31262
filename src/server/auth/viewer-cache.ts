/**
 * A short-lived memory of who is behind a session cookie, keyed on the signed value of the one
 * cookie Better Auth verifies, and only remembered when the session Better Auth found carries
 * exactly that token. Resolving a viewer costs four queries
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

/**
 * The value of exactly the cookie Better Auth verifies (`name`, as its context names it: with the
 * `__Secure-` prefix behind HTTPS, without it otherwise), read the way Better Auth reads it: the
 * first cookie of that name wins and the value is URI-decoded. Any other session-looking cookie is
 * ignored, so a planted cookie of the other name can never select a remembered viewer.
 */
export function sessionCookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // Better Auth keeps an undecodable value as it is
    }
    return value || null;
  }
  return null;
}

/** The token part of a signed cookie value (`<token>.<signature>`). */
export function unsignedToken(cookieValue: string): string {
  const dot = cookieValue.lastIndexOf('.');
  return dot > 0 ? cookieValue.slice(0, dot) : cookieValue;
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
