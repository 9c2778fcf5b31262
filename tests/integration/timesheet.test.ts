/**
 * Project hours and profitability (docs/product/tasks-and-timesheet.md): access, validation, the one
 * running timer (ten racing starts), locked weeks, rate snapshots, approvals, CSV, and the
 * profitability figures with the one-time 80 % burn alert.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, notifications, projects, users } from '@server/db/schema';
import { invoices } from '@server/invoices/schema';
import { expenses, paymentAllocations, payments } from '@server/payments/schema';
import { timeEntries } from '@server/timesheet/schema';
import type {
  ProjectProfitability,
  RunningTimer,
  TimeEntryItem,
  TimesheetWeek,
} from '@shared/timesheet/schemas';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
const ids: Record<string, string> = {};
let project: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(DEMO)) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[role] = user!.id;
  }
  const [row] = await t.db
    .insert(projects)
    .values({ title: 'Projeto Horas Teste', status: 'in_progress', budget: '1000.00' })
    .returning();
  project = row!;
});
afterAll(async () => {
  await t?.close();
});

const json = async <T>(response: Response) => (await response.json()) as T;
const ZERO = '00000000-0000-4000-8000-000000000000';

async function entry(body: Record<string, unknown>, as = 'mkt') {
  const response = await t.request('/api/time/entries', { as, json: body });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<TimeEntryItem>(response);
}

describe('access to /api/time and the profitability endpoints', () => {
  const anyStaff: [string, string, unknown?][] = [
    ['GET', '/api/time/timer'],
    ['POST', '/api/time/timer/start', {}],
    ['POST', '/api/time/timer/stop'],
    ['GET', '/api/time/week'],
    ['POST', '/api/time/entries', { day: '2025-01-06', minutes: 10 }],
    ['PATCH', `/api/time/entries/${ZERO}`, { note: 'x' }],
    ['DELETE', `/api/time/entries/${ZERO}`],
    ['POST', '/api/time/weeks/submit', { week: '2025-01-06' }],
    ['GET', '/api/time/export.csv?from=2025-01-01&to=2025-01-31'],
    ['GET', `/api/projects/${ZERO}/profitability`],
  ];
  const approvers: [string, string, unknown?][] = [
    ['GET', '/api/time/approvals'],
    ['POST', `/api/time/weeks/${ZERO}/approve`],
    ['POST', `/api/time/weeks/${ZERO}/reject`, { reason: 'Faltou a nota' }],
    ['GET', '/api/time/rates'],
    ['PUT', `/api/time/rates/users/${ZERO}`, { hourlyCost: 10 }],
    ['PUT', `/api/time/rates/projects/${ZERO}`, { billRate: 10, ownerId: null }],
    ['GET', '/api/reports/project-profitability'],
  ];
  const init = (method: string, body: unknown, as?: string) =>
    body === undefined ? { method, as } : { method, json: body, as };

  it.each([...anyStaff, ...approvers])(
    '%s %s: 401 signed out, 403 for a non-staff account',
    async (method, path, body) => {
      expect((await t.request(path, init(method, body))).status).toBe(401);
      expect((await t.request(path, init(method, body, 'usuario'))).status).toBe(403);
    },
  );

  it.each(approvers)(
    '%s %s: 403 for comercial and mkt, allowed for financeiro',
    async (method, path, body) => {
      expect((await t.request(path, init(method, body, 'mkt'))).status).toBe(403);
      expect((await t.request(path, init(method, body, 'comercial'))).status).toBe(403);
      expect([200, 404, 422]).toContain((await t.request(path, init(method, body, 'financeiro'))).status);
    },
  );

  it('lets a person read only their own week unless they approve', async () => {
    expect((await t.request(`/api/time/week?userId=${ids.comercial}`, { as: 'mkt' })).status).toBe(403);
    const week = await t.request(`/api/time/week?userId=${ids.comercial}`, { as: 'financeiro' });
    expect(week.status).toBe(200);
    expect((await json<TimesheetWeek>(week)).userId).toBe(ids.comercial);
    expect(
      (await t.request(`/api/time/export.csv?from=2025-01-01&to=2025-01-31&userId=${ids.adm}`, { as: 'mkt' }))
        .status,
    ).toBe(403);
  });
});

describe('validation (422 PT-BR)', () => {
  it('refuses bad entries, weeks, rates and ranges', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/time/entries', { day: '2025-02-30', minutes: 10 }, 'day'],
      ['POST', '/api/time/entries', { day: '2025-01-06', minutes: 0 }, 'minutes'],
      ['POST', '/api/time/entries', { day: '2025-01-06', minutes: 1441 }, 'minutes'],
      ['POST', '/api/time/entries', { day: '2025-01-06', minutes: 1.5 }, 'minutes'],
      // Hours and minutes as the form types them: the total is what must be 1 to 1440.
      ['POST', '/api/time/entries', { day: '2025-01-06', hours: '24', minutes: '1' }, 'minutes'],
      ['POST', '/api/time/entries', { day: '2025-01-06', hours: 'duas', minutes: '0' }, 'hours'],
      ['PATCH', `/api/time/entries/${ZERO}`, { hours: 0, minutes: 0 }, 'minutes'],
      ['POST', '/api/time/entries', { day: '2025-01-06', minutes: 10, projectId: 'x' }, 'projectId'],
      ['POST', '/api/time/entries', { day: '2025-01-06', minutes: 10, projectId: ZERO }, 'projectId'],
      ['POST', '/api/time/entries', { day: '2025-01-06', minutes: 10, taskId: ZERO }, 'taskId'],
      ['POST', '/api/time/timer/start', { billable: 'sim' }, 'billable'],
      ['POST', '/api/time/weeks/submit', { week: 'ontem' }, 'week'],
      ['POST', '/api/time/weeks/submit', { week: '2020-01-06' }, 'week'],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await t.request(path, { as: 'mkt', method, json: body });
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(422);
      const error = await json<{ error: { fields: Record<string, string> } }>(response);
      expect(Object.keys(error.error.fields)).toContain(field);
    }
    const financeCases: [string, string, unknown][] = [
      ['POST', `/api/time/weeks/${ZERO}/reject`, { reason: '' }],
      ['PUT', `/api/time/rates/users/${ids.mkt}`, { hourlyCost: -1 }],
      ['PUT', `/api/time/rates/projects/${project.id}`, { billRate: 'caro', ownerId: null }],
      ['PUT', `/api/time/rates/projects/${project.id}`, { billRate: 10, ownerId: ids.usuario }],
    ];
    for (const [method, path, body] of financeCases) {
      expect((await t.request(path, { as: 'financeiro', method, json: body })).status, path).toBe(422);
    }
    expect((await t.request('/api/time/week?week=2025-13-01', { as: 'mkt' })).status).toBe(422);
    expect(
      (await t.request('/api/time/export.csv?from=2025-02-01&to=2025-01-01', { as: 'mkt' })).status,
    ).toBe(422);
    expect(
      (await t.request('/api/reports/project-profitability?status=x', { as: 'financeiro' })).status,
    ).toBe(422);
  });
});

describe('the timer', () => {
  it('allows one running timer per person even with ten racing starts, survives a reload, then stops', async () => {
    const starts = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request('/api/time/timer/start', {
          as: 'comercial',
          json: { projectId: project.id, note: 'Corrida' },
        }),
      ),
    );
    const statuses = starts.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const conflict = await json<{ error: { message: string } }>(starts.find((r) => r.status === 409)!);
    expect(conflict.error.message).toMatch(/já tem um cronômetro rodando/);
    const running = await t.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.userId, ids.comercial!), eq(timeEntries.note, 'Corrida')));
    expect(running).toHaveLength(1);

    // Another tab (a fresh request) sees the same timer from the server.
    const { timer } = await json<{ timer: RunningTimer | null }>(
      await t.request('/api/time/timer', { as: 'comercial' }),
    );
    expect(timer).toMatchObject({ projectId: project.id, note: 'Corrida', endedAt: null });
    // Others are not affected.
    expect(
      (await json<{ timer: unknown }>(await t.request('/api/time/timer', { as: 'mkt' }))).timer,
    ).toBeNull();

    const stop = await t.request('/api/time/timer/stop', { as: 'comercial', method: 'POST' });
    expect(stop.status).toBe(200);
    const { entry: stopped } = await json<{ entry: TimeEntryItem }>(stop);
    expect(stopped.minutes).toBeGreaterThanOrEqual(1);
    expect(stopped.endedAt).not.toBeNull();
    expect((await t.request('/api/time/timer/stop', { as: 'comercial', method: 'POST' })).status).toBe(409);
    await t.request(`/api/time/entries/${stopped.id}`, { as: 'comercial', method: 'DELETE' });
  });
});

describe('entries, weeks and approval', () => {
  it('edits only one’s own entries; a submitted or approved week is locked (423)', async () => {
    const mine = await entry({
      day: '2025-03-04',
      hours: 1,
      minutes: 30,
      projectId: project.id,
      note: 'Layout',
    });
    expect(mine.minutes).toBe(90);
    expect(
      (
        await t.request(`/api/time/entries/${mine.id}`, {
          as: 'comercial',
          method: 'PATCH',
          json: { note: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.request(`/api/time/entries/${mine.id}`, { as: 'financeiro', method: 'DELETE' })).status,
    ).toBe(403);
    const edited = await t.request(`/api/time/entries/${mine.id}`, {
      as: 'mkt',
      method: 'PATCH',
      json: { minutes: 120 },
    });
    expect((await json<TimeEntryItem>(edited)).minutes).toBe(120);

    const submitted = await json<TimesheetWeek>(
      await t.request('/api/time/weeks/submit', { as: 'mkt', json: { week: '2025-03-06' } }),
    );
    expect(submitted).toMatchObject({
      weekStart: '2025-03-03',
      status: 'enviada',
      locked: true,
      totalMinutes: 120,
    });
    const lockedEdit = await t.request(`/api/time/entries/${mine.id}`, {
      as: 'mkt',
      method: 'PATCH',
      json: { minutes: 30 },
    });
    expect(lockedEdit.status).toBe(423);
    expect((await json<{ error: { message: string } }>(lockedEdit)).error.message).toMatch(/bloqueados/);
    expect(
      (await t.request('/api/time/entries', { as: 'mkt', json: { day: '2025-03-05', minutes: 5 } })).status,
    ).toBe(423);
    expect((await t.request(`/api/time/entries/${mine.id}`, { as: 'mkt', method: 'DELETE' })).status).toBe(
      423,
    );
    // Moving an entry of another week into the locked one is refused too.
    const other = await entry({ day: '2025-03-11', minutes: 15 });
    expect(
      (
        await t.request(`/api/time/entries/${other.id}`, {
          as: 'mkt',
          method: 'PATCH',
          json: { day: '2025-03-05' },
        })
      ).status,
    ).toBe(423);
    expect(
      (await t.request('/api/time/weeks/submit', { as: 'mkt', json: { week: '2025-03-03' } })).status,
    ).toBe(409);

    // The queue shows it; a person cannot decide their own week.
    const queue = await json<{ items: { id: string; userId: string; weekStart: string }[] }>(
      await t.request('/api/time/approvals', { as: 'financeiro' }),
    );
    const item = queue.items.find((w) => w.userId === ids.mkt && w.weekStart === '2025-03-03')!;
    expect(item).toBeDefined();
    // adm and financeiro are told, with a link to the approvals page (no longer a tab of the timesheet).
    const [submittedNote] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ids.financeiro!),
          eq(notifications.title, 'Horas enviadas para aprovação'),
        ),
      );
    expect(submittedNote?.link).toBe('/coders/finance/aprovacao-de-horas');

    // Rejected: editable again, with the reason; resubmitted, approved: locked for good.
    const rejected = await t.request(`/api/time/weeks/${item.id}/reject`, {
      as: 'financeiro',
      json: { reason: 'Detalhe a nota do layout' },
    });
    expect(await json<TimesheetWeek>(rejected)).toMatchObject({
      status: 'rejeitada',
      rejectReason: 'Detalhe a nota do layout',
      locked: false,
    });
    const [rejectNote] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.mkt!), eq(notifications.title, 'Suas horas foram rejeitadas')));
    expect(rejectNote?.message).toMatch(/Detalhe a nota/);
    expect(
      (
        await t.request(`/api/time/entries/${mine.id}`, {
          as: 'mkt',
          method: 'PATCH',
          json: { note: 'Layout da home' },
        })
      ).status,
    ).toBe(200);
    await t.request('/api/time/weeks/submit', { as: 'mkt', json: { week: '2025-03-03' } });
    const approved = await t.request(`/api/time/weeks/${item.id}/approve`, { as: 'adm', method: 'POST' });
    expect(await json<TimesheetWeek>(approved)).toMatchObject({ status: 'aprovada', locked: true });
    expect(
      (await t.request(`/api/time/weeks/${item.id}/approve`, { as: 'financeiro', method: 'POST' })).status,
    ).toBe(409);
    const afterApproval = await t.request(`/api/time/entries/${mine.id}`, {
      as: 'mkt',
      method: 'PATCH',
      json: { note: 'x' },
    });
    expect(afterApproval.status).toBe(423);
    expect((await json<{ error: { message: string } }>(afterApproval)).error.message).toMatch(/aprovada/);
  });

  it('refuses to let an approver decide their own week', async () => {
    await entry({ day: '2025-04-08', minutes: 30 }, 'financeiro');
    const week = await json<TimesheetWeek>(
      await t.request('/api/time/weeks/submit', { as: 'financeiro', json: { week: '2025-04-08' } }),
    );
    expect(
      (await t.request(`/api/time/weeks/${week.id}/approve`, { as: 'financeiro', method: 'POST' })).status,
    ).toBe(403);
    expect(
      (await t.request(`/api/time/weeks/${week.id}/approve`, { as: 'adm', method: 'POST' })).status,
    ).toBe(200);
  });

  it('exports CSV (BOM, ;, defused formulas) of one’s own hours', async () => {
    await entry({ day: '2025-05-06', minutes: 45, note: '=HYPERLINK("x")' }, 'comercial');
    const response = await t.request('/api/time/export.csv?from=2025-05-01&to=2025-05-31', {
      as: 'comercial',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('Data;Pessoa;Projeto')).toBe(true);
    expect(text).toContain(`06/05/2025;Carlos Comercial;;;"'=HYPERLINK(""x"")";45;0,75;Sim`);
    const all = await (
      await t.request('/api/time/export.csv?from=2025-05-01&to=2025-05-31', { as: 'financeiro' })
    ).text();
    expect(all).toContain('Carlos Comercial');
  });
});

describe('rates and profitability', () => {
  it('snapshots rates onto each entry; a later change leaves old entries alone; figures and the 80 % alert', async () => {
    // Project: budget 1000, bill rate 200/h, owner comercial. mkt costs 60/h, later 90/h.
    expect(
      (
        await t.request(`/api/time/rates/projects/${project.id}`, {
          as: 'financeiro',
          method: 'PUT',
          json: { billRate: 200, ownerId: ids.comercial },
        })
      ).status,
    ).toBe(200);
    await t.request(`/api/time/rates/users/${ids.mkt}`, {
      as: 'financeiro',
      method: 'PUT',
      json: { hourlyCost: 60 },
    });
    const baseline = await json<ProjectProfitability>(
      await t.request(`/api/projects/${project.id}/profitability`, { as: 'mkt' }),
    );

    const first = await entry({ day: '2025-06-03', minutes: 120, projectId: project.id, billable: true });
    expect(first).toMatchObject({ hourlyCost: '60.00', billRate: '200.00' });
    await t.request(`/api/time/rates/users/${ids.mkt}`, {
      as: 'adm',
      method: 'PUT',
      json: { hourlyCost: 90 },
    });
    await t.request(`/api/time/rates/projects/${project.id}`, {
      as: 'adm',
      method: 'PUT',
      json: { billRate: 250, ownerId: ids.comercial },
    });
    const [old] = await t.db.select().from(timeEntries).where(eq(timeEntries.id, first.id));
    expect(old).toMatchObject({ hourlyCost: '60.00', billRate: '200.00' });
    const second = await entry({ day: '2025-06-04', minutes: 60, projectId: project.id, billable: false });
    expect(second).toMatchObject({ hourlyCost: '90.00', billRate: '250.00' });

    // A direct expense and money received through an allocation to the project's invoice.
    const [lead] = await t.db
      .insert(leads)
      .values({ name: 'Cliente Horas', email: 'cliente.horas@exemplo.com.br', source: 'manual' })
      .returning();
    await t.db.insert(expenses).values([
      {
        supplier: 'Banco de imagens',
        category: 'servicos',
        amount: '100.00',
        dueDate: '2025-06-10',
        projectId: project.id,
      },
      {
        supplier: 'Cancelada',
        category: 'servicos',
        amount: '999.00',
        dueDate: '2025-06-10',
        projectId: project.id,
        cancelledAt: new Date(),
      },
    ]);
    const [invoice] = await t.db
      .insert(invoices)
      .values({
        leadId: lead!.id,
        projectId: project.id,
        competence: '2025-06-01',
        dueDate: '2025-06-15',
        total: '500.00',
      })
      .returning();
    const [payment] = await t.db
      .insert(payments)
      .values({ receivedOn: '2025-06-15', amount: '450.00', method: 'pix', leadId: lead!.id })
      .returning();
    await t.db
      .insert(paymentAllocations)
      .values({ paymentId: payment!.id, invoiceId: invoice!.id, amount: '450.00' });

    const figures = await json<ProjectProfitability>(
      await t.request(`/api/projects/${project.id}/profitability`, { as: 'financeiro' }),
    );
    const cost = 120 + 90;
    expect(figures).toMatchObject({
      budget: '1000.00',
      billRate: '250.00',
      ownerId: ids.comercial,
      minutes: baseline.minutes + 180,
      billableMinutes: baseline.billableMinutes + 120,
      cost: (Number(baseline.cost) + cost).toFixed(2),
      billableValue: (Number(baseline.billableValue) + 400).toFixed(2),
      expenses: '100.00',
      received: '450.00',
    });
    const spent = Number(figures.cost) + 100;
    expect(figures.margin).toBe((450 - spent).toFixed(2));
    expect(figures.budgetLeft).toBe((1000 - spent).toFixed(2));
    expect(figures.burnPercent).toBe(Math.floor((spent / 1000) * 1000) / 10);
    expect(figures.burnPercent!).toBeLessThan(80);

    // Crossing 80 %: the owner is alerted once, not again on the next entry or read.
    const alerts = () =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, ids.comercial!), like(notifications.message, '%Projeto Horas Teste%')),
        );
    expect(await alerts()).toHaveLength(0);
    await entry({ day: '2025-06-05', minutes: 480, projectId: project.id });
    const crossed = await json<ProjectProfitability>(
      await t.request(`/api/projects/${project.id}/profitability`, { as: 'mkt' }),
    );
    expect(crossed.burnPercent!).toBeGreaterThanOrEqual(80);
    expect(crossed.burnAlertedAt).not.toBeNull();
    await entry({ day: '2025-06-06', minutes: 60, projectId: project.id });
    await t.request(`/api/projects/${project.id}/profitability`, { as: 'mkt' });
    const sent = await alerts();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.link).toBe(`/admin/projects?rentabilidade=${project.id}`);
    // Only the owner: adm got none for this project.
    const admAlerts = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.adm!), like(notifications.message, '%Projeto Horas Teste%')));
    expect(admAlerts).toHaveLength(0);

    // Approved hours move the approved figures.
    const week = await json<TimesheetWeek>(
      await t.request('/api/time/weeks/submit', { as: 'mkt', json: { week: '2025-06-03' } }),
    );
    await t.request(`/api/time/weeks/${week.id}/approve`, { as: 'financeiro', method: 'POST' });
    const approved = await json<ProjectProfitability>(
      await t.request(`/api/projects/${project.id}/profitability`, { as: 'mkt' }),
    );
    expect(approved.approvedMinutes).toBe(crossed.approvedMinutes + 120 + 60 + 480 + 60);

    // The report lists it for financeiro.
    const report = await json<{ items: ProjectProfitability[] }>(
      await t.request('/api/reports/project-profitability?status=in_progress&limit=200', {
        as: 'financeiro',
      }),
    );
    expect(report.items.find((p) => p.projectId === project.id)?.cost).toBe(approved.cost);
  });
});
