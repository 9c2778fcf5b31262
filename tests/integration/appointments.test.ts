import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, leads, notifications, users } from '@server/db/schema';
import { isUniqueViolation } from '@server/lib/db-errors';
import {
  APPOINTMENT_PAST,
  APPOINTMENT_SLOT_TAKEN,
  type AppointmentDetails,
  type AppointmentList,
  type AppointmentRow,
  dateToSaoPauloLocal,
} from '@shared/schemas/appointment';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A São Paulo wall time some days ahead, unique per call so tests never share a slot. */
let slotCounter = 0;
function futureSlot(daysAhead = 400): string {
  slotCounter += 1;
  const date = new Date(Date.now() + (daysAhead + slotCounter) * 86_400_000);
  return `${dateToSaoPauloLocal(date).slice(0, 10)}T10:00`;
}

async function create(body: Record<string, unknown>, as = 'comercial') {
  return t.request('/api/appointments', { as, json: body });
}

async function userId(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('access', () => {
  it('answers 401 to a signed-out caller', async () => {
    expect((await t.request('/api/appointments')).status).toBe(401);
    expect((await t.request('/api/appointments', { json: { title: 'x' } })).status).toBe(401);
  });

  it('refuses marketing (403) and lets comercial and adm in', async () => {
    expect((await t.request('/api/appointments', { as: 'mkt' })).status).toBe(403);
    expect((await create({ title: 'Teste', date: futureSlot() }, 'mkt')).status).toBe(403);
    expect((await t.request('/api/appointments', { as: 'comercial' })).status).toBe(200);
    expect((await t.request('/api/appointments', { as: 'adm' })).status).toBe(200);
  });
});

describe('GET /api/appointments', () => {
  it('lists by appointment date, newest first, with the lead name and a total', async () => {
    const body = (await (
      await t.request('/api/appointments', { as: 'comercial' })
    ).json()) as AppointmentList;
    expect(body.total).toBeGreaterThanOrEqual(15);
    expect(body.items.length).toBe(Math.min(body.total, 50));
    const dates = body.items.map((item) => Date.parse(item.appointmentDate!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.items.some((item) => item.leadName)).toBe(true);
  });

  it('pages with a cursor without repeating or skipping rows', async () => {
    const all = (await (
      await t.request('/api/appointments?limit=100', { as: 'comercial' })
    ).json()) as AppointmentList;
    const first = (await (
      await t.request('/api/appointments?limit=6', { as: 'comercial' })
    ).json()) as AppointmentList;
    expect(first.items).toHaveLength(6);
    expect(first.nextCursor).toBeTruthy();
    const second = (await (
      await t.request(`/api/appointments?limit=6&cursor=${first.nextCursor}`, { as: 'comercial' })
    ).json()) as AppointmentList;
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      all.items.slice(0, 12).map((item) => item.id),
    );
  });

  it('searches title and description on the server, case-insensitively', async () => {
    const unique = `Reunião Zeta${Date.now()}`;
    await create({ title: unique, description: 'Pauta: cronograma do portal', date: futureSlot() });
    await create({ title: 'Outra reunião', description: `detalhe omega${Date.now()}`, date: futureSlot() });

    const byTitle = (await (
      await t.request(`/api/appointments?q=${encodeURIComponent(unique.toLowerCase())}`, { as: 'comercial' })
    ).json()) as AppointmentList;
    expect(byTitle.items.map((item) => item.title)).toEqual([unique]);

    const byDescription = (await (
      await t.request('/api/appointments?q=OMEGA', { as: 'comercial' })
    ).json()) as AppointmentList;
    expect(byDescription.items).toHaveLength(1);
    expect(byDescription.items[0]!.title).toBe('Outra reunião');

    const none = (await (
      await t.request('/api/appointments?q=nada-assim-existe', { as: 'comercial' })
    ).json()) as AppointmentList;
    expect(none).toMatchObject({ items: [], total: 0, nextCursor: null });
  });

  it('treats % and _ in the search as plain characters', async () => {
    const body = (await (
      await t.request('/api/appointments?q=%25', { as: 'comercial' })
    ).json()) as AppointmentList;
    expect(body.items).toHaveLength(0);
  });

  it('filters by status', async () => {
    const body = (await (
      await t.request('/api/appointments?status=no_show', { as: 'comercial' })
    ).json()) as AppointmentList;
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((item) => item.status === 'no_show')).toBe(true);
    const every = (await (
      await t.request('/api/appointments?status=all', { as: 'comercial' })
    ).json()) as AppointmentList;
    expect(every.total).toBeGreaterThan(body.total);
  });

  it('refuses an unknown status filter and a forged cursor with PT-BR 422', async () => {
    const bad = await t.request('/api/appointments?status=pendente', { as: 'comercial' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error).toMatchObject({
      code: 'validation',
      fields: { status: 'Status inválido' },
    });
    const cursor = await t.request('/api/appointments?cursor=abc', { as: 'comercial' });
    expect(cursor.status).toBe(422);
  });

  it('shows bookings made on the public site with their contact', async () => {
    const [lead] = await t.db.select().from(leads).limit(1);
    const when = new Date(Date.now() + 900 * 86_400_000);
    await t.db.insert(appointments).values({
      title: 'Consultoria gratuita — Site',
      appointmentDate: when,
      status: 'scheduled',
      leadId: lead!.id,
      name: 'Visitante do Site',
      email: 'visitante@exemplo.com.br',
      phone: '(11) 98888-7777',
    });
    const body = (await (
      await t.request('/api/appointments?q=Consultoria%20gratuita%20%E2%80%94%20Site', { as: 'comercial' })
    ).json()) as AppointmentList;
    expect(body.items[0]).toMatchObject({
      name: 'Visitante do Site',
      email: 'visitante@exemplo.com.br',
      leadId: lead!.id,
      leadName: lead!.name,
    });
  });
});

describe('POST /api/appointments', () => {
  it('creates a scheduled appointment, reading the time as São Paulo time', async () => {
    const [lead] = await t.db.select().from(leads).orderBy(desc(leads.createdAt)).limit(1);
    const response = await create({
      title: 'Apresentação da proposta',
      description: 'Mostrar o protótipo',
      date: '2031-03-10T14:30',
      leadId: lead!.id,
    });
    expect(response.status).toBe(201);
    const row = (await response.json()) as AppointmentRow;
    expect(row).toMatchObject({
      title: 'Apresentação da proposta',
      description: 'Mostrar o protótipo',
      status: 'scheduled',
      appointmentDate: '2031-03-10T17:30:00.000Z',
      leadId: lead!.id,
      leadName: lead!.name,
    });
    const [stored] = await t.db.select().from(appointments).where(eq(appointments.id, row.id));
    expect(stored!.appointmentDate!.toISOString()).toBe('2031-03-10T17:30:00.000Z');
  });

  it('writes the audit row and notifies sales and admins, not marketing', async () => {
    const title = `Kickoff ${Date.now()}`;
    const row = (await (await create({ title, date: futureSlot() }, 'adm')).json()) as AppointmentRow;
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appointment'), eq(auditLog.entityId, row.id)));
    expect(audit).toMatchObject({ action: 'create', actorEmail: 'adm@coders.example' });
    expect((audit!.after as { title: string }).title).toBe(title);

    const sent = await t.db
      .select({ userId: notifications.userId, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.title, 'Novo agendamento'));
    const recipients = new Set(sent.filter((n) => n.message.includes(title)).map((n) => n.userId));
    expect(recipients.has(await userId('comercial@coders.example'))).toBe(true);
    expect(recipients.has(await userId('adm@coders.example'))).toBe(true);
    expect(recipients.has(await userId('mkt@coders.example'))).toBe(false);
  });

  it('refuses invalid input with PT-BR field messages', async () => {
    const response = await create({ title: '  ', date: '' });
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.fields).toMatchObject({
      title: 'Título é obrigatório',
      date: 'Data e hora são obrigatórias',
    });

    const badDate = await create({ title: 'Reunião', date: '2031-02-30T10:00' });
    expect((await badDate.json()).error.fields.date).toBe('Data e hora inválidas');

    const badLead = await create({ title: 'Reunião', date: futureSlot(), leadId: 'nao-e-uuid' });
    expect((await badLead.json()).error.fields.leadId).toBe('Lead inválido');

    const missingLead = await create({
      title: 'Reunião',
      date: futureSlot(),
      leadId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missingLead.status).toBe(422);
    expect((await missingLead.json()).error.fields.leadId).toBe('Lead não encontrado');
  });

  it('refuses a date in the past', async () => {
    const response = await create({ title: 'Ontem', date: '2020-01-10T10:00' });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatchObject({
      message: APPOINTMENT_PAST,
      fields: { date: APPOINTMENT_PAST },
    });
  });

  it('refuses a slot that is taken, or that overlaps a scheduled appointment', async () => {
    const slot = futureSlot();
    expect((await create({ title: 'Primeiro', date: slot })).status).toBe(201);
    const same = await create({ title: 'Segundo', date: slot });
    expect(same.status).toBe(409);
    expect((await same.json()).error.message).toBe(APPOINTMENT_SLOT_TAKEN);
    const overlapping = await create({ title: 'Terceiro', date: slot.replace('T10:00', 'T10:15') });
    expect(overlapping.status).toBe(409);
    const after = await create({ title: 'Quarto', date: slot.replace('T10:00', 'T10:30') });
    expect(after.status).toBe(201);
  });

  it('frees the slot once the appointment is cancelled', async () => {
    const slot = futureSlot();
    const first = (await (await create({ title: 'Será cancelado', date: slot })).json()) as AppointmentRow;
    await t.request(`/api/appointments/${first.id}/status`, {
      as: 'comercial',
      method: 'PATCH',
      json: { status: 'cancelled' },
    });
    expect((await create({ title: 'Novo no mesmo horário', date: slot })).status).toBe(201);
    // Scheduling the cancelled one again would double-book the slot.
    const back = await t.request(`/api/appointments/${first.id}/status`, {
      as: 'comercial',
      method: 'PATCH',
      json: { status: 'scheduled' },
    });
    expect(back.status).toBe(409);
  });

  it('has the database refuse two scheduled appointments at the same instant (appointments_slot_key)', async () => {
    const when = new Date(Date.now() + 1200 * 86_400_000);
    await t.db.insert(appointments).values({ title: 'A', appointmentDate: when, status: 'scheduled' });
    let caught: unknown;
    try {
      await t.db.insert(appointments).values({ title: 'B', appointmentDate: when, status: 'scheduled' });
    } catch (error) {
      caught = error;
    }
    expect(isUniqueViolation(caught, 'appointments_slot_key')).toBe(true);
  });
});

describe('PATCH /api/appointments/:id/status', () => {
  it('changes the status, sets updated_at and audits before/after', async () => {
    const row = (await (
      await create({ title: 'Mudar status', date: futureSlot() })
    ).json()) as AppointmentRow;
    await new Promise((resolve) => setTimeout(resolve, 10));
    const response = await t.request(`/api/appointments/${row.id}/status`, {
      as: 'comercial',
      method: 'PATCH',
      json: { status: 'completed' },
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as AppointmentRow;
    expect(updated.status).toBe('completed');
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(row.updatedAt));

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, 'status')));
    expect((audit!.before as { status: string }).status).toBe('scheduled');
    expect((audit!.after as { status: string }).status).toBe('completed');
    expect(audit!.actorEmail).toBe('comercial@coders.example');
  });

  it('refuses an unknown status and an unknown id', async () => {
    const [any] = await t.db.select().from(appointments).limit(1);
    const bad = await t.request(`/api/appointments/${any!.id}/status`, {
      as: 'comercial',
      method: 'PATCH',
      json: { status: 'pendente' },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.status).toBe('Status inválido');
    const missing = await t.request('/api/appointments/00000000-0000-4000-8000-000000000000/status', {
      as: 'comercial',
      method: 'PATCH',
      json: { status: 'completed' },
    });
    expect(missing.status).toBe(404);
    const notUuid = await t.request('/api/appointments/123/status', {
      as: 'comercial',
      method: 'PATCH',
      json: { status: 'completed' },
    });
    expect(notUuid.status).toBe(404);
  });
});

describe('PATCH /api/appointments/:id', () => {
  it('edits title, description and date, audited', async () => {
    const row = (await (await create({ title: 'Rascunho', date: futureSlot() })).json()) as AppointmentRow;
    const slot = futureSlot();
    const response = await t.request(`/api/appointments/${row.id}`, {
      as: 'adm',
      method: 'PATCH',
      json: { title: 'Reunião confirmada', description: 'Com o sócio', date: slot },
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as AppointmentRow;
    expect(updated).toMatchObject({ title: 'Reunião confirmada', description: 'Com o sócio' });
    expect(dateToSaoPauloLocal(updated.appointmentDate)).toBe(slot);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, 'update')));
    expect(audits).toHaveLength(1);
  });

  it('refuses moving to the past and keeps past appointments editable otherwise', async () => {
    const [past] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.status, 'completed'))
      .orderBy(appointments.appointmentDate)
      .limit(1);
    const toPast = await t.request(`/api/appointments/${past!.id}`, {
      as: 'comercial',
      method: 'PATCH',
      json: { date: '2021-05-05T09:00' },
    });
    expect(toPast.status).toBe(422);
    const rename = await t.request(`/api/appointments/${past!.id}`, {
      as: 'comercial',
      method: 'PATCH',
      json: { title: 'Consultoria realizada', date: dateToSaoPauloLocal(past!.appointmentDate) },
    });
    expect(rename.status).toBe(200);
  });

  it('refuses an empty title', async () => {
    const [any] = await t.db.select().from(appointments).limit(1);
    const response = await t.request(`/api/appointments/${any!.id}`, {
      as: 'comercial',
      method: 'PATCH',
      json: { title: '' },
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields.title).toBe('Título é obrigatório');
  });
});

describe('GET /api/appointments/:id', () => {
  it('returns the appointment with its lead', async () => {
    const [lead] = await t.db.select().from(leads).where(eq(leads.source, 'chat')).limit(1);
    const row = (await (
      await create({ title: 'Com lead', date: futureSlot(), leadId: lead!.id })
    ).json()) as AppointmentRow;
    const details = (await (
      await t.request(`/api/appointments/${row.id}`, { as: 'comercial' })
    ).json()) as AppointmentDetails;
    expect(details.lead).toMatchObject({
      id: lead!.id,
      name: lead!.name,
      email: lead!.email,
      phone: lead!.phone,
    });
    expect(
      (await t.request('/api/appointments/00000000-0000-4000-8000-000000000000', { as: 'comercial' })).status,
    ).toBe(404);
  });
});
