/**
 * Where a person's data lives, classified by HOW a row belongs to a person (docs/product/privacy-lgpd.md,
 * decision 051). Every table of the database is in exactly one class; tests/integration/privacy.test.ts
 * fails on a table in none, and on a foreign key to leads that no entry follows.
 *
 * - PERSONAL_TABLES: rows found by reference — a column holding one of the person's lead ids, a row of
 *   an earlier entry (a proposal's versions), the person's account (user id), the verified e-mail of
 *   their request, or an audit entry about one of those rows. Each personal column says what it becomes.
 *   Free text is cleaned only in these rows and only of the person's own values (cleaner.ts).
 * - ACCOUNT_TABLES: staff and visitor accounts, managed in Usuários.
 * - REQUEST_TABLES: the LGPD requests themselves, scrubbed when the request closes (requests.ts).
 * - TABLES_WITHOUT_PERSONAL_DATA: no data about leads or visitors (with the reason).
 */
import { TRUSTED_CONTACT_SOURCES } from '@shared/catalog/lead-identity';
import { ANONYMIZED_EMAIL_DOMAIN, ANONYMIZED_NAME, pseudonymizeIp, REMOVED } from './cleaner';

/**
 * How rows of a table belong to the person (any link matches):
 * - lead: the column holds one of the person's lead ids;
 * - row: the column holds the key of a row of `table` found earlier for this person;
 * - user: the column holds the id of the person's own account (same verified e-mail);
 * - email: the column equals (case-insensitively) one of the person's e-mails: the verified e-mail of
 *   the request, or one their leads hold (their own, or another contact the team vouched for;
 *   personEmails in erasure.ts);
 * - sibling: the column's value is shared with a row matched by the other links (a chat session);
 * - audit: the entry's entity and entity id name a row found for this person (see `auditEntity`).
 */
export type Link =
  | { to: 'lead'; column: string }
  | { to: 'row'; column: string; table: string }
  | { to: 'user'; column: string }
  | { to: 'email'; column: string }
  | { to: 'sibling'; column: string }
  | { to: 'audit' };

/**
 * Which person's values clean a column: 'trusted' = the lead's own fields, billing profile, acceptance,
 * the verified e-mail; 'submitted' adds what was typed in forms under the person's e-mail or lead (a
 * booking's name). Legal and business records (proposals, invoices, projects) use 'trusted' only, so
 * a word someone planted through a public form never edits them.
 */
export type Tier = 'trusted' | 'submitted';
export type Row = Record<string, unknown>;

export type Rule =
  | { kind: 'set'; value: (row: Row) => unknown }
  | { kind: 'text'; tier: Tier }
  | { kind: 'json'; tier: Tier; dropKeys?: readonly string[] }
  | { kind: 'link'; tier: Tier };

/** Columns of the person's rows that feed their values (cleaner.ts); 'payload.contact.name' reads inside JSON. */
export type ValueSources = {
  tier: Tier;
  /** Only rows for which this holds. */
  when?: (row: Row) => boolean;
  names?: string[];
  emails?: string[];
  codes?: string[];
  ips?: string[];
  texts?: string[];
};

export type Entry = {
  table: string;
  /** PT-BR name shown in the preview. */
  label: string;
  /** Primary key column (uuid); default 'id'. */
  key?: string;
  links: Link[];
  /** Audit entries with one of these entity names and this row's key are about the person. */
  auditEntity?: string[];
  /**
   * Audit entries with one of these entity names whose entity id is this row's `column` are about the
   * person too: a lead merged into theirs is gone from `leads`, its old entries are named by lead_merges.
   */
  auditIds?: { column: string; entities: string[] }[];
  values?: ValueSources[];
  /** column → what it becomes (only columns that can hold personal data). */
  columns: Record<string, Rule>;
  /** The person's rows are deleted instead (privacy tokens: links that only serve the person). */
  deleteRows?: true;
  /** In the art. 18 export (default true; internal work notes are cleaned but not exported). */
  exported?: boolean;
};

const set = (value: (row: Row) => unknown): Rule => ({ kind: 'set', value });
const constant = (value: unknown) => set(() => value);
const ifPresent = (value: unknown) => (column: string) => set((row) => (row[column] == null ? null : value));
const text = (tier: Tier): Rule => ({ kind: 'text', tier });
/** lead_merges' snapshots of the two leads (and their billing profiles) as they were. */
const BEFORE_MERGE = ['kept_before', 'merged_before'] as const;
/** A contact staff typed or a merge kept (vouched for), not one a visitor typed. */
const vouched = (row: Row) => (TRUSTED_CONTACT_SOURCES as readonly unknown[]).includes(row.source);
const json = (tier: Tier, dropKeys?: readonly string[]): Rule => ({ kind: 'json', tier, dropKeys });

/** Keys of a submission's payload that hold what the person typed (lead_events). */
export const SUBMISSION_KEYS = [
  'name',
  'email',
  'phone',
  'company',
  'message',
  'contact',
  'changes',
  'answers',
  'profile',
  'note',
  // a suggestion applied: the contact fields before and after
  'before',
  'after',
] as const;

export const PERSONAL_TABLES: readonly Entry[] = [
  {
    table: 'leads',
    label: 'Leads',
    links: [{ to: 'lead', column: 'id' }],
    auditEntity: ['lead', 'billing_profile'],
    values: [
      {
        tier: 'trusted',
        names: ['name', 'company'],
        emails: ['email'],
        codes: ['phone'],
        texts: ['message'],
      },
    ],
    columns: {
      name: constant(ANONYMIZED_NAME),
      email: set((row) => `anonimizado+${String(row.id).slice(0, 8)}@${ANONYMIZED_EMAIL_DOMAIN}`),
      phone: constant(null),
      company: constant(null),
      message: constant(''),
      profile: constant(null),
      consent: constant(null),
      score_reasons: json('submitted'),
      utm: set((row) => {
        const utm = row.utm as Record<string, unknown> | null;
        if (!utm || typeof utm !== 'object') return utm ?? null;
        const { referrer: _referrer, ...rest } = utm;
        return rest;
      }),
    },
  },
  {
    table: 'lead_notes',
    label: 'Anotações do lead',
    links: [{ to: 'lead', column: 'lead_id' }],
    values: [{ tier: 'trusted', texts: ['content'] }],
    columns: { content: constant('[anotação anonimizada]') },
  },
  {
    // Issue 28: calls, meetings, e-mails and tasks about the lead; staff wrote them, so the lead's own
    // values are cleaned out of the text (as in lead_notes), the rows stay as the team's history.
    table: 'activities',
    label: 'Atividades sobre o lead',
    links: [{ to: 'lead', column: 'lead_id' }],
    auditEntity: ['activity'],
    values: [{ tier: 'trusted', texts: ['title', 'notes', 'outcome'] }],
    columns: { title: text('trusted'), notes: text('trusted'), outcome: text('trusted') },
  },
  {
    table: 'lead_events',
    label: 'Linha do tempo do lead (envios de formulários)',
    links: [{ to: 'lead', column: 'lead_id' }],
    values: [
      {
        tier: 'submitted',
        names: ['payload.contact.name', 'payload.before.name', 'payload.after.name'],
        emails: ['payload.contact.email', 'payload.before.email', 'payload.after.email'],
        codes: ['payload.contact.phone', 'payload.before.phone', 'payload.after.phone'],
      },
    ],
    columns: { payload: json('submitted', SUBMISSION_KEYS) },
  },
  {
    // The legal record of consent stays (what, when, which policy, which channel); who stops being
    // identifiable: the lead it points to is anonymised, the address keeps only its network.
    table: 'consent_events',
    label: 'Histórico de consentimentos',
    links: [{ to: 'lead', column: 'lead_id' }],
    values: [{ tier: 'trusted', ips: ['ip'] }],
    columns: {
      ip: set((row) => (typeof row.ip === 'string' ? pseudonymizeIp(row.ip) : null)),
      user_agent: constant(null),
    },
  },
  {
    // Decision 056: the e-mails and phones the person gave besides the lead's own (unique per lead, so
    // each becomes a distinct marker). One of the person's e-mails (the verified one, or one of their
    // leads') typed as a contact of ANOTHER lead (in a chat: never proof of identity, so that lead is not
    // the person's) is found by the e-mail link: only that contact row changes.
    table: 'lead_contacts',
    label: 'Outros contatos do lead',
    links: [
      { to: 'lead', column: 'lead_id' },
      { to: 'email', column: 'value' },
    ],
    values: [
      { tier: 'trusted', when: (row) => row.kind === 'email' && vouched(row), emails: ['value'] },
      { tier: 'trusted', when: (row) => row.kind === 'phone' && vouched(row), codes: ['value'] },
      { tier: 'submitted', when: (row) => row.kind === 'email' && !vouched(row), emails: ['value'] },
      { tier: 'submitted', when: (row) => row.kind === 'phone' && !vouched(row), codes: ['value'] },
    ],
    columns: { value: set((row) => `[removido-${String(row.id).slice(0, 8)}]`) },
  },
  {
    // Decision 056: both leads as they were before a merge into the person's lead (names, e-mails,
    // phones, billing profiles). The merged lead's own id is gone from leads: its old audit entries are
    // found through `merged_lead_id`.
    table: 'lead_merges',
    label: 'Mesclagens de leads',
    links: [{ to: 'lead', column: 'kept_lead_id' }],
    auditIds: [{ column: 'merged_lead_id', entities: ['lead', 'billing_profile'] }],
    values: [
      {
        tier: 'trusted',
        names: BEFORE_MERGE.flatMap((side) => [
          `${side}.name`,
          `${side}.company`,
          `${side}.billingProfile.legalName`,
          `${side}.billingProfile.street`,
        ]),
        emails: BEFORE_MERGE.flatMap((side) => [`${side}.email`, `${side}.billingProfile.billingEmail`]),
        codes: BEFORE_MERGE.flatMap((side) => [
          `${side}.phone`,
          `${side}.billingProfile.document`,
          `${side}.billingProfile.cep`,
        ]),
        texts: BEFORE_MERGE.map((side) => `${side}.message`),
      },
    ],
    columns: { kept_before: constant({}), merged_before: constant({}) },
  },
  {
    table: 'appointments',
    label: 'Agendamentos',
    links: [
      { to: 'lead', column: 'lead_id' },
      { to: 'email', column: 'email' },
    ],
    auditEntity: ['appointment'],
    values: [
      {
        tier: 'submitted',
        names: ['name'],
        emails: ['email'],
        codes: ['phone'],
        ips: ['client_ip'],
        texts: ['description'],
      },
    ],
    columns: {
      name: ifPresent(ANONYMIZED_NAME)('name'),
      email: constant(null),
      phone: constant(null),
      client_ip: constant(null),
      description: constant(null),
      title: text('submitted'),
    },
  },
  {
    // The whole conversation: the assistant's turns repeat what the person said.
    table: 'chat_messages',
    label: 'Mensagens do chat',
    links: [
      { to: 'lead', column: 'lead_id' },
      { to: 'user', column: 'user_id' },
      { to: 'sibling', column: 'session_id' },
    ],
    columns: { content: constant('[mensagem anonimizada]') },
  },
  {
    table: 'notifications',
    label: 'Notificações da equipe',
    links: [{ to: 'lead', column: 'lead_id' }],
    columns: {
      title: text('submitted'),
      message: text('submitted'),
      link: { kind: 'link', tier: 'submitted' },
    },
  },
  {
    table: 'billing_profiles',
    label: 'Dados de cobrança',
    key: 'lead_id',
    links: [{ to: 'lead', column: 'lead_id' }],
    values: [
      {
        tier: 'trusted',
        names: ['legal_name', 'street'],
        emails: ['billing_email'],
        codes: ['document', 'cep'],
      },
    ],
    columns: {
      document: constant(REMOVED),
      legal_name: constant(ANONYMIZED_NAME),
      municipal_registration: constant(null),
      billing_email: constant(null),
      cep: constant(null),
      street: constant(null),
      number: constant(null),
      complement: constant(null),
      district: constant(null),
    },
  },
  {
    // Kept (legal record of what was sold): the acceptance stops naming the person.
    table: 'proposals',
    label: 'Propostas (mantidas)',
    links: [{ to: 'lead', column: 'lead_id' }],
    auditEntity: ['proposal'],
    values: [
      { tier: 'trusted', names: ['accepted_name'], codes: ['accepted_document'], ips: ['accepted_ip'] },
    ],
    columns: {
      accepted_name: ifPresent(ANONYMIZED_NAME)('accepted_name'),
      accepted_document: constant(null),
      accepted_ip: constant(null),
      accepted_user_agent: constant(null),
      accepted_snapshot: json('trusted'),
      title: text('trusted'),
      intro: text('trusted'),
      scope: text('trusted'),
      terms: text('trusted'),
      decline_reason: text('trusted'),
      cancel_reason: text('trusted'),
    },
  },
  {
    // Kept (the sales record): the deal stops naming the person in its free text.
    table: 'deals',
    label: 'Negócios (mantidos)',
    links: [{ to: 'lead', column: 'lead_id' }],
    auditEntity: ['deal'],
    columns: { title: text('trusted'), loss_note: text('trusted') },
  },
  {
    // A sole trader's company holds their personal data (decision 068): found by its billing e-mail
    // being one of the person's; kept as the company, without the person's name, e-mail or address.
    table: 'companies',
    label: 'Empresas (mantidas)',
    links: [{ to: 'email', column: 'billing_email' }],
    auditEntity: ['company'],
    columns: {
      name: text('trusted'),
      legal_name: text('trusted'),
      billing_email: constant(null),
      street: constant(null),
      number: constant(null),
      complement: constant(null),
    },
  },
  {
    table: 'proposal_versions',
    label: 'Versões de propostas',
    links: [{ to: 'row', column: 'proposal_id', table: 'proposals' }],
    columns: { snapshot: json('trusted') },
  },
  {
    table: 'proposal_items',
    label: 'Itens de propostas',
    links: [{ to: 'row', column: 'proposal_id', table: 'proposals' }],
    columns: { description: text('trusted') },
  },
  {
    table: 'projects',
    label: 'Projetos (mantidos)',
    links: [{ to: 'lead', column: 'client_id' }],
    auditEntity: ['project'],
    columns: { title: text('trusted'), description: text('trusted') },
  },
  {
    // Kept (fiscal record): numbers, amounts and dates untouched.
    table: 'invoices',
    label: 'Faturas (mantidas)',
    links: [{ to: 'lead', column: 'lead_id' }],
    auditEntity: ['invoice'],
    columns: { description: text('trusted'), cancel_reason: text('trusted') },
  },
  {
    // Kept (fiscal record, decision 072): the note, its signed DPS and XML name the client as the law
    // requires; only the free texts typed by the team are cleaned.
    table: 'nfse_notes',
    label: 'NFS-e emitidas (mantidas)',
    links: [{ to: 'row', column: 'invoice_id', table: 'invoices' }],
    auditEntity: ['nfse_note'],
    columns: { cancel_reason: text('trusted'), last_error: text('trusted') },
  },
  {
    table: 'invoice_items',
    label: 'Itens de faturas',
    links: [{ to: 'row', column: 'invoice_id', table: 'invoices' }],
    columns: { description: text('trusted') },
  },
  {
    table: 'invoice_reminders',
    label: 'Lembretes de cobrança enviados',
    links: [{ to: 'row', column: 'invoice_id', table: 'invoices' }],
    columns: { sent_to: text('trusted') },
  },
  {
    table: 'recurring_invoices',
    label: 'Faturas recorrentes',
    links: [{ to: 'lead', column: 'lead_id' }],
    columns: { description: text('trusted') },
  },
  {
    table: 'payments',
    label: 'Pagamentos (mantidos)',
    links: [{ to: 'lead', column: 'lead_id' }],
    auditEntity: ['payment'],
    columns: { reference: text('trusted'), note: text('trusted') },
  },
  {
    table: 'partner_commissions',
    label: 'Comissões de parceiros',
    links: [{ to: 'lead', column: 'lead_id' }],
    auditEntity: ['partner_commission'],
    columns: { description: text('trusted') },
  },
  {
    table: 'assets',
    label: 'Ativos do cliente',
    links: [{ to: 'lead', column: 'client_id' }],
    auditEntity: ['asset'],
    columns: { title: text('trusted'), description: text('trusted') },
  },
  {
    table: 'tasks',
    label: 'Tarefas dos projetos do cliente',
    links: [{ to: 'row', column: 'project_id', table: 'projects' }],
    auditEntity: ['task'],
    columns: { title: text('trusted'), description: text('trusted') },
    exported: false,
  },
  {
    table: 'task_comments',
    label: 'Comentários dessas tarefas',
    links: [{ to: 'row', column: 'task_id', table: 'tasks' }],
    columns: { body: text('trusted') },
    exported: false,
  },
  {
    table: 'time_entries',
    label: 'Apontamentos de horas nesses projetos',
    links: [{ to: 'row', column: 'project_id', table: 'projects' }],
    columns: { note: text('trusted') },
    exported: false,
  },
  {
    // The e-mail outbox's delivery log (decision 057): messages to the person's address or about one
    // of their leads (a reminder to a billing address). The row stays (the log's counts); the address,
    // the unsent body and any SMTP answer naming them go.
    table: 'mail_deliveries',
    label: 'E-mails enviados (registro de entregas)',
    links: [
      { to: 'email', column: 'to_address' },
      { to: 'lead', column: 'lead_id' },
    ],
    values: [{ tier: 'trusted', emails: ['to_address'] }],
    columns: {
      to_address: set((row) => `anonimizado+${String(row.id).slice(0, 8)}@${ANONYMIZED_EMAIL_DOMAIN}`),
      subject: text('trusted'),
      body_text: constant(null),
      body_html: constant(null),
      // The unsent PDF (a proposal or invoice naming them); its file name is the document's number.
      attachment_data: constant(null),
      last_error: text('trusted'),
    },
    exported: false,
  },
  {
    // Links sent to the person (verification, unsubscribe, consent confirmation): they only serve them.
    table: 'privacy_tokens',
    label: 'Links enviados ao titular',
    links: [{ to: 'email', column: 'email' }],
    columns: {},
    deleteRows: true,
    exported: false,
  },
  {
    // Last: its link is every row found above. The entry stays (who did what, when); its before/after
    // loses the person's values only.
    table: 'audit_log',
    label: 'Auditoria sobre esses registros',
    links: [{ to: 'audit' }],
    // What the person's contact fields were before an edit (an old name lives only here).
    values: [
      {
        tier: 'submitted',
        when: (row) => row.entity === 'lead' || row.entity === 'appointment',
        names: ['before.name', 'after.name'],
        emails: ['before.email', 'after.email'],
        codes: ['before.phone', 'after.phone'],
      },
    ],
    columns: { before: json('submitted'), after: json('submitted') },
  },
];

/** Staff and visitor accounts: managed in Usuários, not by a lead's anonymisation. */
export const ACCOUNT_TABLES: readonly string[] = [
  'users',
  'accounts',
  'sessions',
  'verifications',
  'profiles',
  'user_roles',
  'user_custom_roles',
  'two_factors',
  'access_links',
  'auth_rate_limits',
];

/** The LGPD requests: the request names the person until it closes, then it is scrubbed (requests.ts). */
export const REQUEST_TABLES: readonly string[] = ['privacy_requests'];

/** Tables with no data about leads or visitors, and why. */
export const TABLES_WITHOUT_PERSONAL_DATA: Readonly<Record<string, string>> = {
  settings: 'configurações da empresa',
  custom_roles: 'papéis da equipe e suas permissões',
  rate_limits: 'contadores por chave de endereço, expiram sozinhos',
  blog_posts: 'conteúdo público do site',
  files: 'arquivos enviados pela equipe (NFS-e e boletos seguem a fatura, que é registro fiscal)',
  document_sequences: 'numeração de documentos',
  nfse_dps_sequences: 'numeração das DPS da NFS-e',
  sales_goals: 'metas da equipe',
  expenses: 'contas de fornecedores',
  bank_statement_lines: 'extrato bancário da empresa',
  bank_accounts: 'contas bancárias da empresa e o mapeamento das colunas do CSV',
  payment_allocations: 'valores aplicados a faturas, sem texto',
  analytics_salts: 'análise sem cookies: não guarda endereço nem navegador',
  analytics_events: 'análise sem cookies: não guarda endereço nem navegador',
  analytics_daily: 'totais diários',
  analytics_rolled_days: 'controle dos totais diários',
  campaigns: 'campanhas de marketing',
  campaign_spend: 'gastos de campanhas',
  task_assignees: 'quem da equipe faz a tarefa',
  user_rates: 'custos da equipe',
  project_team_settings: 'configuração de horas do projeto',
  timesheet_weeks: 'semanas de horas da equipe',
  okr_objectives: 'metas da equipe',
  okr_key_results: 'metas da equipe',
  okr_checkins: 'metas da equipe',
  pix_charges:
    'cobranças PIX no banco: ids, valores e o código do banco; o CPF/CNPJ vai ao banco e não é guardado aqui',
  onboarding_templates: 'modelos de onboarding da equipe',
  onboarding_template_activities: 'modelos de onboarding da equipe',
  onboardings: 'onboarding da equipe',
  onboarding_activities: 'onboarding da equipe',
  asset_versions: 'arquivos de um ativo (o título do ativo segue o cliente)',
  partners: 'parceiros são contatos comerciais, geridos em Parceiros',
  partner_agreements: 'acordos com parceiros',
  partner_referral_links: 'links de indicação de parceiros',
  partner_documents: 'contratos com parceiros',
  partner_document_versions: 'contratos com parceiros',
  job_runs: 'histórico das rotinas em segundo plano: horários, duração e resultado, sem dados de pessoas',
  lead_duplicates: 'quais dois leads podem ser a mesma pessoa e por quê: só ids e motivos (decisão 056)',
};

/**
 * Foreign keys to leads that hold no personal data (ids only), so no erasure follows them; every other
 * one must be a 'lead' link of PERSONAL_TABLES (tests/integration/privacy.test.ts).
 */
export const LEAD_KEYS_WITHOUT_PERSONAL_DATA: readonly string[] = [
  'lead_duplicates.lead_a_id',
  'lead_duplicates.lead_b_id',
];

export const entryOf = (table: string) => PERSONAL_TABLES.find((entry) => entry.table === table);
export const keyOf = (entry: Entry) => entry.key ?? 'id';
