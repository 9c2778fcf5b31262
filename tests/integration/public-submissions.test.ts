/**
 * Issue 11, findings 8, 9 (public forms) and 11: CSV formula injection in the lead export, public
 * submissions that never overwrite a known lead (timeline, consent history, suggestions staff settle),
 * signed form tokens, the free-slot rate limit and the caps on upcoming bookings.
 */
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appointments,
  auditLog,
  consentEvents,
  leadEvents,
  leads,
  notifications,
  rateLimits,
} from '@server/db/schema';
import { leadDuplicates } from '@server/db/schema-lead-identity';
import { issueFormToken } from '@server/public-forms/form-token';
import { FORM_TOKEN_TTL_MS } from '@shared/schemas/booking-rules';
import type { LeadSubmissions } from '@shared/schemas/lead-submissions';
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

const token = (form: 'questionario' | 'consultoria', ago = 60_000) =>
  issueFormToken(t.config.authSecret, form, Date.now() - ago);

const questionnaire = (contact: Record<string, string>, overrides: Record<string, unknown> = {}) => ({
  answers: {
    company: 'Empresa Exemplo',
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
    name: 'Visitante',
    email: 'visitante@exemplo.com.br',
    phone: '(11) 98888-0000',
    contactPreference: 'whatsapp',
    ...contact,
  },
  consent: { purpose: true, marketing: false },
  website: '',
  formToken: token('questionario'),
  ...overrides,
});
const postQuestionnaire = (body: unknown) => t.request('/api/public/questionnaire', { json: body });

const booking = (slot: string, contact: Record<string, string>, overrides: Record<string, unknown> = {}) => ({
  name: 'Visitante',
  email: 'visitante@exemplo.com.br',
  phone: '(11) 98888-0000',
  slot,
  message: '',
  consent: true,
  marketing: false,
  website: '',
  formToken: token('consultoria'),
  ...contact,
  ...overrides,
});
const postBooking = (body: unknown) => t.request('/api/public/bookings', { json: body });

async function freeSlots(): Promise<string[]> {
  const response = await t.request('/api/public/slots?days=5');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { days: { slots: string[] }[] };
  return body.days.flatMap((day) => day.slots).reverse();
}

describe('CSV export (finding 8)', () => {
  it("defuses a formula sent through the anonymous questionnaire: -1+1|cmd' /C calc'!A0 starts with an apostrophe", async () => {
    const payload = "-1+1|cmd' /C calc'!A0";
    const response = await postQuestionnaire(
      questionnaire({
        name: payload,
        company: '@SUM(1+1)',
        email: 'formula@exemplo.com.br',
        phone: '(11) 97000-0001',
      }),
    );
    expect(response.status).toBe(201);

    const csv = await t.request('/api/leads/export.csv?q=formula@exemplo.com.br', { as: 'adm' });
    expect(csv.status).toBe(200);
    const line = (await csv.text()).split('\r\n').find((row) => row.includes('formula@exemplo.com.br'));
    const cells = line!.split(';');
    expect(cells[0]).toBe(`'${payload}`);
    expect(cells[3]).toBe("'@SUM(1+1)");
    // No cell of the export starts a formula.
    for (const cell of cells) expect(cell).not.toMatch(/^"?[=+\-@\t\r]/);
  });
});

describe('a public form for a known contact (finding 9)', () => {
  let leadId: string;
  let suggestionId: string;

  beforeAll(async () => {
    const created = await t.request('/api/leads', {
      as: 'comercial',
      json: {
        name: 'Marina Costa',
        email: 'marina@costaadvogados.com.br',
        phone: '(21) 97777-1234',
        company: 'Costa Advogados',
        status: 'qualified',
      },
    });
    expect(created.status).toBe(201);
    leadId = ((await created.json()) as { id: string }).id;
  });

  const lead = async () => (await t.db.select().from(leads).where(eq(leads.id, leadId)))[0]!;
  const submissions = async (as = 'comercial') => {
    const response = await t.request(`/api/leads/${leadId}/submissions`, { as });
    expect(response.status).toBe(200);
    return (await response.json()) as LeadSubmissions;
  };

  it("leaves the lead's name, phone, company and status as staff left them", async () => {
    const response = await postQuestionnaire(
      questionnaire(
        {
          name: 'Outra Pessoa',
          email: 'MARINA@costaadvogados.com.br',
          phone: '(11) 91234-5678',
          company: 'Empresa Falsa',
        },
        { consent: { purpose: true, marketing: true } },
      ),
    );
    expect(response.status).toBe(201);
    expect(await lead()).toMatchObject({
      name: 'Marina Costa',
      phone: '(21) 97777-1234',
      company: 'Costa Advogados',
      status: 'qualified',
      email: 'marina@costaadvogados.com.br',
    });
  });

  it('adds the submission to the timeline and the consent to the append-only history', async () => {
    const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'questionnaire', actorId: null });
    expect(events[0]!.payload).toMatchObject({
      contact: { name: 'Outra Pessoa', phone: '(11) 91234-5678' },
      serviceInterest: 'Sites e Landing Pages',
    });
    const consents = await t.db.select().from(consentEvents).where(eq(consentEvents.leadId, leadId));
    expect(consents.map((row) => [row.purpose, row.granted, row.channel]).sort()).toEqual([
      ['contato', true, 'questionnaire'],
      ['marketing', true, 'questionnaire'],
    ]);
    expect(consents[0]).toMatchObject({ ip: '127.0.0.1' });

    // History cannot be rewritten; personal fields can still be erased (LGPD anonymisation).
    await expect(
      t.db.update(consentEvents).set({ granted: false }).where(eq(consentEvents.leadId, leadId)),
    ).rejects.toThrow();
    await t.db.update(consentEvents).set({ userAgent: null }).where(eq(consentEvents.leadId, leadId));
    await expect(
      t.db.update(leadEvents).set({ kind: 'chat' }).where(eq(leadEvents.leadId, leadId)),
    ).rejects.toThrow();
  });

  it('shows the differing contact data as a suggestion, to commercial staff only', async () => {
    const body = await submissions();
    expect(body.suggestions).toHaveLength(1);
    suggestionId = body.suggestions[0]!.eventId;
    expect(body.suggestions[0]).toMatchObject({
      kind: 'questionnaire',
      changes: {
        name: { current: 'Marina Costa', suggested: 'Outra Pessoa' },
        phone: { current: '(21) 97777-1234', suggested: '(11) 91234-5678' },
        company: { current: 'Costa Advogados', suggested: 'Empresa Falsa' },
      },
    });
    expect(body.suggestions[0]!.changes.email).toBeUndefined();
    expect(body.consents).toHaveLength(2);
    expect(body.events.map((event) => event.kind)).toEqual(['questionnaire']);
    expect((await t.request(`/api/leads/${leadId}/submissions`)).status).toBe(401);
    expect((await t.request(`/api/leads/${leadId}/submissions`, { as: 'usuario' })).status).toBe(403);
    const stranger = await t.request(`/api/leads/${leadId}/suggestions/${suggestionId}/apply`, {
      as: 'financeiro',
      json: {},
    });
    expect(stranger.status).toBe(403);
  });

  it('applies the chosen fields of a suggestion, audited, once', async () => {
    const applied = await t.request(`/api/leads/${leadId}/suggestions/${suggestionId}/apply`, {
      as: 'comercial',
      json: { fields: ['phone'] },
    });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ applied: ['phone'] });
    expect(await lead()).toMatchObject({ name: 'Marina Costa', phone: '(11) 91234-5678' });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lead'), eq(auditLog.entityId, leadId), eq(auditLog.action, 'update')));
    expect(audit).toMatchObject({
      actorEmail: 'comercial@coders.example',
      before: { phone: '(21) 97777-1234' },
      after: { phone: '(11) 91234-5678' },
    });
    const again = await t.request(`/api/leads/${leadId}/suggestions/${suggestionId}/apply`, {
      as: 'comercial',
      json: {},
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('Esta sugestão já foi aplicada ou descartada.');
    const body = await submissions('adm');
    expect(body.suggestions).toEqual([]);
    expect(body.events[0]).toMatchObject({ kind: 'suggestion_applied', actorName: expect.any(String) });
  });

  it('a booking with a known phone but another e-mail is a new lead, flagged as a possible duplicate (decision 056)', async () => {
    const [slot] = await freeSlots();
    const response = await postBooking(
      booking(slot!, { name: 'Marina Costa', email: 'golpe@exemplo.com.br', phone: '+55 11 91234-5678' }),
    );
    expect(response.status).toBe(201);
    expect(await lead()).toMatchObject({ email: 'marina@costaadvogados.com.br', phone: '(11) 91234-5678' });
    // Nothing of the booking lands on the known lead: it is someone with another e-mail.
    expect((await submissions()).events.map((event) => event.kind)).toEqual([
      'suggestion_applied',
      'questionnaire',
    ]);
    const [created] = await t.db.select().from(leads).where(eq(leads.email, 'golpe@exemplo.com.br'));
    expect(created).toMatchObject({ name: 'Marina Costa', source: 'consulta' });
    const [pair] = await t.db
      .select()
      .from(leadDuplicates)
      .where(
        and(
          inArray(leadDuplicates.leadAId, [leadId, created!.id]),
          inArray(leadDuplicates.leadBId, [leadId, created!.id]),
        ),
      );
    expect(pair).toMatchObject({ status: 'open', reasons: ['name', 'phone'] });
    const [notice] = await t.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.title, 'Nova consultoria agendada'))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(notice!.message).toContain('Novo lead.');
    expect(notice!.message).toContain('Possível duplicado de outro lead (mesmo telefone e mesmo nome)');
    // The other lead is not named in this lead's notification (its erasure would leave it here).
    expect(notice!.message.match(/Marina Costa/g)).toHaveLength(1);
  });

  it("a booking with the lead's e-mail and another phone is a suggestion that can be dismissed", async () => {
    const [slot] = await freeSlots();
    const response = await postBooking(
      booking(slot!, {
        name: 'Marina Costa',
        email: 'Marina@CostaAdvogados.com.br',
        phone: '(21) 95555-0000',
      }),
    );
    expect(response.status).toBe(201);
    expect(await lead()).toMatchObject({ phone: '(11) 91234-5678' });
    const body = await submissions();
    expect(body.suggestions).toHaveLength(1);
    expect(body.suggestions[0]).toMatchObject({
      kind: 'booking',
      changes: { phone: { current: '(11) 91234-5678', suggested: '(21) 95555-0000' } },
    });
    expect(Object.keys(body.suggestions[0]!.changes)).toEqual(['phone']);
    const [notice] = await t.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.title, 'Nova consultoria agendada'))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(notice!.message).toContain('Há dados de contato diferentes para revisar.');
    expect(body.consents.filter((row) => row.channel === 'booking')).toHaveLength(2);

    const dismissed = await t.request(
      `/api/leads/${leadId}/suggestions/${body.suggestions[0]!.eventId}/dismiss`,
      { as: 'comercial', json: {} },
    );
    expect(dismissed.status).toBe(200);
    expect(await lead()).toMatchObject({ phone: '(11) 91234-5678' });
    expect((await submissions()).suggestions).toEqual([]);
    const missing = await t.request(
      `/api/leads/${leadId}/suggestions/00000000-0000-4000-8000-000000000000/apply`,
      { as: 'comercial', json: {} },
    );
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe('Sugestão não encontrada.');
  });
});

describe('signed form tokens (finding 11)', () => {
  const sendValid = (formToken: unknown, email: string) =>
    postQuestionnaire(questionnaire({ email, phone: '(11) 96000-0001' }, { formToken }));

  it('serves a token per form, and refuses an unknown form', async () => {
    const served = await t.request('/api/public/form-token?form=consultoria');
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('no-store');
    expect(await served.json()).toMatchObject({ token: expect.any(String), expiresInMs: FORM_TOKEN_TTL_MS });
    expect((await t.request('/api/public/form-token?form=outro')).status).toBe(422);
  });

  it('refuses a submission without a token, or with a forged, expired or other-form token', async () => {
    const missing = await sendValid(undefined, 'semtoken@exemplo.com.br');
    expect(missing.status).toBe(422);
    expect((await missing.json()).error.fields.formToken).toBe(
      'Não foi possível validar o envio. Recarregue a página e tente novamente.',
    );

    const forged = await sendValid(
      'eyJmIjoicXVlc3Rpb25hcmlvIiwicyI6MCwiaSI6MH0.assinatura',
      'forjado@exemplo.com.br',
    );
    expect(forged.status).toBe(422);
    expect((await forged.json()).error).toMatchObject({
      code: 'form_token',
      message: 'Não foi possível validar o envio. Recarregue a página e tente novamente.',
    });

    const expired = await sendValid(
      token('questionario', FORM_TOKEN_TTL_MS + 60_000),
      'expirado@exemplo.com.br',
    );
    expect(expired.status).toBe(422);
    expect((await expired.json()).error).toMatchObject({
      code: 'form_expired',
      message: 'O formulário ficou aberto por muito tempo. Recarregue a página e tente novamente.',
    });

    const otherForm = await sendValid(token('consultoria'), 'outroform@exemplo.com.br');
    expect(otherForm.status).toBe(422);
    expect((await otherForm.json()).error.code).toBe('form_token');

    // A client-sent load time means nothing any more.
    await t.db.delete(rateLimits);
    const clientTime = await postQuestionnaire({
      ...questionnaire({ email: 'relogio@exemplo.com.br', phone: '(11) 96000-0002' }),
      formToken: undefined,
      startedAt: Date.now() - 60_000,
    });
    expect(clientTime.status).toBe(422);
    const refused = ['semtoken', 'forjado', 'expirado', 'outroform', 'relogio'].map(
      (name) => `${name}@exemplo.com.br`,
    );
    expect(await t.db.select().from(leads).where(inArray(leads.email, refused))).toEqual([]);
  });

  it('renews a token with the time the form was first served (no new wait)', async () => {
    const old = token('questionario', FORM_TOKEN_TTL_MS + 60_000);
    const renewed = await t.request(`/api/public/form-token?form=questionario&renew=${old}`);
    const { token: fresh } = (await renewed.json()) as { token: string };
    const response = await sendValid(fresh, 'renovado@exemplo.com.br');
    expect(response.status).toBe(201);
  });
});

describe('free slots and booking caps (finding 11)', () => {
  it('limits free-slot lookups per address (429 in PT-BR with Retry-After)', async () => {
    for (let index = 0; index < 60; index++) {
      expect((await t.request('/api/public/slots?days=1')).status).toBe(200);
    }
    const blocked = await t.request('/api/public/slots?days=1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).error.message).toBe(
      'Muitas consultas de horários em pouco tempo. Aguarde alguns minutos e tente novamente.',
    );
  });

  describe('upcoming consultations', () => {
    let slots: string[];
    beforeEach(async () => {
      await t.db
        .update(appointments)
        .set({ status: 'cancelled' })
        .where(and(eq(appointments.status, 'scheduled'), gt(appointments.appointmentDate, new Date())));
      slots = await freeSlots();
      await t.db.delete(rateLimits);
    });

    it('at most 2 per e-mail (422 in PT-BR)', async () => {
      const email = 'limite.email@exemplo.com.br';
      expect((await postBooking(booking(slots[0]!, { email, phone: '(31) 99000-0001' }))).status).toBe(201);
      expect(
        (
          await postBooking(
            booking(slots[1]!, { email: 'LIMITE.email@exemplo.com.br', phone: '(31) 99000-0002' }),
          )
        ).status,
      ).toBe(201);
      const third = await postBooking(booking(slots[2]!, { email, phone: '(31) 99000-0003' }));
      expect(third.status).toBe(422);
      expect((await third.json()).error).toMatchObject({
        code: 'booking_limit',
        message:
          'Este contato já tem 2 consultorias agendadas. Para marcar outra, fale com a gente pelo WhatsApp ou e-mail.',
      });
    });

    it('at most 2 per phone, in any format', async () => {
      expect(
        (await postBooking(booking(slots[0]!, { email: 'fone1@exemplo.com.br', phone: '(41) 99000-0001' })))
          .status,
      ).toBe(201);
      expect(
        (await postBooking(booking(slots[1]!, { email: 'fone2@exemplo.com.br', phone: '41990000001' })))
          .status,
      ).toBe(201);
      const third = await postBooking(
        booking(slots[2]!, { email: 'fone3@exemplo.com.br', phone: '+55 41 99000-0001' }),
      );
      expect(third.status).toBe(422);
      expect((await third.json()).error.code).toBe('booking_limit');
      expect(
        await t.db.select().from(appointments).where(eq(appointments.email, 'fone3@exemplo.com.br')),
      ).toEqual([]);
    });

    it('at most 3 per client address (429 with Retry-After); cancelled ones do not count', async () => {
      for (let index = 0; index < 3; index++) {
        const response = await postBooking(
          booking(slots[index]!, { email: `ip${index}@exemplo.com.br`, phone: `(51) 99000-000${index}` }),
        );
        expect(response.status).toBe(201);
      }
      const fourth = await postBooking(
        booking(slots[3]!, { email: 'ip3@exemplo.com.br', phone: '(51) 99000-0003' }),
      );
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await fourth.json()).error.message).toBe(
        'Muitas consultorias agendadas a partir desta conexão. Fale com a gente pelo WhatsApp ou e-mail.',
      );
      await t.db
        .update(appointments)
        .set({ status: 'cancelled' })
        .where(eq(appointments.email, 'ip0@exemplo.com.br'));
      const again = await postBooking(
        booking(slots[3]!, { email: 'ip3@exemplo.com.br', phone: '(51) 99000-0003' }),
      );
      expect(again.status).toBe(201);
    });
  });
});
