/** The audit log: who did what to which record, when, with the row before and after. */
import type { Db } from '@server/db/client';
import { auditLog } from '@server/db/schema';

export type Actor = { id: string; email: string } | null;
export type AuditEntry = {
  action: 'create' | 'update' | 'delete' | 'status' | 'import' | 'login' | string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
