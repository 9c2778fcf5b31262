/**
 * The team's own tools (issue 16, docs/product/tasks-and-timesheet.md): tasks with assignees and
 * comments, project hours (time entries, weeks submitted for approval), hourly costs and bill rates.
 * drizzle.config.ts reads every src/server/db/schema-*.ts, so these tables join the same migrations.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { taskPriorities, taskStatuses, timesheetWeekStatuses } from '@shared/catalog/team';
import { createdAt, inList, money, updatedAt, valuesOf } from './columns';
import { projects, users } from './schema';
import { proposalItems } from './schema-finance';

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
    status: text('status').notNull().default('a_fazer'),
    priority: text('priority').notNull().default('media'),
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

/** A person's hourly cost (what an hour of theirs costs the agency), set by adm or financeiro. */
export const userRates = pgTable('user_rates', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hourlyCost: money('hourly_cost').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Per project: the hourly bill rate, the owner alerted at 80 % burn, and when that alert went out. */
export const projectTeamSettings = pgTable('project_team_settings', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  billRate: money('bill_rate'),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  burnAlertedAt: timestamp('burn_alerted_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** One person's week (Monday, São Paulo days): submitted, then approved (locked) or rejected. */
export const timesheetWeeks = pgTable(
  'timesheet_weeks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    status: text('status').notNull().default('aberta'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('timesheet_weeks_status_check', inList('status', valuesOf(timesheetWeekStatuses))),
    check('timesheet_weeks_monday_check', sql`extract(isodow from week_start) = 1`),
    uniqueIndex('timesheet_weeks_user_week_key').on(table.userId, table.weekStart),
    index('timesheet_weeks_status_idx').on(table.status, table.weekStart),
  ],
);

/**
 * Project hours. A timer is an entry with started_at and no ended_at; the partial unique index
 * allows one running per person, so two tabs racing cannot start two. Rates are copied on when the
 * entry is made, so a later rate change leaves old entries alone.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    /** São Paulo calendar day the hours count on; week_start is its Monday. */
    day: date('day').notNull(),
    weekStart: date('week_start').notNull(),
    minutes: integer('minutes').notNull().default(0),
    note: text('note').notNull().default(''),
    billable: boolean('billable').notNull().default(true),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    hourlyCost: money('hourly_cost').notNull().default('0'),
    billRate: money('bill_rate').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('time_entries_minutes_check', sql`minutes >= 0 and minutes <= 1440`),
    uniqueIndex('time_entries_one_running_key')
      .on(table.userId)
      .where(sql`started_at is not null and ended_at is null`),
    index('time_entries_user_week_idx').on(table.userId, table.weekStart),
    index('time_entries_project_idx').on(table.projectId),
    index('time_entries_task_idx').on(table.taskId),
    index('time_entries_day_idx').on(table.day),
  ],
);
