/**
 * How a field's value is shown in the audit log and the LGPD export (docs/product/audit.md): a catalog
 * value by its PT-BR label (a lead's 'won' is 'Convertido', an invoice's 'paga' is 'Paga'), booleans
 * as Sim/Não, days as dd/MM/yyyy, instants as dd/MM/yyyy HH:mm in São Paulo, money as R$, a record's
 * id by the name the server resolved for it, lists and objects field by field with their labels.
 */

import { deviceClasses } from '@shared/analytics/catalog';
import { assetKinds } from '@shared/assets/catalog';
import { campaignChannels } from '@shared/campaigns/catalog';
import { formatDate, formatDateTime, formatMoney, formatPhone } from '@shared/format';
import { goalMetrics, goalPeriods } from '@shared/insights/catalog';
import { invoiceStatuses } from '@shared/invoices/catalog';
import { krConfidences, krMetrics, krUnits, okrLevels, okrTeams } from '@shared/okrs/catalog';
import { activityKinds, activityOwners, contractTypes } from '@shared/onboarding/catalog';
import {
  agreementKinds,
  agreementStatuses,
  commissionStatuses,
  partnerStatuses,
  signatureStatuses,
} from '@shared/partners/catalog';
import { paymentMethods } from '@shared/payments/catalog';
import { EXPENSE_STATUSES } from '@shared/payments/schemas';
import { PRIVACY_REQUEST_STATUS_LABELS, PRIVACY_REQUEST_TYPE_LABELS } from '@shared/privacy/catalog';
import { proposalStatuses } from '@shared/proposals/catalog';
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_PURPOSE_LABELS,
  LEAD_EVENT_LABELS,
} from '@shared/schemas/lead-submissions';
import { taskPriorities, taskStatuses } from '@shared/tasks/catalog';
import { timesheetWeekStatuses } from '@shared/timesheet/catalog';
import { permissionGroups } from './access';
import { fieldLabel, tableLabel } from './audit';
import { personTypes } from './finance';
import {
  duplicateReasons,
  duplicateStatuses,
  leadContactKinds,
  leadContactSources,
  mergeSides,
} from './lead-identity';
import { staffRoleLabels } from './roles';
import { appointmentStatuses, leadSources, leadStatuses, projectStatuses } from './statuses';

type Labels = Readonly<Record<string, string>>;
/** A custom role's permissions, by their PT-BR names (decision 065). */
const permissionLabels: Labels = Object.fromEntries(
  permissionGroups.map((group) => [group.key, group.label]),
);

const labels = (list: readonly { value: string; label: string }[]): Labels =>
  Object.fromEntries(list.map((entry) => [entry.value, entry.label]));

/** Values of one field, in the listed tables only (any table when none is listed). */
type ValueCatalog = { tables?: readonly string[]; labels: Labels };

const profileRoles: Labels = { user: 'Usuário', admin: 'Administrador' };
const mergeSideLabels: Labels = labels(mergeSides);

/** Catalog values per field; the first catalog of the field's table wins, then one for any table. */
export const valueCatalogs: Readonly<Record<string, readonly ValueCatalog[]>> = {
  status: [
    { tables: ['leads'], labels: labels(leadStatuses) },
    { tables: ['projects'], labels: labels(projectStatuses) },
    { tables: ['appointments'], labels: labels(appointmentStatuses) },
    { tables: ['proposals'], labels: labels(proposalStatuses) },
    // 'emitida' is the audit's word for issuing; the invoice's own status is computed (finance.ts).
    { tables: ['invoices'], labels: { ...labels(invoiceStatuses), emitida: 'Emitida' } },
    { tables: ['expenses'], labels: labels(EXPENSE_STATUSES) },
    { tables: ['tasks'], labels: labels(taskStatuses) },
    { tables: ['timesheet_weeks'], labels: labels(timesheetWeekStatuses) },
    { tables: ['partners'], labels: labels(partnerStatuses) },
    { tables: ['partner_agreements'], labels: labels(agreementStatuses) },
    { tables: ['partner_commissions'], labels: labels(commissionStatuses) },
    { tables: ['privacy_requests'], labels: PRIVACY_REQUEST_STATUS_LABELS },
    { tables: ['notifications'], labels: { unread: 'Não lida', read: 'Lida' } },
    { tables: ['lead_duplicates'], labels: labels(duplicateStatuses) },
  ],
  source: [
    { tables: ['leads'], labels: labels(leadSources) },
    { tables: ['lead_contacts'], labels: labels(leadContactSources) },
    // A lead's other contact added or removed ('contact_add' on the lead): where it came from.
    { labels: labels(leadContactSources) },
  ],
  reasons: [{ labels: labels(duplicateReasons) }],
  via: [{ labels: { ...labels(leadSources), reset_link: 'Link de redefinição de senha' } }],
  method: [{ labels: labels(paymentMethods) }],
  priority: [
    { tables: ['tasks'], labels: labels(taskPriorities) },
    { tables: ['notifications'], labels: { high: 'Alta', medium: 'Média', low: 'Baixa' } },
  ],
  signatureStatus: [{ labels: labels(signatureStatuses) }],
  kind: [
    { tables: ['partner_agreements'], labels: labels(agreementKinds) },
    { tables: ['assets', 'asset_versions'], labels: labels(assetKinds) },
    { tables: ['proposals'], labels: { instalments: 'Parcelado', retainer: 'Mensalidade' } },
    { tables: ['onboarding_activities', 'onboarding_template_activities'], labels: labels(activityKinds) },
    { tables: ['access_links'], labels: { invite: 'Convite', reset: 'Redefinição de senha' } },
    {
      tables: ['privacy_tokens'],
      labels: {
        verify: 'Confirmação do pedido',
        unsubscribe: 'Descadastro',
        consent: 'Revogação do consentimento',
      },
    },
    { tables: ['lead_events'], labels: LEAD_EVENT_LABELS },
    { tables: ['document_sequences'], labels: { invoice: 'Fatura', proposal: 'Proposta' } },
    { tables: ['lead_contacts'], labels: labels(leadContactKinds) },
  ],
  metric: [
    { tables: ['sales_goals'], labels: labels(goalMetrics) },
    { tables: ['okr_key_results'], labels: labels(krMetrics) },
  ],
  period: [{ tables: ['sales_goals'], labels: labels(goalPeriods) }],
  personType: [{ labels: labels(personTypes) }],
  contractType: [{ labels: labels(contractTypes) }],
  ownerRole: [{ labels: labels(activityOwners) }],
  role: [
    { tables: ['chat_messages'], labels: { user: 'A pessoa', assistant: 'O assistente' } },
    { tables: ['user_roles'], labels: staffRoleLabels },
    { tables: ['users', 'profiles'], labels: profileRoles },
  ],
  staffRoles: [{ labels: staffRoleLabels }],
  permissions: [{ labels: permissionLabels }],
  roles: [{ labels: staffRoleLabels }],
  level: [{ labels: labels(okrLevels) }],
  team: [{ labels: labels(okrTeams) }],
  unit: [{ labels: labels(krUnits) }],
  confidence: [{ labels: labels(krConfidences) }],
  channel: [
    { tables: ['campaigns'], labels: labels(campaignChannels) },
    { tables: ['consent_events', 'leads'], labels: CONSENT_CHANNEL_LABELS },
  ],
  purpose: [{ labels: CONSENT_PURPOSE_LABELS }],
  type: [
    { tables: ['privacy_requests'], labels: PRIVACY_REQUEST_TYPE_LABELS },
    {
      tables: ['notifications'],
      labels: { success: 'Sucesso', warning: 'Aviso', error: 'Erro', info: 'Informação' },
    },
  ],
  device: [{ labels: labels(deviceClasses) }],
  format: [{ labels: { ofx: 'OFX', csv: 'CSV' } }],
};

/** The PT-BR label of a catalog value, or undefined when the field has no catalog for it. */
export function valueLabel(field: string, value: string, table?: string): string | undefined {
  const catalogs = valueCatalogs[field];
  if (!catalogs) return undefined;
  const own = catalogs.find((catalog) => table && catalog.tables?.includes(table));
  if (own && Object.hasOwn(own.labels, value)) return own.labels[value];
  // Unknown table (or a value from another table's catalog): any catalog of the field that knows it.
  const any = catalogs.find((catalog) => (!catalog.tables || !own) && Object.hasOwn(catalog.labels, value));
  return any?.labels[value];
}

const MONEY = new Set([
  'amount',
  'total',
  'subtotal',
  'optionalTotal',
  'budget',
  'fee',
  'unitPrice',
  'discount',
  'hourlyCost',
  'billRate',
  'baseAmount',
  'fixedAmount',
  'acceptedTotal',
  'minimumBalance',
  'startingBalance',
  'lateFees',
  'lateFeesPaid',
  'paidAmount',
  'credit',
  'fromCredit',
]);
const PERCENT = new Set(['percent', 'issRate', 'nfseIssRate', 'lateFinePercent', 'monthlyInterestPercent']);
/** Numbers stored as text (numeric columns); codes such as a bank's '001' are left as typed. */
const NUMBER = new Set([
  'quantity',
  'estimateHours',
  'startValue',
  'targetValue',
  'currentValue',
  'value',
  'target',
]);
const MONTH_FIELDS = new Set(['competence', 'startMonth', 'nextMonth', 'statementMonth']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const NUMERIC = /^-?\d+(\.\d+)?$/;

export type ValueContext = {
  /** The SQL table the field is a column of (picks the right status catalog). */
  table?: string;
  /** The other fields of the same snapshot (a goal's target is money only for 'Valor ganho'). */
  siblings?: Readonly<Record<string, unknown>>;
  /** Display names of the records the ids point at (the server resolves them for a page of entries). */
  names?: Readonly<Record<string, string>>;
};

const number = (value: number, digits = 2) =>
  value.toLocaleString('pt-BR', { maximumFractionDigits: digits });

function bytes(size: number): string {
  if (size < 1024) return `${number(size)} bytes`;
  if (size < 1024 * 1024) return `${number(size / 1024, 1)} KB`;
  return `${number(size / (1024 * 1024), 1)} MB`;
}

function isMoney(field: string, siblings?: Readonly<Record<string, unknown>>): boolean {
  if (MONEY.has(field)) return true;
  if (field === 'target') return siblings?.metric === 'value_won';
  if (field === 'startValue' || field === 'targetValue' || field === 'currentValue' || field === 'value')
    return siblings?.unit === 'brl';
  return false;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value of a field as a person reads it. */
export function formatFieldValue(field: string, value: unknown, context: ValueContext = {}): string {
  const { table, siblings, names } = context;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (Array.isArray(value)) {
    if (value.length === 0) return 'nenhum';
    // The names of the fields a correction touched.
    if (field === 'fields') return value.map((key) => fieldLabel(String(key), table)).join(', ');
    const parts = value.map((item) => formatFieldValue(field, item, context));
    return parts.join(value.some(isObject) ? ' | ' : ', ');
  }
  if (isObject(value)) {
    // How many rows each table had changed (an anonymisation).
    if (field === 'tables')
      return Object.entries(value)
        .map(([key, count]) => `${tableLabel(key)}: ${formatFieldValue('count', count)}`)
        .join('; ');
    // A merge: the rows it moved per 'table.column', and the side each field came from.
    if (field === 'moved')
      return Object.entries(value)
        .map(([key, count]) => `${tableLabel(key.split('.')[0]!)}: ${formatFieldValue('count', count)}`)
        .join('; ');
    if (field === 'fields')
      return Object.entries(value)
        .map(([key, side]) => `${fieldLabel(key, table)}: ${mergeSideLabels[String(side)] ?? String(side)}`)
        .join('; ');
    return Object.entries(value)
      .map(
        ([key, inner]) =>
          `${fieldLabel(key, table)}: ${formatFieldValue(key, inner, { ...context, siblings: value })}`,
      )
      .join('; ');
  }
  if (typeof value === 'number') {
    if (field === 'size') return bytes(value);
    if (isMoney(field, siblings)) return formatMoney(value);
    if (PERCENT.has(field)) return `${number(value)}%`;
    return number(value);
  }
  const text = String(value);
  const label = valueLabel(field, text, table);
  if (label !== undefined) return label;
  // A record's id: its name when the server resolved one; without names (the export) the id itself,
  // which is how a person's rows point at each other.
  if (UUID.test(text)) return names ? (names[text.toLowerCase()] ?? 'registro excluído') : text;
  if (NUMERIC.test(text)) {
    if (isMoney(field, siblings)) return formatMoney(text);
    if (PERCENT.has(field)) return `${number(Number(text))}%`;
    if (NUMBER.has(field)) return number(Number(text));
  }
  if (DAY.test(text)) return formatDate(text);
  if (INSTANT.test(text)) return formatDateTime(text);
  const month = MONTH_FIELDS.has(field) ? MONTH.exec(text) : null;
  if (month) return `${month[2]}/${month[1]}`;
  if (field === 'phone') return formatPhone(text);
  return text;
}
