/**
 * A person's week of project hours (docs/product/tasks-and-timesheet.md): Monday–Sunday in São Paulo
 * days, `aberta` → `enviada` (submitted; refused with no entries or a running timer) → `aprovada`
 * (locked) or `rejeitada` (with a reason; fixed and submitted again). Nobody decides their own week.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { type Actor, recordAudit } from '@server/lib/audit';
import { HttpError, notFound } from '@server/lib/http';
import { iso } from '@server/lib/iso';
import { notifyStaff } from '@server/lib/notify';
import { formatDate } from '@shared/format';
import { addDays } from '@shared/time';
import type { TimesheetWeekStatus } from '@shared/timesheet/catalog';
import { APPROVALS_PAGE } from '@shared/timesheet/module';
import { weekStartOf } from '@shared/timesheet/rules';
import {
  type ApprovalItem,
  PERSON_NOT_FOUND,
  type TimesheetWeek,
  WEEK_NOT_FOUND,
} from '@shared/timesheet/schemas';
import { ENTRY_SELECT, type EntryRow, toEntry } from './entries';
import { checkBurnAlert } from './profitability';
import { timesheetWeeks } from './schema';

type WeekRow = {
  id: string;
  status: TimesheetWeekStatus;
  submitted_at: string | Date | null;
  decided_at: string | Date | null;
  decided_by_name: string | null;
  reject_reason: string | null;
};

export async function readWeek(db: Db, userId: string, weekStart: string): Promise<TimesheetWeek> {
  const [[user], [week], entryRows] = await Promise.all([
    queryRows<{ name: string }>(db, sql`select name from users where id = ${userId}`),
    queryRows<WeekRow>(
      db,
      sql`select w.id, w.status, w.submitted_at, w.decided_at, d.name as decided_by_name, w.reject_reason
          from timesheet_weeks w left join users d on d.id = w.decided_by
          where w.user_id = ${userId} and w.week_start = ${weekStart}`,
    ),
    queryRows<EntryRow>(
      db,
      sql`${ENTRY_SELECT} where te.user_id = ${userId} and te.week_start = ${weekStart}
          order by te.day, te.created_at`,
    ),
  ]);
  if (!user) throw notFound(PERSON_NOT_FOUND);
  const entries = entryRows.map(toEntry);
  const status = week?.status ?? 'aberta';
  return {
    id: week?.id ?? null,
    userId,
    userName: user.name,
    weekStart,
    status,
    submittedAt: iso(week?.submitted_at ?? null),
    decidedAt: iso(week?.decided_at ?? null),
    decidedByName: week?.decided_by_name ?? null,
    rejectReason: week?.reject_reason ?? null,
    locked: status === 'enviada' || status === 'aprovada',
    entries,
    totalMinutes: entries.reduce((sum, entry) => sum + entry.minutes, 0),
    billableMinutes: entries.filter((e) => e.billable).reduce((sum, entry) => sum + entry.minutes, 0),
  };
}

const weekLabel = (weekStart: string) => `${formatDate(weekStart)} a ${formatDate(addDays(weekStart, 6))}`;

export async function submitWeek(db: Db, actor: NonNullable<Actor>, day: string, now = new Date()) {
  const weekStart = weekStartOf(day);
  await db.transaction(async (tx) => {
    await tx.insert(timesheetWeeks).values({ userId: actor.id, weekStart }).onConflictDoNothing();
    const [week] = await tx
      .select()
      .from(timesheetWeeks)
      .where(and(eq(timesheetWeeks.userId, actor.id), eq(timesheetWeeks.weekStart, weekStart)))
      .for('update');
    if (week!.status === 'enviada') throw new HttpError(409, 'conflict', 'Esta semana já foi enviada.');
    if (week!.status === 'aprovada') throw new HttpError(409, 'conflict', 'Esta semana já foi aprovada.');
    const [counts] = await queryRows<{ entries: number; running: number }>(
      tx as unknown as Db,
      sql`select count(*)::int as entries,
                 count(*) filter (where started_at is not null and ended_at is null)::int as running
          from time_entries where user_id = ${actor.id} and week_start = ${weekStart}`,
    );
    if (Number(counts?.running ?? 0) > 0)
      throw new HttpError(409, 'conflict', 'Pare o cronômetro antes de enviar a semana.');
    if (!Number(counts?.entries ?? 0))
      throw new HttpError(422, 'validation', 'Não há horas lançadas nesta semana.', {
        week: 'Não há horas lançadas nesta semana.',
      });
    await tx
      .update(timesheetWeeks)
      .set({
        status: 'enviada',
        submittedAt: now,
        rejectReason: null,
        decidedAt: null,
        decidedBy: null,
        updatedAt: now,
      })
      .where(eq(timesheetWeeks.id, week!.id));
    await recordAudit(tx, actor, {
      action: 'submit',
      entity: 'timesheet_week',
      entityId: week!.id,
      after: { weekStart, status: 'enviada' },
    });
  });
  await notifyStaff(db, {
    title: 'Horas enviadas para aprovação',
    message: `${actor.email} enviou a semana de ${weekLabel(weekStart)}.`,
    type: 'info',
    priority: 'medium',
    roles: ['financeiro', 'adm'],
    target: { path: APPROVALS_PAGE },
  });
  return readWeek(db, actor.id, weekStart);
}

export async function listApprovals(db: Db): Promise<ApprovalItem[]> {
  const rows = await queryRows<{
    id: string;
    user_id: string;
    user_name: string;
    week_start: string;
    submitted_at: string | Date | null;
    total: number;
    billable: number;
  }>(
    db,
    sql`select w.id, w.user_id, u.name as user_name, w.week_start::text as week_start, w.submitted_at,
          coalesce(sum(te.minutes), 0)::int as total,
          coalesce(sum(te.minutes) filter (where te.billable), 0)::int as billable
        from timesheet_weeks w
        join users u on u.id = w.user_id
        left join time_entries te on te.user_id = w.user_id and te.week_start = w.week_start
        where w.status = 'enviada'
        group by w.id, u.name
        order by w.submitted_at asc nulls last, w.week_start asc
        limit 200`,
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    weekStart: row.week_start,
    submittedAt: iso(row.submitted_at),
    totalMinutes: Number(row.total),
    billableMinutes: Number(row.billable),
  }));
}

async function decide(
  db: Db,
  actor: NonNullable<Actor>,
  weekId: string,
  to: 'aprovada' | 'rejeitada',
  reason: string | null,
  now: Date,
): Promise<TimesheetWeek> {
  const week = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(timesheetWeeks).where(eq(timesheetWeeks.id, weekId)).for('update');
    if (!row) throw notFound(WEEK_NOT_FOUND);
    if (row.userId === actor.id)
      throw new HttpError(403, 'forbidden', 'Você não pode aprovar ou rejeitar a sua própria semana.');
    if (row.status !== 'enviada')
      throw new HttpError(409, 'conflict', 'Só uma semana enviada pode ser aprovada ou rejeitada.');
    await tx
      .update(timesheetWeeks)
      .set({ status: to, decidedBy: actor.id, decidedAt: now, rejectReason: reason, updatedAt: now })
      .where(eq(timesheetWeeks.id, weekId));
    await recordAudit(tx, actor, {
      action: to === 'aprovada' ? 'approve' : 'reject',
      entity: 'timesheet_week',
      entityId: weekId,
      before: { status: row.status },
      after: { status: to, reason },
    });
    return row;
  });
  await notifyStaff(db, {
    title: to === 'aprovada' ? 'Suas horas foram aprovadas' : 'Suas horas foram rejeitadas',
    message:
      to === 'aprovada'
        ? `A semana de ${weekLabel(week.weekStart)} foi aprovada.`
        : `A semana de ${weekLabel(week.weekStart)} voltou para ajuste: ${reason}`,
    type: to === 'aprovada' ? 'success' : 'warning',
    priority: to === 'aprovada' ? 'low' : 'high',
    target: { job: 'timesheet', params: { semana: week.weekStart } },
    userIds: [week.userId],
  });
  if (to === 'aprovada') {
    const projects = await queryRows<{ project_id: string }>(
      db,
      sql`select distinct project_id from time_entries
          where user_id = ${week.userId} and week_start = ${week.weekStart} and project_id is not null`,
    );
    for (const row of projects) await checkBurnAlert(db, row.project_id);
  }
  return readWeek(db, week.userId, week.weekStart);
}

export const approveWeek = (db: Db, actor: NonNullable<Actor>, weekId: string, now = new Date()) =>
  decide(db, actor, weekId, 'aprovada', null, now);
export const rejectWeek = (
  db: Db,
  actor: NonNullable<Actor>,
  weekId: string,
  reason: string,
  now = new Date(),
) => decide(db, actor, weekId, 'rejeitada', reason, now);
