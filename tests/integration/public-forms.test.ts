import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appointments,
  auditLog,
  consentEvents,
  leadEvents,
  leads,
  notifications,
  rateLimits,
  users,
} from '@server/db/schema';
import { issueFormToken } from '@server/public-forms/form-token';
import { signIcsToken } from '@server/public-forms/ics-token';
import { PRIVACY_POLICY_VERSION } from '@shared/content/privacy';
import type { BookingResponse, SlotsResponse } from '@shared/schemas/booking';
import { slotTime, zonedDay } from '@shared/schemas/booking-slots';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
// Every request here comes from the same address; each test starts with fresh counters.
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

/** A form token as the server issues it when the form is served, `ago` ms before now. */
const formToken = (form: 'questionario' | 'consultoria', ago = 60_000) =>
  issueFormToken(t.config.authSecret, form, Date.now() - ago);
const consentsOf = (leadId: string) =>
  t.db.select().from(consentEvents).where(eq(consentEvents.leadId, leadId)).orderBy(consentEvents.purpose);

const answers = (overrides: Record<string, unknown> = {}) => ({
  company: 'Clínica Sorriso',
  segment: 'saude',
  segmentOther: '',
  companySize: '11-50',
  role: 'ceo',
  services: ['sites', 'agentes-gpt'],
  hasSite: 'sim',
  siteUrl: 'www.clinicasorriso.com.br',
  gptChannels: ['whatsapp', 'instagram'],
  hasLogo: '',
  automationTools: '',
  goals: ['mais-clientes', 'atendimento'],
  details: 'Queremos agendar consultas pelo WhatsApp.',
  budget: '10-20k',
  timeline: 'este-mes',
  name: 'Helena Prado',
  email: 'helena@clinicasorriso.com.br',
  phone: '(11) 98888-1234',
  contactPreference: 'whatsapp',
  ...overrides,
});

const submission = (overrides: Record<string, unknown> = {}) => ({
  answers: answers(),
  consent: { purpose: true, marketing: true },
  website: '',
  formToken: formToken('questionario'),
  utm: {
    source: 'instagram',
    medium: 'social',
    campaign: 'black-friday',
    referrer: 'https://instagram.com/',
  },
  ...overrides,
});

const postQuestionnaire = (body: unknown) => t.request('/api/public/questionnaire', { json: body });
const leadsByEmail = (email: string) =>
  t.db.select().from(leads).where(sql`lower(${leads.email}) = ${email}`);

describe('POST /api/public/questionnaire', () => {
  it('creates a scored lead with consent proof, origin of the visit and a summary', async () => {
    const response = await postQuestionnaire(submission());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });

    const [lead, twin] = await leadsByEmail('helena@clinicasorriso.com.br');
    expect(twin).toBeUndefined();
    expect(lead).toMatchObject({
      name: 'Helena Prado',
      company: 'Clínica Sorriso',
      phone: '(11) 98888-1234',
      source: 'questionario',
      status: 'new',
      serviceInterest: 'Sites e Landing Pages, Agentes GPT',
      score: 95,
      utm: {
        source: 'instagram',
        medium: 'social',
        campaign: 'black-friday',
        referrer: 'https://instagram.com/',
      },
    });
    expect(lead!.scoreReasons).toContainEqual({ label: 'Cargo de decisão (CEO)', points: 25 });
    const consents = await consentsOf(lead!.id);
    expect(consents).toMatchObject([
      { purpose: 'contato', granted: true, channel: 'questionnaire', policyVersion: PRIVACY_POLICY_VERSION },
      { purpose: 'marketing', granted: true, channel: 'questionnaire', ip: '127.0.0.1' },
    ]);
    expect(Date.now() - consents[0]!.createdAt.getTime()).toBeLessThan(60_000);
    expect(lead!.message).toContain('Serviços: Sites e Landing Pages, Agentes GPT');
    expect(lead!.message).toContain('Site atual: www.clinicasorriso.com.br');
    expect(lead!.message).toContain('Canais do agente GPT: WhatsApp, Instagram');
    expect(lead!.message).toContain('Investimento: De R$ 10 mil a R$ 20 mil');
    expect(lead!.profile).toMatchObject({
      questionnaire: { budget: '10-20k', services: ['sites', 'agentes-gpt'] },
    });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lead'), eq(auditLog.entityId, lead!.id)));
    expect(audit).toMatchObject({ action: 'create', actorId: null });
  });

  it('notifies the commercial team and admins, not finance', async () => {
    const rows = await t.db
      .select({ email: users.email, priority: notifications.priority, link: notifications.link })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(
        and(
          eq(notifications.title, 'Novo lead do questionário'),
          sql`${notifications.message} like 'Helena Prado (Clínica Sorriso) respondeu o questionário%'`,
        ),
      );
    const emails = rows.map((row) => row.email);
    expect(emails.sort()).toEqual(['adm@coders.example', 'comercial@coders.example']);
    // The notification opens this lead's drawer (decision 015), in a page both recipients may open.
    const [lead] = await leadsByEmail('helena@clinicasorriso.com.br');
    for (const row of rows)
      expect(row).toMatchObject({ priority: 'medium', link: `/admin/leads?lead=${lead!.id}` });
  });

  it('keeps the lead as it was when the e-mail comes back, in any case: answers go to its timeline', async () => {
    const response = await postQuestionnaire(
      submission({
        answers: answers({
          email: 'HELENA@clinicasorriso.com.br',
          budget: 'nao-sei',
          services: ['marketing'],
        }),
        consent: { purpose: true, marketing: false },
      }),
    );
    expect(response.status).toBe(201);
    const rows = await leadsByEmail('helena@clinicasorriso.com.br');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ serviceInterest: 'Sites e Landing Pages, Agentes GPT', score: 95 });
    expect(rows[0]!.message).not.toContain('Serviços: Marketing Digital');
    const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, rows[0]!.id));
    expect(events).toHaveLength(2);
    expect(events.map((event) => event.payload.serviceInterest).sort()).toEqual([
      'Marketing Digital',
      'Sites e Landing Pages, Agentes GPT',
    ]);
    // The newer choice is appended to the consent history; the first one stays.
    const consents = await consentsOf(rows[0]!.id);
    expect(
      consents
        .filter((row) => row.purpose === 'marketing')
        .map((row) => row.granted)
        .sort(),
    ).toEqual([false, true]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, rows[0]!.id));
    expect(audits.map((row) => row.action)).toEqual(['create']);
  });

  it('refuses invalid answers with 422 and PT-BR field errors, storing nothing', async () => {
    const response = await postQuestionnaire(
      submission({
        answers: answers({ email: 'invalido', phone: '123', services: [], name: '' }),
        consent: { purpose: false, marketing: false },
      }),
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error.code).toBe('validation');
    expect(body.error.fields).toMatchObject({
      'answers.name': 'Nome é obrigatório',
      'answers.email': 'Email inválido',
      'answers.phone': 'Informe um número válido com DDD, no formato (DD) 9XXXX-XXXX.',
      'answers.services': 'Selecione pelo menos um serviço.',
      'consent.purpose': 'É necessário aceitar o uso dos dados para responder sua solicitação.',
    });
    expect(await leadsByEmail('invalido')).toHaveLength(0);
  });

  it('refuses a follow-up question left blank (site address when they have a site)', async () => {
    const response = await postQuestionnaire(
      submission({ answers: answers({ email: 'follow@up.com.br', siteUrl: '' }) }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields).toEqual({
      'answers.siteUrl': 'Informe o endereço do site atual.',
    });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const response = await postQuestionnaire(
      submission({ website: 'https://spam.example', answers: answers({ email: 'robo@spam.example' }) }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(await leadsByEmail('robo@spam.example')).toHaveLength(0);
  });

  it('refuses a form sent less than 3 s after the server served its token', async () => {
    const served = await t.request('/api/public/form-token?form=questionario');
    expect(served.status).toBe(200);
    const { token } = (await served.json()) as { token: string };
    const response = await postQuestionnaire(
      submission({ formToken: token, answers: answers({ email: 'rapido@exemplo.com.br' }) }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatchObject({
      code: 'too_fast',
      message: 'Envio muito rápido. Revise suas respostas e tente novamente.',
    });
    expect(await leadsByEmail('rapido@exemplo.com.br')).toHaveLength(0);
  });

  it('limits each address to 5 submissions in 10 minutes (429 in PT-BR)', async () => {
    for (let index = 0; index < 5; index++) {
      const response = await postQuestionnaire(
        submission({ answers: answers({ email: `limite${index}@exemplo.com.br`, phone: '' }) }),
      );
      expect(response.status).toBe(422); // phone missing: still counted
    }
    const blocked = await postQuestionnaire(
      submission({ answers: answers({ email: 'limite@exemplo.com.br' }) }),
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).error.message).toBe(
      'Você fez muitos envios em pouco tempo. Aguarde alguns minutos e tente novamente.',
    );
    expect(await leadsByEmail('limite@exemplo.com.br')).toHaveLength(0);
  });
});

const getSlots = async (query = '') => {
  const response = await t.request(`/api/public/slots${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SlotsResponse;
};

const booking = (slot: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Rafael Souza',
  email: 'rafael@souzaimoveis.com.br',
  phone: '(21) 99876-5432',
  slot,
  message: 'Quero um site para a imobiliária.',
  consent: true,
  marketing: false,
  website: '',
  formToken: formToken('consultoria'),
  utm: { source: 'google', medium: 'cpc' },
  ...overrides,
});
const postBooking = (body: unknown) => t.request('/api/public/bookings', { json: body });

describe('GET /api/public/slots', () => {
  it('lists 10 business days of free 30-minute slots, 8:00–17:30 in São Paulo, none within the hour', async () => {
    const body = await getSlots();
    expect(body).toMatchObject({ timeZone: 'America/Sao_Paulo', slotMinutes: 30 });
    expect(body.days).toHaveLength(10);
    expect(body.days[0]!.date >= zonedDay(new Date())).toBe(true);
    const earliest = Date.now() + 60 * 60_000 - 5_000;
    for (const day of body.days) {
      const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay();
      expect(weekday).toBeGreaterThanOrEqual(1);
      expect(weekday).toBeLessThanOrEqual(5);
      for (const slot of day.slots) {
        expect(Date.parse(slot)).toBeGreaterThan(earliest);
        const time = slotTime(slot);
        expect(time >= '08:00' && time <= '17:30').toBe(true);
        expect(zonedDay(new Date(slot))).toBe(day.date);
      }
    }
  });

  it('leaves out slots taken by scheduled appointments but not cancelled ones', async () => {
    const before = await getSlots('?days=3');
    const day = before.days.find((entry) => entry.slots.length >= 2)!;
    const [taken, cancelled] = day.slots;
    await t.db.insert(appointments).values([
      { title: 'Ocupado', appointmentDate: new Date(taken!), status: 'scheduled' },
      { title: 'Cancelado', appointmentDate: new Date(cancelled!), status: 'cancelled' },
    ]);
    const after = await getSlots('?days=3');
    const slots = after.days.find((entry) => entry.date === day.date)!.slots;
    expect(slots).not.toContain(taken);
    expect(slots).toContain(cancelled);
  });

  it('starts today when asked for a past day and rejects bad queries in PT-BR', async () => {
    const body = await getSlots('?from=2020-01-01&days=1');
    expect(body.days[0]!.date >= zonedDay(new Date())).toBe(true);
    const bad = await t.request('/api/public/slots?days=50');
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.days).toBe('Informe um número de dias entre 1 e 20.');
  });
});

describe('POST /api/public/bookings', () => {
  let booked: BookingResponse;
  let slot: string;

  it('books a free slot: scheduled appointment linked to a lead from "consulta"', async () => {
    const slots = await getSlots('?days=5');
    slot = slots.days.flatMap((day) => day.slots).at(-1)!;
    const response = await postBooking(booking(slot));
    expect(response.status).toBe(201);
    booked = await response.json();
    expect(booked.appointment).toMatchObject({
      title: 'Consultoria gratuita — Rafael Souza',
      appointmentDate: slot,
      durationMinutes: 30,
      email: 'rafael@souzaimoveis.com.br',
    });
    expect(booked.ics).toMatch(new RegExp(`^/api/public/bookings/${booked.appointment.id}/ics\\?token=`));

    const [appointment] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booked.appointment.id));
    expect(appointment).toMatchObject({ status: 'scheduled', durationMinutes: 30, phone: '(21) 99876-5432' });
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, appointment!.leadId!));
    expect(lead).toMatchObject({ source: 'consulta', status: 'new', email: 'rafael@souzaimoveis.com.br' });
    expect(await consentsOf(lead!.id)).toMatchObject([
      { purpose: 'contato', granted: true, channel: 'booking', policyVersion: PRIVACY_POLICY_VERSION },
      { purpose: 'marketing', granted: false, channel: 'booking' },
    ]);
    expect(lead!.utm).toEqual({ source: 'google', medium: 'cpc' });
    expect(lead!.message).toContain('Quero um site para a imobiliária.');

    const staff = await t.db
      .select({ email: users.email, priority: notifications.priority })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(
        and(
          eq(notifications.title, 'Nova consultoria agendada'),
          sql`${notifications.message} like 'Rafael Souza agendou%'`,
        ),
      );
    expect(staff.map((row) => row.email).sort()).toEqual(['adm@coders.example', 'comercial@coders.example']);
    expect(staff[0]).toMatchObject({ priority: 'high' });
  });

  it('answers 409 in PT-BR when the slot was just taken, and keeps one appointment', async () => {
    const response = await postBooking(
      booking(slot, { email: 'outra@pessoa.com.br', phone: '(31) 99999-0000' }),
    );
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(
      'Este horário acabou de ser reservado. Escolha outro.',
    );
    const rows = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.appointmentDate, new Date(slot)), eq(appointments.status, 'scheduled')));
    expect(rows).toHaveLength(1);
    expect(await leadsByEmail('outra@pessoa.com.br')).toHaveLength(0);
  });

  it('lets exactly one of two simultaneous bookings of a slot win', async () => {
    const free = (await getSlots('?days=5')).days.flatMap((day) => day.slots).at(-1)!;
    const results = await Promise.all([
      postBooking(booking(free, { email: 'corrida1@exemplo.com.br', phone: '(11) 91111-1111' })),
      postBooking(booking(free, { email: 'corrida2@exemplo.com.br', phone: '(11) 92222-2222' })),
    ]);
    expect(results.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  it('refuses slots outside business hours or in the past', async () => {
    const outside = await postBooking(booking('2030-01-05T15:00:00.000Z')); // a Saturday
    expect(outside.status).toBe(422);
    expect((await outside.json()).error.fields.slot).toBe(
      'Escolha um horário de segunda a sexta, das 8h às 18h (horário de Brasília).',
    );
    const past = await postBooking(booking('2024-03-04T13:00:00.000Z'));
    expect(past.status).toBe(409);
    expect((await past.json()).error.message).toBe('Este horário não está mais disponível. Escolha outro.');
  });

  it('applies the same validation, honeypot and fill-time rules as the questionnaire', async () => {
    const invalid = await postBooking(booking(slot, { name: '', email: 'x', consent: false }));
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.fields).toMatchObject({
      name: 'Nome é obrigatório',
      email: 'Email inválido',
      consent: 'É necessário aceitar o uso dos dados para responder sua solicitação.',
    });

    const before = await t.db.select({ id: appointments.id }).from(appointments);
    const bot = await postBooking(booking(slot, { website: 'spam', email: 'bot@spam.example' }));
    expect(bot.status).toBe(201);
    const decoy = (await bot.json()) as BookingResponse;
    expect(decoy.appointment.id).toBeTruthy();
    expect(await t.db.select({ id: appointments.id }).from(appointments)).toHaveLength(before.length);
    expect(await leadsByEmail('bot@spam.example')).toHaveLength(0);
    expect((await t.request(decoy.ics)).status).toBe(403);

    const fast = await postBooking(booking(slot, { formToken: formToken('consultoria', 0) }));
    expect(fast.status).toBe(422);
    expect((await fast.json()).error.code).toBe('too_fast');
  });

  it('rate-limits bookings per address', async () => {
    for (let index = 0; index < 5; index++) {
      expect((await postBooking(booking(slot, { email: '' }))).status).toBe(422);
    }
    expect((await postBooking(booking(slot))).status).toBe(429);
  });

  it('serves the .ics only with the right token', async () => {
    const response = await t.request(booked.ics);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('.ics');
    const text = await response.text();
    const start = new Date(slot).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(text).toContain(`DTSTART:${start}`);
    expect(text).toContain(`UID:${booked.appointment.id}@`);
    expect(text).toContain('\r\nEND:VCALENDAR\r\n');

    const id = booked.appointment.id;
    expect((await t.request(`/api/public/bookings/${id}/ics?token=errado`)).status).toBe(403);
    expect((await t.request(`/api/public/bookings/${id}/ics`)).status).toBe(403);
    const ghost = '00000000-0000-4000-8000-000000000000';
    const token = signIcsToken(t.config.authSecret, ghost);
    expect((await t.request(`/api/public/bookings/${ghost}/ics?token=${token}`)).status).toBe(404);
    const odd = 'nao-e-um-uuid';
    expect(
      (await t.request(`/api/public/bookings/${odd}/ics?token=${signIcsToken(t.config.authSecret, odd)}`))
        .status,
    ).toBe(404);
  });
});
