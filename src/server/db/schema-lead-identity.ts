/**
 * One person, one lead (decision 056): a lead's other contacts, possible duplicates, and the merges
 * that settled them.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  duplicateReasons,
  duplicateStatuses,
  leadContactKinds,
  leadContactSources,
} from '@shared/catalog/lead-identity';
import { createdAt, inList, valuesOf } from './columns';
import { leads, users } from './schema';

/**
 * E-mails and phones a lead was given besides its own (typed in the chat, sent by a form for a known
 * e-mail, kept from a merged lead, added by staff). `value` is normalised: e-mails lower-cased, phones
 * as national digits (DDD + number) or, for other countries, all their digits. Found by the lead search.
 */
export const leadContacts = pgTable(
  'lead_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    source: text('source').notNull(),
    /** The staff member who added it (manual); null when a visitor gave it. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('lead_contacts_kind_check', inList('kind', valuesOf(leadContactKinds))),
    check('lead_contacts_source_check', inList('source', valuesOf(leadContactSources))),
    uniqueIndex('lead_contacts_lead_kind_value_key').on(table.leadId, table.kind, table.value),
    index('lead_contacts_kind_value_idx').on(table.kind, table.value),
    index('lead_contacts_value_trgm_idx').using('gin', sql`${table.value} gin_trgm_ops`),
  ],
);

/**
 * Two leads that may be one person (same phone, same name, or an e-mail one holds as another contact).
 * One row per pair, stored with the smaller id first; 'open' until staff merge them (the pair goes
 * with the merged lead) or say they are different people ('dismissed', never raised again).
 */
export const leadDuplicates = pgTable(
  'lead_duplicates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadAId: uuid('lead_a_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    leadBId: uuid('lead_b_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    reasons: text('reasons').array().notNull(),
    status: text('status').notNull().default('open'),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('lead_duplicates_status_check', inList('status', valuesOf(duplicateStatuses))),
    check('lead_duplicates_order_check', sql`lead_a_id < lead_b_id`),
    check(
      'lead_duplicates_reasons_check',
      sql.raw(
        `cardinality(reasons) > 0 and reasons <@ array[${valuesOf(duplicateReasons)
          .map((value) => `'${value}'`)
          .join(', ')}]::text[]`,
      ),
    ),
    uniqueIndex('lead_duplicates_pair_key').on(table.leadAId, table.leadBId),
    index('lead_duplicates_b_idx').on(table.leadBId),
    index('lead_duplicates_status_idx').on(table.status, table.detectedAt.desc(), table.id.desc()),
  ],
);

/**
 * A merge: the lead that was merged away (deleted; no foreign key) and the one that kept everything,
 * with both leads as they were, the side each field was taken from and how many rows moved per table.
 * Also the redirect: a link to the merged lead opens the kept one. Personal data (the snapshots) is
 * cleared by an LGPD anonymisation of the kept lead.
 */
export const leadMerges = pgTable(
  'lead_merges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keptLeadId: uuid('kept_lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    mergedLeadId: uuid('merged_lead_id').notNull(),
    keptBefore: jsonb('kept_before').$type<Record<string, unknown>>().notNull(),
    mergedBefore: jsonb('merged_before').$type<Record<string, unknown>>().notNull(),
    fields: jsonb('fields').$type<Record<string, 'keep' | 'merge'>>().notNull(),
    moved: jsonb('moved').$type<Record<string, number>>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('lead_merges_merged_key').on(table.mergedLeadId),
    index('lead_merges_kept_idx').on(table.keptLeadId),
  ],
);
