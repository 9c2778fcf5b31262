/**
 * The server's embedded database on its own thread (src/server/db/pglite-worker.mjs): what the app
 * relies on must survive the trip between threads — types, SQLSTATE codes, transactions that commit
 * or roll back as a whole and keep other queries out, LISTEN/NOTIFY, a clear error
 * once closed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '@server/db/client';
import { files, leads } from '@server/db/schema';
import { isUniqueViolation } from '@server/lib/db-errors';

const dir = mkdtempSync(join(tmpdir(), 'coders-pglite-thread-'));
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: dir });
  await database.migrate();
}, 180_000);
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const lead = (email: string) => ({
  name: 'Thread',
  email,
  message: '',
  status: 'new' as const,
  source: 'manual' as const,
});

describe('the embedded database thread', () => {
  it('round-trips rows with their types: Date, jsonb, numbers, nulls', async () => {
    const [created] = await database.db
      .insert(leads)
      .values({ ...lead('tipos@x.com'), score: 42, profile: { orcamento: 'R$ 5 mil', itens: [1, 2] } })
      .returning();
    expect(created!.createdAt).toBeInstanceOf(Date);
    expect(created!.score).toBe(42);
    expect(created!.phone).toBeNull();
    expect(created!.profile).toEqual({ orcamento: 'R$ 5 mil', itens: [1, 2] });
    expect(created!.searchText).toBe('thread tipos@x.com  ');
    const [row] = await queryRows<{ n: number; at: string }>(
      database.db,
      sql`select 7::int as n, ${created!.createdAt}::timestamptz::text as at`,
    );
    expect(row!.n).toBe(7);
    expect(typeof row!.at).toBe('string');
  });

  it('stores and returns file bytes unchanged (bytea)', async () => {
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 37) % 256));
    const [stored] = await database.db
      .insert(files)
      .values({ filename: 'capa.png', mimeType: 'image/png', size: bytes.length, data: bytes })
      .returning({ id: files.id });
    const [row] = await database.db.select({ data: files.data }).from(files).where(eq(files.id, stored!.id));
    expect(Buffer.compare(row!.data, bytes)).toBe(0);
  });

  it('brings back the SQLSTATE and constraint of a PostgreSQL error', async () => {
    await database.db.execute(
      sql`create unique index thread_email_idx on leads (email) where email like '%@y.com'`,
    );
    await database.db.insert(leads).values(lead('dup@y.com'));
    const violation = await database.db
      .insert(leads)
      .values(lead('dup@y.com'))
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(violation, 'thread_email_idx')).toBe(true);
  });

  it('commits a transaction as a whole and rolls it back as a whole', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(leads).values(lead('commit-a@x.com'));
      await tx.insert(leads).values(lead('commit-b@x.com'));
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(leads).values(lead('rollback@x.com'));
        throw new Error('desistiu');
      }),
    ).rejects.toThrow('desistiu');
    await database.db
      .transaction(async (tx) => {
        await tx.insert(leads).values(lead('explicit@x.com'));
        tx.rollback();
      })
      .catch(() => undefined);
    const emails = (await database.db.select({ email: leads.email }).from(leads)).map((row) => row.email);
    expect(emails).toEqual(expect.arrayContaining(['commit-a@x.com', 'commit-b@x.com']));
    expect(emails).not.toContain('rollback@x.com');
    expect(emails).not.toContain('explicit@x.com');
  });

  it('keeps other queries out of an open transaction until it ends', async () => {
    let outside: Promise<number> | undefined;
    await database.db
      .transaction(async (tx) => {
        await tx.insert(leads).values(lead('isolado@x.com'));
        // Sent while the transaction is open: it must wait, not run inside it (and not see a rollback).
        outside = database.db
          .select({ id: leads.id })
          .from(leads)
          .where(eq(leads.email, 'isolado@x.com'))
          .then((rows) => rows.length);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.execute(sql`select 1`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await outside).toBe(0);
  });

  it('delivers NOTIFY payloads to listeners on the main thread', async () => {
    const received: string[] = [];
    const unsubscribe = await database.listen('thread_test', (payload) => received.push(payload));
    await database.db.execute(sql`select pg_notify('thread_test', 'olá')`);
    for (let i = 0; i < 50 && received.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received).toEqual(['olá']);
    await unsubscribe();
  });

  it('fails every call with a clear error once closed, and frees the folder', async () => {
    await database.close();
    await expect(database.ping()).rejects.toThrow('O banco embutido está fechado.');
    database = await openDatabase({ dataDir: dir });
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from leads`);
    expect(row!.n).toBeGreaterThan(0);
  }, 30_000);
});
