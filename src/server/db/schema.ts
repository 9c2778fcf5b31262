/**
 * The database schema (docs/product/README.md, DESIGN.md §4). snake_case columns, uuid ids, timestamptz times.
 * Statuses and roles are text columns typed by, and checked against, the shared catalogs
 * (src/shared/catalog): the check constraints are generated from the catalog arrays, and
 * tests/integration/catalog-schema.test.ts fails when the migrated database drifts from them.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '@server/companies/schema';
import { partners } from '@server/partners/schema';
import { profileRoles, staffRoles } from '@shared/catalog/roles';
import {
  appointmentStatuses,
  leadSources,
  leadStatuses,
  projectStatuses,
  values,
} from '@shared/catalog/statuses';
import {
  CONSENT_CHANNELS,
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentPurpose,
  LEAD_EVENT_KINDS,
  type LeadEventKind,
} from '@shared/schemas/lead-submissions';
import { createdAt, inList, updatedAt } from './columns';
import { nameKey, phoneDigitsOf } from './lead-keys';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// ---------------------------------------------------------------- Better Auth tables
// Property names are the ones Better Auth expects; column names stay snake_case.
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Set when an adm deactivates the account: no sign-in, no session (issue 11). Null = active. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  /** Better Auth's two-factor plugin: true once a TOTP app is confirmed (decision 064). */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** Better Auth's rate-limit counters, kept in PostgreSQL so every server instance shares them. */
export const authRateLimits = pgTable('auth_rate_limits', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Better Auth's two-factor plugin (decision 064): the TOTP secret and the recovery codes, both encrypted
 * with the auth secret; `verified` turns true when the first code is confirmed. The failure count and
 * lock are the plugin's per-account lockout across challenges.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [uniqueIndex('two_factors_user_id_idx').on(table.userId)],
);

// ---------------------------------------------------------------- people and roles
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role').notNull().default('user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('profiles_role_check', inList('role', profileRoles)),
    index('profiles_created_at_idx').on(table.createdAt),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('user_roles_user_role_key').on(table.userId, table.role),
    check('user_roles_role_check', inList('role', staffRoles)),
  ],
);

/** One-time links: invitations (valid 7 days, carry roles) and password resets. Only the token's hash is kept. */
export const accessLinks = pgTable(
  'access_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    /** Invitations: the onboarding contract type (docs/product/okrs-and-onboarding.md); null = the default. */
    contractType: text('contract_type'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  () => [check('access_links_kind_check', inList('kind', ['invite', 'reset']))],
);

// ---------------------------------------------------------------- sales
export type LeadUtm = {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
  referrer?: string;
};
export type LeadConsent = {
  acceptedAt: string;
  policyVersion: string;
  ip: string | null;
  purpose: boolean;
  marketing: boolean;
};
export type ScoreReason = { label: string; points: number; detail?: string };

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    serviceInterest: text('service_interest'),
    message: text('message').notNull().default(''),
    status: text('status', { enum: values(leadStatuses) })
      .notNull()
      .default('new'),
    source: text('source', { enum: values(leadSources) })
      .notNull()
      .default('site'),
    score: integer('score'),
    scoreReasons: jsonb('score_reasons').$type<ScoreReason[]>(),
    /** Chat lead profile or questionnaire answers, as captured. */
    profile: jsonb('profile').$type<Record<string, unknown>>(),
    utm: jsonb('utm').$type<LeadUtm>(),
    /**
     * Deprecated (decision 012): the last consent, overwritten on each submission. The history lives
     * in consent_events (its migration copied these values there); nothing reads or writes this
     * column any more, and a later migration drops it once that copy has run everywhere.
     */
    consent: jsonb('consent').$type<LeadConsent>(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The partner whose referral brought this lead (set only when the lead is created; docs/product/partners.md). */
    partnerId: uuid('partner_id').references((): AnyPgColumn => partners.id, { onDelete: 'set null' }),
    referredAt: timestamp('referred_at', { withTimezone: true }),
    /** The company this person works for (docs/product/companies-and-deals.md). */
    companyId: uuid('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the CRM search matches (docs/product/leads.md: name, e-mail, company, service interest), lower-cased
     * once on write. The trigram index rechecks this stored text instead of recomputing lower() of
     * the concatenation for every candidate row, which was most of a search's time.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || email || ' ' || coalesce(company, '') || ' ' || coalesce(service_interest, ''))`,
    ),
  },
  (table) => [
    check('leads_status_check', inList('status', values(leadStatuses))),
    check('leads_source_check', inList('source', values(leadSources))),
    index('leads_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('leads_status_created_at_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('leads_source_created_at_idx').on(table.source, table.createdAt.desc()),
    index('leads_owner_idx').on(table.ownerId),
    index('leads_partner_idx').on(table.partnerId, table.createdAt.desc()),
    index('leads_company_idx').on(table.companyId),
    index('leads_email_lower_idx').on(sql`lower(${table.email})`),
    index('leads_phone_digits_idx').on(sql`regexp_replace(coalesce(${table.phone}, ''), '\\D', '', 'g')`),
    index('leads_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // Decision 056: a search by part of a phone, and the 'mesmo nome' check of possible duplicates.
    index('leads_phone_digits_trgm_idx').using('gin', sql`${phoneDigitsOf(table.phone)} gin_trgm_ops`),
    index('leads_name_key_idx').on(nameKey(table.name)),
  ],
);

export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('lead_notes_lead_idx').on(table.leadId, table.createdAt)],
);

/**
 * The lead's timeline of public submissions and what staff did with them (decision 012), append-only:
 * a questionnaire, booking, chat or import that meets an existing lead lands here instead of
 * overwriting it; its `changes` (contact data that differs) are suggestions staff apply or dismiss,
 * recorded as later events pointing at it (`payload.eventId`).
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LeadEventKind>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Staff member behind the event; null for visitors. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('lead_events_kind_check', inList('kind', LEAD_EVENT_KINDS)),
    index('lead_events_lead_idx').on(table.leadId, table.createdAt.desc()),
  ],
);

/**
 * Consent history (LGPD art. 8): one append-only row per consent given or withheld/withdrawn, per
 * purpose. The current state of a purpose is its latest row.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    policyVersion: text('policy_version').notNull(),
    channel: text('channel').$type<ConsentChannel>().notNull(),
    granted: boolean('granted').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The staff member who recorded it (import, staff action); null when the person gave it. */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('consent_events_purpose_check', inList('purpose', CONSENT_PURPOSES)),
    check('consent_events_channel_check', inList('channel', CONSENT_CHANNELS)),
    index('consent_events_lead_idx').on(table.leadId, table.createdAt.desc()),
  ],
);

/** Chat-bot leads (docs/product/README.md view leads_coder): one pipeline, a view over leads from the chat. */
export const leadsCoder = pgView('leads_coder', {
  id: uuid('id').notNull(),
  nome: text('nome').notNull(),
  email: text('email').notNull(),
  telefone: text('telefone'),
  interesse: text('interesse'),
  origem: text('origem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).as(
  sql`select id, name as nome, email, phone as telefone, service_interest as interesse, source as origem, created_at from leads where source = 'chat'`,
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    clientId: uuid('client_id').references(() => leads.id, { onDelete: 'set null' }),
    budget: numeric('budget', { precision: 12, scale: 2 }),
    startDate: date('start_date'),
    endDate: date('end_date'),
    status: text('status', { enum: values(projectStatuses) })
      .notNull()
      .default('proposal'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('projects_status_check', inList('status', values(projectStatuses))),
    check('projects_dates_check', sql`end_date is null or start_date is null or end_date >= start_date`),
    index('projects_created_at_idx').on(table.createdAt.desc()),
    index('projects_client_idx').on(table.clientId),
    index('projects_status_idx').on(table.status),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    appointmentDate: timestamp('appointment_date', { withTimezone: true }),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    status: text('status', { enum: values(appointmentStatuses) })
      .notNull()
      .default('scheduled'),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    /** The client address a public booking came from (caps upcoming bookings per address). */
    clientIp: text('client_ip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('appointments_status_check', inList('status', values(appointmentStatuses))),
    index('appointments_date_idx').on(table.appointmentDate.desc()),
    index('appointments_lead_idx').on(table.leadId),
    // Two scheduled appointments can never share a slot, whatever the callers race.
    uniqueIndex('appointments_slot_key').on(table.appointmentDate).where(sql`status = 'scheduled'`),
  ],
);

// ---------------------------------------------------------------- content
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    excerpt: text('excerpt'),
    content: text('content').notNull().default(''),
    coverImage: text('cover_image'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('blog_posts_created_at_idx').on(table.createdAt.desc()),
    index('blog_posts_published_idx').on(table.published, table.publishedAt.desc()),
  ],
);

/** Uploaded files live in the database so every server instance serves them. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  filename: text('filename').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- system
/** One row per recipient: each staff member reads and marks their own. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    type: text('type').notNull().default('info'),
    priority: text('priority').notNull().default('low'),
    status: text('status').notNull().default('unread'),
    link: text('link'),
    /**
     * The lead the notification is about, if any: how an LGPD anonymisation finds it by reference
     * (docs/product/privacy-lgpd.md), never by the words of its text.
     */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When it was e-mailed ('Notificações por Email'); set once, so only one server sends it. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    check('notifications_status_check', inList('status', ['unread', 'read'])),
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_lead_idx').on(table.leadId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id').notNull(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('chat_messages_role_check', inList('role', ['user', 'assistant'])),
    index('chat_messages_session_idx').on(table.sessionId, table.createdAt),
    index('chat_messages_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc()),
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.createdAt.desc()),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt.desc()),
  ],
);

/** Fixed-window counters for public forms and the chat, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
