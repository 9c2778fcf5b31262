/**
 * Project hours (docs/product/tasks-and-timesheet.md) — 'horas de projeto', not a legal time clock.
 * A timer (one running per person: the partial unique index time_entries_one_running_key) and manual
 * entries; a submitted or approved week is locked (423). The person's hourly cost and the project's
 * bill rate are copied onto each entry when it is made.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import type { Actor } from '@server/lib/audit';
import { isUniqueViolation } from '@server/lib/db-errors';
import { HttpError, notFound } from '@server/lib/http';
import { iso } from '@server/lib/iso';
import { assertProject } from '@server/projects/assert-project';
import { tasks } from '@server/tasks/schema';
import { zonedDay } from '@shared/time';
import { weekStartOf } from '@shared/timesheet/rules';
import {
  ENTRY_NOT_FOUND,
  type RunningTimer,
  type TimeEntryInput,
  type TimeEntryItem,
  type TimeEntryPatch,
} from '@shared/timesheet/schemas';
import { checkBurnAlert } from './profitability';
import { projectTeamSettings, timeEntries, timesheetWeeks, userRates } from './schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DbOrTx = Db | Tx;

export const locked = (message: string) => new HttpError(423, 'locked', message);
const LOCKED_SUBMITTED = 'Esta semana foi enviada para aprovação: os lançamentos estão bloqueados.';
const LOCKED_APPROVED = 'Esta semana já foi aprovada: os lançamentos estão bloqueados para edição.';
const NOT_YOURS = 'Você só pode alterar os seus próprios lançamentos.';

export const ENTRY_SELECT = sql`
  select te.id, te.user_id, te.project_id, p.title as project_title, te.task_id, t.title as task_title,
    te.day::text as day, te.minutes, te.note, te.billable, te.started_at, te.ended_at,
    te.hourly_cost::text as hourly_cost, te.bill_rate::text as bill_rate
  from time_entries te
  left join projects p on p.id = te.project_id
  left join tasks t on t.id = te.task_id`;

export type EntryRow = {
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

export const toEntry = (row: EntryRow): TimeEntryItem => ({
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

/**
 * Inserts an entry in the person's week, once the week is open, with the rates of now copied on (the
 * task's project wins over the one sent).
 */
async function insertEntry(
  db: Db,
  actor: NonNullable<Actor>,
  input: Pick<TimeEntryInput, 'day' | 'minutes' | 'projectId' | 'taskId' | 'note' | 'billable'>,
  startedAt: Date | null = null,
): Promise<{ id: string; projectId: string | null }> {
  const projectId = await resolveProject(db, input.projectId, input.taskId);
  const weekStart = weekStartOf(input.day);
  const id = await db.transaction(async (tx) => {
    await assertWeekOpen(tx, actor.id, weekStart);
    const rates = await ratesFor(tx, actor.id, projectId);
    const [row] = await tx
      .insert(timeEntries)
      .values({ ...input, userId: actor.id, projectId, weekStart, startedAt, ...rates })
      .returning({ id: timeEntries.id });
    return row!.id;
  });
  return { id, projectId };
}

export async function startTimer(
  db: Db,
  actor: NonNullable<Actor>,
  input: { projectId: string | null; taskId: string | null; note: string; billable: boolean },
  now = new Date(),
): Promise<RunningTimer> {
  try {
    const { id } = await insertEntry(db, actor, { ...input, day: zonedDay(now), minutes: 0 }, now);
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
  const { id, projectId } = await insertEntry(db, actor, input);
  if (projectId) await checkBurnAlert(db, projectId);
  return readEntry(db, id);
}

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
  patch: TimeEntryPatch,
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
