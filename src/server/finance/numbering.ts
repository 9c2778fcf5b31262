/**
 * Gapless yearly document numbers (PROP-2026-0001, FAT-2026-0001). The counter row is bumped inside the
 * caller's transaction: concurrent creations queue on that row lock, and a rolled-back creation gives
 * its number back, so there are neither gaps nor twins.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';

export type DocumentKind = 'PROP' | 'FAT';

export async function nextDocumentNumber(tx: Db, kind: DocumentKind, year: number): Promise<string> {
  const [row] = await queryRows<{ last: number }>(
    tx,
    sql`insert into document_sequences (kind, year, last) values (${kind}, ${year}, 1)
        on conflict (kind, year) do update set last = document_sequences.last + 1
        returning last`,
  );
  return `${kind}-${year}-${String(row!.last).padStart(4, '0')}`;
}
