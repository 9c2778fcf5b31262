/**
 * The insights table (docs/product/finance-insights.md): sales goals, a person's or the team's, per
 * month or quarter. Metric and period are typed by their catalogs and checked against them.
 */
import { check, date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList, money } from '@server/db/columns';
import { users } from '@server/db/schema';
import { valuesOf } from '@shared/catalog/entries';
import { goalMetrics, goalPeriods } from '@shared/insights/catalog';

export const salesGoals = pgTable(
  'sales_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A person's goal when set; the team's (all of comercial) when null. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    metric: text('metric', { enum: valuesOf(goalMetrics) }).notNull(),
    period: text('period', { enum: valuesOf(goalPeriods) }).notNull(),
    /** First day of the month or quarter. */
    periodStart: date('period_start').notNull(),
    target: money('target').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  () => [
    check('sales_goals_metric_check', inList('metric', valuesOf(goalMetrics))),
    check('sales_goals_period_check', inList('period', valuesOf(goalPeriods))),
  ],
);
