/**
 * Where a person's data lives, for the export (art. 18 II/V) and the anonymisation (art. 18 IV/VI)
 * (docs/product/privacy-lgpd.md).
 *
 * Two layers, so a table cannot be forgotten:
 * 1. PERSONAL_TABLES, a registry: for each table that holds personal data, how to find the person's
 *    rows (export) and what each personal column becomes (anonymisation). Rows are kept, so counts,
 *    statuses, dates and amounts still add up in the KPIs.
 * 2. The sweep: after the registry ran, every text/varchar/jsonb column of every table (read from
 *    information_schema at run time, so a table added tomorrow is covered) has the person's name,
 *    e-mail and phone (any formatting) replaced by '[removido]' — notification texts, audit before/after,
 *    appointment titles, chat summaries. Only the staff identity tables are left out (ACCOUNT_TABLES).
 * tests/integration/privacy.test.ts fails when a table with text columns is in neither list below.
 */
import { type SQL, sql } from 'drizzle-orm';
import { CHAT_LEAD_FALLBACK_NAME } from '@server/chat/lead-capture';
import { type Db, queryRows } from '@server/db/client';

export const ANONYMIZED_NAME = 'Titular anonimizado';
export const REMOVED = '[removido]';
export const ANONYMIZED_EMAIL_DOMAIN = 'anonimizado.invalid';

/** The person's rows: lead ids found by e-mail, plus the ids of rows that hang off them. */
export type PersonScope = { email: string; leadIds: string[] };

type Entry = {
  table: string;
  /** Rows of this person (alias-free SQL on the table's own columns). */
  where: (scope: PersonScope) => SQL;
  /** column → SQL expression it becomes; empty = exported only (the sweep still cleans its text). */
  anonymize: Record<string, SQL>;
  /** Export order (default created_at). */
  orderBy?: string;
};

const ids = (list: string[]) =>
  list.length
    ? sql`(${sql.join(
        list.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`(null::uuid)`;
const byLead = (scope: PersonScope) => sql`lead_id in ${ids(scope.leadIds)}`;
const leadIdsText = (scope: PersonScope) =>
  scope.leadIds.length
    ? sql`array[${sql.join(
        scope.leadIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]`
    : sql`array[]::text[]`;
/** Keys the audit log's before/after and the timelines keep personal data under. */
const PERSONAL_KEYS = sql`array['name','email','phone','company','message','contact','changes','answers','profile','document','legalName','legal_name','billingEmail','street','number','complement','district','cep','acceptedName','acceptedDocument','acceptedIp','acceptedUserAgent','ip','userAgent','notes','content','summary']::text[]`;

export const PERSONAL_TABLES: readonly Entry[] = [
  {
    table: 'leads',
    where: (scope) => sql`id in ${ids(scope.leadIds)}`,
    anonymize: {
      name: sql`${ANONYMIZED_NAME}`,
      email: sql`'anonimizado+' || left(id::text, 8) || ${`@${ANONYMIZED_EMAIL_DOMAIN}`}`,
      phone: sql`null`,
      company: sql`null`,
      message: sql`''`,
      profile: sql`null`,
      consent: sql`null`,
      utm: sql`case when utm is null then null else utm - 'referrer' end`,
    },
  },
  { table: 'lead_notes', where: byLead, anonymize: { content: sql`'[anotação anonimizada]'` } },
  { table: 'lead_events', where: byLead, anonymize: { payload: sql`payload - ${PERSONAL_KEYS}` } },
  { table: 'consent_events', where: byLead, anonymize: { ip: sql`null`, user_agent: sql`null` } },
  // Decision 048: the lead's other e-mails and phones (unique per lead, so each keeps a distinct marker).
  {
    table: 'lead_contacts',
    where: byLead,
    orderBy: 'first_seen_at',
    anonymize: { value: sql`'[removido-' || left(id::text, 8) || ']'` },
  },
  // Both leads as they were before a merge into this lead.
  {
    table: 'lead_merges',
    where: (scope) => sql`kept_lead_id in ${ids(scope.leadIds)}`,
    anonymize: { kept_before: sql`'{}'::jsonb`, merged_before: sql`'{}'::jsonb` },
  },
  {
    table: 'appointments',
    where: (scope) => sql`(${byLead(scope)} or lower(email) = ${scope.email})`,
    anonymize: {
      name: sql`${ANONYMIZED_NAME}`,
      email: sql`null`,
      phone: sql`null`,
      client_ip: sql`null`,
      description: sql`null`,
    },
  },
  {
    table: 'chat_messages',
    // The whole conversation: the assistant's turns repeat what the person said.
    where: (scope) =>
      sql`session_id in (select session_id from chat_messages where lead_id in ${ids(scope.leadIds)})`,
    anonymize: { content: sql`'[mensagem anonimizada]'` },
  },
  {
    table: 'notifications',
    where: (scope) =>
      sql`exists (select 1 from unnest(${leadIdsText(scope)}) as lead(id) where notifications.link like '%' || lead.id || '%')`,
    anonymize: { message: sql`''` },
  },
  {
    table: 'audit_log',
    where: (scope) =>
      sql`(entity_id = any(${leadIdsText(scope)}) or entity_id in (
        select id::text from appointments where lead_id in ${ids(scope.leadIds)} or lower(email) = ${scope.email}
        union all select id::text from proposals where lead_id in ${ids(scope.leadIds)}))`,
    anonymize: {
      before: sql`case when jsonb_typeof(before) = 'object' then before - ${PERSONAL_KEYS} else before end`,
      after: sql`case when jsonb_typeof(after) = 'object' then after - ${PERSONAL_KEYS} else after end`,
    },
  },
  {
    table: 'billing_profiles',
    orderBy: 'lead_id',
    where: (scope) => sql`(${byLead(scope)} or lower(billing_email) = ${scope.email})`,
    anonymize: {
      document: sql`${REMOVED}`,
      legal_name: sql`${ANONYMIZED_NAME}`,
      municipal_registration: sql`null`,
      billing_email: sql`null`,
      cep: sql`null`,
      street: sql`null`,
      number: sql`null`,
      complement: sql`null`,
      district: sql`null`,
    },
  },
  {
    table: 'proposals',
    where: byLead,
    anonymize: {
      accepted_name: sql`case when accepted_name is null then null else ${ANONYMIZED_NAME} end`,
      accepted_document: sql`null`,
      accepted_ip: sql`null`,
      accepted_user_agent: sql`null`,
      accepted_snapshot: sql`null`,
    },
  },
  {
    table: 'proposal_versions',
    where: (scope) => sql`proposal_id in (select id from proposals where lead_id in ${ids(scope.leadIds)})`,
    anonymize: {},
  },
  { table: 'invoices', where: byLead, anonymize: {} },
  { table: 'payments', where: byLead, anonymize: {} },
  { table: 'recurring_invoices', where: byLead, anonymize: {} },
  { table: 'projects', where: (scope) => sql`client_id in ${ids(scope.leadIds)}`, anonymize: {} },
];

/**
 * Tables with text columns but no data about leads/visitors. A table in neither this list, the registry
 * nor ACCOUNT_TABLES fails the privacy test until someone decides where it belongs.
 */
export const TABLES_WITHOUT_PERSONAL_DATA: readonly string[] = [
  'settings',
  'rate_limits',
  'blog_posts',
  'files',
  'document_sequences',
  'proposal_items',
  'invoice_items',
  'sales_goals',
  'expenses',
  'bank_statement_lines',
  'payment_allocations',
  'privacy_requests',
  'privacy_tokens',
  'invoice_reminders',
  // Decision 048: which two leads may be one person, and why (ids and reasons only).
  'lead_duplicates',
  // Cookieless analytics keep no address, user agent or query string (docs/product/analytics-and-campaigns.md).
  'analytics_salts',
  'analytics_events',
  'analytics_daily',
  'analytics_rolled_days',
  'campaigns',
  'campaign_spend',
  // The team's own work (staff data); a lead's name typed in a task or comment is still swept.
  'tasks',
  'task_assignees',
  'task_comments',
  'user_rates',
  'project_team_settings',
  'timesheet_weeks',
  'time_entries',
  'okr_objectives',
  'okr_key_results',
  'okr_checkins',
  'onboarding_templates',
  'onboarding_template_activities',
  'onboardings',
  'onboarding_activities',
  'assets',
  'asset_versions',
  // Partners are business contacts managed in Parceiros, not leads; a referred lead's name in a
  // commission's description is still swept.
  'partners',
  'partner_agreements',
  'partner_referral_links',
  'partner_commissions',
  'partner_documents',
  'partner_document_versions',
];
/** Staff and visitor accounts: managed in Usuários, not by a lead's anonymisation, and never swept. */
export const ACCOUNT_TABLES: readonly string[] = [
  'users',
  'accounts',
  'sessions',
  'verifications',
  'profiles',
  'user_roles',
  'access_links',
  'auth_rate_limits',
];
const NOT_SWEPT = new Set([
  ...ACCOUNT_TABLES,
  'settings',
  'rate_limits',
  'privacy_requests',
  'privacy_tokens',
]);

export async function existingTables(db: Db): Promise<Set<string>> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  return new Set(rows.map((row) => row.table_name));
}

/** The lead ids of an e-mail (case-insensitive), oldest first. */
export async function scopeOf(db: Db, email: string): Promise<PersonScope> {
  const normalized = email.trim().toLowerCase();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from leads where lower(email) = ${normalized} order by created_at`,
  );
  return { email: normalized, leadIds: rows.map((row) => row.id) };
}

/** Everything held about the person, table by table (the tables that exist in this database). */
export async function exportPersonalData(db: Db, scope: PersonScope) {
  const present = await existingTables(db);
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const entry of PERSONAL_TABLES) {
    if (!present.has(entry.table)) continue;
    tables[entry.table] = await queryRows<Record<string, unknown>>(
      db,
      sql`select * from ${sql.identifier(entry.table)} where ${entry.where(scope)} order by ${sql.identifier(entry.orderBy ?? 'created_at')}`,
    );
  }
  // Consent rows are kept by the trigger (and exported) with the lead; the search text is derived.
  for (const lead of tables.leads ?? []) delete lead.search_text;
  return tables;
}

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phone's national digits as a pattern that accepts any separators ('(11) 98888-7777', '+55 11 ...'). */
function phonePattern(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length < 8) return null;
  return digits.split('').join('[^0-9a-z]{0,3}');
}

export type Needles = { names: string[]; emails: string[]; phones: string[] };

/** The name, e-mail and phone values the person's rows hold, before the registry replaces them. */
export async function collectNeedles(
  db: Db,
  scope: PersonScope,
  extra: Partial<Needles> = {},
): Promise<Needles> {
  const present = await existingTables(db);
  const names = new Set<string>(extra.names ?? []);
  const emails = new Set<string>([scope.email, ...(extra.emails ?? [])]);
  const phones = new Set<string>(extra.phones ?? []);
  const add = (row: { name?: unknown; email?: unknown; phone?: unknown }) => {
    if (typeof row.name === 'string') names.add(row.name);
    if (typeof row.email === 'string') emails.add(row.email);
    if (typeof row.phone === 'string') phones.add(row.phone);
  };
  const leadRows = await queryRows<{ name: string; email: string; phone: string | null }>(
    db,
    sql`select name, email, phone from leads where id in ${ids(scope.leadIds)}`,
  );
  leadRows.forEach(add);
  const contacts = await queryRows<{ name: string | null; email: string | null; phone: string | null }>(
    db,
    sql`select payload->'contact'->>'name' as name, payload->'contact'->>'email' as email,
               payload->'contact'->>'phone' as phone
        from lead_events where lead_id in ${ids(scope.leadIds)} and payload ? 'contact'`,
  );
  contacts.forEach(add);
  const appointments = await queryRows<{ name: string | null; email: string | null; phone: string | null }>(
    db,
    sql`select name, email, phone from appointments where lead_id in ${ids(scope.leadIds)} or lower(email) = ${scope.email}`,
  );
  appointments.forEach(add);
  if (present.has('billing_profiles')) {
    const billing = await queryRows<{ name: string; email: string | null; document: string }>(
      db,
      sql`select legal_name as name, billing_email as email, document from billing_profiles
          where lead_id in ${ids(scope.leadIds)} or lower(billing_email) = ${scope.email}`,
    );
    for (const row of billing) {
      add(row);
      if (row.document) phones.add(row.document);
    }
  }
  const usable = (value: string) => value.trim().length >= 5 && value.trim() !== CHAT_LEAD_FALLBACK_NAME;
  return {
    names: [...names].filter(usable).filter((name) => name !== ANONYMIZED_NAME),
    emails: [...emails].filter(usable).filter((email) => !email.endsWith(`@${ANONYMIZED_EMAIL_DOMAIN}`)),
    phones: [...phones].filter((phone) => phone.replace(/\D/g, '').length >= 8),
  };
}

/**
 * One case-insensitive PostgreSQL pattern for every needle (names match across any whitespace). Each
 * needle stands alone: 'Ana Paula' is not cleaned out of 'Mariana Paulada', nor a phone out of a
 * longer number. The guards are ASCII on purpose: an accented neighbour never blocks a match, so a
 * doubt cleans text rather than leaving the person's data in it.
 */
export function needlePattern(needles: Needles): string | null {
  const word = (body: string) => `(?<![a-z0-9])${body}(?![a-z0-9])`;
  const parts = [
    ...needles.names.map((name) => word(escapeRegex(name.trim()).replace(/\s+/g, '\\s+'))),
    ...needles.emails.map((email) => `(?<![a-z0-9._%+-])${escapeRegex(email.trim())}(?![a-z0-9])`),
    ...needles.phones
      .map(phonePattern)
      .filter((pattern): pattern is string => Boolean(pattern))
      .map((pattern) => `(?<![0-9])${pattern}(?![0-9])`),
  ];
  return parts.length ? parts.map((part) => `(?:${part})`).join('|') : null;
}

type TextColumn = { table_name: string; column_name: string; data_type: string };

export async function textColumns(db: Db): Promise<TextColumn[]> {
  return queryRows<TextColumn>(
    db,
    sql`select c.table_name, c.column_name, c.data_type
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'jsonb', 'json')
          and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
}

/** Replaces every match of the pattern in every swept text column; returns how many cells changed. */
export async function sweep(db: Db, pattern: string): Promise<number> {
  let changed = 0;
  for (const column of await textColumns(db)) {
    if (NOT_SWEPT.has(column.table_name)) continue;
    const table = sql.identifier(column.table_name);
    const col = sql.identifier(column.column_name);
    const json = column.data_type === 'jsonb' || column.data_type === 'json';
    const cast =
      column.data_type === 'jsonb' ? sql`::jsonb` : column.data_type === 'json' ? sql`::json` : sql``;
    const source = json ? sql`${col}::text` : col;
    const rows = await queryRows<{ n: number }>(
      db,
      sql`with changed as (
            update ${table} set ${col} = regexp_replace(${source}, ${pattern}, ${REMOVED}, 'gi')${cast}
            where ${source} ~* ${pattern} returning 1)
          select count(*)::int as n from changed`,
    );
    changed += rows[0]?.n ?? 0;
  }
  return changed;
}

export type AnonymizeResult = {
  leads: number;
  rows: Record<string, number>;
  swept: number;
  needles: Needles;
};

/**
 * Anonymises the person's rows (registry), then sweeps every text column for their name, e-mail and
 * phone. One transaction: a failure leaves nothing half-done.
 */
export async function anonymizePerson(
  db: Db,
  scope: PersonScope,
  extra: Partial<Needles> = {},
  /** false: the caller sweeps later for many people at once (retention), with the returned needles. */
  options: { sweep?: boolean } = {},
): Promise<AnonymizeResult> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const needles = await collectNeedles(t, scope, extra);
    const present = await existingTables(t);
    const rows: Record<string, number> = {};
    // Rows are matched before any of them changes (the audit_log entry finds appointments by e-mail).
    for (const entry of [...PERSONAL_TABLES].reverse()) {
      if (!present.has(entry.table) || !Object.keys(entry.anonymize).length) continue;
      const sets = sql.join(
        Object.entries(entry.anonymize).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
        sql`, `,
      );
      const result = await queryRows<{ n: number }>(
        t,
        sql`with changed as (update ${sql.identifier(entry.table)} set ${sets} where ${entry.where(scope)} returning 1)
            select count(*)::int as n from changed`,
      );
      rows[entry.table] = result[0]?.n ?? 0;
    }
    await tx.execute(sql`delete from privacy_tokens where lower(email) = ${scope.email}`);
    const pattern = options.sweep === false ? null : needlePattern(needles);
    const swept = pattern ? await sweep(t, pattern) : 0;
    return { leads: scope.leadIds.length, rows, swept, needles };
  });
}
