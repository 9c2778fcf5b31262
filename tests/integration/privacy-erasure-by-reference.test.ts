/**
 * Issue 24 (docs/product/privacy-lgpd.md, decision 051): erasure by reference. Adversarial requests —
 * names "Coders", "image", "Consultoria", a phone "2026-0012", an e-mail domain, a one-letter name, a
 * name planted on a client through a public form — are run as adm would: preview, then 'Anonimizar'
 * with the preview's fingerprint. A dump of the WHOLE database before and after (every table, row and
 * column) must differ by exactly the cells the preview listed, all of them in rows linked to the person;
 * the rest stays byte-identical, and nothing answers 500. The same for the retention job.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureChatLead } from '@server/chat/lead-capture';
import { queryRows } from '@server/db/client';
import {
  appointments,
  auditLog,
  chatMessages,
  leadNotes,
  leads,
  notifications,
  rateLimits,
} from '@server/db/schema';
import { leadContacts, leadMerges } from '@server/db/schema-lead-identity';
import { applyErasure, type CellChange, findPersonRows, inErasureTransaction } from '@server/privacy/erasure';
import { personOf } from '@server/privacy/personal-data';
import { keyOf, PERSONAL_TABLES } from '@server/privacy/registry';
import { monthsBefore, runRetentionWithChanges } from '@server/privacy/retention';
import { privacyRequests } from '@server/privacy/schema';
import { issueFormToken } from '@server/public-forms/form-token';
import { emptyLeadProfile } from '@shared/lead-profile/types';
import type { ErasurePreview } from '@shared/privacy/schemas';
import { countByField, type DumpDiff, diffDumps, dumpDatabase } from '../support/db-diff';
import { createTestApp, type TestApp } from '../support/test-app';

// Each test loads its own database and dumps all of it several times: slow on a busy machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const cellId = (cell: { table: string; key: string; column: string }) =>
  `${cell.table}|${cell.key}|${cell.column}`;

/** Staff at work first, so the audit log holds their e-mails (an erasure must not touch them). */
async function staffActivity(app: TestApp) {
  const [lead] = await queryRows<{ id: string }>(
    app.db,
    sql`select id from leads where status = 'new' order by created_at limit 1`,
  );
  for (const as of ['comercial', 'adm'] as const) {
    const note = await app.request(`/api/leads/${lead!.id}/notes`, {
      as,
      json: { content: 'Cliente da Coders pediu uma imagem (image/png) da consultoria' },
    });
    expect(note.status).toBe(201);
  }
}

async function verifiedRequest(app: TestApp, body: { email: string; name?: string; phone?: string }) {
  await app.db.delete(rateLimits);
  const created = await app.request('/api/public/privacy-requests', {
    json: { type: 'eliminacao', ...body },
  });
  expect(created.status).toBe(202);
  const [row] = await app.db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.email, body.email.toLowerCase()));
  const verified = await app.request(`/api/privacy/requests/${row!.id}/verify`, {
    as: 'adm',
    json: { note: 'Liguei para o telefone do cadastro' },
  });
  expect(verified.status).toBe(200);
  return row!;
}

async function book(app: TestApp, name: string, email: string, phone = '(31) 97654-3210') {
  const slots = (await (await app.request('/api/public/slots?days=10')).json()) as {
    days: { slots: string[] }[];
  };
  const response = await app.request('/api/public/bookings', {
    json: {
      name,
      email,
      phone,
      slot: slots.days.flatMap((day) => day.slots).reverse()[0],
      message: `Sou ${name} e quero conversar`,
      consent: true,
      marketing: false,
      website: '',
      formToken: issueFormToken(app.config.authSecret, 'consultoria', Date.now() - 60_000),
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Keys of every row the registry links to the person, table by table (before anything changes). */
async function linkedRows(app: TestApp, email: string) {
  const found = await findPersonRows(app.db, await personOf(app.db, email));
  return new Set(
    PERSONAL_TABLES.flatMap((entry) =>
      (found.get(entry.table) ?? []).map((row) => `${entry.table}|${String(row[keyOf(entry)])}`),
    ),
  );
}

type Outcome = {
  preview: ErasurePreview;
  diff: DumpDiff;
  cells: CellChange[];
  linked: Set<string>;
};

/** Preview, then confirm with its fingerprint; the whole database is dumped around each step. */
async function anonymise(app: TestApp, request: { id: string; email: string }): Promise<Outcome> {
  const adm = (path: string, init: Parameters<TestApp['request']>[1] = {}) =>
    app.request(`/api/privacy/requests/${request.id}${path}`, { as: 'adm', ...init });
  const linked = await linkedRows(app, request.email);
  const before = await dumpDatabase(app.db);
  const previewResponse = await adm('/anonymize-preview');
  expect(previewResponse.status, await previewResponse.clone().text()).toBe(200);
  const preview = (await previewResponse.json()) as ErasurePreview;
  // The preview itself changes nothing.
  const untouched = diffDumps(before, await dumpDatabase(app.db));
  expect(untouched).toEqual({ cells: [], inserted: [], deleted: [] });
  // The exact cells, from the same code the endpoint runs (a rolled-back transaction).
  const planned = await inErasureTransaction(
    app.db,
    async (tx) => applyErasure(tx, await personOf(tx, request.email)),
    { dryRun: true },
  );
  const done = await adm('/anonymize', { json: { confirm: true, fingerprint: preview.fingerprint } });
  expect(done.status, await done.clone().text()).toBe(200);
  const diff = diffDumps(before, await dumpDatabase(app.db));

  // Bookkeeping of the action itself: the request row and the audit entry of 'privacy_anonymize'.
  const rest = diff.cells.filter((cell) => !(cell.table === 'privacy_requests' && cell.key === request.id));
  expect(
    diff.inserted.map((row) => [row.table, row.row.action, row.row.entity_id]),
    'only the audit entry of the action is added',
  ).toEqual([['audit_log', 'privacy_anonymize', request.id]]);
  // The whole database changed by exactly the preview.
  expect(rest.map(cellId).sort()).toEqual(planned.cells.map(cellId).sort());
  expect(diff.deleted.map((row) => `${row.table}|${row.key}`).sort()).toEqual(
    planned.deleted.map((row) => `${row.table}|${row.key}`).sort(),
  );
  const counted = Object.fromEntries(
    preview.tables.flatMap((table) =>
      table.fields.map((field) => [`${table.table}.${field.column}`, field.cells]),
    ),
  );
  expect(countByField(rest)).toEqual(counted);
  expect(preview.cells).toBe(rest.length);
  // Every change is in a row linked to the person.
  expect(rest.filter((cell) => !linked.has(`${cell.table}|${cell.key}`))).toEqual([]);
  console.info(`${request.email}: ${rest.length} cells`, JSON.stringify(countByField(rest)));
  return { preview, diff, cells: rest, linked };
}

describe('a request with no lead changes nothing but itself, whatever was typed', () => {
  // One database for these: none of them may change anything but its own request.
  let shared: TestApp;
  beforeAll(async () => {
    shared = await createTestApp();
    await staffActivity(shared);
  });
  afterAll(async () => {
    await shared?.close();
  });

  it.each([
    ['the name "Coders"', { email: 'titular.coders@exemplo.com.br', name: 'Coders' }],
    ['the name "image"', { email: 'titular.image@exemplo.com.br', name: 'image' }],
    ['the phone "2026-0012"', { email: 'fatura@exemplo.com.br', phone: '2026-0012' }],
    ['the e-mail domain "coders.example"', { email: 'alguem@coders.example', name: 'coders.example' }],
    ['the one-letter name "A"', { email: 'letra@exemplo.com.br', name: 'A' }],
    ['the name "Consultoria"', { email: 'titular.consultoria@exemplo.com.br', name: 'Consultoria' }],
  ])('%s', async (_label, body) => {
    const request = await verifiedRequest(shared, body);
    const outcome = await anonymise(shared, request);
    expect(outcome.cells).toEqual([]);
    expect(outcome.preview.tables).toEqual([]);
  });
});

describe("a person's own rows change, and only them", () => {
  it('a booking named "Consultoria": its lead, appointment, consent, notifications and audit; no project or proposal title', async () => {
    t = await createTestApp();
    await staffActivity(t);
    await book(t, 'Consultoria', 'consultoria@exemplo.com.br');
    const request = await verifiedRequest(t, { email: 'consultoria@exemplo.com.br', name: 'Consultoria' });
    const { cells } = await anonymise(t, request);
    const tables = new Set(cells.map((cell) => cell.table));
    expect([...tables].sort()).toEqual(
      ['appointments', 'audit_log', 'consent_events', 'lead_events', 'leads', 'notifications'].filter(
        (table) => tables.has(table),
      ),
    );
    expect(tables.has('leads') && tables.has('appointments')).toBe(true);
    const [lead] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, cells.find((c) => c.table === 'leads')!.key));
    expect(lead!.name).toBe('Titular anonimizado');
    const [appointment] = await t.db.select().from(appointments).where(eq(appointments.leadId, lead!.id));
    expect(appointment!.title).toBe('[removido] gratuita — [removido]');
    expect(appointment!.email).toBeNull();
  });

  it('a lead named "A": its rows are anonymised, "A" is cleaned out of no text', async () => {
    t = await createTestApp();
    await staffActivity(t);
    const [lead] = await t.db
      .insert(leads)
      .values({
        name: 'A',
        email: 'a@exemplo.com.br',
        phone: '(21) 99876-5432',
        message: 'A casa precisa de um site',
      })
      .returning();
    await t.db.insert(leadNotes).values({ leadId: lead!.id, content: 'A pessoa pediu retorno' });
    await t.db
      .insert(notifications)
      .values({ title: 'Novo lead', message: 'A pediu um site (21) 99876-5432', leadId: lead!.id });
    const request = await verifiedRequest(t, { email: 'a@exemplo.com.br', name: 'A' });
    const { cells } = await anonymise(t, request);
    const byField = countByField(cells);
    expect(byField['leads.name']).toBe(1);
    expect(byField['lead_notes.content']).toBe(1);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.leadId, lead!.id));
    // The phone goes; the one-letter name is too short to mean the person.
    expect(note!.message).toBe('A pediu um site [removido]');
  });

  it('"image" planted on a client through a public form: the client is anonymised (no 500), legal records kept', async () => {
    t = await createTestApp();
    await staffActivity(t);
    const [client] = await queryRows<{ id: string; email: string; name: string }>(
      t.db,
      sql`select l.id, l.email, l.name from leads l
          where l.status = 'won' and exists (select 1 from invoices i where i.lead_id = l.id and i.number is not null)
            and exists (select 1 from proposals p where p.lead_id = l.id)
          order by l.created_at limit 1`,
    );
    // A stranger books with the client's e-mail and the name "image": the booking joins the client's lead.
    await book(t, 'image', client!.email, '(11) 91234-5678');
    const titles = async () =>
      queryRows<{ n: string; t: string }>(
        t!.db,
        sql`select number as n, title as t from proposals where lead_id = ${client!.id}
            union all select coalesce(number, id::text), description from invoices where lead_id = ${client!.id}
            order by 1`,
      );
    const before = await titles();
    const request = await verifiedRequest(t, { email: client!.email, name: 'image' });
    const { cells } = await anonymise(t, request);
    expect(cells.length).toBeGreaterThan(0);
    // Proposals and invoices keep their numbers, titles and descriptions (the client's name is not in them).
    expect(await titles()).toEqual(before);
    const byTable = new Set(cells.map((cell) => cell.table));
    for (const untouched of [
      'files',
      'assets',
      'blog_posts',
      'invoice_items',
      'proposal_items',
      'projects',
    ]) {
      if (byTable.has(untouched)) {
        // only the client's own rows, already checked as linked; never a file or a blog post
        expect(['files', 'blog_posts']).not.toContain(untouched);
      }
    }
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, client!.id));
    expect(lead!.name).toBe('Titular anonimizado');
    expect(cells.some((cell) => cell.table === 'proposals' && cell.column === 'accepted_name')).toBe(
      (
        await queryRows(
          t.db,
          sql`select 1 from proposals where lead_id = ${client!.id} and accepted_name is not null`,
        )
      ).length > 0,
    );
  });

  it('refuses in PT-BR when the data changed after the preview, and changes nothing', async () => {
    t = await createTestApp();
    await book(t, 'Joana Prudente Lins', 'joana.lins@titular.com.br');
    const request = await verifiedRequest(t, { email: 'joana.lins@titular.com.br' });
    const preview = (await (
      await t.request(`/api/privacy/requests/${request.id}/anonymize-preview`, { as: 'adm' })
    ).json()) as ErasurePreview;
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'joana.lins@titular.com.br'));
    await t.db.insert(chatMessages).values({
      sessionId: 'nova-conversa',
      role: 'user',
      content: 'Mais uma mensagem',
      leadId: lead!.id,
    });
    const before = await dumpDatabase(t.db);
    const stale = await t.request(`/api/privacy/requests/${request.id}/anonymize`, {
      as: 'adm',
      json: { confirm: true, fingerprint: preview.fingerprint },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toBe(
      'Os dados do titular mudaram desde a prévia. Abra a prévia de novo e confirme o que será alterado.',
    );
    expect(diffDumps(before, await dumpDatabase(t.db))).toEqual({ cells: [], inserted: [], deleted: [] });
  });
});

describe('one person, one lead (decision 056): other contacts and merges', () => {
  async function createLead(app: TestApp, body: Record<string, unknown>) {
    const response = await app.request('/api/leads', { as: 'comercial', json: { status: 'new', ...body } });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { id: string };
  }
  async function mergeInto(app: TestApp, keepId: string, mergeId: string) {
    const response = await app.request('/api/leads/merge', { as: 'comercial', json: { keepId, mergeId } });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  it("the verified e-mail held as another contact (kept by a merge) finds the person's lead; a stranger who typed it in the chat keeps their lead, only that contact changes", async () => {
    t = await createTestApp();
    await staffActivity(t);
    const old = await createLead(t, {
      name: 'Marina Teixeira Prado',
      email: 'marina.prado@antigo.com.br',
      phone: '(31) 98811-2233',
    });
    const kept = await createLead(t, {
      name: 'Marina T. Prado',
      email: 'marina@prado.com.br',
      phone: '(31) 98811-2233',
    });
    await mergeInto(t, kept.id, old.id);
    // Someone else typed that e-mail in the chat: searchable on their lead, never proof of identity.
    const stranger = await createLead(t, { name: 'Otávio Rezende Lima', email: 'otavio@rezende.com.br' });
    const [typed] = await t.db
      .insert(leadContacts)
      .values({ leadId: stranger.id, kind: 'email', value: 'marina.prado@antigo.com.br', source: 'chat' })
      .returning();

    const request = await verifiedRequest(t, { email: 'marina.prado@antigo.com.br' });
    const { cells } = await anonymise(t, request);

    const [person] = await t.db.select().from(leads).where(eq(leads.id, kept.id));
    expect(person).toMatchObject({ name: 'Titular anonimizado', phone: null });
    expect(person!.email).toMatch(/^anonimizado\+/);
    const contacts = await t.db.select().from(leadContacts).where(eq(leadContacts.leadId, kept.id));
    expect(contacts.map((contact) => contact.source)).toContain('merge');
    expect(contacts.map((contact) => contact.value)).toEqual(
      contacts.map((contact) => `[removido-${contact.id.slice(0, 8)}]`),
    );
    const [record] = await t.db.select().from(leadMerges).where(eq(leadMerges.keptLeadId, kept.id));
    expect(record).toMatchObject({ keptBefore: {}, mergedBefore: {} });
    // The stranger's lead is theirs: untouched but for the contact row with the requester's e-mail.
    const [other] = await t.db.select().from(leads).where(eq(leads.id, stranger.id));
    expect(other).toMatchObject({ name: 'Otávio Rezende Lima', email: 'otavio@rezende.com.br' });
    expect(cells.filter((cell) => cell.table === 'leads').map((cell) => cell.key)).not.toContain(stranger.id);
    const [typedAfter] = await t.db.select().from(leadContacts).where(eq(leadContacts.id, typed!.id));
    expect(typedAfter!.value).toBe(`[removido-${typed!.id.slice(0, 8)}]`);
    expect(await linkedRows(t, 'marina.prado@antigo.com.br')).not.toContain(`leads|${stranger.id}`);
  });

  it("erasing the kept lead cleans the merged lead's old audit entries too (found through lead_merges)", async () => {
    t = await createTestApp();
    await staffActivity(t);
    const gone = await createLead(t, {
      name: 'Rafael Quintana Borges',
      email: 'rafael.borges@velho.com.br',
      phone: '(41) 99700-1122',
    });
    const edited = await t.request(`/api/leads/${gone.id}`, {
      as: 'comercial',
      method: 'PATCH',
      json: { name: 'Rafael Q. Borges', company: 'Borges Marcenaria' },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const kept = await createLead(t, {
      name: 'Rafael Borges',
      email: 'rafael@borges.com.br',
      phone: '(41) 99700-1122',
    });
    await mergeInto(t, kept.id, gone.id);
    const oldEntries = () => t!.db.select().from(auditLog).where(eq(auditLog.entityId, gone.id));
    const before = await oldEntries();
    expect(before.map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'merged_into']));
    const personal = [
      'Rafael Quintana Borges',
      'Rafael Q. Borges',
      'rafael.borges@velho.com.br',
      'Borges Marcenaria',
      '99700-1122',
    ];
    const written = (rows: typeof before) => JSON.stringify(rows.map((row) => [row.before, row.after]));
    expect(personal.filter((value) => written(before).includes(value)).length).toBeGreaterThanOrEqual(4);

    const request = await verifiedRequest(t, { email: 'rafael@borges.com.br' });
    const { cells } = await anonymise(t, request);

    const after = await oldEntries();
    // The entries stay (who did what, when); the merged lead's values are gone from them.
    expect(after.map((row) => [row.id, row.action])).toEqual(before.map((row) => [row.id, row.action]));
    expect(personal.filter((value) => written(after).includes(value))).toEqual([]);
    const cleaned = new Set(cells.filter((cell) => cell.table === 'audit_log').map((cell) => cell.key));
    expect(before.filter((row) => cleaned.has(row.id)).length).toBeGreaterThan(0);
  });
});

describe('an erasure after merges, requested with the kept lead’s e-mail (decision 056)', () => {
  /** Every cell of the whole database (a dump) whose JSON holds one of `needles`, as 'table|key|column'. */
  function cellsHolding(dump: Awaited<ReturnType<typeof dumpDatabase>>, needles: string[]) {
    const hits: string[] = [];
    for (const [table, rows] of dump) {
      for (const [key, row] of rows) {
        for (const [column, value] of Object.entries(row)) {
          const text = JSON.stringify(value ?? null).toLowerCase();
          if (needles.some((needle) => text.includes(needle.toLowerCase())))
            hits.push(`${table}|${key}|${column}`);
        }
      }
    }
    return hits.sort();
  }
  async function questionnaire(app: TestApp, contact: { name: string; email: string; phone: string }) {
    await app.db.delete(rateLimits);
    const response = await app.request('/api/public/questionnaire', {
      json: {
        answers: {
          company: 'Marcenaria Quintana',
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
          details: 'Quero um site para a Marcenaria Quintana',
          budget: '5-10k',
          timeline: 'este-mes',
          contactPreference: 'whatsapp',
          ...contact,
        },
        consent: { purpose: true, marketing: true },
        website: '',
        formToken: issueFormToken(app.config.authSecret, 'questionario', Date.now() - 60_000),
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const [lead] = await app.db.select().from(leads).where(eq(leads.email, contact.email));
    return lead!;
  }
  const merge = async (app: TestApp, keepId: string, mergeId: string) => {
    const response = await app.request('/api/leads/merge', { as: 'comercial', json: { keepId, mergeId } });
    expect(response.status, await response.clone().text()).toBe(200);
  };

  it('clears both merged leads (their audit entries), the merged e-mail typed in a stranger’s chat, and names the person in no other lead’s notification', async () => {
    t = await createTestApp();
    await staffActivity(t);
    const phone = '(41) 99700-1122';
    // One person, three e-mails over time, each answering the questionnaire: three leads, flagged.
    const first = await questionnaire(t, {
      name: 'Rafael Quintana Borges',
      email: 'rafael@primeiro.com.br',
      phone,
    });
    const old = await questionnaire(t, {
      name: 'Rafael Q. Borges',
      email: 'rafael.borges@velho.com.br',
      phone,
    });
    const renamed = await t.request(`/api/leads/${old.id}`, {
      as: 'comercial',
      method: 'PATCH',
      json: { name: 'Rafael Quintana B.' },
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    // Someone else types the person's old e-mail in the chat: a contact of THEIR lead, flagged with it.
    const stranger = await captureChatLead(
      t.db,
      { ...emptyLeadProfile(), email: 'rafael.borges@velho.com.br' },
      'pode responder em rafael.borges@velho.com.br',
      { email: 'otavio@rezende.com.br', name: 'Otávio Rezende Lima' },
    );
    expect(stranger).toMatchObject({ created: true });
    const [strangerNote] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.leadId, stranger!.id));
    expect(strangerNote!.message).toContain('Possível duplicado de outro lead (mesmo e-mail)');
    // A merge into a lead that is then merged again: the first record follows to the kept lead.
    await merge(t, old.id, first.id);
    const kept = await questionnaire(t, { name: 'Rafael Borges', email: 'rafael@borges.com.br', phone });
    await merge(t, kept.id, old.id);
    const mergedEntries = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [first.id, old.id]));
    expect(mergedEntries.map((row) => row.action)).toEqual(
      expect.arrayContaining(['create', 'update', 'merged_into']),
    );

    // The person verifies the KEPT lead's e-mail, not the one the stranger typed.
    const request = await verifiedRequest(t, { email: 'rafael@borges.com.br' });
    const { cells, linked } = await anonymise(t, request);
    const closed = await t.request(`/api/privacy/requests/${request.id}/close`, {
      as: 'adm',
      json: { outcome: 'concluida', reply: 'Os seus dados foram anonimizados.' },
    });
    expect(closed.status, await closed.clone().text()).toBe(200);

    const after = await dumpDatabase(t.db);
    // The merged leads' own audit entries (create, edit, merge) stay, and stop naming the person.
    const entriesAfter = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [first.id, old.id]));
    expect(entriesAfter.map((row) => [row.id, row.action]).sort()).toEqual(
      mergedEntries.map((row) => [row.id, row.action]).sort(),
    );
    expect(
      cells.filter((cell) => cell.table === 'audit_log' && mergedEntries.some((row) => row.id === cell.key))
        .length,
    ).toBeGreaterThan(0);
    // The stranger's contact row holding the merged e-mail is found (by reference) and only it changes.
    const [typed] = await t.db.select().from(leadContacts).where(eq(leadContacts.leadId, stranger!.id));
    expect(typed!.value).toBe(`[removido-${typed!.id.slice(0, 8)}]`);
    expect(linked).toContain(`lead_contacts|${typed!.id}`);
    expect(linked).not.toContain(`leads|${stranger!.id}`);
    const [otherLead] = await t.db.select().from(leads).where(eq(leads.id, stranger!.id));
    expect(otherLead).toMatchObject({ name: 'Otávio Rezende Lima', email: 'otavio@rezende.com.br' });

    // Nowhere in the whole database: the person's names, company, phone, or any of their e-mails…
    expect(
      cellsHolding(after, [
        'Rafael Quintana Borges',
        'Rafael Q. Borges',
        'Rafael Quintana B.',
        'Rafael Borges',
        'Marcenaria Quintana',
        '99700-1122',
        '997001122',
        'rafael@primeiro.com.br',
        'rafael@borges.com.br',
      ]),
    ).toEqual([]);
    // …but the e-mail the stranger typed in their own conversation, which is theirs (decision 056).
    expect(cellsHolding(after, ['rafael.borges@velho.com.br'])).toEqual(
      [`leads|${stranger!.id}|message`, `leads|${stranger!.id}|profile`].sort(),
    );
  });
});

describe('the retention job, on lost leads with adversarial names', () => {
  it("anonymises exactly those leads' linked rows; the rest of the database stays byte-identical", async () => {
    t = await createTestApp();
    await staffActivity(t);
    const NOW = new Date();
    const old = monthsBefore(NOW, 30);
    const names = [
      ['Coders', 'coders@perdido.com.br', null],
      ['image', 'image@perdido.com.br', null],
      ['Consultoria', 'consultoria@perdido.com.br', null],
      ['Perdido Telefone', 'telefone@perdido.com.br', '2026-0012'],
      ['A', 'a@perdido.com.br', null],
      ['coders.example', 'dominio@perdido.com.br', null],
    ] as const;
    const inserted = await t.db
      .insert(leads)
      .values(
        names.map(([name, email, phone]) => ({
          name,
          email,
          phone,
          company: name,
          message: `Mensagem de ${name}`,
          status: 'lost' as const,
          createdAt: old,
          updatedAt: old,
        })),
      )
      .returning();
    for (const lead of inserted) {
      await t.db.insert(appointments).values({
        title: `Consultoria gratuita — ${lead.name}`,
        appointmentDate: old,
        status: 'completed',
        leadId: lead.id,
        name: lead.name,
        email: lead.email,
        createdAt: old,
        updatedAt: old,
      });
      await t.db.insert(notifications).values({
        title: `Lead perdido: ${lead.name}`,
        message: `${lead.name} não respondeu`,
        leadId: lead.id,
        createdAt: old,
      });
    }
    const ids = new Set(inserted.map((lead) => lead.id));
    const linked = new Set<string>();
    for (const lead of inserted) {
      const found = await findPersonRows(t.db, { email: null, leadIds: [lead.id], userIds: [] });
      for (const entry of PERSONAL_TABLES) {
        for (const row of found.get(entry.table) ?? [])
          linked.add(`${entry.table}|${String(row[keyOf(entry)])}`);
      }
    }
    const before = await dumpDatabase(t.db);
    const dry = await runRetentionWithChanges(t.db, { now: NOW, dryRun: true });
    expect(diffDumps(before, await dumpDatabase(t.db))).toEqual({ cells: [], inserted: [], deleted: [] });
    expect(dry.result.leads.map((lead) => lead.id).filter((id) => ids.has(id)).length).toBe(names.length);

    const run = await runRetentionWithChanges(t.db, { now: NOW, dryRun: false });
    const diff = diffDumps(before, await dumpDatabase(t.db));
    expect(diff.inserted).toEqual([]);
    expect(diff.deleted).toEqual([]);
    expect(diff.cells.map(cellId).sort()).toEqual(run.erasure.cells.map(cellId).sort());
    expect(dry.erasure.cells.map(cellId).sort()).toEqual(run.erasure.cells.map(cellId).sort());
    expect(diff.cells.filter((cell) => !linked.has(`${cell.table}|${cell.key}`))).toEqual([]);
    expect([...new Set(diff.cells.map((cell) => cell.table))].sort()).toEqual([
      'appointments',
      'leads',
      'notifications',
    ]);
    console.info(`retention: ${diff.cells.length} cells`, JSON.stringify(countByField(diff.cells)));
    const titles = await t.db.select().from(appointments);
    expect(
      titles
        .filter((row) => row.leadId && ids.has(row.leadId))
        .map((row) => row.title)
        .sort(),
    ).toEqual(
      [
        '[removido] gratuita — [removido]', // Consultoria
        'Consultoria gratuita — A', // too short to clean
        'Consultoria gratuita — [removido]',
        'Consultoria gratuita — [removido]',
        'Consultoria gratuita — [removido]',
        'Consultoria gratuita — [removido]',
      ].sort(),
    );
  });
});
