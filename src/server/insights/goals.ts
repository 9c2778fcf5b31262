/**
 * Sales goals (docs/product/finance-insights.md): stored goals, progress computed from the data on
 * every read, the pace expected by today, a forecast, and the ranking of people.
 *
 * Metrics, counted in São Paulo days of the period [start, end):
 * - value_won: sum(accepted_total) of proposals accepted (accepted_at) in the period by their owner;
 * - deals_won: count of those proposals;
 * - new_leads: leads created in the period (the owner's when the goal is personal);
 * - consultations: appointments with status 'completed' dated in the period (of the owner's leads).
 */
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { salesGoals } from '@server/insights/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { saoPauloDay } from '@shared/format';
import type { GoalMetric } from '@shared/insights/catalog';
import { goalMetrics } from '@shared/insights/catalog';
import {
  COUNT_METRICS,
  GOAL_DUPLICATE,
  GOAL_NOT_FOUND,
  GOAL_USER_INVALID,
  type GoalForm,
  type GoalProgress,
  type GoalRankingRow,
  type GoalsResponse,
  PROPOSAL_LIKELIHOOD,
} from '@shared/insights/schemas';
import { fromCents, toCents } from '@shared/money';
import { TIME_ZONE } from '@shared/time';
import { addMonths, daysBetween, quarterStart } from './dates';

const TZ = TIME_ZONE;

/** SQL: the São Paulo day of a timestamptz column is within [start, end). */
const inPeriod = (column: string, start: string, end: string) =>
  sql`(${sql.raw(column)} at time zone ${TZ})::date >= ${start}::date and (${sql.raw(column)} at time zone ${TZ})::date < ${end}::date`;

/** SQL: the likelihood of an open proposal (alias p). */
export const likelihoodSql = sql.raw(
  `(case p.status when 'enviada' then ${PROPOSAL_LIKELIHOOD.enviada} when 'visualizada' then ${PROPOSAL_LIKELIHOOD.visualizada} else 0 end)`,
);

/** Open proposals: sent or viewed, not expired on `today`. */
export const openProposalSql = (today: string) =>
  sql`p.status in ('enviada', 'visualizada') and p.valid_until >= ${today}::date and p.cancelled_at is null`;

const ownerFilter = (column: string, userId: string | null) =>
  userId ? sql`and ${sql.raw(column)} = ${userId}::uuid` : sql``;

/** 0..1: the share of the period's days gone by, today included. */
export function elapsedShare(start: string, end: string, today: string): number {
  if (today < start) return 0;
  if (today >= end) return 1;
  return (daysBetween(start, today) + 1) / daysBetween(start, end);
}

export const periodEnd = (period: 'month' | 'quarter', start: string) =>
  addMonths(start, period === 'month' ? 1 : 3);

type Measured = { actual: number | bigint; forecast: number | bigint };

/** The actual figure and its forecast for one metric, person (or team) and period. */
async function measure(
  db: Db,
  metric: GoalMetric,
  userId: string | null,
  start: string,
  end: string,
  now: Date,
): Promise<Measured> {
  const today = saoPauloDay(now);
  const open = today < end; // a finished period forecasts what it got
  switch (metric) {
    case 'value_won':
    case 'deals_won': {
      const [row] = await queryRows<{
        value: string;
        deals: number;
        weighted_value: string;
        weighted_deals: string;
      }>(
        db,
        sql`select
          coalesce((select sum(p.accepted_total) from proposals p
            where p.status = 'aceita' and p.accepted_at is not null and ${inPeriod('p.accepted_at', start, end)}
            ${ownerFilter('p.owner_id', userId)}), 0)::text as value,
          (select count(*) from proposals p
            where p.status = 'aceita' and p.accepted_at is not null and ${inPeriod('p.accepted_at', start, end)}
            ${ownerFilter('p.owner_id', userId)})::int as deals,
          coalesce((select round(sum(p.total * ${likelihoodSql}), 2) from proposals p
            where ${openProposalSql(today)} ${ownerFilter('p.owner_id', userId)}), 0)::text as weighted_value,
          coalesce((select round(sum(${likelihoodSql}), 1) from proposals p
            where ${openProposalSql(today)} ${ownerFilter('p.owner_id', userId)}), 0)::text as weighted_deals`,
      );
      if (metric === 'value_won') {
        const actual = toCents(row?.value);
        return { actual, forecast: open ? actual + toCents(row?.weighted_value) : actual };
      }
      const deals = row?.deals ?? 0;
      return { actual: deals, forecast: open ? deals + Number(row?.weighted_deals ?? 0) : deals };
    }
    case 'new_leads': {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from leads l
            where ${inPeriod('l.created_at', start, end)} ${ownerFilter('l.owner_id', userId)}`,
      );
      const actual = row?.count ?? 0;
      // Run rate: what the period ends with if leads keep coming at the pace so far.
      const share = elapsedShare(start, end, today);
      return { actual, forecast: open && share > 0 ? Math.round(actual / share) : actual };
    }
    case 'consultations': {
      const [row] = await queryRows<{ done: number; ahead: number }>(
        db,
        sql`select
          count(*) filter (where a.status = 'completed')::int as done,
          count(*) filter (where a.status = 'scheduled' and a.appointment_date >= ${now.toISOString()}::timestamptz)::int as ahead
          from appointments a left join leads l on l.id = a.lead_id
          where ${inPeriod('a.appointment_date', start, end)} ${ownerFilter('l.owner_id', userId)}`,
      );
      const actual = row?.done ?? 0;
      // Completed so far plus the ones still scheduled in the period.
      return { actual, forecast: open ? actual + (row?.ahead ?? 0) : actual };
    }
  }
}

const countText = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

export async function goalProgress(
  db: Db,
  goal: {
    id: string;
    userId: string | null;
    userName: string | null;
    metric: string;
    period: string;
    periodStart: string;
    target: string;
  },
  now: Date,
): Promise<GoalProgress> {
  const metric = goal.metric as GoalMetric;
  const period = goal.period as 'month' | 'quarter';
  const end = periodEnd(period, goal.periodStart);
  const today = saoPauloDay(now);
  const share = elapsedShare(goal.periodStart, end, today);
  const measured = await measure(db, metric, goal.userId, goal.periodStart, end, now);
  const targetCents = toCents(goal.target);
  let actual: string;
  let expected: string;
  let forecast: string;
  let actualCents: bigint;
  let expectedCents: bigint;
  if (COUNT_METRICS.includes(metric)) {
    const count = Number(measured.actual);
    const target = Number(targetCents / 100n);
    const expectedCount = Math.round(target * share * 10) / 10;
    actual = String(count);
    expected = countText(expectedCount);
    forecast = countText(Math.round(Number(measured.forecast) * 10) / 10);
    actualCents = BigInt(count) * 100n;
    expectedCents = BigInt(Math.round(expectedCount * 100));
  } else {
    actualCents = BigInt(measured.actual);
    expectedCents = BigInt(Math.round(Number(targetCents) * share));
    actual = fromCents(actualCents);
    expected = fromCents(expectedCents);
    forecast = fromCents(BigInt(measured.forecast));
  }
  const percent = targetCents > 0n ? Math.round((Number(actualCents) / Number(targetCents)) * 1000) / 10 : 0;
  return {
    id: goal.id,
    userId: goal.userId,
    userName: goal.userName,
    metric,
    period,
    periodStart: goal.periodStart,
    periodEnd: end,
    target: COUNT_METRICS.includes(metric) ? String(targetCents / 100n) : fromCents(targetCents),
    actual,
    expectedByToday: expected,
    elapsedShare: Math.round(share * 10000) / 10000,
    forecast,
    percent,
    pace: actualCents >= targetCents ? 'done' : actualCents >= expectedCents ? 'ahead' : 'behind',
  };
}

/** Staff who can hold a personal goal: active users with the comercial or adm role. */
export async function goalPeople(db: Db): Promise<{ id: string; name: string }[]> {
  return queryRows<{ id: string; name: string }>(
    db,
    sql`select u.id, u.name from users u
        where u.deactivated_at is null
          and exists (select 1 from user_roles r where r.user_id = u.id and r.role in ('comercial', 'adm'))
        order by u.name, u.id`,
  );
}

/** The month's figures per person: value and deals won, new leads, consultations held. */
export async function goalRanking(
  db: Db,
  start: string,
  end: string,
  personalValueGoals: Map<string, GoalProgress>,
): Promise<GoalRankingRow[]> {
  const rows = await queryRows<{
    id: string;
    name: string;
    value_won: string;
    deals_won: number;
    new_leads: number;
    consultations: number;
  }>(
    db,
    sql`select u.id, u.name,
        coalesce((select sum(p.accepted_total) from proposals p where p.owner_id = u.id and p.status = 'aceita'
          and p.accepted_at is not null and ${inPeriod('p.accepted_at', start, end)}), 0)::text as value_won,
        (select count(*) from proposals p where p.owner_id = u.id and p.status = 'aceita'
          and p.accepted_at is not null and ${inPeriod('p.accepted_at', start, end)})::int as deals_won,
        (select count(*) from leads l where l.owner_id = u.id and ${inPeriod('l.created_at', start, end)})::int as new_leads,
        (select count(*) from appointments a join leads l on l.id = a.lead_id where l.owner_id = u.id
          and a.status = 'completed' and ${inPeriod('a.appointment_date', start, end)})::int as consultations
      from users u
      where u.deactivated_at is null
        and exists (select 1 from user_roles r where r.user_id = u.id and r.role in ('comercial', 'adm'))`,
  );
  return rows
    .map((row) => ({
      userId: row.id,
      name: row.name,
      valueWon: fromCents(toCents(row.value_won)),
      dealsWon: row.deals_won,
      newLeads: row.new_leads,
      consultations: row.consultations,
      goalPercent: personalValueGoals.get(row.id)?.percent ?? null,
    }))
    .sort(
      (a, b) =>
        Number(toCents(b.valueWon) - toCents(a.valueWon)) ||
        b.dealsWon - a.dealsWon ||
        a.name.localeCompare(b.name, 'pt-BR'),
    );
}

const metricOrder = (metric: string) => goalMetrics.findIndex((entry) => entry.value === metric);

/** The goals of a month (and of its quarter), their progress, and the month's ranking. */
export async function listGoals(
  db: Db,
  options: { month?: string; now?: Date } = {},
): Promise<GoalsResponse> {
  const now = options.now ?? new Date();
  const today = saoPauloDay(now);
  const month = options.month ?? today.slice(0, 7);
  const start = `${month}-01`;
  const quarter = quarterStart(start);
  const rows = await queryRows<{
    id: string;
    user_id: string | null;
    user_name: string | null;
    metric: string;
    period: string;
    period_start: string;
    target: string;
  }>(
    db,
    sql`select g.id, g.user_id, u.name as user_name, g.metric, g.period,
          to_char(g.period_start, 'YYYY-MM-DD') as period_start, g.target::text as target
        from sales_goals g left join users u on u.id = g.user_id
        where (g.period = 'month' and g.period_start = ${start}::date)
           or (g.period = 'quarter' and g.period_start = ${quarter}::date)`,
  );
  const goals: GoalProgress[] = [];
  for (const row of rows) {
    goals.push(
      await goalProgress(
        db,
        {
          id: row.id,
          userId: row.user_id,
          userName: row.user_name,
          metric: row.metric,
          period: row.period,
          periodStart: row.period_start,
          target: row.target,
        },
        now,
      ),
    );
  }
  goals.sort(
    (a, b) =>
      (a.period === b.period ? 0 : a.period === 'month' ? -1 : 1) ||
      (a.userId === null ? -1 : 0) - (b.userId === null ? -1 : 0) ||
      (a.userName ?? '').localeCompare(b.userName ?? '', 'pt-BR') ||
      metricOrder(a.metric) - metricOrder(b.metric),
  );
  const personalValue = new Map(
    goals
      .filter((goal) => goal.userId && goal.period === 'month' && goal.metric === 'value_won')
      .map((goal) => [goal.userId!, goal]),
  );
  return {
    month,
    today,
    goals,
    ranking: await goalRanking(db, start, addMonths(start, 1), personalValue),
    people: await goalPeople(db),
  };
}

type GoalInput = {
  userId?: string | null;
  metric: GoalMetric;
  period: 'month' | 'quarter';
  periodStart: string;
  target: string;
};

async function assertPerson(db: Db, userId: string | null): Promise<void> {
  if (!userId) return;
  const people = await goalPeople(db);
  if (!people.some((person) => person.id === userId)) {
    throw new HttpError(422, 'validation', GOAL_USER_INVALID, { userId: GOAL_USER_INVALID });
  }
}

async function assertUnique(db: Db, input: GoalInput, exceptId?: string): Promise<void> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from sales_goals
        where user_id is not distinct from ${input.userId ?? null}::uuid and metric = ${input.metric}
          and period = ${input.period} and period_start = ${input.periodStart}::date
          ${exceptId ? sql`and id <> ${exceptId}::uuid` : sql``}
        limit 1`,
  );
  if (row) throw conflict(GOAL_DUPLICATE);
}

const snapshot = (row: typeof salesGoals.$inferSelect) => ({
  userId: row.userId,
  metric: row.metric,
  period: row.period,
  periodStart: row.periodStart,
  target: row.target,
});

export async function createGoal(db: Db, actor: Actor, input: GoalForm & GoalInput, now = new Date()) {
  const userId = input.userId ?? null;
  await assertPerson(db, userId);
  await assertUnique(db, input);
  const [row] = await db
    .insert(salesGoals)
    .values({
      userId,
      metric: input.metric,
      period: input.period,
      periodStart: input.periodStart,
      target: fromCents(toCents(input.target)),
      createdBy: actor?.id ?? null,
    })
    .returning();
  await recordAudit(db, actor, {
    action: 'create',
    entity: 'sales_goal',
    entityId: row!.id,
    after: snapshot(row!),
  });
  return readGoal(db, row!.id, now);
}

export async function updateGoal(db: Db, actor: Actor, id: string, input: GoalInput, now = new Date()) {
  const [before] = await db.select().from(salesGoals).where(eq(salesGoals.id, id)).limit(1);
  if (!before) throw notFound(GOAL_NOT_FOUND);
  const userId = input.userId ?? null;
  await assertPerson(db, userId);
  await assertUnique(db, input, id);
  const [after] = await db
    .update(salesGoals)
    .set({
      userId,
      metric: input.metric,
      period: input.period,
      periodStart: input.periodStart,
      target: fromCents(toCents(input.target)),
    })
    .where(eq(salesGoals.id, id))
    .returning();
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'sales_goal',
    entityId: id,
    before: snapshot(before),
    after: snapshot(after!),
  });
  return readGoal(db, id, now);
}

export async function deleteGoal(db: Db, actor: Actor, id: string): Promise<void> {
  const [before] = await db
    .delete(salesGoals)
    .where(and(eq(salesGoals.id, id)))
    .returning();
  if (!before) throw notFound(GOAL_NOT_FOUND);
  await recordAudit(db, actor, {
    action: 'delete',
    entity: 'sales_goal',
    entityId: id,
    before: snapshot(before),
  });
}

export async function readGoal(db: Db, id: string, now = new Date()): Promise<GoalProgress> {
  const [row] = await queryRows<{
    id: string;
    user_id: string | null;
    user_name: string | null;
    metric: string;
    period: string;
    period_start: string;
    target: string;
  }>(
    db,
    sql`select g.id, g.user_id, u.name as user_name, g.metric, g.period,
          to_char(g.period_start, 'YYYY-MM-DD') as period_start, g.target::text as target
        from sales_goals g left join users u on u.id = g.user_id where g.id = ${id}::uuid`,
  );
  if (!row) throw notFound(GOAL_NOT_FOUND);
  return goalProgress(
    db,
    {
      id: row.id,
      userId: row.user_id,
      userName: row.user_name,
      metric: row.metric,
      period: row.period,
      periodStart: row.period_start,
      target: row.target,
    },
    now,
  );
}
