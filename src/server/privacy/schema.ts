/**
 * The LGPD tables (docs/product/privacy-lgpd.md): the data-subject requests of the adm queue and the
 * one-time links e-mailed to the person. Type, status and link kind are typed by the catalog and
 * checked against it.
 */
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList } from '@server/db/columns';
import { users } from '@server/db/schema';
import {
  PRIVACY_REQUEST_STATUSES,
  PRIVACY_REQUEST_TYPES,
  PRIVACY_TOKEN_KINDS,
} from '@shared/privacy/catalog';

export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: PRIVACY_REQUEST_TYPES }).notNull(),
    status: text('status', { enum: PRIVACY_REQUEST_STATUSES }).notNull().default('nao_verificada'),
    /** As typed, lower-cased: how the person's data is found. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    details: text('details').notNull().default(''),
    ip: text('ip'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    /** How staff confirmed the identity ('ligação para o telefone do cadastro'), or 'link'. */
    verificationNote: text('verification_note'),
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('privacy_requests_type_check', inList('type', PRIVACY_REQUEST_TYPES)),
    check('privacy_requests_status_check', inList('status', PRIVACY_REQUEST_STATUSES)),
    index('privacy_requests_status_created_idx').on(table.status, table.createdAt),
    index('privacy_requests_email_idx').on(table.email),
  ],
);

export const privacyTokens = pgTable(
  'privacy_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** PRIVACY_TOKEN_KINDS: 'verify', 'unsubscribe' or 'consent' (src/shared/privacy/catalog.ts). */
    kind: text('kind', { enum: PRIVACY_TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    requestId: uuid('request_id').references(() => privacyRequests.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('privacy_tokens_kind_check', inList('kind', PRIVACY_TOKEN_KINDS)),
    index('privacy_tokens_email_idx').on(table.email),
  ],
);
