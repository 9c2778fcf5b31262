/**
 * First-party analytics (docs/product/analytics-and-campaigns.md).
 * - analytics_salts: one random salt per São Paulo day; the visitor hash is sha256(salt, address,
 *   user agent, site), so a visitor cannot be followed across days and the address is never stored.
 * - analytics_events: raw events, kept `analyticsRetentionDays` (settings) and then deleted.
 * - analytics_daily: the daily rollup, one row per (day, dimension, value, event) with exact daily
 *   unique visitors; analytics_rolled_days says which days it holds.
 * The campaigns' own tables live in src/server/campaigns/schema.ts. The device column is typed by its
 * catalog and checked against it.
 */
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList } from '@server/db/columns';
import { ANALYTICS_EVENTS, deviceClasses } from '@shared/analytics/catalog';
import { valuesOf } from '@shared/catalog/entries';

export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
});

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** São Paulo calendar day of occurred_at. */
    day: date('day').notNull(),
    event: text('event', { enum: ANALYTICS_EVENTS }).notNull(),
    path: text('path').notNull(),
    label: text('label'),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
    utmTerm: text('utm_term'),
    device: text('device', { enum: valuesOf(deviceClasses) }).notNull(),
    browser: text('browser').notNull(),
    /** Daily-salted hash: the same visitor within one day, unlinkable across days. */
    visitor: text('visitor').notNull(),
  },
  (table) => [
    check('analytics_events_device_check', inList('device', valuesOf(deviceClasses))),
    index('analytics_events_day_idx').on(table.day),
  ],
);

export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    /** total | path | referrer | source | medium | campaign | content | term | device | browser */
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    event: text('event').notNull(),
    count: integer('count').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.dimension, table.value, table.event] }),
    index('analytics_daily_dimension_idx').on(table.dimension, table.value, table.day),
  ],
);

export const analyticsRolledDays = pgTable('analytics_rolled_days', {
  day: date('day').primaryKey(),
  rolledAt: createdAt(),
});
