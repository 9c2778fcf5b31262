/**
 * Tasks (docs/product/tasks-and-timesheet.md): on a project or none, with assignees, labels,
 * subtasks and comments whose @mentions notify; keyset-paged list, a board per project, and the
 * tasks of an accepted proposal's items created once ('Criar tarefas da proposta').
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { type Actor, recordAudit } from '@server/lib/audit';
import { createdCursor, invalidCursor } from '@server/lib/cursor';
import { HttpError, notFound } from '@server/lib/http';
import { iso } from '@server/lib/iso';
import { notifyStaff } from '@server/lib/notify';
import { assertProject } from '@server/projects/assert-project';
import { memberProjectIds } from '@server/projects/visibility';
import { assertStaff, STAFF_SQL } from '@server/users/active-staff';
import { renderMarkdown } from '@shared/markdown';
import type { TaskPriority, TaskStatus } from '@shared/tasks/catalog';
import { mentionHandles } from '@shared/tasks/rules';
import {
  TASK_NOT_FOUND,
  type TaskComment,
  type TaskDetail,
  type TaskInput,
  type TaskItem,
  type TaskList,
  type TaskListQuery,
  type TaskPatchInput,
  type TasksFromProposal,
} from '@shared/tasks/schemas';
import { taskAssignees, taskComments, tasks } from './schema';

type Row = {
  id: string;
  project_id: string | null;
  project_title: string | null;
  parent_id: string | null;
  title: string;
  status: TaskStatus;
  priority: TaskPriority;
  labels: string[] | string;
  due_date: string | null;
  estimate_hours: string | null;
  assignees: { id: string; name: string }[] | string;
  subtask_count: number;
  subtasks_done: number;
  comment_count: number;
  cursor_key: string;
  created_at: string | Date;
  updated_at: string | Date;
};

const SELECT = sql`
  select t.id, t.project_id, p.title as project_title, t.parent_id, t.title, t.status, t.priority,
    t.labels, t.due_date::text as due_date, t.estimate_hours::text as estimate_hours,
    coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name)
              from task_assignees a join users u on u.id = a.user_id where a.task_id = t.id), '[]'::json) as assignees,
    (select count(*) from tasks s where s.parent_id = t.id)::int as subtask_count,
    (select count(*) from tasks s where s.parent_id = t.id and s.status = 'concluida')::int as subtasks_done,
    (select count(*) from task_comments c where c.task_id = t.id)::int as comment_count,
    to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_key,
    t.created_at, t.updated_at
  from tasks t left join projects p on p.id = t.project_id`;

const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const parseArray = (value: string[] | string): string[] => {
  if (Array.isArray(value)) return value;
  // '{a,"b c"}' when a driver hands the array back as text.
  const inner = value.replace(/^\{|\}$/g, '');
  if (!inner) return [];
  return inner.split(',').map((item) => item.replace(/^"|"$/g, '').replace(/\\"/g, '"'));
};

function toItem(row: Row): TaskItem {
  return {
    id: row.id,
    projectId: row.project_id,
    projectTitle: row.project_title,
    parentId: row.parent_id,
    title: row.title,
    status: row.status,
    priority: row.priority,
    labels: parseArray(row.labels),
    dueDate: row.due_date,
    estimateHours: row.estimate_hours,
    assignees: parseJson(row.assignees),
    subtaskCount: Number(row.subtask_count),
    subtasksDone: Number(row.subtasks_done),
    commentCount: Number(row.comment_count),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

const where = (filters: SQL[]) => (filters.length ? sql` where ${sql.join(filters, sql` and `)}` : sql``);
const today = sql`(now() at time zone 'America/Sao_Paulo')::date`;

/**
 * The tasks a restricted viewer (a colaborador, a custom role without 'Projetos': projects/visibility.ts)
 * sees: those on no project, those assigned to them, and those of the projects they are on.
 */
const visibleTo = (member: string) =>
  sql`(t.project_id is null
    or exists (select 1 from task_assignees va where va.task_id = t.id and va.user_id = ${member})
    or t.project_id in (${memberProjectIds(member)}))`;

export async function listTasks(
  db: Db,
  viewerId: string,
  query: TaskListQuery,
  member: string | null = null,
): Promise<TaskList> {
  const filters: SQL[] = member ? [visibleTo(member)] : [];
  if (query.project === 'none') filters.push(sql`t.project_id is null`);
  else if (query.project) filters.push(sql`t.project_id = ${query.project}`);
  const assignee = query.assignee === 'me' ? viewerId : query.assignee;
  if (assignee)
    filters.push(
      sql`exists (select 1 from task_assignees a where a.task_id = t.id and a.user_id = ${assignee})`,
    );
  if (query.status === 'open') filters.push(sql`t.status not in ('concluida', 'cancelada')`);
  else if (query.status) filters.push(sql`t.status = ${query.status}`);
  if (query.label) filters.push(sql`${query.label} = any(t.labels)`);
  if (query.due === 'overdue')
    filters.push(sql`t.due_date < ${today} and t.status not in ('concluida', 'cancelada')`);
  else if (query.due === 'week') filters.push(sql`t.due_date between ${today} and ${today} + 7`);
  else if (query.due === 'none') filters.push(sql`t.due_date is null`);
  if (query.q) {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql`lower(t.title) like ${pattern}`);
  }
  if (query.cursor) {
    let after: { t: string; id: string };
    try {
      after = createdCursor.decode(query.cursor);
    } catch {
      throw invalidCursor();
    }
    filters.push(sql`(t.created_at, t.id) < (${after.t}::timestamptz, ${after.id}::uuid)`);
  }
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT}${where(filters)} order by t.created_at desc, t.id desc limit ${query.limit + 1}`,
  );
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(toItem),
    nextCursor:
      rows.length > query.limit && last ? createdCursor.encode({ t: last.cursor_key, id: last.id }) : null,
  };
}

const PRIORITY_RANK = sql`case t.priority when 'urgente' then 0 when 'alta' then 1 when 'media' then 2 else 3 end`;

/** The top-level tasks of one project (or of none) for the Kanban, most urgent first; capped at 500. */
export async function boardTasks(db: Db, project: string, member: string | null = null): Promise<TaskItem[]> {
  const filter = project === 'none' ? sql`t.project_id is null` : sql`t.project_id = ${project}`;
  const scope = member ? sql` and ${visibleTo(member)}` : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT} where ${filter}${scope} and t.parent_id is null
        order by ${PRIORITY_RANK}, t.due_date asc nulls last, t.created_at desc limit 500`,
  );
  return rows.map(toItem);
}

async function readItem(db: Db, id: string): Promise<TaskItem | undefined> {
  const [row] = await queryRows<Row>(db, sql`${SELECT} where t.id = ${id}`);
  return row ? toItem(row) : undefined;
}

export async function readTask(db: Db, id: string, member: string | null = null): Promise<TaskDetail> {
  const item = await readItem(db, id);
  if (!item) throw notFound(TASK_NOT_FOUND);
  if (member) {
    const [seen] = await queryRows<{ id: string }>(
      db,
      sql`select t.id from tasks t where t.id = ${id} and ${visibleTo(member)}`,
    );
    if (!seen) throw notFound(TASK_NOT_FOUND);
  }
  const [[task], subtaskRows, commentRows, [logged]] = await Promise.all([
    db
      .select({ description: tasks.description, createdBy: tasks.createdBy })
      .from(tasks)
      .where(eq(tasks.id, id)),
    queryRows<Row>(db, sql`${SELECT} where t.parent_id = ${id} order by t.created_at asc`),
    queryRows<{
      id: string;
      body: string;
      created_at: string;
      author_id: string | null;
      author_name: string | null;
    }>(
      db,
      sql`select c.id, c.body, c.created_at, u.id as author_id, u.name as author_name
          from task_comments c left join users u on u.id = c.author_id
          where c.task_id = ${id} order by c.created_at asc, c.id asc limit 500`,
    ),
    queryRows<{ minutes: number }>(
      db,
      sql`select coalesce(sum(minutes), 0)::int as minutes from time_entries where task_id = ${id}`,
    ),
  ]);
  const description = task?.description ?? '';
  const comments: TaskComment[] = commentRows.map((row) => ({
    id: row.id,
    author: row.author_id ? { id: row.author_id, name: row.author_name ?? '' } : null,
    body: row.body,
    html: renderMarkdown(row.body),
    createdAt: iso(row.created_at)!,
  }));
  return {
    ...item,
    createdById: task?.createdBy ?? null,
    description,
    descriptionHtml: description ? renderMarkdown(description) : '',
    subtasks: subtaskRows.map(toItem),
    comments,
    minutesLogged: Number(logged?.minutes ?? 0),
  };
}

const taskLink = (id: string) => ({ job: 'tasks' as const, params: { task: id } });

async function notifyAssigned(db: Db, actor: Actor, taskId: string, title: string, userIds: string[]) {
  const others = userIds.filter((id) => id !== actor?.id);
  if (!others.length) return;
  await notifyStaff(db, {
    title: 'Tarefa atribuída a você',
    message: title,
    type: 'info',
    priority: 'medium',
    target: taskLink(taskId),
    userIds: others,
  });
}

async function assertParent(db: Db, parentId: string | null): Promise<{ projectId: string | null } | null> {
  if (!parentId) return null;
  const [parent] = await db
    .select({ projectId: tasks.projectId, parentId: tasks.parentId })
    .from(tasks)
    .where(eq(tasks.id, parentId));
  if (!parent)
    throw new HttpError(422, 'validation', 'Tarefa principal não encontrada', {
      parentId: 'Tarefa principal não encontrada',
    });
  if (parent.parentId)
    throw new HttpError(422, 'validation', 'Uma subtarefa não pode ter subtarefas', {
      parentId: 'Uma subtarefa não pode ter subtarefas',
    });
  return parent;
}

export async function createTask(db: Db, actor: Actor, input: TaskInput): Promise<TaskDetail> {
  const parent = await assertParent(db, input.parentId);
  const projectId = parent ? parent.projectId : input.projectId;
  await assertProject(db, projectId);
  const assigneeIds = [...new Set(input.assigneeIds)];
  await assertStaff(db, assigneeIds);
  const labels = [...new Set(input.labels)];
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({
        projectId,
        parentId: input.parentId,
        title: input.title,
        description: input.description,
        status: input.status,
        priority: input.priority,
        labels,
        dueDate: input.dueDate,
        estimateHours: input.estimateHours === null ? null : input.estimateHours.toFixed(2),
        createdBy: actor?.id ?? null,
      })
      .returning({ id: tasks.id });
    if (assigneeIds.length)
      await tx.insert(taskAssignees).values(assigneeIds.map((userId) => ({ taskId: row!.id, userId })));
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'task',
      entityId: row!.id,
      after: { title: input.title, projectId, status: input.status, assigneeIds },
    });
    return row!.id;
  });
  await notifyAssigned(db, actor, id, input.title, assigneeIds);
  return readTask(db, id);
}

export async function updateTask(
  db: Db,
  actor: Actor,
  id: string,
  patch: Partial<TaskPatchInput>,
): Promise<TaskDetail> {
  const [before] = await db.select().from(tasks).where(eq(tasks.id, id));
  if (!before) throw notFound(TASK_NOT_FOUND);
  if (patch.projectId !== undefined) await assertProject(db, patch.projectId ?? null);
  const assigneeIds = patch.assigneeIds ? [...new Set(patch.assigneeIds)] : undefined;
  if (assigneeIds) await assertStaff(db, assigneeIds);
  let added: string[] = [];
  await db.transaction(async (tx) => {
    const set: Partial<typeof tasks.$inferInsert> = { updatedAt: new Date() };
    if (patch.title !== undefined) set.title = patch.title.trim();
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.projectId !== undefined) set.projectId = patch.projectId ?? null;
    if (patch.status !== undefined) set.status = patch.status;
    if (patch.priority !== undefined) set.priority = patch.priority;
    if (patch.labels !== undefined) set.labels = [...new Set(patch.labels.map((l) => l.trim()))];
    if (patch.dueDate !== undefined) set.dueDate = patch.dueDate ?? null;
    if (patch.estimateHours !== undefined)
      set.estimateHours = patch.estimateHours === null ? null : patch.estimateHours.toFixed(2);
    await tx.update(tasks).set(set).where(eq(tasks.id, id));
    // Subtasks follow their parent's project.
    if (set.projectId !== undefined)
      await tx.update(tasks).set({ projectId: set.projectId }).where(eq(tasks.parentId, id));
    if (assigneeIds) {
      const current = await tx
        .select({ userId: taskAssignees.userId })
        .from(taskAssignees)
        .where(eq(taskAssignees.taskId, id));
      const had = new Set(current.map((row) => row.userId));
      added = assigneeIds.filter((userId) => !had.has(userId));
      const removed = [...had].filter((userId) => !assigneeIds.includes(userId));
      if (removed.length)
        await tx
          .delete(taskAssignees)
          .where(and(eq(taskAssignees.taskId, id), inArray(taskAssignees.userId, removed)));
      if (added.length)
        await tx.insert(taskAssignees).values(added.map((userId) => ({ taskId: id, userId })));
    }
    await recordAudit(tx, actor, {
      action: patch.status !== undefined && Object.keys(patch).length === 1 ? 'status' : 'update',
      entity: 'task',
      entityId: id,
      before: { title: before.title, status: before.status, projectId: before.projectId },
      after: { ...set, updatedAt: undefined, assigneeIds },
    });
  });
  await notifyAssigned(db, actor, id, patch.title ?? before.title, added);
  return readTask(db, id);
}

/** Only who created the task, or an adm, deletes it (subtasks and comments go with it). */
export async function deleteTask(db: Db, actor: Actor, isAdm: boolean, id: string): Promise<void> {
  const [row] = await db
    .select({ createdBy: tasks.createdBy, title: tasks.title })
    .from(tasks)
    .where(eq(tasks.id, id));
  if (!row) throw notFound(TASK_NOT_FOUND);
  if (!isAdm && row.createdBy !== actor?.id)
    throw new HttpError(403, 'forbidden', 'Só quem criou a tarefa (ou um administrador) pode excluí-la.');
  await db.transaction(async (tx) => {
    await tx.delete(tasks).where(eq(tasks.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'task', entityId: id, before: row });
  });
}

/** A comment; each staff member named by '@handle' (their e-mail before the '@') is notified. */
export async function addComment(db: Db, actor: Actor, taskId: string, body: string): Promise<TaskComment> {
  const [task] = await db.select({ title: tasks.title }).from(tasks).where(eq(tasks.id, taskId));
  if (!task) throw notFound(TASK_NOT_FOUND);
  const [row] = await db
    .insert(taskComments)
    .values({ taskId, authorId: actor?.id ?? null, body })
    .returning();
  await db.update(tasks).set({ updatedAt: new Date() }).where(eq(tasks.id, taskId));
  const handles = mentionHandles(body);
  let mentioned: string[] = [];
  if (handles.length) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select s.id from (${STAFF_SQL}) s
          where lower(split_part(s.email, '@', 1)) in (${sql.join(
            handles.map((h) => sql`${h}`),
            sql`, `,
          )})`,
    );
    mentioned = rows.map((r) => r.id).filter((id) => id !== actor?.id);
    await notifyStaff(db, {
      title: 'Você foi mencionado em uma tarefa',
      message: `${actor?.email ?? 'Alguém'} em “${task.title}”: ${body.slice(0, 140)}`,
      type: 'info',
      priority: 'medium',
      target: taskLink(taskId),
      userIds: mentioned,
    });
  }
  const [author] = actor
    ? await queryRows<{ name: string }>(db, sql`select name from users where id = ${actor.id}`)
    : [];
  return {
    id: row!.id,
    author: actor ? { id: actor.id, name: author?.name ?? actor.email } : null,
    body: row!.body,
    html: renderMarkdown(row!.body),
    createdAt: iso(row!.createdAt)!,
  };
}

/**
 * 'Criar tarefas da proposta': one task per item of the project's accepted proposal(s) — optional
 * items only when ticked. The unique proposal_item_id makes a second run create nothing new.
 */
export async function createTasksFromProposal(
  db: Db,
  actor: Actor,
  projectId: string,
): Promise<TasksFromProposal> {
  await assertProject(db, projectId);
  const items = await queryRows<{
    id: string;
    description: string;
    quantity: string;
    number: string;
    service: string | null;
  }>(
    db,
    sql`select i.id, i.description, i.quantity::text as quantity, p.number, i.service
        from proposal_items i join proposals p on p.id = i.proposal_id
        where p.project_id = ${projectId} and p.status = 'aceita'
          and (not i.optional or i.selected)
        order by p.accepted_at asc nulls last, p.number, i.position`,
  );
  if (!items.length)
    throw new HttpError(
      422,
      'validation',
      'Este projeto não tem proposta aceita com itens para virar tarefas.',
      { projectId: 'Nenhuma proposta aceita vinculada a este projeto' },
    );
  const created = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(tasks)
      .values(
        items.map((item) => ({
          projectId,
          title: item.description.slice(0, 200),
          description: `Item da proposta **${item.number}**${item.service ? ` (${item.service})` : ''} — quantidade ${item.quantity.replace('.', ',')}.`,
          proposalItemId: item.id,
          labels: ['proposta'],
          createdBy: actor?.id ?? null,
        })),
      )
      .onConflictDoNothing({ target: tasks.proposalItemId })
      .returning({ id: tasks.id });
    if (rows.length)
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'task',
        entityId: null,
        after: { fromProposal: projectId, created: rows.length },
      });
    return rows.length;
  });
  return {
    created,
    existing: items.length - created,
    proposals: [...new Set(items.map((item) => item.number))],
  };
}
