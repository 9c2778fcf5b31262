/**
 * Onboarding and the asset library (issue 16 part 5, issue 17 part 4). See
 * docs/product/okrs-and-onboarding.md and docs/product/assets.md.
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
import { valuesOf } from '@shared/catalog/entries';
import { activityKinds, activityOwners, assetKinds, contractTypes } from '@shared/catalog/teamgoals';
import { createdAt, inList, updatedAt } from './columns';
import { files, leads, users } from './schema';

// ---------------------------------------------------------------- onboarding
export const onboardingTemplates = pgTable(
  'onboarding_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractType: text('contract_type').notNull().unique(),
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
    kind: text('kind').notNull().default('task'),
    title: text('title').notNull(),
    ownerRole: text('owner_role').notNull(),
    dayOffset: integer('day_offset').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    check('onboarding_template_activities_kind_check', inList('kind', activityKinds)),
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
    contractType: text('contract_type').notNull(),
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
    kind: text('kind').notNull().default('task'),
    title: text('title').notNull(),
    ownerRole: text('owner_role').notNull(),
    dueDate: date('due_date').notNull(),
    position: integer('position').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('onboarding_activities_kind_check', inList('kind', activityKinds)),
    check('onboarding_activities_owner_check', inList('owner_role', valuesOf(activityOwners))),
    index('onboarding_activities_onboarding_idx').on(table.onboardingId, table.position),
  ],
);

// ---------------------------------------------------------------- assets
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    clientId: uuid('client_id').references(() => leads.id, { onDelete: 'set null' }),
    /** utm_campaign of a campaign (the campaigns module keys campaigns by slug). */
    campaignSlug: text('campaign_slug'),
    licenceExpiresOn: date('licence_expires_on'),
    /** Video links only. */
    url: text('url'),
    /** The latest version's file (images and PDFs). */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    mimeType: text('mime_type'),
    size: integer('size'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || coalesce(description, '') || ' ' || coalesce(campaign_slug, ''))`,
    ),
  },
  (table) => [
    check('assets_kind_check', inList('kind', valuesOf(assetKinds))),
    index('assets_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('assets_kind_created_idx').on(table.kind, table.createdAt.desc()),
    index('assets_tags_idx').using('gin', table.tags),
    index('assets_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const assetVersions = pgTable(
  'asset_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    filename: text('filename'),
    mimeType: text('mime_type'),
    size: integer('size'),
    url: text('url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('asset_versions_asset_version_idx').on(table.assetId, table.version)],
);
