/**
 * The partner tables (issue 17, docs/product/partners.md): partners, their agreements, one-time
 * referral links, commissions accrued from the money received, and contract documents with versions.
 * Leads carry `partner_id` and `referred_at` (src/server/db/schema.ts) when a partner's referral
 * brought them. Catalog columns are typed by their catalog and checked against it.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, money, updatedAt } from '@server/db/columns';
import { files, leads, users } from '@server/db/schema';
import { paymentAllocations } from '@server/payments/schema';
import { valuesOf } from '@shared/catalog/entries';
import { personTypes } from '@shared/catalog/finance';
import {
  agreementKinds,
  agreementStatuses,
  commissionStatuses,
  partnerStatuses,
  signatureStatuses,
} from '@shared/partners/catalog';

export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Person's or company's name. */
    name: text('name').notNull(),
    personType: text('person_type', { enum: valuesOf(personTypes) }).notNull(),
    /** CPF or CNPJ (alphanumeric included), clean and upper case. */
    document: text('document').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    pixKey: text('pix_key'),
    status: text('status', { enum: valuesOf(partnerStatuses) })
      .notNull()
      .default('ativo'),
    /** Upper case, unique: the `?ref=` of the partner's links. */
    code: text('code').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('partners_person_type_check', inList('person_type', personTypes)),
    check('partners_status_check', inList('status', partnerStatuses)),
    uniqueIndex('partners_code_idx').on(table.code),
    uniqueIndex('partners_document_idx').on(table.document),
    index('partners_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

export const partnerAgreements = pgTable(
  'partner_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: valuesOf(agreementKinds) }).notNull(),
    /** For 'percentual': percent of each amount received (0.01–100). */
    percent: numeric('percent', { precision: 5, scale: 2 }),
    /** For 'fixo': amount per deal won. */
    fixedAmount: money('fixed_amount'),
    /** For 'percentual': payments received within this many months of the lead's first payment. */
    recurringMonths: integer('recurring_months').notNull().default(12),
    /** A visit counts when the lead converts within this many days of it. */
    attributionDays: integer('attribution_days').notNull().default(30),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until'),
    status: text('status', { enum: valuesOf(agreementStatuses) })
      .notNull()
      .default('ativo'),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('partner_agreements_kind_check', inList('kind', agreementKinds)),
    check('partner_agreements_status_check', inList('status', agreementStatuses)),
    check(
      'partner_agreements_terms_check',
      sql`(kind = 'percentual' and percent > 0 and percent <= 100) or (kind = 'fixo' and fixed_amount > 0)`,
    ),
    // One active agreement per partner at a time.
    uniqueIndex('partner_agreements_one_active_idx').on(table.partnerId).where(sql`status = 'ativo'`),
    index('partner_agreements_partner_idx').on(table.partnerId, table.validFrom.desc()),
  ],
);

/** One-time links a partner uses to submit a lead (/indicar/:token). Only the token's SHA-256 is kept. */
export const partnerReferralLinks = pgTable(
  'partner_referral_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('partner_referral_links_partner_idx').on(table.partnerId, table.createdAt.desc())],
);

/**
 * Commission entries, computed from the data by accrueCommissions (src/server/partners/commissions.ts).
 * `source_key` makes accrual idempotent: 'alloc:<payment_allocation id>' for a share of money received
 * (negative for a refund), 'won:<lead id>' for a fixed amount per deal won.
 */
export const partnerCommissions = pgTable(
  'partner_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => partnerAgreements.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    allocationId: uuid('allocation_id').references(() => paymentAllocations.id, { onDelete: 'set null' }),
    /** The amount received (or refunded) the entry is a share of; null for a fixed amount. */
    baseAmount: money('base_amount'),
    amount: money('amount').notNull(),
    description: text('description').notNull().default(''),
    /** First day of the statement's month (São Paulo) the entry belongs to. */
    statementMonth: date('statement_month').notNull(),
    status: text('status', { enum: valuesOf(commissionStatuses) })
      .notNull()
      .default('pendente'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    paidOn: date('paid_on'),
    pixReference: text('pix_reference'),
    createdAt: createdAt(),
  },
  (table) => [
    check('partner_commissions_status_check', inList('status', commissionStatuses)),
    uniqueIndex('partner_commissions_source_idx').on(table.sourceKey),
    index('partner_commissions_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('partner_commissions_partner_idx').on(table.partnerId, table.statementMonth),
    index('partner_commissions_lead_idx').on(table.leadId),
  ],
);

/** A contract (or other document) with a partner; each upload is a version, the latest is current. */
export const partnerDocuments = pgTable(
  'partner_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    signatureStatus: text('signature_status', { enum: valuesOf(signatureStatuses) })
      .notNull()
      .default('pendente'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('partner_documents_signature_check', inList('signature_status', signatureStatuses)),
    index('partner_documents_partner_idx').on(table.partnerId, table.createdAt.desc()),
  ],
);

export const partnerDocumentVersions = pgTable(
  'partner_document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => partnerDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('partner_document_versions_idx').on(table.documentId, table.version)],
);
