/**
 * One SSE stream per open bell: `id:` is the notification id, so a reconnect (Last-Event-ID header
 * or ?since=) replays what was missed; live rows that race with the replay are buffered and
 * de-duplicated by id. A comment every 25 s keeps proxies from closing an idle stream.
 */

import { staffSessionStillValid } from '@server/auth/identity-events';
import type { AppDeps } from '@server/context';
import { rootLogger } from '@server/lib/logger';
import type { NotificationItem } from '@shared/schemas/notification';
import { realtimeHub } from './hub';
import { notificationsSince } from './notifications';

export const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3000;
const SEEN_CAP = 500;

export function formatEvent(item: NotificationItem): string {
  return `id: ${item.id}\nevent: notification\ndata: ${JSON.stringify(item)}\n\n`;
}

const isUuid = (value: string | undefined | null): value is string =>
  Boolean(value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value));

export async function openNotificationStream(
  deps: AppDeps,
  viewer: { userId: string; sessionId: string | null },
  lastEventId: string | null,
  options: { heartbeatMs?: number } = {},
): Promise<Response> {
  const { userId, sessionId } = viewer;
  const encoder = new TextEncoder();
  const hub = realtimeHub(deps);
  const seen = new Set<string>();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  let replaying = true;
  const buffered: NotificationItem[] = [];
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;

  const stop = () => {
    if (!open) return;
    open = false;
    if (heartbeat) clearInterval(heartbeat);
    unsubscribe?.();
    try {
      controller.close();
    } catch {
      // already closed by the client
    }
  };
  const write = (text: string) => {
    if (!open) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      stop();
    }
  };
  const deliver = (item: NotificationItem) => {
    if (seen.has(item.id)) return;
    seen.add(item.id);
    if (seen.size > SEEN_CAP) seen.delete(seen.values().next().value as string);
    write(formatEvent(item));
  };

  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      stop();
    },
  });

  // Subscribe before reading the backlog, so nothing inserted in between is lost.
  unsubscribe = await hub.subscribe({
    userId,
    sessionId,
    send: (item) => (replaying ? buffered.push(item) : deliver(item)),
    close: stop,
  });
  write(`retry: ${RETRY_MS}\n: conectado\n\n`);
  if (isUuid(lastEventId)) {
    if (lastEventId) seen.add(lastEventId);
    try {
      for (const item of await notificationsSince(deps.db, userId, lastEventId)) deliver(item);
    } catch (error) {
      (deps.logger ?? rootLogger()).error({ err: error }, 'Falha ao reenviar notificações');
    }
  }
  replaying = false;
  for (const item of buffered.splice(0)) deliver(item);
  // Each heartbeat also re-checks the session and roles: a change made straight in the database
  // (past identity-events) still ends the stream within one heartbeat.
  heartbeat = setInterval(() => {
    write(': ping\n\n');
    staffSessionStillValid(deps.db, userId, sessionId)
      .then((valid) => {
        if (!valid) stop();
      })
      .catch(() => undefined);
  }, options.heartbeatMs ?? HEARTBEAT_MS);

  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    },
  });
}
