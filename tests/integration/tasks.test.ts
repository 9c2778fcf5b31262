/** Tasks (docs/product/tasks-and-timesheet.md): access, validation, the list and board, comments with @mentions, and 'Criar tarefas da proposta'. */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, notifications, projects, users } from '@server/db/schema';
import { proposalItems, proposals } from '@server/proposals/schema';
import { tasks } from '@server/tasks/schema';
import type { TaskDetail, TaskItem, TaskList } from '@shared/tasks/schemas';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
let project: { id: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .insert(projects)
    .values({ title: 'Projeto Tarefas Teste', status: 'in_progress' })
    .returning();
  project = row!;
  for (const [role, email] of Object.entries(DEMO)) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[role] = user!.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const json = async <T>(response: Response) => (await response.json()) as T;

async function create(body: Record<string, unknown>, as = 'mkt') {
  const response = await t.request('/api/tasks', { as, json: body });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<TaskDetail>(response);
}

describe('access to /api/tasks', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/api/tasks'],
    ['GET', `/api/tasks/board?project=none`],
    ['GET', '/api/tasks/people'],
    ['POST', '/api/tasks', { title: 'X' }],
    ['GET', '/api/tasks/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/api/tasks/00000000-0000-4000-8000-000000000000', { title: 'X' }],
    ['PATCH', '/api/tasks/00000000-0000-4000-8000-000000000000/status', { status: 'concluida' }],
    ['DELETE', '/api/tasks/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/tasks/00000000-0000-4000-8000-000000000000/comments', { body: 'oi' }],
    ['POST', '/api/tasks/from-proposal', { projectId: '00000000-0000-4000-8000-000000000000' }],
  ];
  it.each(endpoints)('%s %s: 401 signed out, 403 for a non-staff account', async (method, path, body) => {
    const init = body === undefined ? { method } : { method, json: body };
    expect((await t.request(path, init)).status).toBe(401);
    expect((await t.request(path, { ...init, as: 'usuario' })).status).toBe(403);
  });

  it('lets every staff role read and create tasks', async () => {
    for (const as of ['adm', 'comercial', 'financeiro', 'mkt']) {
      expect((await t.request('/api/tasks', { as })).status, as).toBe(200);
      await create({ title: `Tarefa de ${as}` }, as);
    }
  });
});

describe('validation (422 PT-BR)', () => {
  it('refuses bad bodies and queries', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/tasks', { title: '' }, 'title'],
      ['POST', '/api/tasks', { title: 'X', status: 'feito' }, 'status'],
      ['POST', '/api/tasks', { title: 'X', priority: 'max' }, 'priority'],
      ['POST', '/api/tasks', { title: 'X', dueDate: '2026-02-30' }, 'dueDate'],
      ['POST', '/api/tasks', { title: 'X', assigneeIds: ['nope'] }, 'assigneeIds.0'],
      ['POST', '/api/tasks', { title: 'X', estimateHours: -1 }, 'estimateHours'],
      ['POST', '/api/tasks', { title: 'X', projectId: '00000000-0000-4000-8000-000000000000' }, 'projectId'],
      ['POST', '/api/tasks', { title: 'X', assigneeIds: [ids.usuario] }, 'assigneeIds'],
      ['POST', '/api/tasks/from-proposal', { projectId: 'x' }, 'projectId'],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await t.request(path, { as: 'mkt', method, json: body });
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(422);
      const error = (await response.json()) as { error: { message: string; fields: Record<string, string> } };
      expect(Object.keys(error.error.fields), JSON.stringify(error)).toContain(field);
    }
    const task = await create({ title: 'Validar' });
    expect((await t.request(`/api/tasks/${task.id}`, { as: 'mkt', method: 'PATCH', json: {} })).status).toBe(
      422,
    );
    expect(
      (await t.request(`/api/tasks/${task.id}/status`, { as: 'mkt', method: 'PATCH', json: { status: 'x' } }))
        .status,
    ).toBe(422);
    expect(
      (await t.request(`/api/tasks/${task.id}/comments`, { as: 'mkt', json: { body: '  ' } })).status,
    ).toBe(422);
    expect((await t.request('/api/tasks?cursor=abc', { as: 'mkt' })).status).toBe(422);
    expect((await t.request('/api/tasks?due=ontem', { as: 'mkt' })).status).toBe(422);
    expect((await t.request('/api/tasks/board?project=x', { as: 'mkt' })).status).toBe(422);
    expect((await t.request('/api/tasks/nao-e-uuid', { as: 'mkt' })).status).toBe(404);
  });
});

describe('tasks', () => {
  it('creates a task with assignees, labels and sanitised Markdown, and a subtask on the same project', async () => {
    const task = await create({
      title: 'Landing page',
      description: '**Negrito** <script>alert(1)</script> [x](javascript:alert(1))',
      projectId: project.id,
      priority: 'alta',
      labels: ['design', 'design', 'web'],
      assigneeIds: [ids.mkt, ids.comercial],
      dueDate: '2026-12-01',
      estimateHours: 6.5,
    });
    expect(task).toMatchObject({
      projectId: project.id,
      projectTitle: 'Projeto Tarefas Teste',
      status: 'a_fazer',
      priority: 'alta',
      labels: ['design', 'web'],
      dueDate: '2026-12-01',
      estimateHours: '6.50',
    });
    expect(task.assignees.map((a) => a.id).sort()).toEqual([ids.mkt, ids.comercial].sort());
    expect(task.descriptionHtml).toContain('<strong>Negrito</strong>');
    expect(task.descriptionHtml).not.toContain('<script>');
    expect(task.descriptionHtml).not.toContain('javascript:');

    const sub = await create({ title: 'Sub', parentId: task.id });
    expect(sub.projectId).toBe(project.id);
    const detail = await json<TaskDetail>(await t.request(`/api/tasks/${task.id}`, { as: 'financeiro' }));
    expect(detail.subtasks.map((s) => s.id)).toEqual([sub.id]);
    expect(detail.subtaskCount).toBe(1);
    // No sub-subtasks.
    expect(
      (await t.request('/api/tasks', { as: 'mkt', json: { title: 'x', parentId: sub.id } })).status,
    ).toBe(422);

    // The comercial assignee got a notification that opens the task.
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, ids.comercial!), eq(notifications.title, 'Tarefa atribuída a você')),
      );
    expect(note?.link).toBe(`/coders/colaboradores/tarefas?task=${task.id}`);
  });

  it('moves, edits and filters; the board lists a project’s top-level tasks', async () => {
    const task = await create({ title: 'Mover', projectId: project.id, labels: ['mover'] });
    const moved = await t.request(`/api/tasks/${task.id}/status`, {
      as: 'financeiro',
      method: 'PATCH',
      json: { status: 'em_revisao' },
    });
    expect(moved.status).toBe(200);
    expect((await json<TaskDetail>(moved)).status).toBe('em_revisao');
    const edited = await json<TaskDetail>(
      await t.request(`/api/tasks/${task.id}`, {
        as: 'mkt',
        method: 'PATCH',
        json: { assigneeIds: [ids.financeiro], dueDate: null },
      }),
    );
    expect(edited.assignees.map((a) => a.id)).toEqual([ids.financeiro]);

    const mine = await json<TaskList>(
      await t.request('/api/tasks?assignee=me&label=mover', { as: 'financeiro' }),
    );
    expect(mine.items.map((i) => i.id)).toEqual([task.id]);
    const review = await json<TaskList>(
      await t.request(`/api/tasks?project=${project.id}&status=em_revisao`, { as: 'mkt' }),
    );
    expect(review.items.every((i) => i.status === 'em_revisao')).toBe(true);
    const board = await json<{ items: TaskItem[] }>(
      await t.request(`/api/tasks/board?project=${project.id}`, { as: 'mkt' }),
    );
    expect(board.items.some((i) => i.id === task.id)).toBe(true);
    expect(board.items.every((i) => i.parentId === null && i.projectId === project.id)).toBe(true);
  });

  it('pages the list with a keyset cursor without repeats', async () => {
    for (let i = 0; i < 5; i++) await create({ title: `Página ${i}`, labels: ['pagina'] });
    const first = await json<TaskList>(await t.request('/api/tasks?label=pagina&limit=3', { as: 'mkt' }));
    expect(first.items).toHaveLength(3);
    const second = await json<TaskList>(
      await t.request(`/api/tasks?label=pagina&limit=3&cursor=${first.nextCursor}`, { as: 'mkt' }),
    );
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items].map((i) => i.id);
    expect(new Set(all).size).toBe(5);
  });

  it('lets only the creator or an adm delete a task', async () => {
    const task = await create({ title: 'Apagar' }, 'mkt');
    expect((await t.request(`/api/tasks/${task.id}`, { as: 'comercial', method: 'DELETE' })).status).toBe(
      403,
    );
    expect((await t.request(`/api/tasks/${task.id}`, { as: 'mkt', method: 'DELETE' })).status).toBe(200);
    expect((await t.request(`/api/tasks/${task.id}`, { as: 'mkt' })).status).toBe(404);
  });

  it('notifies each staff member @mentioned in a comment (and not the author)', async () => {
    const task = await create({ title: 'Menção' }, 'mkt');
    const response = await t.request(`/api/tasks/${task.id}/comments`, {
      as: 'mkt',
      json: { body: 'Olá @financeiro e @mkt, vejam isto. E-mail a@b.com não conta; @usuario não é equipe.' },
    });
    expect(response.status).toBe(201);
    const mentions = (userId: string) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), like(notifications.title, 'Você foi mencionado%')));
    const [note] = await mentions(ids.financeiro!);
    expect(note?.link).toBe(`/coders/colaboradores/tarefas?task=${task.id}`);
    expect(await mentions(ids.mkt!)).toHaveLength(0);
    expect(await mentions(ids.usuario!)).toHaveLength(0);
    const detail = await json<TaskDetail>(await t.request(`/api/tasks/${task.id}`, { as: 'adm' }));
    expect(detail.comments).toHaveLength(1);
    expect(detail.comments[0]!.author?.id).toBe(ids.mkt);
  });
});

describe("'Criar tarefas da proposta'", () => {
  it('creates one task per accepted item (optional ones only when ticked), once', async () => {
    const [lead] = await t.db
      .insert(leads)
      .values({ name: 'Cliente Proposta', email: 'cliente.proposta@exemplo.com.br', source: 'manual' })
      .returning();
    const [target] = await t.db
      .insert(projects)
      .values({ title: 'Projeto da Proposta', status: 'in_progress' })
      .returning();
    const none = await t.request('/api/tasks/from-proposal', {
      as: 'comercial',
      json: { projectId: target!.id },
    });
    expect(none.status).toBe(422);
    const plan = {
      kind: 'instalments' as const,
      instalments: [{ label: 'À vista', percent: 100, dueInDays: 0 }],
    };
    const [accepted] = await t.db
      .insert(proposals)
      .values({
        number: 'PROP-2026-9901',
        leadId: lead!.id,
        title: 'Site',
        status: 'aceita',
        validUntil: '2026-12-31',
        paymentPlan: plan,
        projectId: target!.id,
        acceptedAt: new Date(),
      })
      .returning();
    const [draft] = await t.db
      .insert(proposals)
      .values({
        number: 'PROP-2026-9902',
        leadId: lead!.id,
        title: 'Rascunho',
        validUntil: '2026-12-31',
        paymentPlan: plan,
        projectId: target!.id,
      })
      .returning();
    await t.db.insert(proposalItems).values([
      { proposalId: accepted!.id, position: 1, description: 'Design das páginas', unitPrice: '3000' },
      { proposalId: accepted!.id, position: 2, description: 'Desenvolvimento', unitPrice: '5000' },
      {
        proposalId: accepted!.id,
        position: 3,
        description: 'SEO (opcional marcado)',
        unitPrice: '900',
        optional: true,
        selected: true,
      },
      {
        proposalId: accepted!.id,
        position: 4,
        description: 'Blog (opcional não marcado)',
        unitPrice: '700',
        optional: true,
        selected: false,
      },
      { proposalId: draft!.id, position: 1, description: 'Item de rascunho', unitPrice: '100' },
    ]);
    const first = await t.request('/api/tasks/from-proposal', { as: 'mkt', json: { projectId: target!.id } });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ created: 3, existing: 0, proposals: ['PROP-2026-9901'] });
    const again = await t.request('/api/tasks/from-proposal', { as: 'mkt', json: { projectId: target!.id } });
    expect(await again.json()).toMatchObject({ created: 0, existing: 3 });
    const rows = await t.db.select({ title: tasks.title }).from(tasks).where(eq(tasks.projectId, target!.id));
    expect(rows.map((r) => r.title).sort()).toEqual([
      'Desenvolvimento',
      'Design das páginas',
      'SEO (opcional marcado)',
    ]);
  });
});
