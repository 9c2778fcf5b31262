import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { auditLog, users } from '@server/db/schema';
import { onboardingActivities, onboardings } from '@server/onboarding/schema';
import { LGPD_TERM_TITLE } from '@shared/onboarding/catalog';
import type { OnboardingDetail, OnboardingSummary, OnboardingTemplate } from '@shared/onboarding/schemas';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tokenOf = (url: string) => url.split('/').pop()!;
const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;

/** An invitation accepted: returns the new person's cookie and id. */
async function invited(email: string, staffRoles: string[] = ['comercial'], contractType?: string) {
  const created = await t.request('/api/users/invitations', {
    as: 'adm',
    json: { email, staffRoles, contractType },
  });
  expect(created.status).toBe(201);
  const accepted = await t.request(`/api/access-links/invite/${tokenOf((await created.json()).url)}`, {
    json: { name: 'Pessoa Nova', password: 'senha-nova-123' },
  });
  expect(accepted.status).toBe(200);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie: cookieOf(accepted), id: user!.id };
}

describe('access to /api/onboarding', () => {
  it('answers 401 signed out on every endpoint', async () => {
    const id = crypto.randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/onboarding'],
      ['GET', '/api/onboarding/me'],
      ['GET', '/api/onboarding/templates'],
      ['PUT', '/api/onboarding/templates/clt', {}],
      ['GET', '/api/onboarding/candidates'],
      ['POST', '/api/onboarding', {}],
      ['POST', `/api/onboarding/activities/${id}/complete`],
      ['GET', `/api/onboarding/${id}`],
      ['DELETE', `/api/onboarding/${id}`],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('lets every staff role read, only adm edit templates and start or remove onboardings', async () => {
    for (const as of ['adm', 'comercial', 'financeiro', 'mkt']) {
      expect((await t.request('/api/onboarding', { as })).status, as).toBe(200);
      expect((await t.request('/api/onboarding/templates', { as })).status, as).toBe(200);
    }
    expect((await t.request('/api/onboarding', { as: 'usuario' })).status).toBe(403);
    for (const as of ['comercial', 'financeiro', 'mkt']) {
      expect(
        (
          await t.request('/api/onboarding/templates/pj', {
            as,
            method: 'PUT',
            json: { name: 'X', activities: [] },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await t.request('/api/onboarding', {
            as,
            json: { userId: crypto.randomUUID(), contractType: 'pj' },
          })
        ).status,
      ).toBe(403);
      expect(
        (await t.request(`/api/onboarding/${crypto.randomUUID()}`, { as, method: 'DELETE' })).status,
      ).toBe(403);
    }
  });
});

describe('GET /api/onboarding/candidates (issue 24): only people who can be onboarded', () => {
  it('lists staff and invited people for adm, never a visitor; other roles are refused', async () => {
    await t.db
      .insert(users)
      .values({ name: 'Visitante Cadastrado', email: 'visitante.cadastro@exemplo.com.br' });
    // Invited without a staff role: no onboarding started on accept, so still a candidate.
    const guest = await invited('convidada.sem.papel@exemplo.com.br', []);
    const response = await t.request('/api/onboarding/candidates', { as: 'adm' });
    expect(response.status).toBe(200);
    const list = (await response.json()) as { id: string; name: string; email: string }[];
    const emails = list.map((person) => person.email);
    expect(emails).toContain('convidada.sem.papel@exemplo.com.br');
    expect(emails).not.toContain('visitante.cadastro@exemplo.com.br');
    expect(emails).not.toContain(DEMO.usuario);
    // Every one listed is staff or accepted an invitation.
    for (const person of list) {
      const [row] = await queryRows<{ ok: boolean }>(
        t.db,
        sql`select exists (select 1 from user_roles where user_id = ${person.id})
                or exists (select 1 from profiles where id = ${person.id} and role = 'admin')
                or exists (select 1 from access_links where kind = 'invite' and used_at is not null
                           and lower(email) = lower(${person.email})) as ok`,
      );
      expect(row!.ok, person.email).toBe(true);
    }
    for (const as of ['comercial', 'financeiro', 'mkt', 'usuario']) {
      expect((await t.request('/api/onboarding/candidates', { as })).status, as).toBe(403);
    }
    // A visitor cannot be onboarded by id either.
    const [visitor] = await t.db.select().from(users).where(eq(users.email, DEMO.usuario));
    const start = await t.request('/api/onboarding', {
      as: 'adm',
      json: { userId: visitor!.id, contractType: 'pj' },
    });
    expect(start.status).toBe(422);
    expect(
      (await t.request('/api/onboarding', { as: 'adm', json: { userId: guest.id, contractType: 'pj' } }))
        .status,
    ).toBe(201);
  });
});

describe('templates', () => {
  it('has the four contract types seeded, each with the LGPD term', async () => {
    const templates = (await (
      await t.request('/api/onboarding/templates', { as: 'mkt' })
    ).json()) as OnboardingTemplate[];
    expect(templates.map((template) => template.contractType)).toEqual([
      'clt',
      'pj',
      'estagio',
      'freelancer',
    ]);
    for (const template of templates) {
      expect(template.activities.filter((a) => a.kind === 'lgpd_term')).toHaveLength(1);
    }
  });

  it('always keeps the LGPD term: a template saved without it (or with a copy) has exactly one', async () => {
    const response = await t.request('/api/onboarding/templates/freelancer', {
      as: 'adm',
      method: 'PUT',
      json: {
        name: 'Freelancer enxuto',
        activities: [
          { title: 'Briefing', ownerRole: 'mkt', dayOffset: 1 },
          { title: LGPD_TERM_TITLE, ownerRole: 'adm', dayOffset: 9 },
        ],
      },
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as OnboardingTemplate;
    expect(saved.activities.map((a) => [a.kind, a.title, a.ownerRole, a.dayOffset])).toEqual([
      ['lgpd_term', LGPD_TERM_TITLE, 'new_person', 0],
      ['task', 'Briefing', 'mkt', 1],
    ]);
    const empty = await t.request('/api/onboarding/templates/freelancer', {
      as: 'adm',
      method: 'PUT',
      json: { name: 'Só o termo', activities: [] },
    });
    expect(((await empty.json()) as OnboardingTemplate).activities.map((a) => a.kind)).toEqual(['lgpd_term']);
  });

  it('refuses bad templates with 422 and unknown contract types with 404', async () => {
    const put = (type: string, json: unknown) =>
      t.request(`/api/onboarding/templates/${type}`, { as: 'adm', method: 'PUT', json });
    expect((await put('clt', { name: '', activities: [] })).status).toBe(422);
    expect(
      (await put('clt', { name: 'X', activities: [{ title: 'A', ownerRole: 'chefe', dayOffset: 0 }] }))
        .status,
    ).toBe(422);
    expect(
      (await put('clt', { name: 'X', activities: [{ title: 'A', ownerRole: 'adm', dayOffset: -1 }] })).status,
    ).toBe(422);
    expect(
      (await put('clt', { name: 'X', activities: [{ title: 'A', ownerRole: 'adm', dayOffset: 1.5 }] }))
        .status,
    ).toBe(422);
    expect((await put('temporario', { name: 'X', activities: [] })).status).toBe(404);
  });
});

describe('starting an onboarding', () => {
  it('starts when an invited person accepts, with the default template and the LGPD term', async () => {
    const person = await invited('nova.colega@exemplo.com.br');
    const me = await t.request('/api/onboarding/me', { headers: { cookie: person.cookie } });
    expect(me.status).toBe(200);
    const detail = (await me.json()) as OnboardingDetail;
    expect(detail.contractType).toBe('clt'); // the seeded default template
    expect(detail.activities.filter((a) => a.kind === 'lgpd_term')).toHaveLength(1);
    expect(detail.total).toBe(8);
    expect(detail.done).toBe(0);
    // Due dates: start + offset.
    const offsetOf = (title: string) =>
      (new Date(detail.activities.find((a) => a.title.startsWith(title))!.dueDate).getTime() -
        new Date(detail.startDate).getTime()) /
      86_400_000;
    expect(offsetOf('Conversa de 30 dias')).toBe(30);
    expect(offsetOf('Acompanhar uma reunião')).toBe(7);
  });

  it('uses the contract type chosen on the invitation; refuses an unknown one', async () => {
    const person = await invited('estagiaria@exemplo.com.br', ['mkt'], 'estagio');
    const detail = (await (
      await t.request('/api/onboarding/me', { headers: { cookie: person.cookie } })
    ).json()) as OnboardingDetail;
    expect(detail.contractType).toBe('estagio');
    expect(detail.activities[0]!.kind).toBe('lgpd_term');
    const bad = await t.request('/api/users/invitations', {
      as: 'adm',
      json: { email: 'x@exemplo.com.br', staffRoles: ['mkt'], contractType: 'temporario' },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields).toEqual({ contractType: 'Tipo de contrato inválido' });
  });

  it('does not start for an invitation with no staff role', async () => {
    const person = await invited('sem.papel@exemplo.com.br', []);
    expect(await t.db.select().from(onboardings).where(eq(onboardings.userId, person.id))).toHaveLength(0);
  });

  it('is started manually by adm (once per person) and validated', async () => {
    const person = await invited('manual.colega@exemplo.com.br', ['financeiro']);
    await t.request(
      `/api/onboarding/${(await t.db.select().from(onboardings).where(eq(onboardings.userId, person.id)))[0]!.id}`,
      {
        as: 'adm',
        method: 'DELETE',
      },
    );
    const bad = await t.request('/api/onboarding', {
      as: 'adm',
      json: { userId: 'x', contractType: 'temporario' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['contractType', 'userId']);
    expect(
      (
        await t.request('/api/onboarding', {
          as: 'adm',
          json: { userId: person.id, contractType: 'pj', startDate: '2026-02-30' },
        })
      ).status,
    ).toBe(422);
    const created = await t.request('/api/onboarding', {
      as: 'adm',
      json: { userId: person.id, contractType: 'pj', startDate: '2026-03-02' },
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const detail = (await (
      await t.request(`/api/onboarding/${id}`, { as: 'mkt' })
    ).json()) as OnboardingDetail;
    expect(detail).toMatchObject({ contractType: 'pj', startDate: '2026-03-02', total: 5 });
    expect(detail.activities[0]).toMatchObject({ kind: 'lgpd_term', dueDate: '2026-03-02' });
    expect(
      (await t.request('/api/onboarding', { as: 'adm', json: { userId: person.id, contractType: 'pj' } }))
        .status,
    ).toBe(409);
    const list = (await (
      await t.request('/api/onboarding', { as: 'comercial' })
    ).json()) as OnboardingSummary[];
    expect(list.find((row) => row.id === id)).toMatchObject({ name: 'Pessoa Nova', done: 0, total: 5 });
  });
});

describe('completing activities', () => {
  it('the new person acknowledges the LGPD term themselves, recorded with the time; nobody else may', async () => {
    const person = await invited('termo.colega@exemplo.com.br', ['mkt']);
    const detail = (await (
      await t.request('/api/onboarding/me', { headers: { cookie: person.cookie } })
    ).json()) as OnboardingDetail;
    const term = detail.activities.find((a) => a.kind === 'lgpd_term')!;
    expect(term.canComplete).toBe(true);
    const byAdm = await t.request(`/api/onboarding/activities/${term.id}/complete`, {
      as: 'adm',
      method: 'POST',
    });
    expect(byAdm.status).toBe(403);
    expect((await byAdm.json()).error.message).toBe(
      'Só a própria pessoa pode aceitar o termo de confidencialidade e LGPD.',
    );
    const ok = await t.request(`/api/onboarding/activities/${term.id}/complete`, {
      method: 'POST',
      headers: { cookie: person.cookie },
    });
    expect(ok.status).toBe(200);
    const [row] = await t.db.select().from(onboardingActivities).where(eq(onboardingActivities.id, term.id));
    expect(row!.completedAt).toBeInstanceOf(Date);
    expect(row!.completedBy).toBe(person.id);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lgpd_term_acknowledgment'), eq(auditLog.entityId, term.id)));
    expect(audits).toHaveLength(1);
    const again = await t.request(`/api/onboarding/activities/${term.id}/complete`, {
      method: 'POST',
      headers: { cookie: person.cookie },
    });
    expect(again.status).toBe(409);
  });

  it("lets the activity's owner role or adm complete it, refuses other roles; 404 for unknown ones", async () => {
    const [mkt] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.mkt));
    const detail = (await (await t.request('/api/onboarding/me', { as: 'mkt' })).json()) as OnboardingDetail;
    expect(detail.userId).toBe(mkt!.id); // Marina is halfway through (demo data)
    expect(detail.done).toBeGreaterThan(0);
    expect(detail.done).toBeLessThan(detail.total);
    const open = detail.activities.filter((a) => !a.completedAt);
    const comercialTask = open.find((a) => a.ownerRole === 'comercial')!;
    expect(
      (
        await t.request(`/api/onboarding/activities/${comercialTask.id}/complete`, {
          as: 'financeiro',
          method: 'POST',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request(`/api/onboarding/activities/${comercialTask.id}/complete`, {
          as: 'comercial',
          method: 'POST',
        })
      ).status,
    ).toBe(200);
    const admTask = open.find((a) => a.ownerRole === 'adm')!;
    expect(
      (await t.request(`/api/onboarding/activities/${admTask.id}/complete`, { as: 'adm', method: 'POST' }))
        .status,
    ).toBe(200);
    const after = (await (await t.request('/api/onboarding/me', { as: 'mkt' })).json()) as OnboardingDetail;
    expect(after.done).toBe(detail.done + 2);
    expect(
      (
        await t.request(`/api/onboarding/activities/${crypto.randomUUID()}/complete`, {
          as: 'adm',
          method: 'POST',
        })
      ).status,
    ).toBe(404);
    expect((await t.request('/api/onboarding/not-a-uuid', { as: 'adm' })).status).toBe(404);
  });

  it('marks the onboarding complete when the last activity is done', async () => {
    const person = await invited('rapida.colega@exemplo.com.br', ['adm']);
    const detail = (await (
      await t.request('/api/onboarding/me', { headers: { cookie: person.cookie } })
    ).json()) as OnboardingDetail;
    for (const activity of detail.activities) {
      const response = await t.request(`/api/onboarding/activities/${activity.id}/complete`, {
        method: 'POST',
        headers: { cookie: person.cookie },
      });
      expect(response.status).toBe(200);
    }
    const [row] = await t.db.select().from(onboardings).where(eq(onboardings.id, detail.id));
    expect(row!.completedAt).toBeInstanceOf(Date);
  });
});
