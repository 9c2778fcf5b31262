/**
 * Hostile bodies (issue 11): every JSON endpoint that takes a body, called by someone allowed to call it,
 * with bodies no client of ours sends: wrong types, missing fields, huge strings, deep JSON, invalid
 * UTF-8, text that is not JSON, arrays instead of objects, SQL and HTML. Each answer is a 4xx with the
 * `{ error: { code, message } }` shape and a PT-BR message; never a 5xx; and nothing is written.
 *
 * Every payload is invalid by construction: either it is not a JSON object at all, or at least one field
 * the endpoint knows gets a value of the wrong type or outside its format, or (where some field is
 * required) it carries none of the endpoint's fields. So a 2xx is always a finding.
 */
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { appointments, auditLog, blogPosts, leads, notifications, projects, users } from '@server/db/schema';
import { analyticsEvents, campaignSpend, campaigns } from '@server/db/schema-analytics';
import { apiAccessFor, decide } from '@shared/catalog/access';
import { CALLERS, type Caller, type Endpoint, fillParams, registeredEndpoints } from '../support/routes';
import { createTestApp, type TestApp } from '../support/test-app';

/** fast-check is seeded: the same bodies every run. */
const SEED = 20_261_126;
const RUNS = 25;

const SQL = "'; drop table leads; --";
const HTML = '<script>alert(1)</script>';
/** Strings no format field accepts (enum, uuid, e-mail, date, slug, URL, pattern). */
const HOSTILE = [
  SQL,
  HTML,
  `${SQL}${HTML}`,
  '"><img src=x onerror=alert(1)>',
  'null',
  '../../etc/passwd',
  '\u0000',
];
const HUGE = 'x'.repeat(200 * 1024); // 200 KB: beyond every text field's maximum

type Kind = 'string' | 'text' | 'email' | 'format' | 'bool' | 'number' | 'true' | 'object' | 'list';
type Spec = {
  /** Fields the endpoint reads, by the kind of value they take. */
  fields: Record<string, Kind>;
  /** Whether some field is required (an object with none of the fields is then invalid). */
  required: boolean;
  /** The body may be JSON null (read as "no options"). */
  nullIsValid?: boolean;
};

/** Every JSON endpoint with a body. A new one without an entry here fails the coverage test below. */
const SPECS: Record<string, Spec> = {
  'POST /api/auth/sign-in/email': { fields: { email: 'email', password: 'string' }, required: true },
  'POST /api/auth/sign-up/email': {
    fields: { email: 'email', password: 'string', name: 'string' },
    required: true,
  },
  'POST /api/appointments': {
    fields: { title: 'text', description: 'text', date: 'format', leadId: 'format' },
    required: true,
  },
  'PATCH /api/appointments/:id': {
    fields: { title: 'text', description: 'text', date: 'format', leadId: 'format', status: 'format' },
    required: false,
  },
  'PATCH /api/appointments/:id/status': { fields: { status: 'format' }, required: true },
  'POST /api/posts': {
    fields: { title: 'text', slug: 'format', excerpt: 'text', content: 'text', coverImage: 'format' },
    required: true,
  },
  'PUT /api/posts/:id': {
    fields: { title: 'text', slug: 'format', excerpt: 'text', content: 'text', coverImage: 'format' },
    required: true,
  },
  'PATCH /api/me': { fields: { firstName: 'text', lastName: 'text' }, required: true },
  'PATCH /api/users/:id/status': { fields: { active: 'bool' }, required: true },
  'POST /api/leads/:id/suggestions/:eventId/apply': { fields: { fields: 'list' }, required: false },
  'PATCH /api/users/:id/roles': { fields: { role: 'format', staffRoles: 'list' }, required: true },
  'POST /api/users/invitations': {
    fields: { email: 'email', staffRoles: 'list', contractType: 'format' },
    required: true,
  },
  'POST /api/access-links/invite/:token': { fields: { name: 'text', password: 'string' }, required: true },
  'POST /api/access-links/reset/:token': { fields: { password: 'string' }, required: true },
  'PUT /api/settings': {
    fields: {
      siteName: 'text',
      siteDescription: 'text',
      contactEmail: 'email',
      supportEmail: 'email',
      maintenanceMode: 'bool',
      allowRegistrations: 'bool',
      emailNotifications: 'bool',
      autoBackup: 'bool',
    },
    required: false,
  },
  'POST /api/functions/secure-chat': {
    fields: { message: 'text', history: 'list', sessionId: 'format' },
    required: true,
  },
  'POST /api/functions/crm-kpis': { fields: { period: 'number' }, required: false, nullIsValid: true },
  'POST /api/functions/finance-kpis': { fields: { period: 'number' }, required: false, nullIsValid: true },
  'POST /api/functions/marketing-kpis': { fields: { period: 'number' }, required: false, nullIsValid: true },
  'POST /api/leads/import': { fields: { rows: 'list', startIndex: 'number' }, required: true },
  'POST /api/leads/bulk': { fields: { ids: 'list', status: 'format', ownerId: 'format' }, required: true },
  'POST /api/leads': {
    fields: {
      name: 'text',
      email: 'email',
      phone: 'text',
      company: 'text',
      serviceInterest: 'text',
      message: 'text',
      status: 'format',
      ownerId: 'format',
    },
    required: true,
  },
  'PATCH /api/leads/:id': {
    fields: {
      name: 'text',
      email: 'email',
      phone: 'text',
      company: 'text',
      status: 'format',
      ownerId: 'format',
    },
    required: false,
  },
  'PATCH /api/leads/:id/status': { fields: { status: 'format' }, required: true },
  'POST /api/leads/:id/notes': { fields: { content: 'text' }, required: true },
  'POST /api/tasks': {
    fields: {
      title: 'text',
      description: 'text',
      projectId: 'format',
      status: 'format',
      priority: 'format',
      assigneeIds: 'list',
      dueDate: 'format',
      estimateHours: 'number',
    },
    required: true,
  },
  'PATCH /api/tasks/:id': {
    fields: { title: 'text', status: 'format', priority: 'format', dueDate: 'format', assigneeIds: 'list' },
    required: true,
  },
  'PATCH /api/tasks/:id/status': { fields: { status: 'format' }, required: true },
  'POST /api/tasks/:id/comments': { fields: { body: 'text' }, required: true },
  'POST /api/tasks/from-proposal': { fields: { projectId: 'format' }, required: true },
  'POST /api/time/timer/start': {
    fields: { projectId: 'format', taskId: 'format', note: 'text', billable: 'bool' },
    required: false,
  },
  'POST /api/time/entries': {
    fields: {
      day: 'format',
      minutes: 'number',
      projectId: 'format',
      taskId: 'format',
      note: 'text',
      billable: 'bool',
    },
    required: true,
  },
  'PATCH /api/time/entries/:id': {
    fields: { day: 'format', minutes: 'number', projectId: 'format', note: 'text', billable: 'bool' },
    required: true,
  },
  'POST /api/time/weeks/submit': { fields: { week: 'format' }, required: true },
  'POST /api/time/weeks/:id/reject': { fields: { reason: 'text' }, required: true },
  'PUT /api/time/rates/users/:id': { fields: { hourlyCost: 'number' }, required: true },
  'PUT /api/time/rates/projects/:id': { fields: { billRate: 'number', ownerId: 'format' }, required: true },
  'POST /api/projects': {
    fields: { title: 'text', description: 'text', clientId: 'format', status: 'format', startDate: 'format' },
    required: true,
  },
  'PATCH /api/projects/:id': {
    fields: { title: 'text', description: 'text', clientId: 'format', status: 'format', startDate: 'format' },
    required: true,
  },
  'PATCH /api/projects/:id/status': { fields: { status: 'format' }, required: true },
  'PUT /api/leads/:id/billing-profile': {
    fields: {
      personType: 'format',
      document: 'string',
      legalName: 'text',
      billingEmail: 'email',
      cep: 'format',
      state: 'format',
    },
    required: true,
  },
  'POST /api/proposals': {
    fields: { leadId: 'format', title: 'text', validUntil: 'format', paymentPlan: 'object', items: 'list' },
    required: true,
  },
  'PUT /api/proposals/:id': {
    fields: { leadId: 'format', title: 'text', validUntil: 'format', paymentPlan: 'object', items: 'list' },
    required: true,
  },
  'POST /api/proposals/:id/cancel': { fields: { reason: 'text' }, required: true },
  'POST /api/public/proposals/:token/accept': {
    fields: { name: 'text', cpf: 'format', agree: 'true', selectedOptionalItemIds: 'list' },
    required: true,
  },
  'POST /api/public/proposals/:token/decline': { fields: { reason: 'text' }, required: true },
  'POST /api/goals': {
    fields: { userId: 'format', metric: 'format', period: 'format', periodStart: 'format', target: 'format' },
    required: true,
  },
  'PATCH /api/goals/:id': {
    fields: { userId: 'format', metric: 'format', period: 'format', periodStart: 'format', target: 'format' },
    required: true,
  },
  'PUT /api/finance/cash-flow/settings': {
    fields: { startingBalance: 'format', minimumBalance: 'format' },
    required: true,
  },
  'POST /api/okrs/objectives': {
    fields: {
      quarter: 'format',
      level: 'format',
      team: 'format',
      ownerId: 'format',
      title: 'text',
      description: 'text',
    },
    required: true,
  },
  'PATCH /api/okrs/objectives/:id': {
    fields: {
      quarter: 'format',
      level: 'format',
      team: 'format',
      ownerId: 'format',
      title: 'text',
      description: 'text',
    },
    required: true,
  },
  'POST /api/okrs/objectives/:id/key-results': {
    fields: {
      title: 'text',
      unit: 'format',
      metric: 'format',
      startValue: 'number',
      targetValue: 'number',
      ownerId: 'format',
    },
    required: true,
  },
  'PATCH /api/okrs/key-results/:id': {
    fields: {
      title: 'text',
      unit: 'format',
      metric: 'format',
      startValue: 'number',
      targetValue: 'number',
      ownerId: 'format',
    },
    required: true,
  },
  'POST /api/okrs/key-results/:id/checkins': {
    fields: { value: 'number', confidence: 'format', note: 'text' },
    required: true,
  },
  'PUT /api/onboarding/templates/:contractType': {
    fields: { name: 'text', isDefault: 'bool', activities: 'list' },
    required: true,
  },
  'POST /api/onboarding': {
    fields: { userId: 'format', contractType: 'format', startDate: 'format' },
    required: true,
  },
  'POST /api/assets/links': {
    fields: {
      title: 'text',
      description: 'text',
      url: 'format',
      tags: 'list',
      clientId: 'format',
      campaignSlug: 'format',
      licenceExpiresOn: 'format',
    },
    required: true,
  },
  'PATCH /api/assets/:id': {
    fields: {
      title: 'text',
      description: 'text',
      tags: 'list',
      clientId: 'format',
      campaignSlug: 'format',
      licenceExpiresOn: 'format',
    },
    required: true,
  },
  // Invoices, payments and bills to pay (docs/product/invoices-and-payments.md).
  'POST /api/invoices': {
    fields: {
      leadId: 'format',
      projectId: 'format',
      description: 'text',
      competence: 'format',
      dueDate: 'format',
      items: 'list',
    },
    required: true,
  },
  'PATCH /api/invoices/:id': {
    fields: {
      leadId: 'format',
      projectId: 'format',
      description: 'text',
      competence: 'format',
      dueDate: 'format',
      items: 'list',
    },
    required: true,
  },
  'POST /api/invoices/:id/cancel': { fields: { reason: 'text' }, required: true },
  'PUT /api/invoices/:id/nfse': {
    fields: {
      number: 'text',
      issuedOn: 'format',
      verificationCode: 'text',
      issRate: 'format',
      issWithheld: 'bool',
    },
    required: true,
  },
  'PUT /api/invoices/:id/boleto': { fields: { line: 'format' }, required: true },
  'POST /api/payments': {
    fields: {
      receivedOn: 'format',
      amount: 'format',
      method: 'format',
      fee: 'format',
      reference: 'text',
      note: 'text',
      leadId: 'format',
      allocations: 'list',
    },
    required: true,
  },
  'POST /api/payments/:id/refund': {
    fields: { receivedOn: 'format', amount: 'format', invoiceId: 'format', note: 'text' },
    required: true,
  },
  'POST /api/payments/statement/:lineId/accept': {
    fields: { invoiceId: 'format', method: 'format' },
    required: true,
  },
  'POST /api/expenses': {
    fields: {
      supplier: 'text',
      category: 'text',
      description: 'text',
      amount: 'format',
      dueDate: 'format',
      paidOn: 'format',
      recurring: 'bool',
      projectId: 'format',
    },
    required: true,
  },
  'PATCH /api/expenses/:id': {
    fields: {
      supplier: 'text',
      category: 'text',
      description: 'text',
      amount: 'format',
      dueDate: 'format',
      paidOn: 'format',
      recurring: 'bool',
      projectId: 'format',
    },
    required: true,
  },
  'POST /api/expenses/:id/pay': { fields: { paidOn: 'format' }, required: true },
  'POST /api/expenses/:id/cancel': { fields: { reason: 'text' }, required: true },
  'POST /api/public/questionnaire': {
    fields: { answers: 'object', consent: 'object', startedAt: 'number' },
    required: true,
  },
  'POST /api/public/events': {
    fields: { n: 'format', u: 'format', r: 'string', l: 'text', c: 'object' },
    required: true,
  },
  'POST /api/campaigns': {
    fields: {
      name: 'text',
      slug: 'format',
      channel: 'format',
      startsOn: 'format',
      budget: 'format',
      notes: 'text',
    },
    required: true,
  },
  'PATCH /api/campaigns/:id': {
    fields: {
      name: 'text',
      slug: 'format',
      channel: 'format',
      startsOn: 'format',
      budget: 'format',
      notes: 'text',
    },
    required: true,
  },
  'POST /api/campaigns/:id/spend': {
    fields: { spentOn: 'format', amount: 'format', note: 'text' },
    required: true,
  },
  'POST /api/public/bookings': {
    fields: {
      name: 'text',
      email: 'email',
      slot: 'format',
      message: 'text',
      consent: 'true',
      marketing: 'bool',
      startedAt: 'number',
    },
    required: true,
  },
  'POST /api/partners': {
    fields: {
      name: 'text',
      personType: 'format',
      document: 'format',
      contactName: 'text',
      email: 'email',
      phone: 'text',
      pixKey: 'text',
      status: 'format',
      code: 'format',
      notes: 'text',
    },
    required: true,
  },
  'PATCH /api/partners/:id': {
    fields: {
      name: 'text',
      personType: 'format',
      document: 'format',
      contactName: 'text',
      email: 'email',
      phone: 'text',
      pixKey: 'text',
      status: 'format',
      code: 'format',
      notes: 'text',
    },
    required: true,
  },
  'POST /api/partners/agreements': {
    fields: {
      partnerId: 'format',
      kind: 'format',
      percent: 'number',
      fixedAmount: 'number',
      recurringMonths: 'number',
      attributionDays: 'number',
      validFrom: 'format',
      validUntil: 'format',
      status: 'format',
      notes: 'text',
    },
    required: true,
  },
  'PATCH /api/partners/agreements/:id': {
    fields: {
      partnerId: 'format',
      kind: 'format',
      percent: 'number',
      fixedAmount: 'number',
      recurringMonths: 'number',
      attributionDays: 'number',
      validFrom: 'format',
      validUntil: 'format',
      status: 'format',
      notes: 'text',
    },
    required: true,
  },
  'POST /api/partners/referral-links': {
    fields: { partnerId: 'format', expiresInDays: 'number' },
    required: true,
  },
  'POST /api/partners/commissions/approve': { fields: { ids: 'list' }, required: true },
  'POST /api/partners/commissions/pay': {
    fields: { ids: 'list', paidOn: 'format', pixReference: 'text' },
    required: true,
  },
  'PATCH /api/partners/documents/:id/signature': {
    fields: { signatureStatus: 'format', date: 'format' },
    required: true,
  },
  'POST /api/public/referrals/:token': {
    fields: { name: 'text', email: 'email', phone: 'text', company: 'text', note: 'text', consent: 'true' },
    required: true,
  },
};

// LGPD (docs/product/privacy-lgpd.md)
SPECS['POST /api/privacy/requests/:id/verify'] = { fields: { note: 'text' }, required: true };
SPECS['POST /api/privacy/requests/:id/correct'] = {
  fields: { leadId: 'format', fields: 'object' },
  required: true,
};
SPECS['POST /api/privacy/requests/:id/anonymize'] = { fields: { confirm: 'true' }, required: true };
SPECS['POST /api/privacy/requests/:id/close'] = {
  fields: { outcome: 'format', reply: 'text' },
  required: true,
};
SPECS['POST /api/privacy/retention/run'] = { fields: { confirm: 'true' }, required: true };
SPECS['POST /api/public/privacy-requests'] = {
  fields: { type: 'format', email: 'email', name: 'text', phone: 'text', details: 'text' },
  required: true,
};
SPECS['POST /api/public/privacy-requests/verify'] = { fields: { token: 'format' }, required: true };
SPECS['POST /api/public/unsubscribe'] = { fields: { token: 'format' }, required: true };
SPECS['POST /api/leads/:id/score'] = { fields: { score: 'number', reason: 'text' }, required: true };
SPECS['POST /api/leads/:id/consents'] = { fields: { purpose: 'format', granted: 'bool' }, required: true };
SPECS['POST /api/leads/merge'] = {
  fields: { keepId: 'format', mergeId: 'format', fields: 'object' },
  required: true,
};
SPECS['POST /api/leads/:id/contacts'] = { fields: { kind: 'format', value: 'text' }, required: true };

/** Write endpoints that read no body (the path says it all), and the file upload (multipart). */
const NO_JSON_BODY = new Set([
  'POST /api/posts/:id/publish',
  'POST /api/posts/:id/unpublish',
  'POST /api/users/:id/reset-link',
  'PATCH /api/notifications/:id/read',
  'POST /api/notifications/read-all',
  'POST /api/uploads',
  'POST /api/assets',
  'POST /api/assets/:id/versions',
  'POST /api/onboarding/activities/:id/complete',
  'POST /api/leads/:id/suggestions/:eventId/dismiss',
  'POST /api/leads/duplicates/:pairId/dismiss',
  'POST /api/system/backups',
  'POST /api/proposals/:id/send',
  'POST /api/proposals/:id/link',
  'POST /api/time/timer/stop',
  'POST /api/time/weeks/:id/approve',
  'POST /api/invoices/:id/issue',
  'POST /api/invoices/:id/public-link',
  'POST /api/invoices/:id/files/:kind',
  'POST /api/payments/statement',
  'POST /api/partners/referral-links/:id/revoke',
  'POST /api/partners/commissions/accrue',
  'POST /api/partners/documents',
  'POST /api/partners/documents/versions',
]);

// --- payloads ---------------------------------------------------------------------------------------

type Payload = { label: string; body: string | Uint8Array<ArrayBuffer> };
const json = (label: string, value: unknown): Payload => ({ label, body: JSON.stringify(value) });

const hostileString = fc.constantFrom(...HOSTILE);
const smallObject = fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.oneof(hostileString, fc.integer()), {
  maxKeys: 3,
});
const nonString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant([]),
  fc.array(hostileString, { maxLength: 3 }),
  smallObject,
);
const invalidValue: Record<Kind, fc.Arbitrary<unknown>> = {
  string: nonString,
  text: fc.oneof(nonString, fc.constant(HUGE)),
  email: fc.oneof(nonString, hostileString, fc.constant(HUGE)),
  format: fc.oneof(nonString, hostileString),
  bool: fc.oneof(fc.integer(), hostileString, fc.constant([]), smallObject),
  number: fc.oneof(hostileString, fc.boolean(), fc.constant([]), smallObject),
  true: fc.oneof(fc.constant(false), hostileString, fc.integer()),
  object: fc.oneof(hostileString, fc.integer(), fc.boolean(), fc.array(hostileString)),
  list: fc.oneof(
    hostileString,
    fc.integer(),
    fc.boolean(),
    smallObject,
    fc.array(fc.oneof(hostileString, fc.integer()), { minLength: 1, maxLength: 3 }),
  ),
};

/** Keys no endpoint reads (never the public forms' honeypot, which answers bots with a fake 201). */
const junkKey = fc.constantFrom('foo', 'drop', 'script', '$where', 'constructor', 'id', 'createdAt', 'role_');
const junkEntries = fc.dictionary(junkKey, fc.oneof(hostileString, fc.integer(), fc.constant(HUGE)), {
  maxKeys: 3,
});

function deep(levels: number, open: string, close: string, inner = '1'): string {
  return `${open.repeat(levels)}${inner}${close.repeat(levels)}`;
}

function payloads(spec: Spec): fc.Arbitrary<Payload> {
  const names = Object.keys(spec.fields);
  // An object where at least one known field has a value it never accepts.
  const wrongFields = fc
    .tuple(fc.subarray(names, { minLength: 1 }), junkEntries)
    .chain(([picked, junk]) =>
      fc
        .tuple(...picked.map((name) => invalidValue[spec.fields[name]!]))
        .map((values) => ({ ...junk, ...Object.fromEntries(picked.map((name, i) => [name, values[i]])) })),
    )
    .map((value) => json(`wrong fields ${Object.keys(value).join(',')}`, value));
  const notAnObject = fc
    .oneof(
      fc.array(fc.oneof(hostileString, fc.integer(), smallObject), { maxLength: 4 }),
      hostileString,
      fc.constant(HUGE),
      fc.integer(),
      fc.boolean(),
      ...(spec.nullIsValid ? [] : [fc.constant(null)]),
    )
    .map((value) => json('not an object', value));
  const notJson = fc
    .oneof(
      fc.constantFrom(
        SQL,
        HTML,
        '{"a":',
        "{'a': 1}",
        '{"a": 1,}',
        'undefined',
        '<?xml version="1.0"?><a/>',
        HUGE,
      ),
      fc.string({ minLength: 1, maxLength: 40 }),
    )
    .filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    })
    .map((text): Payload => ({ label: `not JSON ${JSON.stringify(text.slice(0, 40))}`, body: text }));
  // Bytes that are not UTF-8, where JSON expects a value: never valid JSON, whatever the decoder does.
  const badUtf8 = fc
    .tuple(fc.constantFrom(...names), fc.uint8Array({ min: 0x80, max: 0xff, minLength: 1, maxLength: 16 }))
    .map(([name, bytes]): Payload => {
      const head = new TextEncoder().encode(`{"${name}": `);
      return { label: `invalid UTF-8 in ${name}`, body: new Uint8Array([...head, ...bytes, 0x7d]) };
    });
  const deepJson = fc
    .constantFrom(
      deep(5_000, '[', ']'),
      `[${deep(5_000, '{"a":', '}')}]`,
      JSON.stringify({ [names[0]!]: 'x' }).replace('"x"', deep(5_000, '[', ']')),
    )
    .map((text): Payload => ({ label: `${text.slice(0, 12)}… nested 5,000 levels`, body: text }));
  const missing = spec.required
    ? [junkEntries.map((value) => json(`none of the fields (${Object.keys(value).join(',')})`, value))]
    : [];
  return fc.oneof(wrongFields, wrongFields, notAnObject, notJson, badUtf8, deepJson, ...missing);
}

// --- the app ----------------------------------------------------------------------------------------

let t: TestApp;
let endpoints: Endpoint[];
let allEndpoints: Endpoint[];
const params: Record<string, Record<string, string>> = {};
let forwardedFor = 0;

beforeAll(async () => {
  // Each request comes from its own address, so the public forms' per-address limit never answers first.
  t = await createTestApp({ TRUST_PROXY: '1' });
  allEndpoints = registeredEndpoints(createApp(t.deps)).endpoints;
  endpoints = allEndpoints
    .filter((endpoint) => ['POST', 'PUT', 'PATCH'].includes(endpoint.method))
    .filter((endpoint) => !NO_JSON_BODY.has(`${endpoint.method} ${endpoint.path}`));
  // Real records, so handlers that look the record up first still get to the body.
  const [lead] = await t.db.select({ id: leads.id }).from(leads).limit(1);
  const [project] = await t.db.select({ id: projects.id }).from(projects).limit(1);
  const [appointment] = await t.db.select({ id: appointments.id }).from(appointments).limit(1);
  const [post] = await t.db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
  const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
  const [campaign] = await t.db.select({ id: campaigns.id }).from(campaigns).limit(1);
  Object.assign(params, {
    '/api/leads/': { id: lead!.id },
    '/api/projects/': { id: project!.id },
    '/api/appointments/': { id: appointment!.id },
    '/api/posts/': { id: post!.id },
    '/api/users/': { id: user!.id },
    '/api/campaigns/': { id: campaign!.id },
  });
});
afterAll(async () => {
  await t?.close();
});

function urlFor(endpoint: Endpoint): string {
  const prefix = Object.keys(params).find((key) => endpoint.path.startsWith(key));
  return fillParams(endpoint.path, prefix ? params[prefix] : {});
}

/** The least privileged caller the access table lets in (signed out for public endpoints). */
function callerFor(endpoint: Endpoint): Caller {
  const access = apiAccessFor(fillParams(endpoint.path), endpoint.method);
  const who = CALLERS.find((candidate) => decide(access, candidate) === 'allow');
  if (!who) throw new Error(`no caller may call ${endpoint.method} ${endpoint.path}`);
  return who.caller;
}

const COUNTED = {
  leads,
  projects,
  appointments,
  blog_posts: blogPosts,
  notifications,
  audit_log: auditLog,
  campaigns,
  campaign_spend: campaignSpend,
  analytics_events: analyticsEvents,
};
async function rowCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(async ([name, table]) => {
      const [row] = await t.db.select({ n: count() }).from(table);
      return [name, Number(row!.n)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** English or technical text that must never reach a person (messages are PT-BR). */
const NOT_PT_BR =
  /^(bad request|invalid|internal|unexpected|failed|cannot|expected|unauthorized|forbidden|not found)|\b(the|is|invalid|expected|received|required|must|should|unexpected|undefined)\b/i;
const STACK = /\n\s+at |\(\S+:\d+:\d+\)|node_modules|Error:/;

async function send(endpoint: Endpoint, caller: Caller, payload: Payload, query = '') {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': `10.${(forwardedFor >> 16) & 255}.${(forwardedFor >> 8) & 255}.${forwardedFor++ & 255}`,
  };
  if (caller !== 'anonymous') headers.cookie = await t.cookieFor(caller);
  const response = await t.request(`${urlFor(endpoint)}${query}`, {
    method: endpoint.method,
    headers,
    body: endpoint.method === 'GET' ? undefined : payload.body,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body, contentType: response.headers.get('content-type') ?? '' };
}

function problem(answer: Awaited<ReturnType<typeof send>>): string | null {
  if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}`;
  if (!answer.contentType.includes('application/json')) return `content-type ${answer.contentType}`;
  const error = (answer.body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code !== 'string' || !error.code) return 'no error.code';
  if (typeof error.message !== 'string' || !error.message.trim()) return 'no error.message';
  if (NOT_PT_BR.test(error.message)) return `message not in PT-BR: ${error.message}`;
  if (STACK.test(error.message)) return `message with a stack: ${error.message}`;
  return null;
}

describe('hostile bodies', () => {
  it('covers every JSON endpoint that takes a body', () => {
    const uncovered = endpoints
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
      .filter((key) => !SPECS[key]);
    expect(
      uncovered,
      `JSON endpoints with no hostile-body spec (add them to SPECS, or to NO_JSON_BODY): ${uncovered.join(', ')}`,
    ).toEqual([]);
    expect(endpoints.length).toBe(Object.keys(SPECS).length);
  });

  // Generous timeouts: a few thousand requests on a machine that may be busy with other work.
  it('answers every one with a PT-BR 4xx, never a 5xx, and writes nothing', {
    timeout: 180_000,
  }, async () => {
    const findings: string[] = [];
    for (const endpoint of endpoints) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const spec = SPECS[key];
      if (!spec) continue; // reported by the coverage test
      const caller = callerFor(endpoint);
      const before = await rowCounts();
      // Every finding is collected (not just the first), so one run lists them all.
      for (const payload of fc.sample(payloads(spec), { seed: SEED, numRuns: RUNS })) {
        const answer = await send(endpoint, caller, payload);
        const wrong = problem(answer);
        if (wrong) {
          findings.push(
            `${key} as ${caller}, ${payload.label}: ${wrong} ${JSON.stringify(answer.body).slice(0, 200)}`,
          );
        }
      }
      const after = await rowCounts();
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        findings.push(`${key} wrote rows: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
      }
    }
    expect(findings).toEqual([]);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('a NUL character in an otherwise valid body is a PT-BR 400 (was a 500), and nothing is written', async () => {
    const before = await rowCounts();
    const response = await t.request('/api/leads', {
      as: 'comercial',
      json: { name: 'Ana\u0000Souza', email: 'ana.nul@exemplo.com.br', status: 'new' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_text', message: 'O texto enviado contém caracteres inválidos.' },
    });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('text PostgreSQL cannot store, in a query string', () => {
  it.each([
    '/api/leads?q=%00',
    '/api/posts?q=a%00b',
    '/api/users?q=%00',
    // Was a 200 whose CSV stream then broke on the database error, after the headers were sent.
    '/api/leads/export.csv?q=%00',
  ])('%s is a PT-BR 400 (was a 500)', async (url) => {
    const response = await t.request(url, { as: 'adm' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      code: 'invalid_text',
      message: 'O texto enviado contém caracteres inválidos.',
    });
  });
});

describe('hostile query strings', () => {
  it('never make a GET endpoint answer 5xx; its refusals are PT-BR 4xx', { timeout: 180_000 }, async () => {
    const gets = allEndpoints.filter(
      (endpoint) => endpoint.method === 'GET' && endpoint.path !== '/api/realtime',
    );
    const value = fc.oneof(
      hostileString,
      fc.constantFrom('-1', '0', '1e309', 'NaN', 'abc', '%', '2026-02-30', '9999-99-99', 'x'.repeat(10_000)),
      fc.string({ maxLength: 20 }),
    );
    const names = ['q', 'search', 'cursor', 'before', 'limit', 'status', 'owner', 'from', 'days', 'order'];
    const query = fc.dictionary(fc.constantFrom(...names, 'entity', 'action', 'since', 'token'), value, {
      minKeys: 1,
      maxKeys: 4,
    });
    // Sent to every endpoint besides the random ones: the search box and the cursor are the usual targets.
    const ALWAYS: Record<string, string>[] = [
      { q: '\u0000', search: '\u0000' },
      { q: SQL, cursor: SQL },
      { q: HTML, limit: '-1' },
    ];
    const findings: string[] = [];
    for (const endpoint of gets) {
      const caller = callerFor(endpoint);
      for (const params of [...ALWAYS, ...fc.sample(query, { seed: SEED, numRuns: 15 })]) {
        const search = `?${new URLSearchParams(params)}`;
        const answer = await send(endpoint, caller, { label: 'query', body: '' }, search);
        if (answer.status < 400) continue;
        const wrong = problem(answer);
        if (wrong) findings.push(`GET ${endpoint.path}${search.slice(0, 80)} as ${caller}: ${wrong}`);
      }
    }
    expect(gets.length).toBeGreaterThan(30);
    expect(findings).toEqual([]);
  });
});
