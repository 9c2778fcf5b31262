/** The audit log, read back for the CODERS 'auditoria' page: filters and keyset pages, newest first. */
import { and, count, desc, eq, getTableColumns, gte, ilike, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { auditLog } from '@server/db/schema';
import { afterCreated, createdPage } from '@server/lib/cursor';
import { containsPattern } from '@server/lib/like';
import type { AuditPage, AuditQuery } from '@shared/schemas/audit';
import { zonedTimeToUtc } from '@shared/time';
import { idsIn, recordNames } from './record-names';

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A plain day starts at São Paulo midnight; anything else is read as an instant. */
export function dayStart(value: string): Date {
  return PLAIN_DAY.test(value) ? zonedTimeToUtc(value, 0) : new Date(value);
}

/** The end bound: a plain day includes the whole day (exclusive next midnight); an instant is inclusive. */
export function rangeEnd(value: string): { at: Date; inclusive: boolean } {
  if (!PLAIN_DAY.test(value)) return { at: new Date(value), inclusive: true };
  const start = dayStart(value);
  return { at: new Date(start.getTime() + 24 * 60 * 60 * 1000), inclusive: false };
}

export function auditFilters(query: Omit<AuditQuery, 'limit' | 'cursor'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.user) {
    conditions.push(
      UUID.test(query.user)
        ? eq(auditLog.actorId, query.user)
        : ilike(auditLog.actorEmail, containsPattern(query.user)),
    );
  }
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.createdAt, dayStart(query.from)));
  if (query.to) {
    const end = rangeEnd(query.to);
    conditions.push(end.inclusive ? lte(auditLog.createdAt, end.at) : lt(auditLog.createdAt, end.at));
  }
  return and(...conditions);
}

export async function listAudit(
  db: Db,
  query: Omit<AuditQuery, 'limit'> & { limit: number },
): Promise<AuditPage> {
  const filters = auditFilters(query);
  const keyset = afterCreated(auditLog.createdAt, auditLog.id, query.cursor);
  const [rows, totals] = await Promise.all([
    db
      .select({ ...getTableColumns(auditLog), cursorKey: sql<string>`${auditLog.createdAt}::text` })
      .from(auditLog)
      .where(and(filters, keyset))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit + 1),
    db.select({ n: count() }).from(auditLog).where(filters),
  ]);
  const { items: page, nextCursor } = createdPage(rows, query.limit);
  const names = await recordNames(db, idsIn(page.flatMap((row) => [row.entityId, row.before, row.after])));
  return {
    items: page.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
    total: Number(totals[0]?.n ?? 0),
    names,
  };
}

/** The entities and actions present in the log, for the page's filter menus. */
export async function auditFacets(db: Db): Promise<{ entities: string[]; actions: string[] }> {
  const [entities, actions] = await Promise.all([
    db.selectDistinct({ value: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return { entities: entities.map((row) => row.value), actions: actions.map((row) => row.value) };
}
