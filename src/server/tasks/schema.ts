/**
 * The task tables (docs/product/tasks-and-timesheet.md): tasks on a project or none, with subtasks
 * (one level), assignees and comments. The status and priority columns are typed by their catalogs
 * and checked against them.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, updatedAt } from '@server/db/columns';
import { projects, users } from '@server/db/schema';
import { proposalItems } from '@server/proposals/schema';
import { valuesOf } from '@shared/catalog/entries';
import { taskPriorities, taskStatuses } from '@shared/tasks/catalog';

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: a task on no project (internal work). */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** A subtask's parent; subtasks go with their parent. */
    parentId: uuid('parent_id').references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Markdown source; shown through shared/markdown (raw HTML escaped, unsafe links dropped). */
    description: text('description').notNull().default(''),
    status: text('status', { enum: valuesOf(taskStatuses) })
      .notNull()
      .default('a_fazer'),
    priority: text('priority', { enum: valuesOf(taskPriorities) })
      .notNull()
      .default('media'),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    dueDate: date('due_date'),
    estimateHours: numeric('estimate_hours', { precision: 7, scale: 2 }),
    /** The accepted proposal item this task was created from ('Criar tarefas da proposta'); once only. */
    proposalItemId: uuid('proposal_item_id').references(() => proposalItems.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('tasks_status_check', inList('status', valuesOf(taskStatuses))),
    check('tasks_priority_check', inList('priority', valuesOf(taskPriorities))),
    check('tasks_estimate_check', sql`estimate_hours is null or estimate_hours >= 0`),
    index('tasks_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('tasks_project_status_idx').on(table.projectId, table.status),
    index('tasks_parent_idx').on(table.parentId),
    index('tasks_due_idx').on(table.dueDate),
    uniqueIndex('tasks_proposal_item_key').on(table.proposalItemId),
  ],
);

export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.userId] }),
    index('task_assignees_user_idx').on(table.userId),
  ],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('task_comments_task_idx').on(table.taskId, table.createdAt)],
);
