/**
 * Issue 24, deliverable 7 (decision 056): merging two leads that are one person. Every row of every
 * table with a foreign key to leads moves to the kept lead (read from the catalog, so a new key to
 * leads fails here until the merge handles it), fields come from the side staff picked, the merge is
 * audited with both leads as they were, links to the merged lead open the kept one, and two merges of
 * the same pair at once give one 200 and one PT-BR 409.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import {
  auditLog,
  chatMessages,
  consentEvents,
  leadEvents,
  leads,
  notifications,
  rateLimits,
} from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import { leadContacts, leadDuplicates, leadMerges } from '@server/db/schema-lead-identity';
import { LEAD_REFERENCES, leadForeignKeys } from '@server/leads/merge-leads';
import { mailDeliveries } from '@server/mail/schema';
import { issueFormToken } from '@server/public-forms/form-token';
import type { LeadDetails, LeadList, LeadListItem } from '@shared/schemas/lead';
import type { DuplicatePairList, MergePreview, MergeResult } from '@shared/schemas/lead-identity';
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

const unique = () => Math.random().toString(36).slice(2, 8);
const freshPhone = (ddd = '21') => {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `(${ddd}) 9${digits.slice(0, 4)}-${digits.slice(4)}`;
};
async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
async function createLead(body: Record<string, unknown>) {
  const response = await t.request('/api/leads', { as: 'comercial', json: { status: 'new', ...body } });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<LeadListItem>(response);
}
const pairId = async (a: string, b: string) => {
  const [pair] = await t.db
    .select({ id: leadDuplicates.id })
    .from(leadDuplicates)
    .where(and(eq(leadDuplicates.leadAId, a < b ? a : b), eq(leadDuplicates.leadBId, a < b ? b : a)));
  return pair?.id;
};
const merge = (body: Record<string, unknown>, as = 'comercial') =>
  t.request('/api/leads/merge', { as, json: body });

async function submitQuestionnaire(contact: { name: string; email: string; phone: string }) {
  const response = await t.request('/api/public/questionnaire', {
    json: {
      answers: {
        company: 'Empresa do Formulário',
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
        details: '',
        budget: '5-10k',
        timeline: 'este-mes',
        contactPreference: 'whatsapp',
        ...contact,
      },
      consent: { purpose: true, marketing: true },
      website: '',
      formToken: issueFormToken(t.config.authSecret, 'questionario', Date.now() - 60_000),
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Rows per foreign key to leads pointing at `leadId`, keyed 'table.column'. */
async function referenceCounts(leadId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const key of await leadForeignKeys(t.db)) {
    const [table, column] = key.split('.') as [string, string];
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${leadId}`,
    );
    counts[key] = row!.n;
  }
  return counts;
}

describe('the foreign keys to leads', () => {
  it('are all handled by the merge (a new one fails here until LEAD_REFERENCES lists it)', async () => {
    const inCatalog = await leadForeignKeys(t.db);
    const handled = LEAD_REFERENCES.map((reference) => `${reference.table}.${reference.column}`).sort();
    expect(handled).toEqual(inCatalog);
  });
});

describe('merging two leads', () => {
  const tag = unique();
  const phone = freshPhone();
  let keep: LeadListItem;
  let gone: LeadListItem;
  let third: LeadListItem;
  let before: { keep: Record<string, number>; gone: Record<string, number> };
  let result: MergeResult;

  beforeAll(async () => {
    keep = await createLead({
      name: `Carla Mendes ${tag}`,
      email: `carla.${tag}@empresa.com.br`,
      phone,
      company: 'Empresa da Carla',
      status: 'qualified',
    });
    gone = await createLead({
      name: `Carla M. ${tag}`,
      email: `carla.pessoal.${tag}@gmail.com`,
      phone,
      company: null,
      status: 'contacted',
    });
    // A third lead that looks like the merged one: their pair follows the merge.
    third = await createLead({ name: `Carla M. ${tag}`, email: `homonima.${tag}@x.com.br` });
    // An earlier merge into the lead that will be merged away (its record must follow too).
    const earlier = await createLead({ name: `Carla Antiga ${tag}`, email: `antiga.${tag}@x.com.br`, phone });
    const earlierMerge = await merge({ keepId: gone.id, mergeId: earlier.id });
    expect(earlierMerge.status, await earlierMerge.clone().text()).toBe(200);

    // History on the lead that goes: a note, a submission with consent, a contact, a chat message.
    await t.request(`/api/leads/${gone.id}/notes`, { as: 'comercial', json: { content: `Nota ${tag}` } });
    await submitQuestionnaire({ name: `Carla M. ${tag}`, email: `carla.pessoal.${tag}@gmail.com`, phone });
    await t.request(`/api/leads/${gone.id}/contacts`, {
      as: 'comercial',
      json: { kind: 'email', value: `carla.trabalho.${tag}@x.com.br` },
    });
    await t.db
      .insert(chatMessages)
      .values({ sessionId: `sess-${tag}`, role: 'user', content: 'Oi', leadId: gone.id });
    // One billing profile each: staff pick one.
    await t.db.insert(billingProfiles).values([
      { leadId: keep.id, personType: 'pf', document: '52998224725', legalName: 'Carla Mendes' },
      { leadId: gone.id, personType: 'pf', document: '11144477735', legalName: 'Carla M. Pessoal' },
    ]);
    // An e-mail sent about the merged lead (the demo data sends none: the engine is off in tests).
    await t.db.insert(mailDeliveries).values({
      idempotencyKey: `merge-test-${tag}`,
      kind: 'notification',
      toAddress: `carla.${tag}@exemplo.com.br`,
      subject: 'Lembrete',
      messageId: `<merge-test-${tag}@coders.example>`,
      leadId: gone.id,
      status: 'sent',
    });
    // Every other table that points at leads: borrow one demo row (a table the demo data leaves empty
    // fails here, so a new reference needs a fixture).
    const own = new Set([
      'lead_notes.lead_id',
      'lead_events.lead_id',
      'consent_events.lead_id',
      'lead_contacts.lead_id',
      'lead_duplicates.lead_a_id',
      'lead_duplicates.lead_b_id',
      'lead_merges.kept_lead_id',
      'chat_messages.lead_id',
      'billing_profiles.lead_id',
      'mail_deliveries.lead_id',
    ]);
    for (const key of await leadForeignKeys(t.db)) {
      if (own.has(key)) continue;
      const [table, column] = key.split('.') as [string, string];
      const [borrowed] = await queryRows<{ n: number }>(
        t.db,
        sql`with borrowed as (
              update ${sql.identifier(table)} set ${sql.identifier(column)} = ${gone.id}
              where ctid = (select ctid from ${sql.identifier(table)} where ${sql.identifier(column)} is distinct from ${gone.id} limit 1)
              returning 1)
            select count(*)::int as n from borrowed`,
      );
      expect(borrowed!.n, `no demo row in ${table} to point at the lead: add a fixture`).toBe(1);
    }
    before = { keep: await referenceCounts(keep.id), gone: await referenceCounts(gone.id) };
    for (const [key, count] of Object.entries(before.gone)) {
      if (key !== 'lead_duplicates.lead_a_id' && key !== 'lead_duplicates.lead_b_id') {
        expect(count, `the merged lead has no row in ${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('shows both leads side by side, the older one kept, with their histories', async () => {
    const id = await pairId(keep.id, gone.id);
    expect(id).toBeTruthy();
    const response = await t.request(`/api/leads/duplicates/${id}`, { as: 'adm' });
    expect(response.status).toBe(200);
    const preview = await json<MergePreview>(response);
    expect(preview.pair.reasons).toEqual(['phone']);
    expect(preview.keep.id).toBe(keep.id);
    expect(preview.merge.id).toBe(gone.id);
    expect(preview.keep.values).toMatchObject({
      name: `Carla Mendes ${tag}`,
      status: 'Qualificado',
      company: 'Empresa da Carla',
    });
    expect(preview.merge.values).toMatchObject({
      status: 'Contatado',
      billingProfile: 'Carla M. Pessoal · 111.444.777-35',
    });
    const history = Object.fromEntries(preview.merge.history.map((entry) => [entry.label, entry.count]));
    expect(history).toMatchObject({ Anotações: 1, 'Envios e eventos': 1, 'Registros de consentimento': 2 });
    expect(preview.merge.history.every((entry) => !entry.label.includes('_'))).toBe(true);
  });

  it('is refused to roles that do not edit leads, and to the same lead twice', async () => {
    expect((await merge({ keepId: keep.id, mergeId: gone.id }, 'financeiro')).status).toBe(403);
    expect((await merge({ keepId: keep.id, mergeId: gone.id }, 'mkt')).status).toBe(403);
    const same = await merge({ keepId: keep.id, mergeId: keep.id });
    expect(same.status).toBe(422);
    expect((await json<{ error: { message: string } }>(same)).error.message).toBe(
      'Escolha dois leads diferentes para mesclar.',
    );
    const missing = await merge({ keepId: keep.id, mergeId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
  });

  it('moves every reference, keeps the picked fields and the other contacts', async () => {
    const response = await merge({
      keepId: keep.id,
      mergeId: gone.id,
      fields: { name: 'merge', email: 'keep', status: 'keep', billingProfile: 'merge' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    result = await json<MergeResult>(response);
    expect(result).toMatchObject({ keptId: keep.id, mergedId: gone.id });

    const after = { keep: await referenceCounts(keep.id), gone: await referenceCounts(gone.id) };
    for (const key of Object.keys(before.gone)) {
      expect(after.gone[key], `${key} still points at the merged lead`).toBe(0);
    }
    const summed = [
      'lead_notes.lead_id',
      'lead_events.lead_id',
      'consent_events.lead_id',
      'lead_merges.kept_lead_id',
      'appointments.lead_id',
      'chat_messages.lead_id',
      'projects.client_id',
      'assets.client_id',
      'proposals.lead_id',
      'invoices.lead_id',
      'recurring_invoices.lead_id',
      'payments.lead_id',
      'partner_commissions.lead_id',
    ];
    for (const key of summed) {
      const extra = key === 'lead_merges.kept_lead_id' ? 1 : 0; // this merge's own record
      expect(after.keep[key], key).toBe(before.keep[key]! + before.gone[key]! + extra);
    }
    expect(result.moved['lead_notes.lead_id']).toBe(1);

    expect(await t.db.select().from(leads).where(eq(leads.id, gone.id))).toEqual([]);
    const [kept] = await t.db.select().from(leads).where(eq(leads.id, keep.id));
    expect(kept).toMatchObject({
      name: `Carla M. ${tag}`,
      email: `carla.${tag}@empresa.com.br`,
      status: 'qualified',
      company: 'Empresa da Carla',
    });
    const [profile] = await t.db.select().from(billingProfiles).where(eq(billingProfiles.leadId, keep.id));
    expect(profile).toMatchObject({ document: '11144477735', legalName: 'Carla M. Pessoal' });

    const contacts = await t.db.select().from(leadContacts).where(eq(leadContacts.leadId, keep.id));
    expect(contacts.map((row) => [row.kind, row.value, row.source]).sort()).toEqual(
      [
        ['email', `antiga.${tag}@x.com.br`, 'merge'],
        ['email', `carla.pessoal.${tag}@gmail.com`, 'merge'],
        ['email', `carla.trabalho.${tag}@x.com.br`, 'manual'],
      ].sort(),
    );
    // The pair with the third lead now names the kept lead.
    expect(await pairId(keep.id, third.id)).toBeTruthy();
  });

  it('audits the merge with both leads as they were', async () => {
    const [record] = await t.db.select().from(leadMerges).where(eq(leadMerges.mergedLeadId, gone.id));
    expect(record).toMatchObject({
      keptLeadId: keep.id,
      actorEmail: 'comercial@coders.example',
      fields: expect.objectContaining({ name: 'merge', email: 'keep', billingProfile: 'merge' }),
    });
    expect(record!.keptBefore).toMatchObject({ name: `Carla Mendes ${tag}`, status: 'qualified' });
    expect(record!.mergedBefore).toMatchObject({
      name: `Carla M. ${tag}`,
      email: `carla.pessoal.${tag}@gmail.com`,
      billingProfile: expect.objectContaining({ document: '11144477735' }),
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lead'), inArray(auditLog.action, ['merge', 'merged_into'])))
      .orderBy(auditLog.createdAt);
    const mine = audits.filter(
      (row) => row.entityId === keep.id || (row.entityId === gone.id && row.action === 'merged_into'),
    );
    expect(mine.map((row) => [row.action, row.entityId])).toEqual([
      ['merge', keep.id],
      ['merged_into', gone.id],
    ]);
    expect(mine[0]).toMatchObject({
      actorEmail: 'comercial@coders.example',
      before: expect.objectContaining({ name: `Carla Mendes ${tag}` }),
      after: expect.objectContaining({ name: `Carla M. ${tag}`, mergedLeadId: gone.id }),
    });
    expect(mine[1]!.before).toMatchObject({ email: `carla.pessoal.${tag}@gmail.com` });
  });

  it('keeps both histories on the kept lead; a link to the merged lead opens it', async () => {
    const details = await json<LeadDetails>(await t.request(`/api/leads/${gone.id}`, { as: 'comercial' }));
    expect(details.id).toBe(keep.id);
    const actions = details.timeline.filter((entry) => entry.kind === 'audit').map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['merge', 'merged_into', 'create']));
    expect(actions.filter((action) => action === 'create').length).toBeGreaterThanOrEqual(2);
    expect(details.timeline.some((entry) => entry.kind === 'note' && entry.content === `Nota ${tag}`)).toBe(
      true,
    );
    expect(details.transcript.map((session) => session.sessionId)).toContain(`sess-${tag}`);

    const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, keep.id));
    expect(events.map((event) => event.kind)).toContain('questionnaire');
    const consents = await t.db.select().from(consentEvents).where(eq(consentEvents.leadId, keep.id));
    expect(consents.filter((row) => row.channel === 'questionnaire')).toHaveLength(2);
    // The histories stay append-only: moving them anywhere but along a merge is refused.
    await expect(
      t.db.update(leadEvents).set({ leadId: third.id }).where(eq(leadEvents.leadId, keep.id)),
    ).rejects.toThrow();
    await expect(
      t.db.update(consentEvents).set({ leadId: third.id }).where(eq(consentEvents.leadId, keep.id)),
    ).rejects.toThrow();

    const links = await t.db
      .select({ link: notifications.link })
      .from(notifications)
      .where(sql`${notifications.link} like ${`%${gone.id}%`}`);
    expect(links).toEqual([]);

    // The merged lead's e-mail finds the kept lead, and a later form with it lands there.
    const list = await json<LeadList>(
      await t.request(`/api/leads?q=${encodeURIComponent(`carla.pessoal.${tag}`)}`, { as: 'comercial' }),
    );
    expect(list.items.map((item) => item.id)).toEqual([keep.id]);
    await submitQuestionnaire({ name: `Carla ${tag}`, email: `carla.pessoal.${tag}@gmail.com`, phone });
    expect(
      await t.db
        .select()
        .from(leads)
        .where(eq(leads.email, `carla.pessoal.${tag}@gmail.com`)),
    ).toEqual([]);
  });

  it('answers 409 in PT-BR when the pair was already merged', async () => {
    const again = await merge({ keepId: keep.id, mergeId: gone.id });
    expect(again.status).toBe(409);
    expect((await json<{ error: { message: string } }>(again)).error.message).toBe(
      'Estes leads já foram mesclados (talvez por outra pessoa agora mesmo). Atualize a página.',
    );
  });
});

describe('two merges of the same pair at once', () => {
  it('one answers 200, the other a PT-BR 409, and the data is merged once', async () => {
    const tag = unique();
    const phone = freshPhone('62');
    const a = await createLead({ name: `Corrida Um ${tag}`, email: `corrida1.${tag}@x.com.br`, phone });
    const b = await createLead({ name: `Corrida Dois ${tag}`, email: `corrida2.${tag}@x.com.br`, phone });
    await t.request(`/api/leads/${b.id}/notes`, { as: 'comercial', json: { content: 'nota da corrida' } });
    const responses = await Promise.all([
      merge({ keepId: a.id, mergeId: b.id }),
      merge({ keepId: b.id, mergeId: a.id }, 'adm'),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.status === 409)!;
    expect((await json<{ error: { message: string } }>(loser)).error.message).toBe(
      'Estes leads já foram mesclados (talvez por outra pessoa agora mesmo). Atualize a página.',
    );
    const left = await t.db
      .select()
      .from(leads)
      .where(inArray(leads.id, [a.id, b.id]));
    expect(left).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(leadMerges)
        .where(inArray(leadMerges.mergedLeadId, [a.id, b.id])),
    ).toHaveLength(1);
    const notes = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from lead_notes where lead_id = ${left[0]!.id} and content = 'nota da corrida'`,
    );
    expect(notes[0]!.n).toBe(1);
  });
});

describe("'Não é duplicado'", () => {
  it('closes the pair for good, audited, and answers 409 the second time', async () => {
    const tag = unique();
    const phone = freshPhone('71');
    const a = await createLead({ name: `Mesmo Fone Um ${tag}`, email: `fone1.${tag}@x.com.br`, phone });
    const b = await createLead({ name: `Mesmo Fone Dois ${tag}`, email: `fone2.${tag}@x.com.br`, phone });
    const id = await pairId(a.id, b.id);
    expect(
      (await t.request(`/api/leads/duplicates/${id}/dismiss`, { as: 'financeiro', json: {} })).status,
    ).toBe(403);
    const dismissed = await t.request(`/api/leads/duplicates/${id}/dismiss`, { as: 'comercial', json: {} });
    expect(dismissed.status).toBe(200);
    const again = await t.request(`/api/leads/duplicates/${id}/dismiss`, { as: 'comercial', json: {} });
    expect(again.status).toBe(409);
    expect((await json<{ error: { message: string } }>(again)).error.message).toBe(
      'Este par já foi resolvido.',
    );

    const open = await json<DuplicatePairList>(
      await t.request('/api/leads/duplicates?limit=100', { as: 'adm' }),
    );
    expect(open.items.some((pair) => pair.id === id)).toBe(false);
    const closed = await json<DuplicatePairList>(
      await t.request('/api/leads/duplicates?status=dismissed&limit=100', { as: 'adm' }),
    );
    expect(closed.items.find((pair) => pair.id === id)).toMatchObject({ status: 'dismissed' });

    // Editing the name to match again does not reopen it.
    await t.request(`/api/leads/${b.id}`, {
      as: 'comercial',
      method: 'PATCH',
      json: { name: `Mesmo Fone Um ${tag}` },
    });
    const [pair] = await t.db.select().from(leadDuplicates).where(eq(leadDuplicates.id, id!));
    expect(pair).toMatchObject({ status: 'dismissed', reasons: ['phone'] });
    const audits = await t.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.action, 'duplicate_dismissed'));
    expect(audits.map((row) => row.entityId)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await t.request(`/api/leads/duplicates/${id}/dismiss`, { as: 'usuario', json: {} })).status).toBe(
      403,
    );
  });
});
