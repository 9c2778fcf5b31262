import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { buildDeps } from '@server/bootstrap';
import type { AppDeps } from '@server/context';
import { type Database, openDatabase } from '@server/db/client';
import { notifications, users } from '@server/db/schema';
import { notifyStaff } from '@server/lib/notify';
import { closeRealtimeHub, realtimeHub } from '@server/realtime/hub';
import type { NotificationItem } from '@shared/schemas/notification';
import { withDatabase } from '../support/global-setup';
import { createTestApp, type TestApp } from '../support/test-app';
import { SNAPSHOT_PATH, TEMPLATE_DB, testConfig } from '../support/test-config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('GET /api/notifications', () => {
  it('returns the caller’s 20 newest, newest first, and the unread count', async () => {
    for (let index = 0; index < 22; index += 1) {
      await notifyStaff(t.db, { title: `Aviso ${index}`, message: 'Teste', roles: ['comercial'] });
    }
    const response = await t.request('/api/notifications', { as: 'comercial' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.items).toHaveLength(20);
    expect(body.items[0]).toMatchObject({ title: 'Aviso 21', status: 'unread', readAt: null });
    const times = body.items.map((item: NotificationItem) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const me = await userId('comercial@coders.example');
    const unread = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me), eq(notifications.status, 'unread')));
    expect(body.unreadCount).toBe(unread.length);
    expect(body.unreadCount).toBeGreaterThanOrEqual(22);
  });

  it('only ever shows the caller’s own rows', async () => {
    await notifyStaff(t.db, { title: 'Só para o financeiro', message: 'x', roles: ['financeiro'] });
    const comercial = await (await t.request('/api/notifications', { as: 'comercial' })).json();
    expect(comercial.items.map((item: NotificationItem) => item.title)).not.toContain('Só para o financeiro');
    const financeiro = await (await t.request('/api/notifications', { as: 'financeiro' })).json();
    expect(financeiro.items[0].title).toBe('Só para o financeiro');
  });

  it('is for staff: 403 without a role, 401 signed out', async () => {
    expect((await t.request('/api/notifications', { as: 'usuario' })).status).toBe(403);
    expect((await t.request('/api/notifications')).status).toBe(401);
    expect((await t.request('/api/realtime', { as: 'usuario' })).status).toBe(403);
    expect((await t.request('/api/realtime')).status).toBe(401);
  });
});

describe('marking read', () => {
  it('marks one read, refuses someone else’s, then marks all read', async () => {
    await notifyStaff(t.db, { title: 'Para marcar', message: 'x', roles: ['mkt'] });
    const list = await (await t.request('/api/notifications', { as: 'mkt' })).json();
    const target = list.items[0] as NotificationItem;
    expect(target.title).toBe('Para marcar');

    const foreign = await t.request(`/api/notifications/${target.id}/read`, {
      as: 'financeiro',
      method: 'PATCH',
    });
    expect(foreign.status).toBe(404);

    const read = await t.request(`/api/notifications/${target.id}/read`, { as: 'mkt', method: 'PATCH' });
    expect(read.status).toBe(200);
    const item = await read.json();
    expect(item.status).toBe('read');
    expect(item.readAt).not.toBeNull();
    const after = await (await t.request('/api/notifications', { as: 'mkt' })).json();
    expect(after.unreadCount).toBe(list.unreadCount - 1);

    const all = await t.request('/api/notifications/read-all', { as: 'mkt', method: 'POST' });
    expect((await all.json()).updated).toBe(list.unreadCount - 1);
    expect((await (await t.request('/api/notifications', { as: 'mkt' })).json()).unreadCount).toBe(0);
    expect(
      (await t.request('/api/notifications/nao-existe/read', { as: 'mkt', method: 'PATCH' })).status,
    ).toBe(404);
  });
});

// ---------------------------------------------------------------- realtime across two instances

type Event = { id: string; item: NotificationItem };

/** Reads SSE events from a streaming response body. */
function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: Event[] = [];
  let comments = 0;
  let done = false;
  const pump = (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          const lines = block.split('\n');
          if (lines.some((line) => line.startsWith(':'))) comments += 1;
          const id = lines.find((line) => line.startsWith('id: '))?.slice(4);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (id && data) events.push({ id, item: JSON.parse(data) });
        }
      }
    } catch {
      // cancelled
    } finally {
      done = true;
    }
  })();
  return {
    events,
    comments: () => comments,
    ended: () => done,
    async waitFor(predicate: (events: Event[]) => boolean, timeoutMs = 2000) {
      const started = Date.now();
      while (!predicate(events)) {
        if (Date.now() - started > timeoutMs || done)
          throw new Error(`timeout; got ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return Date.now() - started;
    },
    async close() {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}

describe('GET /api/realtime with two server instances on one database', () => {
  let a: { deps: AppDeps; app: ReturnType<typeof createApp> };
  let b: { deps: AppDeps; app: ReturnType<typeof createApp> };
  const databases: Database[] = [];
  let cleanup = async () => {};
  let cookie = '';
  const config = testConfig();

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      // Real PostgreSQL: two pools and two LISTEN connections, as two servers would have.
      const name = `coders_rt_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
      await admin.end();
      databases.push(await openDatabase({ url: withDatabase(url, name), poolSize: 3 }));
      databases.push(await openDatabase({ url: withDatabase(url, name), poolSize: 3 }));
      cleanup = async () => {
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        await drop.query(`drop database if exists ${name} with (force)`);
        await drop.end();
      };
    } else {
      // Embedded PGlite is one process's database: two app instances share it, each with its own LISTEN.
      const database = await openDatabase({
        memory: true,
        loadDataDir: new Blob([readFileSync(SNAPSHOT_PATH)]),
      });
      databases.push(database, database);
    }
    const depsA = buildDeps(databases[0]!, config);
    const depsB = buildDeps(databases[1]!, config);
    a = { deps: depsA, app: createApp(depsA) };
    b = { deps: depsB, app: createApp(depsB) };
    const signIn = await b.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.baseUrl },
      body: JSON.stringify({ email: 'comercial@coders.example', password: 'demo12345' }),
    });
    cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  });
  afterAll(async () => {
    await closeRealtimeHub(a.deps);
    await closeRealtimeHub(b.deps);
    for (const database of new Set(databases)) await database.close();
    await cleanup();
  });

  const open = (query = '', headers: Record<string, string> = {}) =>
    a.app.request(`/api/realtime${query}`, { headers: { cookie, ...headers } });

  it('delivers a notification inserted through instance B to the stream on instance A within 2 s', async () => {
    const response = await open();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const stream = sseReader(response);
    await stream.waitFor(() => stream.comments() > 0); // connected
    await notifyStaff(b.deps.db, {
      title: 'Novo lead (instância B)',
      message: 'Maria Souza',
      priority: 'high',
      roles: ['comercial'],
    });
    const elapsed = await stream.waitFor((events) =>
      events.some((event) => event.item.title === 'Novo lead (instância B)'),
    );
    expect(elapsed).toBeLessThan(2000);
    const event = stream.events.find((item) => item.item.title === 'Novo lead (instância B)')!;
    expect(event.item).toMatchObject({ status: 'unread', priority: 'high', message: 'Maria Souza' });
    expect(event.id).toBe(event.item.id);

    // Another user's notification does not reach this stream.
    await notifyStaff(b.deps.db, { title: 'Só financeiro', message: 'x', roles: ['financeiro'] });
    await notifyStaff(b.deps.db, { title: 'Marcador', message: 'x', roles: ['comercial'] });
    await stream.waitFor((events) => events.some((item) => item.item.title === 'Marcador'));
    expect(stream.events.map((item) => item.item.title)).not.toContain('Só financeiro');

    await stream.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(realtimeHub(a.deps).connectionCount()).toBe(0);
  });

  it('replays what was missed after a drop (Last-Event-ID or ?since=) with no duplicates', async () => {
    const first = sseReader(await open());
    await first.waitFor(() => first.comments() > 0);
    await notifyStaff(b.deps.db, { title: 'Antes da queda', message: 'x', roles: ['comercial'] });
    await first.waitFor((events) => events.some((event) => event.item.title === 'Antes da queda'));
    const lastId = first.events.at(-1)!.id;
    await first.close();

    // While disconnected.
    await notifyStaff(b.deps.db, { title: 'Perdida 1', message: 'x', roles: ['comercial'] });
    await notifyStaff(b.deps.db, { title: 'Perdida 2', message: 'x', roles: ['comercial'] });

    const second = sseReader(await open('', { 'last-event-id': lastId }));
    await second.waitFor((events) => events.some((event) => event.item.title === 'Perdida 2'));
    await notifyStaff(b.deps.db, { title: 'Depois da volta', message: 'x', roles: ['comercial'] });
    await second.waitFor((events) => events.some((event) => event.item.title === 'Depois da volta'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const titles = second.events.map((event) => event.item.title);
    expect(titles).toEqual(['Perdida 1', 'Perdida 2', 'Depois da volta']);
    expect(new Set(second.events.map((event) => event.id)).size).toBe(second.events.length);
    const lastSeen = second.events.at(-1)!.id;
    await second.close();

    await notifyStaff(b.deps.db, { title: 'Via since', message: 'x', roles: ['comercial'] });
    const third = sseReader(await open(`?since=${lastSeen}`));
    await third.waitFor((events) => events.some((event) => event.item.title === 'Via since'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(third.events.map((event) => event.item.title)).toEqual(['Via since']);
    await third.close();

    const comercial = (
      await b.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'comercial@coders.example'))
    )[0]!.id;
    const newest = await b.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, comercial))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(newest[0]!.title).toBe('Via since');
  });

  it('ends open streams when the hub closes (server shutdown)', async () => {
    const hub = realtimeHub(a.deps);
    const stream = sseReader(await open());
    await stream.waitFor(() => stream.comments() > 0);
    expect(hub.connectionCount()).toBe(1);
    await closeRealtimeHub(a.deps);
    const started = Date.now();
    while (!stream.ended() && Date.now() - started < 2000)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stream.ended()).toBe(true);
    expect(hub.connectionCount()).toBe(0);
    await stream.close();
  });
});
