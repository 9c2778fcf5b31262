/**
 * The onboarding tables (docs/product/okrs-and-onboarding.md): a template per contract type with its
 * activities, and each new person's onboarding with its checklist. Catalog columns are typed by their
 * catalog and checked against it.
 */
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
import { createdAt, inList, updatedAt } from '@server/db/columns';
import { users } from '@server/db/schema';
import { valuesOf } from '@shared/catalog/entries';
import { activityKinds, activityOwners, contractTypes } from '@shared/onboarding/catalog';

export const onboardingTemplates = pgTable(
  'onboarding_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractType: text('contract_type', { enum: valuesOf(contractTypes) })
      .notNull()
      .unique(),
    name: text('name').notNull(),
    /** The contract type an accepted invitation starts with when none was chosen. */
    isDefault: boolean('is_default').notNull().default(false),
    updatedAt: updatedAt(),
  },
  () => [check('onboarding_templates_contract_check', inList('contract_type', valuesOf(contractTypes)))],
);

export const onboardingTemplateActivities = pgTable(
  'onboarding_template_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => onboardingTemplates.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: valuesOf(activityKinds) })
      .notNull()
      .default('task'),
    title: text('title').notNull(),
    ownerRole: text('owner_role', { enum: valuesOf(activityOwners) }).notNull(),
    dayOffset: integer('day_offset').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    check('onboarding_template_activities_kind_check', inList('kind', valuesOf(activityKinds))),
    check('onboarding_template_activities_owner_check', inList('owner_role', valuesOf(activityOwners))),
    index('onboarding_template_activities_template_idx').on(table.templateId, table.position),
  ],
);

export const onboardings = pgTable(
  'onboardings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractType: text('contract_type', { enum: valuesOf(contractTypes) }).notNull(),
    startDate: date('start_date').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('onboardings_contract_check', inList('contract_type', valuesOf(contractTypes))),
    uniqueIndex('onboardings_user_idx').on(table.userId),
    index('onboardings_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

export const onboardingActivities = pgTable(
  'onboarding_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    onboardingId: uuid('onboarding_id')
      .notNull()
      .references(() => onboardings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: valuesOf(activityKinds) })
      .notNull()
      .default('task'),
    title: text('title').notNull(),
    ownerRole: text('owner_role', { enum: valuesOf(activityOwners) }).notNull(),
    dueDate: date('due_date').notNull(),
    position: integer('position').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('onboarding_activities_kind_check', inList('kind', valuesOf(activityKinds))),
    check('onboarding_activities_owner_check', inList('owner_role', valuesOf(activityOwners))),
    index('onboarding_activities_onboarding_idx').on(table.onboardingId, table.position),
  ],
);
