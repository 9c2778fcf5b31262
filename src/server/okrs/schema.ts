/**
 * The OKR tables (docs/product/okrs-and-onboarding.md): objectives per quarter, their key results and
 * the weekly check-ins. Catalog columns are typed by their catalog and checked against it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList, updatedAt } from '@server/db/columns';
import { users } from '@server/db/schema';
import { valuesOf } from '@shared/catalog/entries';
import { krConfidences, krMetrics, krUnits, okrLevels, okrTeams } from '@shared/okrs/catalog';

const value = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const okrObjectives = pgTable(
  'okr_objectives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** '2026-Q4'. */
    quarter: text('quarter').notNull(),
    level: text('level', { enum: valuesOf(okrLevels) }).notNull(),
    team: text('team', { enum: valuesOf(okrTeams) }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('okr_objectives_level_check', inList('level', valuesOf(okrLevels))),
    check('okr_objectives_team_check', sql`team is null or ${inList('team', valuesOf(okrTeams))}`),
    check('okr_objectives_quarter_check', sql`quarter ~ '^[0-9]{4}-Q[1-4]$'`),
    index('okr_objectives_quarter_idx').on(table.quarter, table.createdAt),
  ],
);

export const okrKeyResults = pgTable(
  'okr_key_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    objectiveId: uuid('objective_id')
      .notNull()
      .references(() => okrObjectives.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    unit: text('unit', { enum: valuesOf(krUnits) })
      .notNull()
      .default('number'),
    /** Null: a manual key result (its current value comes from check-ins). */
    metric: text('metric', { enum: valuesOf(krMetrics) }),
    startValue: value('start_value').notNull().default('0'),
    targetValue: value('target_value').notNull(),
    currentValue: value('current_value').notNull().default('0'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('okr_key_results_unit_check', inList('unit', valuesOf(krUnits))),
    check('okr_key_results_metric_check', sql`metric is null or ${inList('metric', valuesOf(krMetrics))}`),
    check('okr_key_results_target_check', sql`target_value <> start_value`),
    index('okr_key_results_objective_idx').on(table.objectiveId, table.position),
    index('okr_key_results_owner_idx').on(table.ownerId),
  ],
);

export const okrCheckins = pgTable(
  'okr_checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyResultId: uuid('key_result_id')
      .notNull()
      .references(() => okrKeyResults.id, { onDelete: 'cascade' }),
    value: value('value').notNull(),
    confidence: text('confidence', { enum: valuesOf(krConfidences) }).notNull(),
    note: text('note'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('okr_checkins_confidence_check', inList('confidence', valuesOf(krConfidences))),
    index('okr_checkins_kr_idx').on(table.keyResultId, table.createdAt.desc()),
  ],
);
