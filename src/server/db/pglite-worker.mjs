// @ts-check
/**
 * The embedded database on a thread of its own (docs/decisions/009). PGlite runs PostgreSQL compiled
 * to WASM on the thread that owns it; on the server's main thread every query stopped HTTP work for
 * its whole duration. Here one PGlite answers the messages of PgliteRemote (pglite-remote.ts) while
 * the main thread parses requests and writes responses on the second core.
 *
 * Plain JavaScript on purpose: Node starts it as is, from the source tree (dev, tests) and from
 * dist/server/db (the production bundle), with nothing to compile.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

if (!parentPort) throw new Error('pglite-worker.mjs só roda como worker thread');
const port = parentPort;

/** @type {{ dataDir: string; migrationsFolder: string }} */
const { dataDir, migrationsFolder } = workerData;
const db = new PGlite(dataDir, { extensions: { pg_trgm } });

/** @typedef {{ tx: import('@electric-sql/pglite').Transaction; finish: (commit: boolean) => void; outcome: Promise<unknown> }} OpenTransaction */
/** @type {Map<number, OpenTransaction>} */
const transactions = new Map();
let nextTransaction = 1;

/** @param {unknown} value */
const keep = (value) => value;

/**
 * Drizzle asks for some types (timestamps, dates, intervals) as the text PostgreSQL sent; functions
 * cannot cross threads, so the main thread sends those type ids instead of the parsers.
 * @param {{ rowMode?: 'array' | 'object'; rawTypes?: number[] }} message
 */
function queryOptions(message) {
  const parsers = Object.fromEntries((message.rawTypes ?? []).map((type) => [type, keep]));
  return { rowMode: message.rowMode, parsers };
}

/** Opens a transaction and keeps it open until the main thread says 'end'. */
function begin() {
  return new Promise((resolve, reject) => {
    const id = nextTransaction++;
    /** @type {(commit: boolean) => void} */
    let finish = () => undefined;
    const decided = new Promise((done) => {
      finish = done;
    });
    const outcome = db.transaction(async (tx) => {
      transactions.set(id, { tx, finish, outcome });
      resolve(id);
      if (!(await decided)) await tx.rollback();
    });
    // BEGIN itself failed (the database is closing): nothing was registered.
    outcome.catch((error) => {
      if (!transactions.has(id)) reject(error);
    });
  });
}

/** @param {any} message */
async function handle(message) {
  switch (message.op) {
    case 'ready':
      await db.waitReady;
      return null;
    case 'query': {
      const target = message.tx ? transactions.get(message.tx)?.tx : db;
      if (!target) throw new Error('A transação já foi encerrada.');
      const result = await target.query(message.sql, message.params, queryOptions(message));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      // The job engine's scripts (decision 057): several statements in one message, their own
      // BEGIN … COMMIT inside; a failure must not leave that transaction open on the one connection.
      try {
        const results = await db.exec(message.sql);
        return results.map((result) => ({ rows: result.rows, fields: result.fields }));
      } catch (error) {
        await db.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error('A transação já foi encerrada.');
      open.finish(message.commit);
      try {
        await open.outcome;
      } finally {
        transactions.delete(message.tx);
      }
      return null;
    }
    case 'listen': {
      // PgliteRemote asks once per channel and fans the payloads out to its own listeners.
      const channel = message.channel;
      await db.listen(channel, (payload) => port.postMessage({ notify: channel, payload }));
      return null;
    }
    case 'dump': {
      // 'Backup Automático': the whole data folder as one gzipped tarball (PGlite dumpDataDir).
      const file = await db.dumpDataDir('gzip');
      return new Uint8Array(await file.arrayBuffer());
    }
    case 'migrate':
      await migrate(drizzle({ client: db }), { migrationsFolder });
      return null;
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`operação desconhecida: ${message.op}`);
  }
}

/**
 * PostgreSQL errors carry their SQLSTATE and constraint as own fields, which postMessage would drop
 * from an Error: send them as a plain object.
 * @param {any} error
 */
function serialiseError(error) {
  const fields = {};
  for (const key of [
    'code',
    'constraint',
    'detail',
    'hint',
    'table',
    'column',
    'schema',
    'severity',
    'position',
  ]) {
    if (error?.[key] !== undefined) fields[key] = error[key];
  }
  return { message: String(error?.message ?? error), ...fields };
}

port.on('message', (message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, result }),
    (error) => port.postMessage({ id: message.id, error: serialiseError(error) }),
  );
});
