/**
 * The campaign tables (docs/product/analytics-and-campaigns.md): a campaign's slug is its utm_campaign,
 * the key its visits (analytics) and its leads (leads.utm->>'campaign') are counted by; its spend
 * entries add up to what it cost. The channel column is typed by its catalog and checked against it.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList, money, updatedAt } from '@server/db/columns';
import { users } from '@server/db/schema';
import { campaignChannels } from '@shared/campaigns/catalog';
import { valuesOf } from '@shared/catalog/entries';

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** = utm_campaign; kebab-case, unique. */
    slug: text('slug').notNull().unique('campaigns_slug_key'),
    channel: text('channel', { enum: valuesOf(campaignChannels) }).notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    budget: money('budget'),
    notes: text('notes').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('campaigns_channel_check', inList('channel', valuesOf(campaignChannels))),
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
