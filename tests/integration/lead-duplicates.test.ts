/**
 * Issue 24, deliverable 7 (decision 056): one person, one lead. A new e-mail is a new lead, even when
 * its phone or name is another lead's: it shows in the list and in search, the pair is flagged as a
 * possible duplicate, and staff are told of a new lead, never that the other person answered again.
 * The same e-mail still lands on the lead's timeline (decision 012). An e-mail or phone given in the
 * chat (or by a form for a known e-mail) is kept as one of the lead's other contacts, and found by
 * the lead search (the one Ctrl+K uses).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, leadEvents, leads, notifications, rateLimits } from '@server/db/schema';
import { leadContacts, leadDuplicates } from '@server/db/schema-lead-identity';
import { issueFormToken } from '@server/public-forms/form-token';
import type { LeadDetails, LeadImportResult, LeadList, LeadListItem } from '@shared/schemas/lead';
import type { DuplicatePairList, LeadContact } from '@shared/schemas/lead-identity';
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
/** A phone nobody else in the database has: (DDD) 9XXXX-XXXX from a random stamp. */
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

const search = async (q: string) =>
  (
    await json<LeadList>(await t.request(`/api/leads?q=${encodeURIComponent(q)}`, { as: 'comercial' }))
  ).items.map((item) => item.id);
const details = async (id: string) =>
  json<LeadDetails>(await t.request(`/api/leads/${id}`, { as: 'comercial' }));
const pairOf = async (a: string, b: string) =>
  (
    await t.db
      .select()
      .from(leadDuplicates)
      .where(and(eq(leadDuplicates.leadAId, a < b ? a : b), eq(leadDuplicates.leadBId, a < b ? b : a)))
  )[0];

const questionnaire = (contact: { name: string; email: string; phone: string }) => ({
  answers: {
    company: 'Empresa Nova',
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
  consent: { purpose: true, marketing: false },
  website: '',
  formToken: issueFormToken(t.config.authSecret, 'questionario', Date.now() - 60_000),
});
const postQuestionnaire = (contact: { name: string; email: string; phone: string }) =>
  t.request('/api/public/questionnaire', { json: questionnaire(contact) });

const lastNotification = async (title: string) =>
  (
    await t.db
      .select({ message: notifications.message, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.title, title))
      .orderBy(desc(notifications.createdAt))
      .limit(1)
  )[0];

describe('a new e-mail with a known phone (the phone-match case)', () => {
  it('creates a lead of its own, found in the list and by search, flagged as a possible duplicate', async () => {
    const tag = unique();
    const phone = freshPhone();
    const known = await createLead({
      name: `Cliente Antiga ${tag}`,
      email: `antiga.${tag}@empresa.com.br`,
      phone,
      company: 'Empresa Antiga',
      status: 'qualified',
    });

    // Another person, another e-mail and name, the same number typed another way.
    const digits = phone.replace(/\D/g, '');
    const response = await postQuestionnaire({
      name: `Visitante Nova ${tag}`,
      email: `nova.${tag}@outra.com.br`,
      phone: `+55 ${digits.slice(0, 2)} ${digits.slice(2)}`,
    });
    expect(response.status).toBe(201);

    const [created] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.email, `nova.${tag}@outra.com.br`));
    expect(created).toMatchObject({ name: `Visitante Nova ${tag}`, source: 'questionario', status: 'new' });
    expect(await search(`Visitante Nova ${tag}`)).toEqual([created!.id]);
    expect(await search(tag)).toHaveLength(2);

    // The known lead is as staff left it, with nothing of the visitor on its timeline.
    expect((await t.db.select().from(leads).where(eq(leads.id, known.id)))[0]).toMatchObject({
      name: `Cliente Antiga ${tag}`,
      email: `antiga.${tag}@empresa.com.br`,
      status: 'qualified',
    });
    expect(await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, known.id))).toEqual([]);

    expect(await pairOf(known.id, created!.id)).toMatchObject({ status: 'open', reasons: ['phone'] });
    const mine = await details(created!.id);
    expect(mine.duplicates).toEqual([
      expect.objectContaining({ reasons: ['phone'], other: expect.objectContaining({ id: known.id }) }),
    ]);
    expect((await details(known.id)).duplicates[0]!.other.id).toBe(created!.id);

    // Staff hear of a new lead that may be a duplicate, under the visitor's own name.
    const notice = await lastNotification('Novo lead do questionário');
    expect(notice!.message).toContain(`Visitante Nova ${tag} (Empresa Nova) respondeu o questionário`);
    expect(notice!.message).toContain('Possível duplicado de outro lead (mesmo telefone)');
    expect(notice!.message).not.toContain(`Cliente Antiga ${tag}`);
    expect(notice!.message).not.toContain('respondeu novamente');
    expect(notice!.link).toBe(`/admin/leads?lead=${created!.id}`);

    const list = await json<DuplicatePairList>(await t.request('/api/leads/duplicates', { as: 'adm' }));
    const pair = list.items.find((item) => item.leads.some((side) => side.id === created!.id));
    expect(pair).toMatchObject({ status: 'open', reasons: ['phone'] });
    // Oldest first: the one a merge keeps by default.
    expect(pair!.leads.map((side) => side.id)).toEqual([known.id, created!.id]);
  });

  it('flags a shared full name (accents and case aside), but not a one-word or placeholder name', async () => {
    const tag = unique();
    const first = await createLead({ name: `José Araújo ${tag}`, email: `jose1.${tag}@x.com.br` });
    const second = await createLead({ name: `  jose  ARAUJO ${tag}`, email: `jose2.${tag}@x.com.br` });
    expect(await pairOf(first.id, second.id)).toMatchObject({ reasons: ['name'], status: 'open' });

    const single = await createLead({ name: `Ana${tag}`, email: `ana1.${tag}@x.com.br` });
    const singleAgain = await createLead({ name: `Ana${tag}`, email: `ana2.${tag}@x.com.br` });
    expect(await pairOf(single.id, singleAgain.id)).toBeUndefined();
  });

  it('creates the lead for a booking with a known phone, and tells staff it is new', async () => {
    const tag = unique();
    const phone = freshPhone('31');
    const known = await createLead({ name: `Dono do Número ${tag}`, email: `dono.${tag}@x.com.br`, phone });
    const slots = (
      await json<{ days: { slots: string[] }[] }>(await t.request('/api/public/slots?days=5'))
    ).days
      .flatMap((day) => day.slots)
      .reverse();
    const response = await t.request('/api/public/bookings', {
      json: {
        name: `Quem Agendou ${tag}`,
        email: `agendou.${tag}@x.com.br`,
        phone,
        slot: slots[0],
        message: '',
        consent: true,
        marketing: false,
        website: '',
        formToken: issueFormToken(t.config.authSecret, 'consultoria', Date.now() - 60_000),
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const [created] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.email, `agendou.${tag}@x.com.br`));
    expect(created).toMatchObject({ source: 'consulta' });
    expect(await pairOf(known.id, created!.id)).toMatchObject({ reasons: ['phone'] });
    const notice = await lastNotification('Nova consultoria agendada');
    expect(notice!.message).toContain(`Quem Agendou ${tag} agendou`);
    expect(notice!.message).toContain('Novo lead.');
    expect(notice!.message).toContain('Possível duplicado de outro lead (mesmo telefone)');
    expect(notice!.message).not.toContain(`Dono do Número ${tag}`);
  });
});

describe('the same e-mail is the same person (decision 012 stands)', () => {
  it('adds the submission to the lead; a different phone is a suggestion and a searchable other contact', async () => {
    const tag = unique();
    const known = await createLead({
      name: `Pessoa Conhecida ${tag}`,
      email: `conhecida.${tag}@x.com.br`,
      phone: freshPhone(),
    });
    const otherPhone = freshPhone('41');
    const response = await postQuestionnaire({
      name: `Pessoa Conhecida ${tag}`,
      email: `CONHECIDA.${tag}@x.com.br`,
      phone: otherPhone,
    });
    expect(response.status).toBe(201);
    expect(
      await t.db
        .select()
        .from(leads)
        .where(sql`lower(${leads.email}) = ${`conhecida.${tag}@x.com.br`}`),
    ).toHaveLength(1);
    expect(await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, known.id))).toHaveLength(1);
    const notice = await lastNotification('Questionário respondido por um lead');
    expect(notice!.message).toContain(`Pessoa Conhecida ${tag} (Empresa Nova) respondeu novamente`);

    const { contacts } = await details(known.id);
    expect(contacts).toEqual([
      expect.objectContaining({ kind: 'phone', value: otherPhone.replace(/\D/g, ''), source: 'form' }),
    ]);
    expect(await search(otherPhone)).toEqual([known.id]);
  });
});

describe('contacts given in the chat', () => {
  async function newVisitor(name: string) {
    const email = `visitante.${unique()}@exemplo.com.br`;
    const response = await t.request('/api/auth/sign-up/email', {
      json: { email, password: t.config.DEMO_PASSWORD, name },
    });
    expect(response.status).toBe(200);
    return email;
  }
  function conversation(login: string) {
    const sessionId = `sess-${unique()}`;
    let history: { role: string; content: string }[] = [];
    return async (message: string) => {
      const response = await t.request('/api/functions/secure-chat', {
        as: login,
        json: { message, history, sessionId },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { message: string };
      history = [
        ...history,
        { role: 'user', content: message },
        { role: 'assistant', content: body.message },
      ];
    };
  }

  it('keeps another e-mail and phone as contacts of the lead, found by the lead search and Ctrl+K', async () => {
    const login = await newVisitor('Rita Chat');
    const say = conversation(login);
    const firstPhone = freshPhone('11');
    await say(`Oi, sou a Rita da Loja Azul e quero um site. Meu WhatsApp é ${firstPhone}`);
    const tag = unique();
    const typedEmail = `rita.${tag}@lojaazul.com.br`;
    const otherPhone = freshPhone('11');
    await say(`Meu e-mail do trabalho é ${typedEmail}`);
    await say(`Se preferir, liga no ${otherPhone}`);

    const [lead] = await t.db.select().from(leads).where(eq(leads.email, login));
    expect(lead).toMatchObject({ email: login, phone: firstPhone.replace(/\D/g, '') });
    const { contacts } = await details(lead!.id);
    expect(contacts.map((contact: LeadContact) => [contact.kind, contact.value, contact.source])).toEqual([
      ['email', typedEmail, 'chat'],
      ['phone', otherPhone.replace(/\D/g, ''), 'chat'],
    ]);
    // Found by what was typed in the chat, whole or in part, as Ctrl+K asks the same endpoint.
    expect(await search(typedEmail)).toEqual([lead!.id]);
    expect(await search(`RITA.${tag}`)).toEqual([lead!.id]);
    expect(await search(otherPhone)).toEqual([lead!.id]);
    expect(await search(otherPhone.replace(/\D/g, '').slice(-8))).toEqual([lead!.id]);
    // And the lead's own phone, by its digits.
    expect(await search(firstPhone)).toEqual([lead!.id]);
  });

  it('flags the visitor’s lead and the lead that already has the typed phone', async () => {
    const tag = unique();
    const phone = freshPhone('48');
    const owner = await createLead({ name: `Dona do Telefone ${tag}`, email: `dona.${tag}@x.com.br`, phone });
    const login = await newVisitor('Outro Visitante');
    const say = conversation(login);
    await say(`Quero um site para a minha empresa. Meu telefone é ${phone}`);
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, login));
    expect(lead!.phone).toBeNull();
    const [contact] = await t.db.select().from(leadContacts).where(eq(leadContacts.leadId, lead!.id));
    expect(contact).toMatchObject({ kind: 'phone', value: phone.replace(/\D/g, ''), source: 'chat' });
    expect(await pairOf(owner.id, lead!.id)).toMatchObject({ reasons: ['phone'], status: 'open' });
    expect((await t.db.select().from(leads).where(eq(leads.id, owner.id)))[0]!.phone).toBe(phone);
    const notice = await lastNotification('Novo lead do Agente Coder');
    expect(notice!.message).toContain('Possível duplicado de outro lead (mesmo telefone)');
    expect(notice!.message).not.toContain(`Dona do Telefone ${tag}`);
  });
});

describe('other contacts added by hand', () => {
  it('adds (normalised, audited), refuses a repeat or the lead’s own, and removes', async () => {
    const tag = unique();
    const lead = await createLead({
      name: `Contato Manual ${tag}`,
      email: `manual.${tag}@x.com.br`,
      phone: freshPhone(),
    });
    const url = `/api/leads/${lead.id}/contacts`;
    const added = await t.request(url, {
      as: 'comercial',
      json: { kind: 'email', value: `  Outro.${tag}@X.com.br ` },
    });
    expect(added.status).toBe(201);
    const contact = await json<LeadContact>(added);
    expect(contact).toMatchObject({ kind: 'email', value: `outro.${tag}@x.com.br`, source: 'manual' });
    expect(await search(`outro.${tag}`)).toEqual([lead.id]);

    const again = await t.request(url, {
      as: 'comercial',
      json: { kind: 'email', value: `outro.${tag}@x.com.br` },
    });
    expect(again.status).toBe(409);
    expect((await json<{ error: { message: string } }>(again)).error.message).toBe(
      'Este contato já está no lead.',
    );
    const own = await t.request(url, { as: 'comercial', json: { kind: 'phone', value: lead.phone! } });
    expect(own.status).toBe(409);
    expect((await json<{ error: { message: string } }>(own)).error.message).toBe(
      'Este já é o contato principal do lead.',
    );
    const bad = await t.request(url, { as: 'comercial', json: { kind: 'phone', value: '1234' } });
    expect(bad.status).toBe(422);
    expect((await json<{ error: { fields: Record<string, string> } }>(bad)).error.fields.value).toBe(
      'Telefone inválido: informe o DDD e o número',
    );
    expect(
      (await t.request(url, { as: 'financeiro', json: { kind: 'email', value: 'a@b.com' } })).status,
    ).toBe(403);

    const removed = await t.request(`${url}/${contact.id}`, { as: 'adm', method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(await search(`outro.${tag}`)).toEqual([]);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lead'), eq(auditLog.entityId, lead.id)));
    expect(audits.map((row) => row.action).sort()).toEqual(['contact_add', 'contact_remove', 'create']);
    expect((await t.request(`${url}/${contact.id}`, { as: 'adm', method: 'DELETE' })).status).toBe(404);
  });

  it('a form with an e-mail staff added to a lead reaches that lead', async () => {
    const tag = unique();
    const lead = await createLead({ name: `Com Outro Email ${tag}`, email: `principal.${tag}@x.com.br` });
    await t.request(`/api/leads/${lead.id}/contacts`, {
      as: 'comercial',
      json: { kind: 'email', value: `pessoal.${tag}@x.com.br` },
    });
    const response = await postQuestionnaire({
      name: `Com Outro Email ${tag}`,
      email: `pessoal.${tag}@x.com.br`,
      phone: freshPhone(),
    });
    expect(response.status).toBe(201);
    expect(
      await t.db
        .select()
        .from(leads)
        .where(eq(leads.email, `pessoal.${tag}@x.com.br`)),
    ).toEqual([]);
    expect(await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).toHaveLength(1);
  });
});

describe('CSV import follows the same rule', () => {
  it('updates the lead of a known e-mail; a new e-mail with a known phone is created and flagged', async () => {
    const tag = unique();
    const phone = freshPhone('51');
    const known = await createLead({
      name: `Importado ${tag}`,
      email: `imp.${tag}@x.com.br`,
      phone,
      status: 'qualified',
    });
    await t.request(`/api/leads/${known.id}/contacts`, {
      as: 'comercial',
      json: { kind: 'email', value: `alt.${tag}@x.com.br` },
    });
    const response = await t.request('/api/leads/import', {
      as: 'adm',
      json: {
        rows: [
          { name: `Importado ${tag}`, email: `IMP.${tag}@x.com.br`, company: 'Empresa Atualizada' },
          // An e-mail staff added to the lead is the same person too; the lead keeps its own e-mail.
          { name: `Importado ${tag}`, email: `alt.${tag}@x.com.br`, serviceInterest: 'Loja virtual' },
          { name: `Outra Pessoa ${tag}`, email: `outra.${tag}@x.com.br`, phone: `+55 ${phone}` },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(await json<LeadImportResult>(response)).toEqual({
      created: 1,
      updated: 1,
      duplicates: 1,
      failed: [],
    });
    const [updated] = await t.db.select().from(leads).where(eq(leads.id, known.id));
    expect(updated).toMatchObject({
      company: 'Empresa Atualizada',
      serviceInterest: 'Loja virtual',
      phone,
      name: `Importado ${tag}`,
      email: `imp.${tag}@x.com.br`,
    });
    const [created] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.email, `outra.${tag}@x.com.br`));
    expect(await pairOf(known.id, created!.id)).toMatchObject({ reasons: ['phone'] });
  });
});
