/**
 * First-party analytics and campaigns (docs/product/analytics-and-campaigns.md).
 * - analytics_salts: one random salt per São Paulo day; the visitor hash is sha256(salt, address,
 *   user agent, site), so a visitor cannot be followed across days and the address is never stored.
 * - analytics_events: raw events, kept `analyticsRetentionDays` (settings) and then deleted.
 * - analytics_daily: the daily rollup, one row per (day, dimension, value, event) with exact daily
 *   unique visitors; analytics_rolled_days says which days it holds.
 * - campaigns + campaign_spend: a campaign's slug is its utm_campaign.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CHANNEL_VALUES } from '@shared/schemas/campaign';
import { createdAt, inList, money } from './columns';
import { users } from './schema';

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
    event: text('event').notNull(),
    path: text('path').notNull(),
    label: text('label'),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
    utmTerm: text('utm_term'),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    /** Daily-salted hash: the same visitor within one day, unlinkable across days. */
    visitor: text('visitor').notNull(),
  },
  (table) => [
    check('analytics_events_device_check', inList('device', ['mobile', 'tablet', 'desktop'])),
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

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** = utm_campaign; kebab-case, unique. */
    slug: text('slug').notNull().unique('campaigns_slug_key'),
    channel: text('channel').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    budget: money('budget'),
    notes: text('notes').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('campaigns_channel_check', inList('channel', CHANNEL_VALUES)),
    check('campaigns_slug_check', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('campaigns_period_check', sql`ends_on is null or ends_on >= starts_on`),
    check('campaigns_budget_check', sql`budget is null or budget >= 0`),
    index('campaigns_starts_idx').on(table.startsOn.desc(), table.id),
  ],
);

export const campaignSpend = pgTable(
  'campaign_spend',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    spentOn: date('spent_on').notNull(),
    amount: money('amount').notNull(),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('campaign_spend_amount_check', sql`amount > 0`),
    index('campaign_spend_campaign_idx').on(table.campaignId, table.spentOn.desc()),
  ],
);
