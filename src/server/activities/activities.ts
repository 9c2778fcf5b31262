/**
 * Activities (docs/product/activities.md): creating one (for oneself, or — adm and comercial — for
 * anyone on the team), rescheduling it, and closing it with an outcome note that lands on the lead's
 * timeline as a note. Each change is audited.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Viewer } from '@server/auth/viewer';
import { companies } from '@server/companies/schema';
import { type Db, queryRows } from '@server/db/client';
import { leadNotes, leads } from '@server/db/schema';
import { deals } from '@server/deals/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { HttpError, notFound } from '@server/lib/http';
import { activityKinds } from '@shared/activities/catalog';
import { dayBounds } from '@shared/activities/rules';
import {
  ACTIVITY_NOT_FOUND,
  type Activity,
  type ActivityCounts,
  type ActivityInput,
  dueInstant,
} from '@shared/activities/schemas';
import { labelOf } from '@shared/catalog/entries';
import { mayManage, seesAll, viewerId } from './access';
import { readActivity } from './read';
import { activities } from './schema';

const invalid = (field: string, message: string) =>
  new HttpError(422, 'validation', message, { [field]: message });

/** A staff member (a staff role, a custom role, or an admin profile). */
async function isStaff(db: Db, userId: string): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (
          select 1 from users u left join profiles p on p.id = u.id
          where u.id = ${userId} and (
            p.role = 'admin'
            or exists (select 1 from user_roles r where r.user_id = u.id)
            or exists (select 1 from user_custom_roles c where c.user_id = u.id))
        ) as ok`,
  );
  return Boolean(rows[0]?.ok);
}

export async function createActivity(
  db: Db,
  viewer: Viewer,
  actor: Actor,
  input: ActivityInput,
  now = new Date(),
): Promise<Activity> {
  const me = viewerId(viewer);
  const ownerId = input.ownerId ?? me;
  if (ownerId !== me) {
    if (!seesAll(viewer)) throw invalid('ownerId', 'Você só pode criar atividades para você mesmo.');
    if (!(await isStaff(db, ownerId))) throw invalid('ownerId', 'Responsável não encontrado na equipe.');
  }
  if (input.leadId) {
    const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, input.leadId)).limit(1);
    if (!lead) throw invalid('leadId', 'Lead não encontrado');
  }
  if (input.companyId) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, input.companyId))
      .limit(1);
    if (!company) throw invalid('companyId', 'Empresa não encontrada');
  }
  if (input.dealId) {
    const [deal] = await db.select({ id: deals.id }).from(deals).where(eq(deals.id, input.dealId)).limit(1);
    if (!deal) throw invalid('dealId', 'Negócio não encontrado');
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(activities)
      .values({
        kind: input.kind,
        title: input.title,
        notes: input.notes,
        dueAt: dueInstant(input.dueAt),
        ownerId,
        leadId: input.leadId,
        companyId: input.companyId,
        dealId: input.dealId,
        createdBy: me,
      })
      .returning();
    if (!row) throw new Error('activity insert returned nothing');
    await recordAudit(tx, actor, { action: 'create', entity: 'activity', entityId: row.id, after: row });
    return row.id;
  });
  return readActivity(db, id, now);
}

/** The activity if the caller may manage it; otherwise (or when missing) 'Atividade não encontrada'. */
async function managed(db: Db, viewer: Viewer, id: string) {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
  if (!row || !mayManage(viewer, row.ownerId)) throw notFound(ACTIVITY_NOT_FOUND);
  return row;
}

export async function rescheduleActivity(
  db: Db,
  viewer: Viewer,
  actor: Actor,
  id: string,
  dueAt: Date,
  now = new Date(),
): Promise<Activity> {
  const before = await managed(db, viewer, id);
  if (before.doneAt) throw new HttpError(409, 'conflict', 'Esta atividade já foi concluída.');
  await db.transaction(async (tx) => {
    // A new due time earns a new reminder.
    const [after] = await tx
      .update(activities)
      .set({ dueAt, remindedAt: null, updatedAt: now })
      .where(eq(activities.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'reschedule',
      entity: 'activity',
      entityId: id,
      before: { dueAt: before.dueAt },
      after: { dueAt: after?.dueAt },
    });
  });
  return readActivity(db, id, now);
}

/** The lead's timeline note of a closed activity: 'Ligação concluída: … — Resultado: …'. */
export function timelineNote(activity: { kind: string; title: string }, outcome: string): string {
  return `${labelOf(activityKinds, activity.kind)} concluída: ${activity.title}\nResultado: ${outcome}`;
}

export async function completeActivity(
  db: Db,
  viewer: Viewer,
  actor: Actor,
  id: string,
  outcome: string,
  now = new Date(),
): Promise<Activity> {
  await managed(db, viewer, id);
  await db.transaction(async (tx) => {
    // Only an open activity closes (two clicks, two tabs: the second is told, nothing is written twice).
    const [row] = await tx
      .update(activities)
      .set({ doneAt: now, outcome, updatedAt: now })
      .where(and(eq(activities.id, id), sql`${activities.doneAt} is null`))
      .returning();
    if (!row) throw new HttpError(409, 'conflict', 'Esta atividade já foi concluída.');
    if (row.leadId) {
      await tx
        .insert(leadNotes)
        .values({ leadId: row.leadId, authorId: actor?.id ?? null, content: timelineNote(row, outcome) });
    }
    await recordAudit(tx, actor, {
      action: 'complete',
      entity: 'activity',
      entityId: id,
      after: { doneAt: row.doneAt, outcome },
    });
  });
  return readActivity(db, id, now);
}

/** The caller's own open activities due today and overdue (the dashboards' count). */
export async function countActivities(db: Db, viewer: Viewer, now = new Date()): Promise<ActivityCounts> {
  const { startOfToday, startOfTomorrow } = dayBounds(now);
  const [row] = await db
    .select({
      overdue: sql<number>`count(*) filter (where ${activities.dueAt} < ${startOfToday})::int`,
      today: sql<number>`count(*) filter (where ${activities.dueAt} >= ${startOfToday} and ${activities.dueAt} < ${startOfTomorrow})::int`,
    })
    .from(activities)
    .where(and(eq(activities.ownerId, viewerId(viewer)), sql`${activities.doneAt} is null`));
  return { overdue: Number(row?.overdue ?? 0), today: Number(row?.today ?? 0) };
}
