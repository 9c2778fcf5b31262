/**
 * Realtime fan-out: one LISTEN on the 'notifications' channel per app instance (the insert trigger
 * sends {id, user_id}); each new row is looked up once and pushed to that user's open SSE streams
 * on this instance. Every instance listens, so a row inserted anywhere reaches every open bell.
 */

import { IDENTITY_CHANNEL, staffSessionStillValid } from '@server/auth/identity-events';
import { clearViewerCache } from '@server/auth/viewer-cache';
import type { AppDeps } from '@server/context';
import { rootLogger } from '@server/lib/logger';
import type { NotificationItem } from '@shared/schemas/notification';
import { findNotification } from './notifications';

export type Subscriber = {
  userId: string;
  /** The session the stream was opened with: the stream ends with it (sign-out, deactivation). */
  sessionId: string | null;
  send: (item: NotificationItem) => void;
  close: () => void;
};

export type RealtimeHub = {
  /** Starts listening (once) and registers the subscriber; resolves to its unsubscribe. */
  subscribe(subscriber: Subscriber): Promise<() => void>;
  /** Listens for identity changes now (server start), so every process forgets stale viewers. */
  start(): Promise<void>;
  /** Closes the streams of this user that may no longer stay open (roles, session, deactivation). */
  recheck(userId: string): Promise<void>;
  connectionCount(): number;
  /** Ends every open stream and stops listening (server shutdown). */
  close(): Promise<void>;
};

export const NOTIFICATION_CHANNEL = 'notifications';

export function createRealtimeHub(deps: AppDeps): RealtimeHub {
  const subscribers = new Set<Subscriber>();
  let listening: Promise<() => Promise<void>> | null = null;
  let watchingIdentity: Promise<() => Promise<void>> | null = null;
  let closed = false;

  const log = (message: string, error: unknown) => {
    (deps.logger ?? rootLogger()).error({ err: error }, message);
  };

  async function onPayload(payload: string) {
    let parsed: { id?: string; user_id?: string | null };
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (!parsed.id) return;
    // user_id null means "every staff member" (DESIGN.md §4).
    const targets = [...subscribers].filter((sub) => !parsed.user_id || sub.userId === parsed.user_id);
    if (!targets.length) return;
    try {
      const item = await findNotification(deps.db, parsed.id);
      if (!item) return;
      for (const target of targets) target.send(item);
    } catch (error) {
      log('Falha ao entregar notificação em tempo real:', error);
    }
  }

  async function recheck(userId: string) {
    const streams = [...subscribers].filter((sub) => sub.userId === userId);
    for (const sub of streams) {
      try {
        if (!(await staffSessionStillValid(deps.db, userId, sub.sessionId))) sub.close();
      } catch (error) {
        log('Falha ao reverificar uma conexão em tempo real:', error);
      }
    }
  }

  function ensureWatchingIdentity() {
    watchingIdentity ??= deps.database.listen(IDENTITY_CHANNEL, (userId) => {
      // Another process (or this one) changed who this person is.
      clearViewerCache();
      void recheck(userId);
    });
    return watchingIdentity;
  }

  function ensureListening() {
    listening ??= deps.database.listen(NOTIFICATION_CHANNEL, (payload) => {
      void onPayload(payload);
    });
    return listening;
  }

  return {
    async subscribe(subscriber) {
      if (closed) throw new Error('realtime hub closed');
      try {
        await Promise.all([ensureListening(), ensureWatchingIdentity()]);
      } catch (error) {
        listening = null; // try again on the next connection
        watchingIdentity = null;
        throw error;
      }
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    async start() {
      if (closed) return;
      try {
        await ensureWatchingIdentity();
      } catch (error) {
        watchingIdentity = null;
        throw error;
      }
    },
    recheck,
    connectionCount: () => subscribers.size,
    async close() {
      closed = true;
      for (const subscriber of [...subscribers]) subscriber.close();
      subscribers.clear();
      for (const pending of [listening, watchingIdentity]) {
        const unlisten = await pending?.catch(() => null);
        await unlisten?.().catch(() => undefined);
      }
      listening = null;
      watchingIdentity = null;
    },
  };
}

const hubs = new WeakMap<AppDeps, RealtimeHub>();

/** The hub of one app instance, created on first use. */
export function realtimeHub(deps: AppDeps): RealtimeHub {
  let hub = hubs.get(deps);
  if (!hub) {
    hub = createRealtimeHub(deps);
    hubs.set(deps, hub);
  }
  return hub;
}

export async function closeRealtimeHub(deps: AppDeps): Promise<void> {
  const hub = hubs.get(deps);
  hubs.delete(deps);
  await hub?.close();
}
