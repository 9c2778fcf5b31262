/**
 * Deals (docs/product/companies-and-deals.md): an opportunity with a value, a stage of the pipeline
 * (its probability comes from the stage catalog), an owner and, when lost, a reason from the catalog.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '@server/companies/schema';
import { createdAt, inList, money, updatedAt } from '@server/db/columns';
import { leads, users } from '@server/db/schema';
import { valuesOf } from '@shared/catalog/entries';
import { dealLossReasons, dealStages } from '@shared/deals/catalog';

export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The person the deal is with. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    stage: text('stage', { enum: valuesOf(dealStages) })
      .notNull()
      .default('prospeccao'),
    value: money('value').notNull().default('0'),
    expectedCloseDate: date('expected_close_date'),
    lossReason: text('loss_reason', { enum: valuesOf(dealLossReasons) }),
    lossNote: text('loss_note'),
    wonAt: timestamp('won_at', { withTimezone: true }),
    lostAt: timestamp('lost_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('deals_stage_check', inList('stage', valuesOf(dealStages))),
    check(
      'deals_loss_reason_check',
      sql`loss_reason is null or ${inList('loss_reason', valuesOf(dealLossReasons))}`,
    ),
    // A lost deal always says why; only a lost deal has a reason.
    check('deals_lost_reason_check', sql`(stage = 'perdido') = (loss_reason is not null)`),
    check('deals_value_check', sql`value >= 0`),
    index('deals_stage_idx').on(table.stage, table.updatedAt.desc()),
    index('deals_company_idx').on(table.companyId),
    index('deals_lead_idx').on(table.leadId),
    index('deals_owner_idx').on(table.ownerId),
  ],
);
