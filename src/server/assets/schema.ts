/**
 * The asset library's tables (docs/product/assets.md): an asset (image, PDF or video link) with its
 * tags, client, campaign and licence expiry, pointing at its current file, and every version of that
 * file. The kind column is typed by its catalog and checked against it.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList, updatedAt } from '@server/db/columns';
import { files, leads, users } from '@server/db/schema';
import { assetKinds } from '@shared/assets/catalog';
import { valuesOf } from '@shared/catalog/entries';

export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: valuesOf(assetKinds) }).notNull(),
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
