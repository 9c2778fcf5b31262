/**
 * The main thread's side of the embedded database thread (pglite-worker.mjs): the part of the PGlite
 * API that Drizzle and the app use (query, transaction, listen), sent as messages. Results come back
 * by structured clone, so Dates, bigints and byte arrays arrive as they left.
 */
import { Worker } from 'node:worker_threads';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string) => unknown> };
type QueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type RemoteError = { message: string; code?: string; constraint?: string; [field: string]: unknown };
type Querier = { query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> };

/** The worker file: next to this one in the source tree, under dist/server/db in the bundle. */
function workerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./pglite-worker.mjs', import.meta.url)
    : new URL('./db/pglite-worker.js', import.meta.url);
}

export class PgliteRemote implements Querier {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  /** Set when the thread is gone: every call fails with it instead of waiting forever. */
  #failure: Error | null = null;

  constructor(dataDir: string, migrationsFolder: string) {
    this.#worker = new Worker(workerUrl(), { workerData: { dataDir, migrationsFolder } });
    this.#worker.on(
      'message',
      (message: {
        id?: number;
        result?: unknown;
        error?: RemoteError;
        notify?: string;
        payload?: string;
      }) => {
        if (message.notify !== undefined) {
          for (const listener of this.#listeners.get(message.notify) ?? []) listener(message.payload ?? '');
          return;
        }
        const pending = this.#pending.get(message.id ?? 0);
        if (!pending) return;
        this.#pending.delete(message.id ?? 0);
        if (message.error) pending.reject(toError(message.error));
        else pending.resolve(message.result);
      },
    );
    const fail = (error: Error) => {
      this.#failure = error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', (error) => fail(new Error(`O banco embutido parou: ${error.message}`)));
    this.#worker.on('exit', () => fail(this.#failure ?? new Error('O banco embutido está fechado.')));
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  get waitReady(): Promise<void> {
    return this.#call({ op: 'ready' });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    return this.#query(sql, params, options);
  }

  #query(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<QueryResult> {
    return this.#call({ op: 'query', sql, params, ...wireOptions(options), tx });
  }

  /** A script of one or more statements (PGlite.exec), rolled back on the thread if it fails. */
  exec(sql: string): Promise<QueryResult[]> {
    return this.#call({ op: 'exec', sql });
  }

  /** Like PGlite.transaction: commits when `fn` resolves, rolls back when it throws. */
  async transaction<T>(fn: (tx: Querier & { rollback(): Promise<void> }) => Promise<T>): Promise<T> {
    const tx = await this.#call<number>({ op: 'begin' });
    let rolledBack = false;
    const handle = {
      query: (sql: string, params?: unknown[], options?: QueryOptions) =>
        this.#query(sql, params, options, tx),
      rollback: async () => {
        rolledBack = true;
      },
    };
    let result: T;
    try {
      result = await fn(handle);
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: !rolledBack });
    return result;
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.#listeners.get(channel);
    if (!set) {
      set = new Set();
      this.#listeners.set(channel, set);
      await this.#call({ op: 'listen', channel });
    }
    set.add(onPayload);
    return async () => {
      set.delete(onPayload);
    };
  }

  migrate(): Promise<void> {
    return this.#call({ op: 'migrate' });
  }

  /** The data folder as a gzipped tarball (PGlite dumpDataDir), made on the database's thread. */
  dump(): Promise<Uint8Array> {
    return this.#call({ op: 'dump' });
  }

  async close(): Promise<void> {
    if (this.#failure) return;
    await this.#call({ op: 'close' });
    await this.#worker.terminate();
  }
}

/** Parsers cannot cross threads; Drizzle only ever asks to keep some types as text. */
function wireOptions(options: QueryOptions): { rowMode?: 'array' | 'object'; rawTypes?: number[] } {
  const rawTypes = Object.entries(options.parsers ?? {}).map(([type, parse]) => {
    if (parse('x') !== 'x') throw new Error(`Parser de tipo ${type} não suportado pelo banco embutido.`);
    return Number(type);
  });
  return { rowMode: options.rowMode, rawTypes };
}

function toError(remote: RemoteError): Error {
  return Object.assign(new Error(remote.message), remote);
}
