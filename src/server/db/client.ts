/**
 * Opens the database: PGlite (embedded, persisted under DATA_DIR) when DATABASE_URL is unset,
 * a node-postgres pool otherwise. Both expose the same Drizzle API and the same LISTEN/NOTIFY hook.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { rootLogger } from '@server/lib/logger';
import { projectRoot } from '@server/lib/paths';
import { PgliteRemote } from './pglite-remote';
import * as schema from './schema';

const migrationsFolder = () => join(projectRoot(), 'drizzle');

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Driver = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  driver: Driver;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Applies the committed drizzle-kit migrations; safe on every start and from many instances. */
  migrate(): Promise<void>;
  /** Cheap round trip, used by the health check. */
  ping(): Promise<void>;
  /**
   * Raw SQL for the job engine (pg-boss's `db.executeSql`, decision 057): with `values`, one statement
   * with $1… parameters; without, a script of one or more statements (run as one message, so its own
   * BEGIN … COMMIT holds), answering the rows of the last. A failed script leaves no transaction open.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
  /** The embedded database's data folder as a gzipped tarball ('Backup Automático'); PGlite only. */
  dump?: () => Promise<Uint8Array>;
  /** The in-memory embedded database, for snapshots in tests (undefined on PostgreSQL and on the server's thread). */
  pglite?: PGlite;
};

export type OpenOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob | File };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10);
  if ('dataDir' in options) return openPglite(options.dataDir);
  return openPgliteMemory(options.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  let closing = false;
  // An idle connection can be cut by the server (restart, failover, pg_terminate_backend). pg-pool
  // drops it and opens a new one on the next query; without this listener the 'error' event it
  // emits would be unhandled and take the whole process down.
  pool.on('error', (error) => {
    if (!closing) rootLogger().warn({ err: error }, 'Conexão ociosa com o PostgreSQL encerrada');
  });
  // pg returns numeric and bigint as strings already; dates stay Date objects.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  async function ensureListener(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => {
      // The connection dropped: forget it, and re-LISTEN on a fresh one.
      listener = undefined;
      setTimeout(() => {
        void resubscribe();
      }, 1000);
    });
    listener = client;
    return client;
  }

  async function resubscribe() {
    try {
      const client = await ensureListener();
      for (const channel of handlers.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch {
      setTimeout(() => {
        void resubscribe();
      }, 2000);
    }
  }

  return {
    db,
    driver: 'postgres',
    async listen(channel, onPayload) {
      const client = await ensureListener();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${quoteIdent(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set?.delete(onPayload);
      };
    },
    async migrate() {
      // Several instances may start together: one migrates while the others wait on the advisory lock.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock(724001)');
        await migrateNodePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock(724001)').catch(() => undefined);
        await client.end();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async executeSql(text, values) {
      if (values) return pool.query(text, values);
      // A script runs on one connection: a failure inside its BEGIN must not hand an aborted
      // transaction back to the pool.
      const client = await pool.connect();
      try {
        const result = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        return lastResult(result);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      closing = true;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

function lastResult(result: { rows: unknown[] } | { rows: unknown[] }[]): {
  rows: Record<string, unknown>[];
} {
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function wrapPglite(client: PGlite, release: () => void): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    },
    async ping() {
      await client.query('select 1');
    },
    async executeSql(text, values) {
      if (values) return (await client.query(text, values)) as { rows: Record<string, unknown>[] };
      try {
        return lastResult(await client.exec(text));
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    async dump() {
      const file = await client.dumpDataDir('gzip');
      return new Uint8Array(await file.arrayBuffer());
    },
    async close() {
      await client.close();
      release();
    },
  };
}

/**
 * The server's embedded database runs on its own thread (pglite-worker.mjs, docs/decisions/009), so
 * queries and HTTP work use both cores. Tests open it in memory on their own thread instead.
 */
async function openPglite(dataDir: string): Promise<Database> {
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true }); // PGlite does not create parent folders.
  const release = takeLock(join(root, 'server.lock'));
  const remote = new PgliteRemote(join(root, 'pg'), migrationsFolder());
  try {
    await remote.waitReady;
  } catch (error) {
    await remote.close().catch(() => undefined);
    release();
    throw error;
  }
  const db = drizzlePglite({ client: remote as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    listen: (channel, onPayload) => remote.listen(channel, onPayload),
    migrate: () => remote.migrate(),
    dump: () => remote.dump(),
    async ping() {
      await remote.query('select 1');
    },
    async executeSql(text, values) {
      if (values) return (await remote.query(text, values)) as { rows: Record<string, unknown>[] };
      return lastResult(await remote.exec(text));
    },
    async close() {
      await remote.close();
      release();
    },
  };
}

async function openPgliteMemory(loadDataDir?: Blob | File): Promise<Database> {
  const client = new PGlite({ extensions: { pg_trgm }, loadDataDir });
  await client.waitReady;
  return wrapPglite(client, () => undefined);
}

/**
 * PGlite has no lock on its folder: two processes on one data dir would corrupt it.
 * A lock file with our PID refuses a second server; a stale lock (dead PID) is taken over.
 */
function takeLock(lockPath: string): () => void {
  if (existsSync(lockPath)) {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `O banco embutido em ${lockPath.replace(/server\.lock$/, '')} já está em uso pelo processo ${pid}. ` +
          'Pare o outro servidor ou use outro DATA_DIR.',
      );
    }
    rmSync(lockPath, { force: true });
  }
  const fd = openSync(lockPath, 'wx');
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    rmSync(lockPath, { force: true });
  };
  process.once('exit', release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs raw SQL and returns its rows; both drivers return `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
