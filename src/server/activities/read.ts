/**
 * Reading activities as the web shows them: with the owner's name, the names of what they are about
 * (lead, company, deal) and their group.
 */
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { companies } from '@server/companies/schema';
import type { Db } from '@server/db/client';
import { leads, users } from '@server/db/schema';
import { deals } from '@server/deals/schema';
import type { ActivityGroup } from '@shared/activities/catalog';
import { dayBounds, groupOf } from '@shared/activities/rules';
import type { Activity, ActivityBoard } from '@shared/activities/schemas';
import { activities } from './schema';

const DONE_LISTED = 50;
const OPEN_LISTED = 200;

const columns = {
  row: activities,
  ownerName: users.name,
  leadName: leads.name,
  companyName: companies.name,
  dealTitle: deals.title,
};
type Joined = {
  row: typeof activities.$inferSelect;
  ownerName: string | null;
  leadName: string | null;
  companyName: string | null;
  dealTitle: string | null;
};

export function toActivity(
  { row, ownerName, leadName, companyName, dealTitle }: Joined,
  now: Date,
): Activity {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    notes: row.notes,
    dueAt: row.dueAt.toISOString(),
    doneAt: row.doneAt ? row.doneAt.toISOString() : null,
    outcome: row.outcome,
    ownerId: row.ownerId,
    ownerName,
    leadId: row.leadId,
    leadName,
    companyId: row.companyId,
    companyName,
    dealId: row.dealId,
    dealTitle,
    group: groupOf(row, now),
    late: !row.doneAt && row.dueAt < now,
  };
}

export async function selectActivities(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
): Promise<Joined[]> {
  return db
    .select(columns)
    .from(activities)
    .leftJoin(users, eq(users.id, activities.ownerId))
    .leftJoin(leads, eq(leads.id, activities.leadId))
    .leftJoin(companies, eq(companies.id, activities.companyId))
    .leftJoin(deals, eq(deals.id, activities.dealId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

export async function readActivity(db: Db, id: string, now: Date): Promise<Activity> {
  const [row] = await selectActivities(db, eq(activities.id, id), [], 1);
  if (!row) throw new Error(`activity ${id} vanished`);
  return toActivity(row, now);
}

/** 'Minhas atividades': the caller's (or, for adm and comercial, everyone's) activities by group. */
export async function readBoard(
  db: Db,
  ownerId: string | null,
  scope: 'mine' | 'all',
  canSeeAll: boolean,
  now: Date,
): Promise<ActivityBoard> {
  const { startOfToday, startOfTomorrow } = dayBounds(now);
  const mine = ownerId ? eq(activities.ownerId, ownerId) : undefined;
  const open = and(mine, isNull(activities.doneAt));
  const byGroup: Record<ActivityGroup, SQL | undefined> = {
    overdue: and(open, sql`${activities.dueAt} < ${startOfToday}`),
    today: and(
      open,
      sql`${activities.dueAt} >= ${startOfToday}`,
      sql`${activities.dueAt} < ${startOfTomorrow}`,
    ),
    upcoming: and(open, sql`${activities.dueAt} >= ${startOfTomorrow}`),
    done: and(mine, isNotNull(activities.doneAt)),
  };
  const [overdue, today, upcoming, done, counts] = await Promise.all([
    selectActivities(db, byGroup.overdue, [asc(activities.dueAt), asc(activities.id)], OPEN_LISTED),
    selectActivities(db, byGroup.today, [asc(activities.dueAt), asc(activities.id)], OPEN_LISTED),
    selectActivities(db, byGroup.upcoming, [asc(activities.dueAt), asc(activities.id)], OPEN_LISTED),
    selectActivities(db, byGroup.done, [desc(activities.doneAt), desc(activities.id)], DONE_LISTED),
    db
      .select({
        overdue: sql<number>`count(*) filter (where ${byGroup.overdue ?? sql`true`})::int`,
        today: sql<number>`count(*) filter (where ${byGroup.today ?? sql`true`})::int`,
        upcoming: sql<number>`count(*) filter (where ${byGroup.upcoming ?? sql`true`})::int`,
        done: sql<number>`count(*) filter (where ${byGroup.done ?? sql`true`})::int`,
      })
      .from(activities),
  ]);
  const map = (rows: Joined[]) => rows.map((row) => toActivity(row, now));
  const total = counts[0] ?? { overdue: 0, today: 0, upcoming: 0, done: 0 };
  return {
    scope,
    canSeeAll,
    groups: { overdue: map(overdue), today: map(today), upcoming: map(upcoming), done: map(done) },
    counts: {
      overdue: Number(total.overdue),
      today: Number(total.today),
      upcoming: Number(total.upcoming),
      done: Number(total.done),
    },
  };
}

export const subjectColumn = {
  lead: activities.leadId,
  company: activities.companyId,
  deal: activities.dealId,
} as const;

/** One subject's activities: open ones first by due time, then the done ones, newest first. */
export async function readSubject(
  db: Db,
  subject: { kind: keyof typeof subjectColumn; id: string },
  ownerId: string | null,
  now: Date,
): Promise<Activity[]> {
  const where = and(
    eq(subjectColumn[subject.kind], subject.id),
    ownerId ? eq(activities.ownerId, ownerId) : undefined,
  );
  const rows = await selectActivities(
    db,
    where,
    [
      sql`${activities.doneAt} is not null`,
      sql`case when ${activities.doneAt} is null then ${activities.dueAt} end asc`,
      desc(activities.doneAt),
      asc(activities.id),
    ],
    OPEN_LISTED,
  );
  return rows.map((row) => toActivity(row, now));
}
