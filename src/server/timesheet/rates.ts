/**
 * Rates (docs/product/tasks-and-timesheet.md), set by adm and financeiro: each person's hourly cost
 * and each project's bill rate and owner (who gets the 80 % alert). Both are copied onto each entry
 * when it is made, so a change here leaves old entries alone. Every change is audited.
 */
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { type Actor, recordAudit } from '@server/lib/audit';
import { notFound } from '@server/lib/http';
import { assertStaff, STAFF_SQL } from '@server/users/active-staff';
import {
  PROJECT_NOT_FOUND,
  type ProjectRate,
  type RatesView,
  type UserRate,
} from '@shared/timesheet/schemas';
import { projectTeamSettings, userRates } from './schema';

export async function listRates(db: Db): Promise<RatesView> {
  const [people, projects] = await Promise.all([
    queryRows<{ id: string; name: string; email: string; hourly_cost: string | null }>(
      db,
      sql`select s.id, s.name, s.email, r.hourly_cost::text as hourly_cost
          from (${STAFF_SQL}) s
          left join user_rates r on r.user_id = s.id order by s.name`,
    ),
    queryRows<{ id: string; title: string; bill_rate: string | null; owner_id: string | null }>(
      db,
      sql`select p.id, p.title, s.bill_rate::text as bill_rate, s.owner_id
          from projects p left join project_team_settings s on s.project_id = p.id
          order by p.created_at desc limit 500`,
    ),
  ]);
  return {
    people: people.map((p) => ({ id: p.id, name: p.name, email: p.email, hourlyCost: p.hourly_cost })),
    projects: projects.map((p) => ({ id: p.id, title: p.title, billRate: p.bill_rate, ownerId: p.owner_id })),
  };
}

export async function setUserRate(
  db: Db,
  actor: NonNullable<Actor>,
  userId: string,
  hourlyCost: number,
): Promise<UserRate> {
  await assertStaff(db, [userId], 'userId');
  const value = hourlyCost.toFixed(2);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(userRates).where(eq(userRates.userId, userId));
    await tx
      .insert(userRates)
      .values({ userId, hourlyCost: value, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: userRates.userId,
        set: { hourlyCost: value, updatedBy: actor.id, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'user_rate',
      entityId: userId,
      before: before ? { hourlyCost: before.hourlyCost } : null,
      after: { hourlyCost: value },
    });
  });
  return { userId, hourlyCost: value };
}

export async function setProjectRate(
  db: Db,
  actor: NonNullable<Actor>,
  projectId: string,
  input: { billRate: number | null; ownerId: string | null },
): Promise<ProjectRate> {
  const [project] = await queryRows<{ id: string }>(db, sql`select id from projects where id = ${projectId}`);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  if (input.ownerId) await assertStaff(db, [input.ownerId], 'ownerId');
  const billRate = input.billRate === null ? null : input.billRate.toFixed(2);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(projectTeamSettings)
      .where(eq(projectTeamSettings.projectId, projectId));
    await tx
      .insert(projectTeamSettings)
      .values({ projectId, billRate, ownerId: input.ownerId })
      .onConflictDoUpdate({
        target: projectTeamSettings.projectId,
        set: { billRate, ownerId: input.ownerId, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'project_rate',
      entityId: projectId,
      before: before ? { billRate: before.billRate, ownerId: before.ownerId } : null,
      after: { billRate, ownerId: input.ownerId },
    });
  });
  return { projectId, billRate, ownerId: input.ownerId };
}

/** Entries in a day range (at most 366 days) for the CSV export. */
