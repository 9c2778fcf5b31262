/**
 * The activities table (docs/product/activities.md): a call, meeting, e-mail or task with a due time,
 * an owner and the lead, company or deal it is about; closed with an outcome note.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '@server/companies/schema';
import { createdAt, inList, updatedAt } from '@server/db/columns';
import { leads, users } from '@server/db/schema';
import { deals } from '@server/deals/schema';
import { activityKinds } from '@shared/activities/catalog';
import { valuesOf } from '@shared/catalog/entries';

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: valuesOf(activityKinds) }).notNull(),
    title: text('title').notNull(),
    notes: text('notes'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    // A company merge moves its activities to the company kept (companies.ts) before deleting the other.
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    dealId: uuid('deal_id').references(() => deals.id, { onDelete: 'cascade' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    outcome: text('outcome'),
    /** When the owner was reminded (reminders.ts): set once, so each activity notifies once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('activities_kind_check', inList('kind', valuesOf(activityKinds))),
    check(
      'activities_subject_check',
      sql`lead_id is not null or company_id is not null or deal_id is not null`,
    ),
    check('activities_outcome_check', sql`done_at is null or length(trim(coalesce(outcome, ''))) > 0`),
    index('activities_owner_due_idx').on(table.ownerId, table.dueAt),
    index('activities_lead_idx').on(table.leadId, table.dueAt),
    index('activities_company_idx').on(table.companyId, table.dueAt),
    index('activities_deal_idx').on(table.dealId, table.dueAt),
    index('activities_open_due_idx').on(table.dueAt).where(sql`done_at is null and reminded_at is null`),
  ],
);
