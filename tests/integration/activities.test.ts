/**
 * Activities (issue 28, docs/product/activities.md): create with PT-BR validation, done only with an
 * outcome (which lands on the lead's timeline), who sees whose, the reminder notifying once even when
 * two runs overlap, the São Paulo day boundaries of Hoje/Atrasadas, and the next activity per subject.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextActivityBySubject } from '@server/activities/next-activity';
import { readBoard } from '@server/activities/read';
import { ACTIVITIES_PAGE, runActivityReminders } from '@server/activities/reminders';
import { activities } from '@server/activities/schema';
import { companies } from '@server/companies/schema';
import { leadNotes, leads, notifications, users } from '@server/db/schema';
import { deals } from '@server/deals/schema';
import {
  type Activity,
  type ActivityBoard,
  OUTCOME_REQUIRED,
  SUBJECT_REQUIRED,
} from '@shared/activities/schemas';
import { dateToSaoPauloLocal } from '@shared/schemas/appointment';
import { createTestApp, DEMO, type DemoLogin, type TestApp } from '../support/test-app';

let t: TestApp;
const id: Record<string, string> = {};
let leadId: string;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(DEMO)));
  for (const [login, email] of Object.entries(DEMO)) id[login] = rows.find((row) => row.email === email)!.id;
  leadId = await newLead('Maria Atividade');
});
afterAll(async () => {
  await t?.close();
});

async function newLead(name: string) {
  const [row] = await t.db
    .insert(leads)
    .values({ name, email: `${crypto.randomUUID()}@exemplo.com.br` })
    .returning({ id: leads.id });
  return row!.id;
}

async function newCompany(name: string) {
  const [row] = await t.db.insert(companies).values({ name }).returning({ id: companies.id });
  return row!.id;
}

async function newDeal(title: string, companyId: string | null) {
  const [row] = await t.db.insert(deals).values({ title, companyId }).returning({ id: deals.id });
  return row!.id;
}

const inAnHour = () => dateToSaoPauloLocal(new Date(Date.now() + 3_600_000));

async function create(as: DemoLogin, body: Record<string, unknown> = {}) {
  return t.request('/api/activities', {
    as,
    json: { kind: 'call', title: 'Ligar para a Maria', dueAt: inAnHour(), leadId, ...body },
  });
}
async function created(as: DemoLogin, body: Record<string, unknown> = {}) {
  const response = await create(as, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Activity;
}
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
const board = async (as: DemoLogin, scope = 'mine') => {
  const response = await t.request(`/api/activities/board?scope=${scope}`, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as ActivityBoard;
};
const allIds = (value: ActivityBoard) =>
  Object.values(value.groups).flatMap((list) => list.map((item) => item.id));

describe('creating an activity', () => {
  it('creates it for the person creating it, due at the São Paulo time typed', async () => {
    const activity = await created('mkt', {
      dueAt: '2031-05-04T09:30',
      title: 'Reunião de briefing',
      kind: 'meeting',
    });
    expect(activity).toMatchObject({ ownerId: id.mkt, leadId, leadName: 'Maria Atividade', kind: 'meeting' });
    // 09:30 in São Paulo (UTC−3) is 12:30 UTC.
    expect(activity.dueAt).toBe('2031-05-04T12:30:00.000Z');
    expect((await board('mkt')).groups.upcoming.map((item) => item.id)).toContain(activity.id);
  });

  it('refuses a missing subject, title, time and kind with PT-BR messages under each field', async () => {
    const response = await create('comercial', { title: ' ', dueAt: '2031-02-31T10:00', kind: 'fax' });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({
      title: 'Assunto é obrigatório',
      dueAt: 'Data e hora inválidas',
      kind: 'Tipo inválido',
    });
    const noSubject = await create('comercial', { leadId: '', companyId: null });
    expect(noSubject.status).toBe(422);
    expect(await errorOf(noSubject)).toMatchObject({
      message: SUBJECT_REQUIRED,
      fields: { leadId: SUBJECT_REQUIRED },
    });
  });

  it('refuses a lead that does not exist, under the lead field', async () => {
    const response = await create('comercial', { leadId: crypto.randomUUID() });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({ leadId: 'Lead não encontrado' });
  });

  it('hangs on a company or a deal, and lists them by name', async () => {
    const company = await newCompany('Padaria da Atividade');
    const onCompany = await created('comercial', { leadId: '', companyId: company });
    expect(onCompany).toMatchObject({
      leadId: null,
      companyId: company,
      companyName: 'Padaria da Atividade',
    });
    const deal = await newDeal('Site da padaria', company);
    const onDeal = await created('comercial', { leadId: '', dealId: deal });
    expect(onDeal).toMatchObject({ leadId: null, dealId: deal, dealTitle: 'Site da padaria' });
    const listed = await t.request(`/api/activities?kind=deal&id=${deal}`, { as: 'comercial' });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as Activity[]).map((item) => item.dealTitle)).toEqual(['Site da padaria']);
  });

  it('refuses a company or a deal that does not exist, under its field', async () => {
    const noCompany = await create('comercial', { leadId: '', companyId: crypto.randomUUID() });
    expect(noCompany.status).toBe(422);
    expect((await errorOf(noCompany)).fields).toEqual({ companyId: 'Empresa não encontrada' });
    const noDeal = await create('comercial', { leadId: '', dealId: crypto.randomUUID() });
    expect(noDeal.status).toBe(422);
    expect((await errorOf(noDeal)).fields).toEqual({ dealId: 'Negócio não encontrado' });
  });
});

describe('closing an activity', () => {
  it('requires the outcome, then writes it on the lead’s timeline once', async () => {
    const activity = await created('comercial', { title: 'Apresentar proposta' });
    const refused = await t.request(`/api/activities/${activity.id}/done`, {
      as: 'comercial',
      json: { outcome: '  ' },
    });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).fields).toEqual({ outcome: OUTCOME_REQUIRED });

    const done = await t.request(`/api/activities/${activity.id}/done`, {
      as: 'comercial',
      json: { outcome: 'Gostou, pediu desconto.' },
    });
    expect(done.status).toBe(200);
    expect(((await done.json()) as Activity).group).toBe('done');
    const notes = await t.db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId));
    expect(notes.map((note) => note.content)).toContain(
      'Ligação concluída: Apresentar proposta\nResultado: Gostou, pediu desconto.',
    );

    const again = await t.request(`/api/activities/${activity.id}/done`, {
      as: 'comercial',
      json: { outcome: 'x' },
    });
    expect(again.status).toBe(409);
    const after = await t.db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId));
    expect(after.length).toBe(notes.length);
  });

  it('shows the outcome on the lead drawer’s timeline', async () => {
    const activity = await created('comercial', { title: 'Confirmar escopo' });
    await t.request(`/api/activities/${activity.id}/done`, {
      as: 'comercial',
      json: { outcome: 'Escopo fechado.' },
    });
    const lead = await t.request(`/api/leads/${leadId}`, { as: 'comercial' });
    expect(await lead.text()).toContain('Confirmar escopo\\nResultado: Escopo fechado.');
  });

  it('reschedules an open activity to a new São Paulo time', async () => {
    const activity = await created('mkt');
    const response = await t.request(`/api/activities/${activity.id}/due`, {
      method: 'PATCH',
      as: 'mkt',
      json: { dueAt: '2031-06-01T08:00' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Activity).dueAt).toBe('2031-06-01T11:00:00.000Z');
  });
});

describe('who sees and manages whose activities', () => {
  it('keeps mkt and colaborador to their own; adm and comercial see everyone’s', async () => {
    const mine = await created('mkt', { title: 'Só do mkt' });
    const theirs = await created('colaborador', { title: 'Só do colaborador' });

    expect(allIds(await board('mkt'))).toContain(mine.id);
    expect(allIds(await board('mkt'))).not.toContain(theirs.id);
    // mkt asking for everyone's still gets their own.
    const mktAll = await board('mkt', 'all');
    expect(mktAll).toMatchObject({ scope: 'mine', canSeeAll: false });
    expect(allIds(mktAll)).not.toContain(theirs.id);
    expect(allIds(await board('colaborador'))).not.toContain(mine.id);

    const lead = await t.request(`/api/activities?kind=lead&id=${leadId}`, { as: 'colaborador' });
    const onLead = ((await lead.json()) as Activity[]).map((item) => item.id);
    expect(onLead).toContain(theirs.id);
    expect(onLead).not.toContain(mine.id);

    for (const as of ['adm', 'comercial'] as const) {
      const everyone = await board(as, 'all');
      expect(everyone.canSeeAll).toBe(true);
      expect(allIds(everyone)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      expect(allIds(await board(as))).not.toContain(mine.id);
    }
  });

  it('answers not found when someone else closes or reschedules another person’s activity', async () => {
    const mine = await created('mkt');
    const done = await t.request(`/api/activities/${mine.id}/done`, {
      as: 'colaborador',
      json: { outcome: 'x' },
    });
    expect(done.status).toBe(404);
    expect((await errorOf(done)).message).toBe('Atividade não encontrada');
    const moved = await t.request(`/api/activities/${mine.id}/due`, {
      method: 'PATCH',
      as: 'financeiro',
      json: { dueAt: '2031-01-01T10:00' },
    });
    expect(moved.status).toBe(404);
    // comercial manages anyone's.
    const byComercial = await t.request(`/api/activities/${mine.id}/done`, {
      as: 'comercial',
      json: { outcome: 'ok' },
    });
    expect(byComercial.status).toBe(200);
  });

  it('lets only adm and comercial give an activity to someone else', async () => {
    const refused = await create('mkt', { ownerId: id.comercial });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).fields).toEqual({
      ownerId: 'Você só pode criar atividades para você mesmo.',
    });
    const given = await created('comercial', { ownerId: id.mkt });
    expect(given.ownerId).toBe(id.mkt);
    expect(allIds(await board('mkt'))).toContain(given.id);
    const notStaff = await create('adm', { ownerId: id.usuario });
    expect((await errorOf(notStaff)).fields).toEqual({ ownerId: 'Responsável não encontrado na equipe.' });
  });

  it('refuses a signed-in person without a staff role and a visitor', async () => {
    expect((await t.request('/api/activities/board', { as: 'usuario' })).status).toBe(403);
    expect((await t.request('/api/activities/board')).status).toBe(401);
  });
});

describe('the reminder', () => {
  // Far from the demo data's days, so only this test's activities are in the window.
  const now = new Date('2032-02-10T15:00:00.000Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const insert = async (title: string, dueAt: Date, extra: Partial<typeof activities.$inferInsert> = {}) => {
    const [row] = await t.db
      .insert(activities)
      .values({ kind: 'call', title, dueAt, ownerId: id.mkt, leadId, createdBy: id.mkt, ...extra })
      .returning();
    return row!;
  };
  const notified = (title: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id.mkt), eq(notifications.title, `Ligação: ${title}`)));

  it('notifies the owner once, even when two runs overlap, with a link to Minhas atividades', async () => {
    const soon = await insert('Lembrete em 10 minutos', at(10));
    const passed = await insert('Lembrete de 20 minutos atrás', at(-20));
    const later = await insert('Lembrete em 40 minutos', at(40));
    const old = await insert('Lembrete de ontem', at(-24 * 60));
    const closed = await insert('Lembrete concluído', at(5), { doneAt: at(-1), outcome: 'Feito' });

    const counts = await Promise.all([runActivityReminders(t.db, now), runActivityReminders(t.db, now)]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await runActivityReminders(t.db, now)).toBe(0);

    const [note] = await notified(soon.title);
    expect(await notified(soon.title)).toHaveLength(1);
    expect(note).toMatchObject({
      link: ACTIVITIES_PAGE,
      leadId,
      message: 'Vence em 10/02/2032 às 12:10 (lead: Maria Atividade).',
    });
    expect(await notified(passed.title)).toHaveLength(1);
    for (const row of [later, old, closed]) expect(await notified(row.title)).toHaveLength(0);
    // Nobody else heard of it.
    const others = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, `Ligação: ${soon.title}`));
    expect(others).toHaveLength(1);
  });

  it('reminds again after a reschedule', async () => {
    const row = await insert('Lembrete reagendado', at(5));
    expect(await runActivityReminders(t.db, now)).toBe(1);
    const moved = await t.request(`/api/activities/${row.id}/due`, {
      method: 'PATCH',
      as: 'mkt',
      json: { dueAt: dateToSaoPauloLocal(at(60 * 24)) },
    });
    expect(moved.status).toBe(200);
    expect(await runActivityReminders(t.db, at(60 * 24 - 10))).toBe(1);
    expect(await notified(row.title)).toHaveLength(2);
  });
});

describe('Hoje and Atrasadas by the São Paulo day', () => {
  it('moves the boundaries at São Paulo midnight, not UTC midnight', async () => {
    const owner = id.financeiro!;
    const insert = async (dueAt: string) => {
      const [row] = await t.db
        .insert(activities)
        .values({
          kind: 'task',
          title: dueAt,
          dueAt: new Date(dueAt),
          ownerId: owner,
          leadId,
          createdBy: owner,
        })
        .returning({ id: activities.id });
      return row!.id;
    };
    const lastMinuteOfMarch8 = await insert('2031-03-09T02:59:00.000Z'); // 08/03 23:59 in São Paulo
    const midnightOfMarch9 = await insert('2031-03-09T03:00:00.000Z'); // 09/03 00:00
    const lastMinuteOfMarch9 = await insert('2031-03-10T02:59:00.000Z'); // 09/03 23:59
    const midnightOfMarch10 = await insert('2031-03-10T03:00:00.000Z'); // 10/03 00:00
    const groupOf = (value: ActivityBoard, activityId: string) =>
      Object.entries(value.groups).find(([, list]) => list.some((item) => item.id === activityId))?.[0];

    // 09/03 at 23:30 in São Paulo — already 10/03 in UTC.
    const late = await readBoard(t.db, owner, 'mine', false, new Date('2031-03-10T02:30:00.000Z'));
    expect(groupOf(late, lastMinuteOfMarch8)).toBe('overdue');
    expect(groupOf(late, midnightOfMarch9)).toBe('today');
    expect(groupOf(late, lastMinuteOfMarch9)).toBe('today');
    expect(groupOf(late, midnightOfMarch10)).toBe('upcoming');

    // Five minutes past São Paulo midnight: yesterday's are overdue, today's are today.
    const next = await readBoard(t.db, owner, 'mine', false, new Date('2031-03-10T03:05:00.000Z'));
    expect(groupOf(next, lastMinuteOfMarch9)).toBe('overdue');
    expect(groupOf(next, midnightOfMarch10)).toBe('today');
    expect(next.groups.today.find((item) => item.id === midnightOfMarch10)?.late).toBe(true);
  });
});

describe('the dashboard count', () => {
  it('counts the caller’s own open activities overdue and due today', async () => {
    const counts = async () =>
      (await (await t.request('/api/activities/counts', { as: 'colaborador' })).json()) as {
        overdue: number;
        today: number;
      };
    const before = await counts();
    await created('colaborador', { dueAt: dateToSaoPauloLocal(new Date(Date.now() - 3 * 86_400_000)) });
    await created('mkt', { dueAt: dateToSaoPauloLocal(new Date(Date.now() - 3 * 86_400_000)) });
    expect(await counts()).toEqual({ ...before, overdue: before.overdue + 1 });
  });
});

describe('nextActivityBySubject', () => {
  it('answers the earliest open activity per subject, overdue included, done ones skipped', async () => {
    const lead = await newLead('Lead do Kanban');
    const empty = await newLead('Lead sem atividade');
    const deal = await newDeal('Negócio do Kanban', null);
    const insert = async (dueAt: string, extra: Partial<typeof activities.$inferInsert> = {}) => {
      const [row] = await t.db
        .insert(activities)
        .values({
          kind: 'call',
          title: dueAt,
          dueAt: new Date(dueAt),
          ownerId: id.comercial,
          leadId: lead,
          ...extra,
        })
        .returning({ id: activities.id });
      return row!.id;
    };
    await insert('2030-01-01T12:00:00.000Z', { doneAt: new Date('2030-01-01T13:00:00.000Z'), outcome: 'ok' });
    const overdue = await insert('2030-01-02T12:00:00.000Z');
    await insert('2030-02-01T12:00:00.000Z');
    const onDeal = await insert('2030-03-01T12:00:00.000Z', { leadId: null, dealId: deal });

    const byLead = await nextActivityBySubject(t.db, 'lead', [lead, empty, lead]);
    expect(byLead.get(lead)?.id).toBe(overdue);
    expect(byLead.has(empty)).toBe(false);
    expect((await nextActivityBySubject(t.db, 'deal', [deal])).get(deal)?.id).toBe(onDeal);
    expect((await nextActivityBySubject(t.db, 'company', [])).size).toBe(0);
  });
});
