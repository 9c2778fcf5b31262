/**
 * Project hours (docs/product/tasks-and-timesheet.md) — 'horas de projeto', not a legal time clock.
 * A timer (one running per person: the partial unique index time_entries_one_running_key), manual
 * entries, a week per person (Mon–Sun, São Paulo days) submitted for approval; approved or submitted
 * weeks are locked (423). The person's hourly cost and the project's bill rate are copied onto each
 * entry when it is made.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { projectTeamSettings, tasks, timeEntries, timesheetWeeks, userRates } from '@server/db/schema-team';
import { type Actor, recordAudit } from '@server/lib/audit';
import { isUniqueViolation } from '@server/lib/db-errors';
import { HttpError, notFound } from '@server/lib/http';
import { notifyStaff } from '@server/lib/notify';
import { addDays, formatMinutes, type TimesheetWeekStatus, weekStartOf } from '@shared/catalog/team';
import { formatDate } from '@shared/format';
import {
  type ApprovalItem,
  ENTRY_NOT_FOUND,
  type RatesView,
  type RunningTimer,
  type TimeEntryInput,
  type TimeEntryItem,
  type TimesheetWeek,
} from '@shared/schemas/team';
import { zonedDay } from '@shared/time';
import { checkBurnAlert } from './profitability';
import { assertProject, assertStaff, iso } from './staff';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DbOrTx = Db | Tx;

export const locked = (message: string) => new HttpError(423, 'locked', message);
const LOCKED_SUBMITTED = 'Esta semana foi enviada para aprovação: os lançamentos estão bloqueados.';
const LOCKED_APPROVED = 'Esta semana já foi aprovada: os lançamentos estão bloqueados para edição.';
const NOT_YOURS = 'Você só pode alterar os seus próprios lançamentos.';

const ENTRY_SELECT = sql`
  select te.id, te.user_id, te.project_id, p.title as project_title, te.task_id, t.title as task_title,
    te.day::text as day, te.minutes, te.note, te.billable, te.started_at, te.ended_at,
    te.hourly_cost::text as hourly_cost, te.bill_rate::text as bill_rate
  from time_entries te
  left join projects p on p.id = te.project_id
  left join tasks t on t.id = te.task_id`;

type EntryRow = {
  id: string;
  user_id: string;
  project_id: string | null;
  project_title: string | null;
  task_id: string | null;
  task_title: string | null;
  day: string;
  minutes: number;
  note: string;
  billable: boolean;
  started_at: string | Date | null;
  ended_at: string | Date | null;
  hourly_cost: string;
  bill_rate: string;
};

const toEntry = (row: EntryRow): TimeEntryItem => ({
  id: row.id,
  userId: row.user_id,
  projectId: row.project_id,
  projectTitle: row.project_title,
  taskId: row.task_id,
  taskTitle: row.task_title,
  day: row.day,
  minutes: Number(row.minutes),
  note: row.note,
  billable: row.billable,
  startedAt: iso(row.started_at),
  endedAt: iso(row.ended_at),
  hourlyCost: row.hourly_cost,
  billRate: row.bill_rate,
});

async function readEntry(db: DbOrTx, id: string): Promise<TimeEntryItem> {
  const [row] = await queryRows<EntryRow>(db as Db, sql`${ENTRY_SELECT} where te.id = ${id}`);
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return toEntry(row);
}

/** The rates copied onto a new entry: the person's hourly cost and the project's bill rate (0 when unset). */
async function ratesFor(db: DbOrTx, userId: string, projectId: string | null) {
  const [cost] = await db
    .select({ value: userRates.hourlyCost })
    .from(userRates)
    .where(eq(userRates.userId, userId));
  const [bill] = projectId
    ? await db
        .select({ value: projectTeamSettings.billRate })
        .from(projectTeamSettings)
        .where(eq(projectTeamSettings.projectId, projectId))
    : [];
  return { hourlyCost: cost?.value ?? '0', billRate: bill?.value ?? '0' };
}

/**
 * Locks the person's week row (creating it open) so a submit and an edit cannot interleave, and
 * refuses with 423 when the week is submitted or approved.
 */
async function assertWeekOpen(tx: Tx, userId: string, weekStart: string): Promise<void> {
  await tx.insert(timesheetWeeks).values({ userId, weekStart }).onConflictDoNothing();
  const [week] = await tx
    .select({ status: timesheetWeeks.status })
    .from(timesheetWeeks)
    .where(and(eq(timesheetWeeks.userId, userId), eq(timesheetWeeks.weekStart, weekStart)))
    .for('update');
  if (week?.status === 'enviada') throw locked(LOCKED_SUBMITTED);
  if (week?.status === 'aprovada') throw locked(LOCKED_APPROVED);
}

/** A task's project wins; a task on another project than the one sent is refused. */
async function resolveProject(
  db: DbOrTx,
  projectId: string | null,
  taskId: string | null,
): Promise<string | null> {
  if (!taskId) {
    await assertProject(db as Db, projectId);
    return projectId;
  }
  const [task] = await db.select({ projectId: tasks.projectId }).from(tasks).where(eq(tasks.id, taskId));
  if (!task)
    throw new HttpError(422, 'validation', 'Tarefa não encontrada', { taskId: 'Tarefa não encontrada' });
  if (projectId && task.projectId && task.projectId !== projectId)
    throw new HttpError(422, 'validation', 'A tarefa é de outro projeto', {
      taskId: 'A tarefa é de outro projeto',
    });
  const resolved = task.projectId ?? projectId;
  await assertProject(db as Db, resolved);
  return resolved;
}

export async function runningTimer(db: Db, userId: string): Promise<RunningTimer | null> {
  const [row] = await queryRows<EntryRow>(
    db,
    sql`${ENTRY_SELECT} where te.user_id = ${userId} and te.started_at is not null and te.ended_at is null`,
  );
  return row ? (toEntry(row) as RunningTimer) : null;
}

const ALREADY_RUNNING = 'Você já tem um cronômetro rodando. Pare-o antes de iniciar outro.';

export async function startTimer(
  db: Db,
  actor: NonNullable<Actor>,
  input: { projectId: string | null; taskId: string | null; note: string; billable: boolean },
  now = new Date(),
): Promise<RunningTimer> {
  const projectId = await resolveProject(db, input.projectId, input.taskId);
  const day = zonedDay(now);
  const weekStart = weekStartOf(day);
  try {
    const id = await db.transaction(async (tx) => {
      await assertWeekOpen(tx, actor.id, weekStart);
      const rates = await ratesFor(tx, actor.id, projectId);
      const [row] = await tx
        .insert(timeEntries)
        .values({
          userId: actor.id,
          projectId,
          taskId: input.taskId,
          day,
          weekStart,
          minutes: 0,
          note: input.note,
          billable: input.billable,
          startedAt: now,
          ...rates,
        })
        .returning({ id: timeEntries.id });
      return row!.id;
    });
    return (await readEntry(db, id)) as RunningTimer;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'conflict', ALREADY_RUNNING);
    throw error;
  }
}

/** Stops the person's running timer: its minutes are the elapsed time (at least 1, at most 24 h). */
export async function stopTimer(db: Db, actor: NonNullable<Actor>, now = new Date()): Promise<TimeEntryItem> {
  const [row] = await db
    .update(timeEntries)
    .set({
      endedAt: now,
      minutes: sql`least(1440, greatest(1, round(extract(epoch from (${now.toISOString()}::timestamptz - ${timeEntries.startedAt})) / 60)::int))`,
      updatedAt: now,
    })
    .where(
      and(eq(timeEntries.userId, actor.id), isNotNull(timeEntries.startedAt), isNull(timeEntries.endedAt)),
    )
    .returning({ id: timeEntries.id, projectId: timeEntries.projectId });
  if (!row) throw new HttpError(409, 'conflict', 'Nenhum cronômetro rodando.');
  if (row.projectId) await checkBurnAlert(db, row.projectId);
  return readEntry(db, row.id);
}

export async function createEntry(
  db: Db,
  actor: NonNullable<Actor>,
  input: TimeEntryInput,
): Promise<TimeEntryItem> {
  const projectId = await resolveProject(db, input.projectId, input.taskId);
  const weekStart = weekStartOf(input.day);
  const id = await db.transaction(async (tx) => {
    await assertWeekOpen(tx, actor.id, weekStart);
    const rates = await ratesFor(tx, actor.id, projectId);
    const [row] = await tx
      .insert(timeEntries)
      .values({
        userId: actor.id,
        projectId,
        taskId: input.taskId,
        day: input.day,
        weekStart,
        minutes: input.minutes,
        note: input.note,
        billable: input.billable,
        ...rates,
      })
      .returning({ id: timeEntries.id });
    return row!.id;
  });
  if (projectId) await checkBurnAlert(db, projectId);
  return readEntry(db, id);
}

type EntryPatch = Partial<{
  day: string;
  minutes: number;
  projectId: string | null;
  taskId: string | null;
  note: string;
  billable: boolean;
}>;

async function ownEntry(tx: Tx, actor: NonNullable<Actor>, id: string) {
  const [entry] = await tx.select().from(timeEntries).where(eq(timeEntries.id, id));
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  if (entry.userId !== actor.id) throw new HttpError(403, 'forbidden', NOT_YOURS);
  return entry;
}

export async function updateEntry(
  db: Db,
  actor: NonNullable<Actor>,
  id: string,
  patch: EntryPatch,
): Promise<TimeEntryItem> {
  const projects = new Set<string>();
  await db.transaction(async (tx) => {
    const entry = await ownEntry(tx, actor, id);
    if (entry.startedAt && !entry.endedAt && (patch.minutes !== undefined || patch.day !== undefined))
      throw new HttpError(409, 'conflict', 'Pare o cronômetro antes de alterar o dia ou os minutos.');
    await assertWeekOpen(tx, actor.id, entry.weekStart);
    const day = patch.day ?? entry.day;
    const weekStart = weekStartOf(day);
    if (weekStart !== entry.weekStart) await assertWeekOpen(tx, actor.id, weekStart);
    const taskId = patch.taskId !== undefined ? patch.taskId : entry.taskId;
    const wantedProject = patch.projectId !== undefined ? patch.projectId : entry.projectId;
    const projectId =
      patch.taskId !== undefined || patch.projectId !== undefined
        ? await resolveProject(tx, patch.taskId !== undefined || !taskId ? wantedProject : null, taskId)
        : entry.projectId;
    const set: Partial<typeof timeEntries.$inferInsert> = {
      updatedAt: new Date(),
      day,
      weekStart,
      taskId,
      projectId,
    };
    if (patch.minutes !== undefined) set.minutes = patch.minutes;
    if (patch.note !== undefined) set.note = patch.note;
    if (patch.billable !== undefined) set.billable = patch.billable;
    // Moving the hours to another project takes that project's bill rate as it is now.
    if (projectId !== entry.projectId) set.billRate = (await ratesFor(tx, actor.id, projectId)).billRate;
    await tx.update(timeEntries).set(set).where(eq(timeEntries.id, id));
    if (entry.projectId) projects.add(entry.projectId);
    if (projectId) projects.add(projectId);
  });
  for (const projectId of projects) await checkBurnAlert(db, projectId);
  return readEntry(db, id);
}

export async function deleteEntry(db: Db, actor: NonNullable<Actor>, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const entry = await ownEntry(tx, actor, id);
    await assertWeekOpen(tx, actor.id, entry.weekStart);
    await tx.delete(timeEntries).where(eq(timeEntries.id, id));
  });
}

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
  if (!user) throw notFound('Pessoa não encontrada');
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
    target: { job: 'timesheet', params: { aba: 'aprovacoes' } },
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
    if (!row) throw notFound('Semana não encontrada');
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

export async function listRates(db: Db): Promise<RatesView> {
  const [people, projects] = await Promise.all([
    queryRows<{ id: string; name: string; email: string; hourly_cost: string | null }>(
      db,
      sql`select s.id, s.name, s.email, r.hourly_cost::text as hourly_cost
          from (select u.id, u.name, u.email from users u
                where u.deactivated_at is null
                  and (exists (select 1 from user_roles ur where ur.user_id = u.id)
                    or exists (select 1 from profiles p where p.id = u.id and p.role = 'admin'))) s
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

export async function setUserRate(db: Db, actor: NonNullable<Actor>, userId: string, hourlyCost: number) {
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
) {
  const [project] = await queryRows<{ id: string }>(db, sql`select id from projects where id = ${projectId}`);
  if (!project) throw notFound('Projeto não encontrado');
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
export async function exportEntries(
  db: Db,
  filter: { from: string; to: string; userId?: string; projectId?: string },
) {
  if (filter.to < filter.from)
    throw new HttpError(422, 'validation', 'A data final deve ser igual ou posterior à inicial.', {
      to: 'A data final deve ser igual ou posterior à inicial.',
    });
  if (addDays(filter.from, 366) < filter.to)
    throw new HttpError(422, 'validation', 'Exporte no máximo um ano por vez.', {
      to: 'Exporte no máximo um ano por vez.',
    });
  return queryRows<{
    day: string;
    user_name: string;
    project_title: string | null;
    task_title: string | null;
    note: string;
    minutes: number;
    billable: boolean;
    hourly_cost: string;
    bill_rate: string;
    cost: string;
    value: string;
    status: string | null;
  }>(
    db,
    sql`select te.day::text as day, u.name as user_name, p.title as project_title, t.title as task_title,
          te.note, te.minutes, te.billable, te.hourly_cost::text as hourly_cost, te.bill_rate::text as bill_rate,
          round(te.minutes * te.hourly_cost / 60.0, 2)::text as cost,
          (case when te.billable then round(te.minutes * te.bill_rate / 60.0, 2) else 0 end)::text as value,
          coalesce(w.status, 'aberta') as status
        from time_entries te
        join users u on u.id = te.user_id
        left join projects p on p.id = te.project_id
        left join tasks t on t.id = te.task_id
        left join timesheet_weeks w on w.user_id = te.user_id and w.week_start = te.week_start
        where te.day between ${filter.from} and ${filter.to}
          and not (te.started_at is not null and te.ended_at is null)
          ${filter.userId ? sql`and te.user_id = ${filter.userId}` : sql``}
          ${filter.projectId ? sql`and te.project_id = ${filter.projectId}` : sql``}
        order by te.day, u.name, te.created_at
        limit 20000`,
  );
}

export { formatMinutes };
