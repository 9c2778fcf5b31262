/**
 * The timesheet tables (docs/product/tasks-and-timesheet.md): project hours (time entries, weeks
 * submitted for approval), hourly costs and each project's bill rate and owner. The week's status
 * column is typed by its catalog and checked against it.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, money, updatedAt } from '@server/db/columns';
import { projects, users } from '@server/db/schema';
import { tasks } from '@server/tasks/schema';
import { valuesOf } from '@shared/catalog/entries';
import { timesheetWeekStatuses } from '@shared/timesheet/catalog';

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
    status: text('status', { enum: valuesOf(timesheetWeekStatuses) })
      .notNull()
      .default('aberta'),
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
