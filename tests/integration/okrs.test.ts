import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, leads, users } from '@server/db/schema';
import { currentQuarter } from '@server/okrs/okrs';
import { okrCheckins, okrKeyResults } from '@server/okrs/schema';
import { payments } from '@server/payments/schema';
import type { Checkin, OkrBoard } from '@shared/okrs/schemas';
import { quarterDays } from '@shared/okrs/schemas';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
const QUARTER = '2031-Q2'; // empty: nothing seeded there, so the sums are exact
let mktId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [mkt] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.mkt));
  mktId = mkt!.id;
});
afterAll(async () => {
  await t?.close();
});

const board = async (as = 'mkt', quarter = QUARTER) => {
  const response = await t.request(`/api/okrs?quarter=${quarter}`, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as OkrBoard;
};

async function objective(body: Record<string, unknown> = {}) {
  const response = await t.request('/api/okrs/objectives', {
    as: 'adm',
    json: { quarter: QUARTER, level: 'company', title: 'Crescer', ...body },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
async function keyResult(objectiveId: string, body: Record<string, unknown>) {
  const response = await t.request(`/api/okrs/objectives/${objectiveId}/key-results`, {
    as: 'adm',
    json: { title: 'KR', unit: 'number', startValue: 0, targetValue: 10, ...body },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('access to /api/okrs', () => {
  it('answers 401 signed out on every endpoint', async () => {
    const id = crypto.randomUUID();
    const calls: [string, string][] = [
      ['GET', '/api/okrs'],
      ['POST', '/api/okrs/objectives'],
      ['PATCH', `/api/okrs/objectives/${id}`],
      ['DELETE', `/api/okrs/objectives/${id}`],
      ['POST', `/api/okrs/objectives/${id}/key-results`],
      ['PATCH', `/api/okrs/key-results/${id}`],
      ['DELETE', `/api/okrs/key-results/${id}`],
      ['GET', `/api/okrs/key-results/${id}/checkins`],
      ['POST', `/api/okrs/key-results/${id}/checkins`],
    ];
    for (const [method, path] of calls) {
      const response = await t.request(path, {
        method,
        json: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('lets every staff role read, only adm edit, and refuses a signed-in person without a role', async () => {
    for (const as of ['adm', 'comercial', 'financeiro', 'mkt']) {
      expect((await t.request('/api/okrs', { as })).status, as).toBe(200);
    }
    expect((await t.request('/api/okrs', { as: 'usuario' })).status).toBe(403);
    const id = await objective();
    const kr = await keyResult(id, {});
    for (const as of ['comercial', 'mkt']) {
      expect(
        (
          await t.request('/api/okrs/objectives', {
            as,
            json: { quarter: QUARTER, level: 'company', title: 'X' },
          })
        ).status,
      ).toBe(403);
      expect((await t.request(`/api/okrs/objectives/${id}`, { as, method: 'DELETE' })).status).toBe(403);
      expect(
        (
          await t.request(`/api/okrs/objectives/${id}/key-results`, {
            as,
            json: { title: 'x', unit: 'number', startValue: 0, targetValue: 1 },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await t.request(`/api/okrs/key-results/${kr}`, {
            as,
            method: 'PATCH',
            json: { title: 'x', unit: 'number', startValue: 0, targetValue: 1 },
          })
        ).status,
      ).toBe(403);
      expect((await t.request(`/api/okrs/key-results/${kr}`, { as, method: 'DELETE' })).status).toBe(403);
    }
    expect(
      (
        await t.request(`/api/okrs/key-results/${kr}/checkins`, {
          as: 'usuario',
          json: { value: 1, confidence: 'no_rumo' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('validation (422)', () => {
  it('refuses bad quarters, levels, missing team or person, equal start and target, bad confidence', async () => {
    expect((await t.request('/api/okrs?quarter=2026-Q5', { as: 'mkt' })).status).toBe(422);
    const bad = async (path: string, json: unknown, method = 'POST') => {
      const response = await t.request(path, { as: 'adm', method, json });
      expect(response.status, JSON.stringify(json)).toBe(422);
      return (await response.json()).error.fields as Record<string, string>;
    };
    expect(
      await bad('/api/okrs/objectives', { quarter: '2026-4', level: 'company', title: 'X' }),
    ).toHaveProperty('quarter');
    expect(
      await bad('/api/okrs/objectives', { quarter: QUARTER, level: 'galaxy', title: 'X' }),
    ).toHaveProperty('level');
    expect(await bad('/api/okrs/objectives', { quarter: QUARTER, level: 'team', title: 'X' })).toEqual({
      team: 'Escolha a equipe',
    });
    expect(await bad('/api/okrs/objectives', { quarter: QUARTER, level: 'person', title: 'X' })).toEqual({
      ownerId: 'Escolha a pessoa',
    });
    expect(
      await bad('/api/okrs/objectives', { quarter: QUARTER, level: 'company', title: ' ' }),
    ).toHaveProperty('title');
    const id = await objective();
    expect(
      await bad(`/api/okrs/objectives/${id}`, { quarter: QUARTER, level: 'company', title: '' }, 'PATCH'),
    ).toHaveProperty('title');
    expect(
      await bad(`/api/okrs/objectives/${id}/key-results`, {
        title: 'KR',
        unit: 'number',
        startValue: 5,
        targetValue: 5,
      }),
    ).toHaveProperty('targetValue');
    expect(
      await bad(`/api/okrs/objectives/${id}/key-results`, {
        title: 'KR',
        unit: 'kg',
        startValue: 0,
        targetValue: 5,
      }),
    ).toHaveProperty('unit');
    expect(
      await bad(`/api/okrs/objectives/${id}/key-results`, {
        title: 'KR',
        unit: 'number',
        metric: 'stars',
        startValue: 0,
        targetValue: 5,
      }),
    ).toHaveProperty('metric');
    const kr = await keyResult(id, {});
    expect(
      await bad(
        `/api/okrs/key-results/${kr}`,
        { title: 'KR', unit: 'number', startValue: 'a', targetValue: 5 },
        'PATCH',
      ),
    ).toHaveProperty('startValue');
    expect(
      await bad(`/api/okrs/key-results/${kr}/checkins`, { value: 3, confidence: 'talvez' }),
    ).toHaveProperty('confidence');
    expect(await bad(`/api/okrs/key-results/${kr}/checkins`, { confidence: 'no_rumo' })).toEqual({
      value: 'Informe o valor atual',
    });
    expect((await t.request(`/api/okrs/key-results/not-a-uuid/checkins`, { as: 'adm' })).status).toBe(404);
  });
});

describe('progress and roll-up', () => {
  it('computes (current − start) ÷ (target − start) clamped, and the objective as the mean', async () => {
    const id = await objective({ title: 'Roll-up' });
    const up = await keyResult(id, { title: 'Sobe', startValue: 10, targetValue: 20, ownerId: mktId });
    const down = await keyResult(id, {
      title: 'Desce',
      unit: 'percent',
      startValue: 18,
      targetValue: 5,
      ownerId: mktId,
    });
    const over = await keyResult(id, { title: 'Passa', startValue: 0, targetValue: 4, ownerId: mktId });

    // mkt owns them and checks in; the value moves the progress.
    const checkin = async (kr: string, value: number, confidence = 'no_rumo') => {
      const response = await t.request(`/api/okrs/key-results/${kr}/checkins`, {
        as: 'mkt',
        json: { value, confidence, note: 'Semana boa' },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as Checkin;
    };
    await checkin(up, 15); // 0.5
    await checkin(down, 11.5, 'em_risco'); // (11.5 − 18) ÷ (5 − 18) = 0.5
    await checkin(over, 9); // clamped to 1
    const found = (await board()).objectives.find((o) => o.id === id)!;
    const progress = Object.fromEntries(found.keyResults.map((kr) => [kr.title, kr.progress]));
    expect(progress).toEqual({ Sobe: 0.5, Desce: 0.5, Passa: 1 });
    expect(found.progress).toBeCloseTo(2 / 3, 10);
    expect(found.keyResults.find((kr) => kr.title === 'Desce')!.lastCheckin).toMatchObject({
      value: 11.5,
      confidence: 'em_risco',
      note: 'Semana boa',
      authorName: 'Marina Marketing',
    });

    // A negative value clamps to 0.
    await checkin(up, 2);
    const again = (await board()).objectives.find((o) => o.id === id)!;
    expect(again.keyResults.find((kr) => kr.title === 'Sobe')!.progress).toBe(0);

    // History, newest first.
    const history = (await (
      await t.request(`/api/okrs/key-results/${up}/checkins`, { as: 'financeiro' })
    ).json()) as Checkin[];
    expect(history.map((entry) => entry.value)).toEqual([2, 15]);
  });

  it('lets only the key result owner (or adm) check in', async () => {
    const id = await objective({ title: 'Dono' });
    const kr = await keyResult(id, { ownerId: mktId });
    const refused = await t.request(`/api/okrs/key-results/${kr}/checkins`, {
      as: 'comercial',
      json: { value: 3, confidence: 'no_rumo' },
    });
    expect(refused.status).toBe(403);
    const byAdm = await t.request(`/api/okrs/key-results/${kr}/checkins`, {
      as: 'adm',
      json: { value: 3, confidence: 'fora_do_rumo' },
    });
    expect(byAdm.status).toBe(201);
    expect(await t.db.select().from(okrCheckins).where(eq(okrCheckins.keyResultId, kr))).toHaveLength(1);
  });
});

describe('metric-bound key results follow the data', () => {
  it('moves with new leads, deals won, payments received and completed consultations in the quarter', async () => {
    const id = await objective({ title: 'Métricas' });
    const ids = {
      new_leads: await keyResult(id, { title: 'Leads', metric: 'new_leads', targetValue: 4 }),
      deals_won: await keyResult(id, { title: 'Ganhos', metric: 'deals_won', targetValue: 2 }),
      revenue_received: await keyResult(id, {
        title: 'Receita',
        unit: 'brl',
        metric: 'revenue_received',
        targetValue: 1000,
      }),
      consultations: await keyResult(id, { title: 'Consultas', metric: 'consultations', targetValue: 2 }),
    };
    const values = async () => {
      const found = (await board()).objectives.find((o) => o.id === id)!;
      return Object.fromEntries(found.keyResults.map((kr) => [kr.metric, kr.currentValue]));
    };
    expect(await values()).toEqual({ new_leads: 0, deals_won: 0, revenue_received: 0, consultations: 0 });

    const days = quarterDays(QUARTER);
    const inside = new Date(`${days.first}T15:00:00Z`);
    const outside = new Date(`${days.afterLast}T15:00:00Z`);
    await t.db.insert(leads).values([
      { name: 'Lead Q', email: 'q1@exemplo.com.br', source: 'manual', createdAt: inside, updatedAt: inside },
      {
        name: 'Lead Ganho',
        email: 'q2@exemplo.com.br',
        source: 'manual',
        status: 'won',
        createdAt: inside,
        updatedAt: inside,
      },
      {
        name: 'Fora',
        email: 'q3@exemplo.com.br',
        source: 'manual',
        status: 'won',
        createdAt: outside,
        updatedAt: outside,
      },
    ]);
    await t.db.insert(payments).values([
      { receivedOn: days.first, amount: '750.50', method: 'pix' },
      { receivedOn: days.last, amount: '-50.50', method: 'pix' }, // a refund
      { receivedOn: days.afterLast, amount: '9999.00', method: 'pix' },
    ]);
    await t.db.insert(appointments).values([
      { title: 'Consulta', appointmentDate: inside, status: 'completed' },
      {
        title: 'Consulta cancelada',
        appointmentDate: new Date(inside.getTime() + 3_600_000),
        status: 'cancelled',
      },
    ]);
    expect(await values()).toEqual({ new_leads: 2, deals_won: 1, revenue_received: 700, consultations: 1 });
    const found = (await board()).objectives.find((o) => o.id === id)!;
    expect(found.keyResults.find((kr) => kr.metric === 'revenue_received')!.progress).toBeCloseTo(0.7, 10);

    // A check-in on a metric-bound key result records the live value, whatever was sent.
    const response = await t.request(`/api/okrs/key-results/${ids.revenue_received}/checkins`, {
      as: 'adm',
      json: { value: 1, confidence: 'no_rumo' },
    });
    expect(((await response.json()) as Checkin).value).toBe(700);
    const [stored] = await t.db
      .select()
      .from(okrKeyResults)
      .where(eq(okrKeyResults.id, ids.revenue_received));
    expect(stored!.currentValue).toBe('700.00');
  });

  it('defaults to the current quarter, whose seeded board has a metric-bound key result', async () => {
    const current = await board('comercial', currentQuarter());
    expect(current.quarter).toBe(currentQuarter());
    expect(current.objectives.map((o) => o.level)).toEqual(
      expect.arrayContaining(['company', 'team', 'person']),
    );
    expect(current.objectives.flatMap((o) => o.keyResults).some((kr) => kr.metric === 'new_leads')).toBe(
      true,
    );
  });
});

describe('editing', () => {
  it('edits and deletes objectives and key results, 404 for unknown ones', async () => {
    const id = await objective({ title: 'Antes' });
    const kr = await keyResult(id, { title: 'KR antes' });
    const patched = await t.request(`/api/okrs/objectives/${id}`, {
      as: 'adm',
      method: 'PATCH',
      json: { quarter: QUARTER, level: 'team', team: 'mkt', title: 'Depois' },
    });
    expect(patched.status).toBe(200);
    const krPatch = await t.request(`/api/okrs/key-results/${kr}`, {
      as: 'adm',
      method: 'PATCH',
      json: { title: 'KR depois', unit: 'brl', startValue: 0, targetValue: 500 },
    });
    expect(krPatch.status).toBe(200);
    const found = (await board()).objectives.find((o) => o.id === id)!;
    expect(found).toMatchObject({ title: 'Depois', level: 'team', team: 'mkt' });
    expect(found.keyResults[0]).toMatchObject({ title: 'KR depois', unit: 'brl', targetValue: 500 });
    expect((await t.request(`/api/okrs/key-results/${kr}`, { as: 'adm', method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await t.request(`/api/okrs/objectives/${id}`, { as: 'adm', method: 'DELETE' })).status).toBe(204);
    expect((await t.request(`/api/okrs/objectives/${id}`, { as: 'adm', method: 'DELETE' })).status).toBe(404);
    expect((await board()).objectives.some((o) => o.id === id)).toBe(false);
  });
});
