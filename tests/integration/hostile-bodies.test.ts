/**
 * Hostile bodies (issue 11): every JSON endpoint that takes a body, called by someone allowed to call it,
 * with bodies no client of ours sends: wrong types, missing fields, huge strings, deep JSON, invalid
 * UTF-8, text that is not JSON, arrays instead of objects, SQL and HTML. Each answer is a 4xx with the
 * `{ error: { code, message } }` shape and a PT-BR message; never a 5xx; and nothing is written.
 *
 * Every payload is invalid by construction: either it is not a JSON object at all, or at least one field
 * the endpoint knows gets a value of the wrong type or outside its format, or (where some field is
 * required) it carries none of the endpoint's fields. So a 2xx is always a finding.
 *
 * What each endpoint's fields take is read from the route's own zod schema (the one its `json()`
 * validator holds: tests/support/hostile-spec.ts), each field's kind confirmed by asking that schema
 * to refuse every value this suite sends for the kind. Only Better Auth's endpoints, which have no
 * zod schema of ours, are described here by hand.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '@server/analytics/schema';
import { createApp } from '@server/app';
import { campaignSpend, campaigns } from '@server/campaigns/schema';
import { appointments, auditLog, blogPosts, leads, notifications, projects, users } from '@server/db/schema';
import { apiAccessFor, decide } from '@shared/catalog/access';
import { HOSTILE, HUGE, type Kind, type Spec, specFromSchema } from '../support/hostile-spec';
import { CALLERS, type Caller, type Endpoint, fillParams, registeredEndpoints } from '../support/routes';
import { createTestApp, type TestApp } from '../support/test-app';

/** fast-check is seeded: the same bodies every run. */
const SEED = 20_261_126;
const RUNS = 25;

const SQL = HOSTILE[0]!;
const HTML = HOSTILE[1]!;

/** Better Auth's endpoints: no zod schema of ours to read, so described here. */
const AUTH_SPECS: Record<string, Spec> = {
  'POST /api/auth/sign-in/email': { fields: { email: 'email', password: 'string' }, required: true },
  'POST /api/auth/sign-up/email': {
    fields: { email: 'email', password: 'string', name: 'string' },
    required: true,
  },
};

/** The endpoint's body as the suite sees it: from its schema, or Better Auth's above. */
function specOf(endpoint: Endpoint): Spec | undefined {
  if (endpoint.body) return specFromSchema(endpoint.body.schema, endpoint.body.optional);
  return AUTH_SPECS[`${endpoint.method} ${endpoint.path}`];
}

// --- payloads ---------------------------------------------------------------------------------------

type Payload = { label: string; body: string | Uint8Array<ArrayBuffer> };
const json = (label: string, value: unknown): Payload => ({ label, body: JSON.stringify(value) });

const hostileString = fc.constantFrom(...HOSTILE);
const smallObject = fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.oneof(hostileString, fc.integer()), {
  minKeys: 1,
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
  // A number or the text a person types for one ('1.234,5'): never a word, a yes/no, a list or an object.
  scalar: fc.oneof(fc.constantFrom(SQL, HTML), fc.boolean(), fc.constant([]), smallObject),
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
  // Endpoints that read a JSON body: the ones with a json() schema, and Better Auth's.
  endpoints = allEndpoints.filter((endpoint) => specOf(endpoint) !== undefined);
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
  it('reads every JSON body through a json() schema, so every one is covered here', () => {
    // validate.ts's json() is the one place a route reads a JSON body (decision 027); a handler that
    // read one itself would escape this suite, so none may.
    const readers = readdirSync('src/server', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => /\.req\.json\(/.test(readFileSync(`src/server/${file}`, 'utf8')))
      .map((file) => `src/server/${file}`);
    expect(readers).toEqual(['src/server/http/validate.ts']);
    // Each write endpoint with a body has fields this suite knows how to break.
    const blind = endpoints.filter((endpoint) => Object.keys(specOf(endpoint)!.fields).length === 0);
    expect(blind.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    expect(endpoints.length).toBeGreaterThanOrEqual(90); // 100 when the schemas became the source
  });

  // Generous timeouts: a few thousand requests on a machine that may be busy with other work.
  it('answers every one with a PT-BR 4xx, never a 5xx, and writes nothing', {
    timeout: 180_000,
  }, async () => {
    const findings: string[] = [];
    for (const endpoint of endpoints) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const spec = specOf(endpoint)!;
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
