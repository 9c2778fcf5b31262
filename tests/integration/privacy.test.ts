/**
 * Issue 18 (docs/product/privacy-lgpd.md): consent history from every capture path, the rights page
 * API (same answer whatever we hold), the adm queue (verify, export, correct, anonymise, close), the
 * score override and staff consent, and access (401/403/422) on every endpoint.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { auditLog, chatMessages, consentEvents, leads, notifications, rateLimits } from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import {
  ACCOUNT_TABLES,
  LEAD_KEYS_WITHOUT_PERSONAL_DATA,
  PERSONAL_TABLES,
  REQUEST_TABLES,
  TABLES_WITHOUT_PERSONAL_DATA,
} from '@server/privacy/registry';
import { privacyRequests } from '@server/privacy/schema';
import { issuePrivacyToken } from '@server/privacy/tokens';
import { proposals } from '@server/proposals/schema';
import { issueFormToken } from '@server/public-forms/form-token';
import type { ErasurePreview, PersonalExport, PrivacyRequestList } from '@shared/privacy/schemas';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const PERSON = { name: 'Joana Prudente Lins', email: 'joana.lins@titular.com.br', phone: '(31) 97654-3210' };
const OTHER = { name: 'Otávio Brandão Neto', email: 'otavio.neto@outro.com.br', phone: '(41) 93456-7788' };

const questionnaire = (contact: typeof PERSON, marketing = true) => ({
  answers: {
    company: 'Lins Arquitetura',
    segment: 'servicos',
    segmentOther: '',
    companySize: '2-10',
    role: 'ceo',
    services: ['sites'],
    hasSite: 'nao',
    siteUrl: '',
    gptChannels: [],
    hasLogo: '',
    automationTools: '',
    goals: ['mais-clientes'],
    details: `Sou ${contact.name} e quero um site`,
    budget: '5-10k',
    timeline: 'este-mes',
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    contactPreference: 'whatsapp',
  },
  consent: { purpose: true, marketing },
  website: '',
  formToken: issueFormToken(t.config.authSecret, 'questionario', Date.now() - 60_000),
});

async function freeSlot(index: number): Promise<string> {
  const response = await t.request('/api/public/slots?days=10');
  const body = (await response.json()) as { days: { slots: string[] }[] };
  return body.days.flatMap((day) => day.slots).reverse()[index]!;
}

async function capture(contact: typeof PERSON, slotIndex: number) {
  expect((await t.request('/api/public/questionnaire', { json: questionnaire(contact) })).status).toBe(201);
  const booking = await t.request('/api/public/bookings', {
    json: {
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      slot: await freeSlot(slotIndex),
      message: `Falar com ${contact.name}`,
      consent: true,
      marketing: false,
      website: '',
      formToken: issueFormToken(t.config.authSecret, 'consultoria', Date.now() - 60_000),
    },
  });
  expect(booking.status, await booking.clone().text()).toBe(201);
  const [lead] = await t.db.select().from(leads).where(eq(leads.email, contact.email));
  // Staff work on it: a note, an edit (audit before/after), a chat, billing data and an accepted proposal.
  expect(
    (
      await t.request(`/api/leads/${lead!.id}/notes`, {
        as: 'comercial',
        json: { content: `Ligar para ${contact.name} no ${contact.phone}` },
      })
    ).status,
  ).toBe(201);
  const patch = await t.request(`/api/leads/${lead!.id}`, {
    as: 'comercial',
    method: 'PATCH',
    json: { company: `Empresa de ${contact.name}` },
  });
  expect(patch.status, await patch.clone().text()).toBe(200);
  await t.db.insert(chatMessages).values([
    {
      sessionId: `s-${lead!.id}`,
      role: 'user',
      content: `Meu nome é ${contact.name}, ${contact.email}`,
      leadId: lead!.id,
    },
    {
      sessionId: `s-${lead!.id}`,
      role: 'assistant',
      content: `Obrigado, ${contact.name}!`,
      leadId: lead!.id,
    },
  ]);
  await t.db.insert(billingProfiles).values({
    leadId: lead!.id,
    personType: 'pf',
    document: contact === PERSON ? '39053344705' : '11144477735',
    legalName: contact.name,
    billingEmail: contact.email,
    street: 'Rua das Flores',
    number: '10',
    city: 'Belo Horizonte',
    state: 'MG',
  });
  await t.db.insert(proposals).values({
    number: `PROP-TESTE-${contact === PERSON ? 1 : 2}`,
    leadId: lead!.id,
    title: 'Site institucional',
    validUntil: '2030-01-01',
    paymentPlan: { kind: 'avista' } as never,
    acceptedName: contact.name,
    acceptedDocument: contact === PERSON ? '39053344705' : '11144477735',
    acceptedIp: '203.0.113.9',
    acceptedUserAgent: 'Mozilla/5.0 Teste',
  });
  return lead!;
}

type Column = { table_name: string; column_name: string };
const textColumns = () =>
  queryRows<Column>(
    t.db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
        order by c.table_name, c.ordinal_position`,
  );

const everyTextCell = async (needle: string) => {
  const hits: string[] = [];
  for (const column of await textColumns()) {
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(column.table_name)}
          where ${sql.identifier(column.column_name)}::text ilike ${`%${needle}%`}`,
    );
    if (rows[0]!.n) hits.push(`${column.table_name}.${column.column_name}`);
  }
  return hits;
};

describe('every table is classified by how its rows link to a person', () => {
  const classes = () => [
    ...PERSONAL_TABLES.map((entry) => entry.table),
    ...Object.keys(TABLES_WITHOUT_PERSONAL_DATA),
    ...ACCOUNT_TABLES,
    ...REQUEST_TABLES,
  ];

  it('has every table of the database in exactly one class', async () => {
    const tables = (
      await queryRows<{ table_name: string }>(
        t.db,
        sql`select table_name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
    ).map((row) => row.table_name);
    const listed = classes();
    expect(tables.filter((table) => !listed.includes(table))).toEqual([]);
    expect(listed.filter((table, index) => listed.indexOf(table) !== index)).toEqual([]);
    expect(listed.filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('follows every foreign key to leads, and every link names a real column', async () => {
    const foreignKeys = await queryRows<{ table_name: string; column_name: string; target: string }>(
      t.db,
      sql`select kcu.table_name, kcu.column_name, ccu.table_name as target
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
    );
    const toLeads = foreignKeys
      .filter((fk) => fk.target === 'leads')
      .map((fk) => `${fk.table_name}.${fk.column_name}`);
    const followed = PERSONAL_TABLES.flatMap((entry) =>
      entry.links.flatMap((link) => (link.to === 'lead' ? [`${entry.table}.${link.column}`] : [])),
    );
    expect(
      toLeads
        .filter((column) => !followed.includes(column) && !LEAD_KEYS_WITHOUT_PERSONAL_DATA.includes(column))
        .sort(),
    ).toEqual([]);
    // An exemption names a real foreign key to leads of a table without personal data.
    for (const column of LEAD_KEYS_WITHOUT_PERSONAL_DATA) {
      expect(toLeads, column).toContain(column);
      expect(Object.keys(TABLES_WITHOUT_PERSONAL_DATA), column).toContain(column.split('.')[0]);
    }
    const columns = new Set(
      (
        await queryRows<{ c: string }>(
          t.db,
          sql`select table_name || '.' || column_name as c from information_schema.columns where table_schema = 'public'`,
        )
      ).map((row) => row.c),
    );
    for (const entry of PERSONAL_TABLES) {
      for (const link of entry.links) {
        if ('column' in link)
          expect(columns.has(`${entry.table}.${link.column}`), `${entry.table}.${link.column}`).toBe(true);
        if (link.to === 'row') {
          // a parent is found before its children
          const order = PERSONAL_TABLES.map((other) => other.table);
          expect(order.indexOf(link.table)).toBeLessThan(order.indexOf(entry.table));
        }
      }
      for (const column of Object.keys(entry.columns)) {
        expect(columns.has(`${entry.table}.${column}`), `${entry.table}.${column}`).toBe(true);
      }
    }
  });
});

describe('the rights page API', () => {
  const post = (body: unknown, ip = '198.51.100.7') =>
    t.request('/api/public/privacy-requests', { json: body, headers: { 'x-forwarded-for': ip } });

  it('answers byte for byte the same whether or not we hold the e-mail', async () => {
    await capture(OTHER, 3);
    const known = await post({ type: 'acesso', email: OTHER.email });
    const unknown = await post({ type: 'acesso', email: 'ninguem.aqui@nada.com.br' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.text()).toBe(await unknown.text());
    expect(known.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
  });

  it('422 in PT-BR for a bad e-mail or an unknown right', async () => {
    const bad = await post({ type: 'acesso', email: 'nao-e-email' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.email).toBe(
      'Informe um e-mail válido.',
    );
    expect((await post({ type: 'vender', email: 'a@b.com.br' })).status).toBe(422);
  });

  it('a revocation withdraws marketing at once (channel rights_page)', async () => {
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, OTHER.email));
    expect((await post({ type: 'revogacao', email: OTHER.email.toUpperCase() })).status).toBe(202);
    const rows = await t.db.select().from(consentEvents).where(eq(consentEvents.leadId, lead!.id));
    expect(
      rows.some((row) => row.channel === 'rights_page' && row.purpose === 'marketing' && !row.granted),
    ).toBe(true);
  });

  it('rate-limits an address', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await post({ type: 'acesso', email: `x${i}@y.com.br` }, '198.51.100.99')).status);
    expect(answers.at(-1)).toBe(429);
  });

  it('a one-time link verifies the request once', async () => {
    const [request] = await t.db
      .insert(privacyRequests)
      .values({ type: 'acesso', email: 'link@exemplo.com.br' })
      .returning();
    const token = await issuePrivacyToken(t.db, {
      kind: 'verify',
      email: request!.email,
      requestId: request!.id,
    });
    const first = await t.request('/api/public/privacy-requests/verify', { json: { token } });
    expect(first.status).toBe(200);
    const again = await t.request('/api/public/privacy-requests/verify', { json: { token } });
    expect(again.status).toBe(422);
    const [row] = await t.db.select().from(privacyRequests).where(eq(privacyRequests.id, request!.id));
    expect(row!.status).toBe('aberta');
    expect(
      (await t.request('/api/public/privacy-requests/verify', { json: { token: 'curto' } })).status,
    ).toBe(422);
  });
});

describe('consent history: a row from every capture path', () => {
  it('questionnaire, booking, chat, import, staff and unsubscribe each append a row', async () => {
    const lead = await capture(PERSON, 0);
    // chat: the signed-in visitor leaves a phone
    const chat = await t.request('/api/functions/secure-chat', {
      as: 'usuario',
      json: { message: 'Meu WhatsApp é (61) 98123-4455', history: [] },
    });
    expect(chat.status, await chat.clone().text()).toBe(200);
    // import
    const imported = await t.request('/api/leads/import', {
      as: 'comercial',
      json: { rows: [{ name: 'Importado Teste', email: 'importado.consent@exemplo.com.br' }] },
    });
    expect(imported.status).toBe(200);
    // staff
    const staff = await t.request(`/api/leads/${lead.id}/consents`, {
      as: 'comercial',
      json: { purpose: 'marketing', granted: true },
    });
    expect(staff.status).toBe(200);
    // unsubscribe link
    const token = await issuePrivacyToken(t.db, { kind: 'unsubscribe', email: PERSON.email });
    expect((await t.request('/api/public/unsubscribe', { json: { token } })).status).toBe(200);
    expect((await t.request('/api/public/unsubscribe', { json: { token: 'A'.repeat(43) } })).status).toBe(
      422,
    );

    const channels = async (email: string) =>
      (
        await queryRows<{ channel: string }>(
          t.db,
          sql`select c.channel from consent_events c join leads l on l.id = c.lead_id where lower(l.email) = ${email} order by c.created_at`,
        )
      ).map((row) => row.channel);
    const mine = await channels(PERSON.email);
    for (const channel of ['questionnaire', 'booking', 'staff', 'unsubscribe'])
      expect(mine).toContain(channel);
    expect(await channels('usuario@coders.example')).toContain('chat');
    expect(await channels('importado.consent@exemplo.com.br')).toEqual(['import']);
    // the latest marketing row is the withdrawal
    const [latest] = await queryRows<{ granted: boolean; channel: string }>(
      t.db,
      sql`select granted, channel from consent_events where lead_id = ${lead.id} and purpose = 'marketing' order by created_at desc limit 1`,
    );
    expect(latest).toEqual({ granted: false, channel: 'unsubscribe' });
    // staff's row names who recorded it
    const [staffRow] = await t.db.select().from(consentEvents).where(eq(consentEvents.channel, 'staff'));
    expect(staffRow!.recordedBy).not.toBeNull();
  });
});

describe('the adm queue: verify, export, correct, anonymise, close', () => {
  let requestId: string;
  const adm = (path: string, init: Parameters<TestApp['request']>[1] = {}) =>
    t.request(`/api/privacy${path}`, { as: 'adm', ...init });

  beforeAll(async () => {
    const created = await t.request('/api/public/privacy-requests', {
      json: { type: 'eliminacao', email: PERSON.email, name: PERSON.name, phone: PERSON.phone },
    });
    expect(created.status).toBe(202);
    const [row] = await t.db.select().from(privacyRequests).where(eq(privacyRequests.email, PERSON.email));
    requestId = row!.id;
  });

  it('lists the request as não verificada with the 15-day clock, and the leads found', async () => {
    const list = (await (await adm('/requests')).json()) as PrivacyRequestList;
    const item = list.items.find((entry) => entry.id === requestId)!;
    expect(item.status).toBe('nao_verificada');
    expect(item.deadline.daysLeft).toBe(15);
    expect(item.deadline.overdue).toBe(false);
    expect(item.leads.length).toBe(1);
  });

  it('refuses export and anonymisation before the identity is verified (409)', async () => {
    expect((await adm(`/requests/${requestId}/export`)).status).toBe(409);
    expect((await adm(`/requests/${requestId}/anonymize-preview`)).status).toBe(409);
    expect(
      (
        await adm(`/requests/${requestId}/anonymize`, {
          json: { confirm: true, fingerprint: 'a'.repeat(64) },
        })
      ).status,
    ).toBe(409);
  });

  it('verifies by phone with a note (422 without one)', async () => {
    expect((await adm(`/requests/${requestId}/verify`, { json: { note: '' } })).status).toBe(422);
    expect(
      (await adm(`/requests/${requestId}/verify`, { json: { note: 'Liguei para o telefone do cadastro' } }))
        .status,
    ).toBe(200);
    expect((await adm(`/requests/${requestId}/verify`, { json: { note: 'de novo' } })).status).toBe(409);
  });

  it("exports every table's rows of the person, and nothing of anyone else (JSON and CSV)", async () => {
    const response = await adm(`/requests/${requestId}/export?format=json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('.json');
    const text = await response.text();
    const body = JSON.parse(text) as PersonalExport;
    for (const table of [
      'leads',
      'lead_notes',
      'lead_events',
      'consent_events',
      'appointments',
      'chat_messages',
      'notifications',
      'audit_log',
      'billing_profiles',
      'proposals',
    ]) {
      expect(body.tables[table]?.length, table).toBeGreaterThan(0);
    }
    expect(text).toContain(PERSON.name);
    expect(text).not.toContain(OTHER.name);
    expect(text).not.toContain(OTHER.email);
    const csv = await adm(`/requests/${requestId}/export?format=csv`);
    expect(csv.status).toBe(200);
    const bytes = new Uint8Array(await csv.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvText = await csv.text();
    expect(csvText.replace(/^\uFEFF/, '').startsWith('tabela;registro;campo;valor')).toBe(true);
    expect(csvText).toContain(PERSON.email);
    expect(csvText).not.toContain(OTHER.email);
    expect((await adm(`/requests/${requestId}/export?format=xml`)).status).toBe(422);
  });

  it('corrects a field, audited without the value', async () => {
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, PERSON.email));
    const response = await adm(`/requests/${requestId}/correct`, {
      json: { leadId: lead!.id, fields: { company: 'Lins Arquitetura Ltda' } },
    });
    expect(response.status).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy_correct'));
    expect(entry!.after).toEqual({ request: requestId, fields: ['company'] });
    expect(
      (await adm(`/requests/${requestId}/correct`, { json: { leadId: lead!.id, fields: {} } })).status,
    ).toBe(422);
    // The form sends every box; a blank one is "leave as is" (never a blank name or phone).
    const blanks = await adm(`/requests/${requestId}/correct`, {
      json: { leadId: lead!.id, fields: { name: ' ', email: '', phone: '', company: '' } },
    });
    expect(blanks.status).toBe(422);
    expect(JSON.stringify(await blanks.json())).toContain('Preencha ao menos um campo a corrigir.');
    const partial = await adm(`/requests/${requestId}/correct`, {
      json: {
        leadId: lead!.id,
        fields: { name: '', email: '', phone: '', company: 'Lins Arquitetura S.A.' },
      },
    });
    expect(partial.status).toBe(200);
    const [corrected] = await t.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(corrected).toMatchObject({
      name: lead!.name,
      phone: lead!.phone,
      company: 'Lins Arquitetura S.A.',
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy_correct'));
    expect(audits.map((row) => row.after)).toContainEqual({ request: requestId, fields: ['company'] });
    const [other] = await t.db.select().from(leads).where(eq(leads.email, OTHER.email));
    expect(
      (await adm(`/requests/${requestId}/correct`, { json: { leadId: other!.id, fields: { name: 'X' } } }))
        .status,
    ).toBe(404);
  });

  it('anonymises: no name, e-mail or phone left in any text column of any table; rows and the other person kept', async () => {
    const before = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from leads`);
    const preview = await adm(`/requests/${requestId}/anonymize-preview`);
    expect(preview.status, await preview.clone().text()).toBe(200);
    const { fingerprint } = (await preview.json()) as ErasurePreview;
    expect(
      (await adm(`/requests/${requestId}/anonymize`, { json: { confirm: true } })).status,
      'no fingerprint: no anonymisation',
    ).toBe(422);
    const response = await adm(`/requests/${requestId}/anonymize`, { json: { confirm: true, fingerprint } });
    expect(response.status, await response.clone().text()).toBe(200);
    const close = await adm(`/requests/${requestId}/close`, {
      json: { outcome: 'concluida', reply: 'Os seus dados foram anonimizados.' },
    });
    expect(close.status).toBe(200);

    expect(await everyTextCell(PERSON.name)).toEqual([]);
    expect(await everyTextCell(PERSON.email)).toEqual([]);
    expect(await everyTextCell(PERSON.phone)).toEqual([]);
    expect(await everyTextCell('97654-3210')).toEqual([]);
    expect(await everyTextCell('31976543210')).toEqual([]);
    expect(await everyTextCell('39053344705')).toEqual([]);
    // A partner's CPF that happens to be the same kind of value is someone else's: kept.
    expect(await everyTextCell('52998224725')).toEqual(['partners.document']);

    const after = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from leads`);
    expect(after[0]!.n).toBe(before[0]!.n);
    // the other person is untouched
    expect((await everyTextCell(OTHER.email)).length).toBeGreaterThan(0);
    const [other] = await t.db.select().from(leads).where(eq(leads.email, OTHER.email));
    expect(other!.name).toBe(OTHER.name);
    // audit entries of the request carry ids and action names only
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, requestId));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'privacy_request_verified',
        'privacy_export',
        'privacy_anonymize',
        'privacy_request_closed',
      ]),
    );
    // a closed request takes no more actions
    expect(
      (await adm(`/requests/${requestId}/anonymize`, { json: { confirm: true, fingerprint } })).status,
    ).toBe(409);
    const notes = await t.db.select().from(notifications);
    expect(notes.some((note) => `${note.title} ${note.message}`.includes(PERSON.name))).toBe(false);
  });
});

describe('art. 20: score override', () => {
  it('sets the score with the reason, shown as a reason and audited', async () => {
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, OTHER.email));
    const response = await t.request(`/api/leads/${lead!.id}/score`, {
      as: 'comercial',
      json: { score: 90, reason: 'Cliente indicado pela diretoria' },
    });
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(row!.score).toBe(90);
    expect(row!.scoreReasons?.at(-1)?.detail).toBe('Cliente indicado pela diretoria');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'score_override'));
    expect(entry!.after).toEqual({ score: 90, reason: 'Cliente indicado pela diretoria' });
    expect(
      (
        await t.request(`/api/leads/${lead!.id}/score`, {
          as: 'comercial',
          json: { score: 101, reason: 'x' },
        })
      ).status,
    ).toBe(422);
  });
});

describe('access: 401 signed out, 403 for the wrong role, on every endpoint', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const adm: [string, string, unknown?][] = [
    ['GET', '/api/privacy/requests'],
    ['POST', `/api/privacy/requests/${id}/verify`, { note: 'abc' }],
    ['GET', `/api/privacy/requests/${id}/export`],
    ['POST', `/api/privacy/requests/${id}/correct`, { leadId: id, fields: { name: 'x' } }],
    ['GET', `/api/privacy/requests/${id}/anonymize-preview`],
    ['POST', `/api/privacy/requests/${id}/anonymize`, { confirm: true, fingerprint: 'a'.repeat(64) }],
    ['POST', `/api/privacy/requests/${id}/close`, { outcome: 'recusada', reply: 'abc' }],
    ['GET', '/api/privacy/retention'],
    ['POST', '/api/privacy/retention/run', { confirm: true }],
  ];
  const commercial: [string, string, unknown?][] = [
    ['POST', `/api/leads/${id}/score`, { score: 1, reason: 'motivo' }],
    ['POST', `/api/leads/${id}/consents`, { purpose: 'marketing', granted: false }],
  ];

  it.each([...adm, ...commercial])('%s %s', async (method, path, body) => {
    const init = { method, ...(body ? { json: body } : {}) };
    expect((await t.request(path, init)).status).toBe(401);
    const wrong = path.startsWith('/api/leads') ? 'mkt' : 'comercial';
    expect((await t.request(path, { ...init, as: wrong })).status).toBe(403);
    if (body) {
      const invalid = await t.request(path, { method, json: { nada: 1 }, as: 'adm' });
      expect(invalid.status).toBe(422);
    }
  });

  it('404 for an unknown request or lead', async () => {
    expect(
      (await t.request(`/api/privacy/requests/${id}/verify`, { as: 'adm', json: { note: 'abcd' } })).status,
    ).toBe(404);
    expect(
      (
        await t.request(`/api/leads/${id}/consents`, {
          as: 'adm',
          json: { purpose: 'marketing', granted: true },
        })
      ).status,
    ).toBe(404);
  });
});
