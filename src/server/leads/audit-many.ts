/** One audit row per lead for bulk changes and imports, written in a single insert. */

import type { Db } from '@server/db/client';
import { auditLog } from '@server/db/schema';
import type { Actor } from '@server/lib/audit';

export type LeadAuditEntry = { action: string; entityId: string; before: unknown; after: unknown };

export async function recordLeadAudits(db: Db, actor: Actor, entries: LeadAuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      action: entry.action,
      entity: 'lead',
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}
