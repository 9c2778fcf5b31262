/**
 * The proposal tables (docs/product/proposals.md): a proposal with its items and the versions that
 * were sent. Its number comes from document_sequences (PROP-YYYY-NNNN); its status is typed by the
 * catalog's stored statuses and checked against them.
 */
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, money, updatedAt } from '@server/db/columns';
import { leads, projects, users } from '@server/db/schema';
import { deals } from '@server/deals/schema';
import { STORED_PROPOSAL_STATUSES } from '@shared/proposals/catalog';

/** A payment plan instalment: a share of the total (percent) or a fixed amount, and when it is due. */
export type PaymentPlanInstalment = {
  label: string;
  /** Percent of the accepted total; exactly one of percent/amount. */
  percent?: number;
  amount?: string;
  /** Days after acceptance the invoice falls due. */
  dueInDays: number;
};
/** 'instalments': e.g. 50 % na aceitação + 50 % na entrega. 'retainer': a monthly amount for N months. */
export type PaymentPlan =
  | { kind: 'instalments'; instalments: PaymentPlanInstalment[] }
  | { kind: 'retainer'; months: number; dayOfMonth: number };

export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** PROP-YYYY-NNNN, given when the proposal is created. */
    number: text('number').notNull().unique(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    scope: text('scope').notNull().default(''),
    terms: text('terms').notNull().default(''),
    /** Stored statuses only; 'expirada' is computed from valid_until. */
    status: text('status', { enum: STORED_PROPOSAL_STATUSES }).notNull().default('rascunho'),
    version: integer('version').notNull().default(1),
    validUntil: date('valid_until').notNull(),
    paymentPlan: jsonb('payment_plan').$type<PaymentPlan>().notNull(),
    /** Sum of the non-optional items plus the optional items currently ticked. */
    total: money('total').notNull().default('0'),
    /** SHA-256 (hex) of the public link's token; the token itself is shown once and never stored. */
    publicTokenHash: text('public_token_hash').unique(),
    tokenRevokedAt: timestamp('token_revoked_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedDocument: text('accepted_document'),
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    /** SHA-256 of the canonical JSON of exactly what was accepted (items ticked, totals, plan, terms, version). */
    acceptedHash: text('accepted_hash'),
    acceptedSnapshot: jsonb('accepted_snapshot').$type<Record<string, unknown>>(),
    acceptedTotal: money('accepted_total'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The deal this proposal was made for; its acceptance wins the deal (docs/product/companies-and-deals.md). */
    dealId: uuid('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('proposals_status_check', inList('status', STORED_PROPOSAL_STATUSES)),
    index('proposals_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('proposals_status_created_idx').on(table.status, table.createdAt.desc()),
    index('proposals_lead_idx').on(table.leadId),
    index('proposals_owner_idx').on(table.ownerId),
    index('proposals_deal_idx').on(table.dealId),
  ],
);

/**
 * The discount stays within quantity × unit price: CHECK proposal_items_discount_within_line, and
 * proposals.total ≥ 0, are hand-written in drizzle/0006_proposal_money_checks.sql (NOT VALID, so rows
 * saved before them are kept and refused by the server instead).
 */
export const proposalItems = pgTable(
  'proposal_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** The service line (catalogue of services on the landing page) for revenue by service. */
    service: text('service'),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull().default('1'),
    unitPrice: money('unit_price').notNull(),
    /** Discount as an amount on the line. */
    discount: money('discount').notNull().default('0'),
    optional: boolean('optional').notNull().default(false),
    /** For optional items: ticked by the client (or by staff as the default). */
    selected: boolean('selected').notNull().default(true),
  },
  (table) => [index('proposal_items_proposal_idx').on(table.proposalId, table.position)],
);

/** Each version that was sent, frozen: editing a sent proposal starts a new version. */
export const proposalVersions = pgTable(
  'proposal_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('proposal_versions_proposal_version_idx').on(table.proposalId, table.version)],
);
