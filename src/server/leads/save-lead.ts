/**
 * Creating, editing, re-assigning, moving and deleting leads. Each change writes the audit log with
 * the row before and after, in the same transaction; a lead reaching 'won' notifies the staff
 * (high priority) so the win is seen at once.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { leads, profiles, userRoles, users } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { notifyStaff } from '@server/lib/notify';
import { applyErasure } from '@server/privacy/erasure';
import type { LeadStatus } from '@shared/catalog/statuses';
import {
  LEAD_HAS_DOCUMENTS,
  LEAD_NOT_FOUND,
  type LeadFormData,
  type LeadListItem,
  type LeadUpdate,
} from '@shared/schemas/lead';
import { recordLeadAudits } from './audit-many';
import { flagDuplicates } from './duplicates';
import { auditSnapshot, leadListColumns, toLeadItem } from './lead-rows';

export const DUPLICATE_EMAIL = 'Já existe um lead com este email.';

async function readLead(db: Db, id: string) {
  const [row] = await db
    .select(leadListColumns)
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(eq(leads.id, id))
    .limit(1);
  return row;
}

/** The owner must be a staff member (a user_roles row or an admin profile). */
export async function assertStaffOwner(db: Db, ownerId: string | null | undefined): Promise<void> {
  if (!ownerId) return;
  const rows = await db.execute(sql`
    select 1 from users u
    where u.id = ${ownerId}
      and (exists (select 1 from ${userRoles} ur where ur.user_id = u.id)
        or exists (select 1 from ${profiles} p where p.id = u.id and p.role = 'admin'))
    limit 1`);
  if (!(rows as unknown as { rows: unknown[] }).rows.length) {
    throw new HttpError(422, 'validation', 'Responsável inválido', { ownerId: 'Responsável inválido' });
  }
}

async function assertEmailFree(db: Db, email: string, exceptId?: string): Promise<void> {
  const conditions = [sql`lower(${leads.email}) = ${email.toLowerCase()}`];
  if (exceptId) conditions.push(ne(leads.id, exceptId));
  const [taken] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw conflict(DUPLICATE_EMAIL, { email: DUPLICATE_EMAIL });
}

export async function announceWins(db: Db, won: { id: string; name: string }[]): Promise<void> {
  if (!won.length) return;
  const [first] = won;
  await notifyStaff(db, {
    title: 'Lead convertido',
    message:
      won.length === 1
        ? `${first!.name} foi marcado como convertido.`
        : `${won.length} leads foram marcados como convertidos.`,
    type: 'success',
    priority: 'high',
    target: { job: 'leads', params: won.length === 1 ? { lead: first!.id } : { status: 'won' } },
    roles: ['comercial'],
  });
}

export async function createLead(
  db: Db,
  actor: Actor,
  input: LeadFormData & { ownerId?: string | null },
): Promise<LeadListItem> {
  await assertStaffOwner(db, input.ownerId);
  await assertEmailFree(db, input.email);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        serviceInterest: input.serviceInterest,
        message: input.message ?? '',
        status: input.status,
        source: 'manual',
        ownerId: input.ownerId ?? null,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'lead',
      entityId: row!.id,
      after: auditSnapshot(row!),
    });
    if (row!.status === 'won') await announceWins(tx, [row!]);
    // A phone or name another lead has: the drawer of both shows 'Possível duplicado' (decision 056).
    await flagDuplicates(tx, [row!.id]);
    return row!.id;
  });
  return toLeadItem((await readLead(db, id))!);
}

export async function updateLead(db: Db, actor: Actor, id: string, patch: LeadUpdate): Promise<LeadListItem> {
  if (patch.ownerId !== undefined) await assertStaffOwner(db, patch.ownerId);
  if (patch.email) await assertEmailFree(db, patch.email, id);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for('update').limit(1);
    if (!before) throw notFound(LEAD_NOT_FOUND);
    const changes: Partial<typeof leads.$inferInsert> = { updatedAt: new Date() };
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.email !== undefined) changes.email = patch.email;
    if (patch.phone !== undefined) changes.phone = patch.phone;
    if (patch.company !== undefined) changes.company = patch.company;
    if (patch.serviceInterest !== undefined) changes.serviceInterest = patch.serviceInterest;
    if (patch.message !== undefined) changes.message = patch.message ?? '';
    if (patch.status !== undefined) changes.status = patch.status;
    if (patch.ownerId !== undefined) changes.ownerId = patch.ownerId;
    const [after] = await tx.update(leads).set(changes).where(eq(leads.id, id)).returning();
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'lead',
      entityId: id,
      before: auditSnapshot(before),
      after: auditSnapshot(after!),
    });
    if (after!.status === 'won' && before.status !== 'won') await announceWins(tx, [after!]);
    if (patch.name !== undefined || patch.email !== undefined || patch.phone !== undefined) {
      await flagDuplicates(tx, [id]);
    }
  });
  return toLeadItem((await readLead(db, id))!);
}

export async function updateLeadStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: LeadStatus,
): Promise<LeadListItem> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: leads.status, name: leads.name })
      .from(leads)
      .where(eq(leads.id, id))
      .for('update')
      .limit(1);
    if (!before) throw notFound(LEAD_NOT_FOUND);
    await tx.update(leads).set({ status, updatedAt: new Date() }).where(eq(leads.id, id));
    await recordAudit(tx, actor, {
      action: 'status',
      entity: 'lead',
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
    if (status === 'won' && before.status !== 'won') {
      await announceWins(tx, [{ id, name: before.name }]);
    }
  });
  return toLeadItem((await readLead(db, id))!);
}

/**
 * Deleting a lead leaves no personal data behind (docs/product/privacy-lgpd.md): the rows that point to
 * it (audit log, appointments, chat messages, notifications) are anonymised by reference first, in the
 * same transaction (privacy/erasure.ts, this lead's id only), and the deletion's own audit entry keeps no name,
 * e-mail or phone. A client with proposals or invoices is kept: money documents need their client, so
 * staff anonymise it from Privacidade instead.
 */
export async function deleteLead(db: Db, actor: Actor, id: string): Promise<void> {
  const [lead] = await db.select({ email: leads.email }).from(leads).where(eq(leads.id, id));
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  const [documents] = await queryRows<{ held: boolean }>(
    db,
    sql`select exists (select 1 from proposals where lead_id = ${id})
            or exists (select 1 from invoices where lead_id = ${id})
            or exists (select 1 from recurring_invoices where lead_id = ${id}) as held`,
  );
  if (documents?.held) throw conflict(LEAD_HAS_DOCUMENTS);
  await db.transaction(async (tx) => {
    await applyErasure(tx, { email: null, leadIds: [id], userIds: [] });
    const [before] = await tx.delete(leads).where(eq(leads.id, id)).returning();
    if (!before) throw notFound(LEAD_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'lead',
      entityId: id,
      before: { status: before.status, source: before.source, createdAt: before.createdAt.toISOString() },
    });
  });
}

/** Bulk status and/or owner change for the selected leads, one audit row per lead changed. */
export async function bulkUpdateLeads(
  db: Db,
  actor: Actor,
  input: { ids: string[]; status?: LeadStatus; ownerId?: string | null },
): Promise<{ updated: number }> {
  if (input.ownerId !== undefined) await assertStaffOwner(db, input.ownerId);
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ id: leads.id, name: leads.name, status: leads.status, ownerId: leads.ownerId })
      .from(leads)
      .where(inArray(leads.id, ids))
      .for('update');
    if (!before.length) return { updated: 0 };
    const changes: Partial<typeof leads.$inferInsert> = { updatedAt: new Date() };
    if (input.status !== undefined) changes.status = input.status;
    if (input.ownerId !== undefined) changes.ownerId = input.ownerId;
    await tx
      .update(leads)
      .set(changes)
      .where(
        inArray(
          leads.id,
          before.map((row) => row.id),
        ),
      );
    const onlyStatus = input.ownerId === undefined;
    await recordLeadAudits(
      tx,
      actor,
      before.map((row) => ({
        action: onlyStatus ? 'status' : 'update',
        entityId: row.id,
        before: {
          ...(input.status !== undefined ? { status: row.status } : {}),
          ...(input.ownerId !== undefined ? { ownerId: row.ownerId } : {}),
        },
        after: {
          ...(input.status !== undefined ? { status: input.status } : {}),
          ...(input.ownerId !== undefined ? { ownerId: input.ownerId } : {}),
        },
      })),
    );
    if (input.status === 'won') {
      await announceWins(
        tx,
        before.filter((row) => row.status !== 'won'),
      );
    }
    return { updated: before.length };
  });
}
