/**
 * The colaborador role (decision 065): a designer reads only the projects they are on — a task
 * assigned to them, hours they logged, or the project they own — never a budget, and never another
 * project by id; they log and send their own hours.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, users } from '@server/db/schema';
import { taskAssignees, tasks } from '@server/tasks/schema';
import { timeEntries } from '@server/timesheet/schema';
import type { ProjectItem, ProjectList } from '@shared/projects/schemas';
import type { TaskList } from '@shared/tasks/schemas';
import { zonedDay } from '@shared/time';
import type { TimesheetWeek } from '@shared/timesheet/schemas';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
let me: string;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.colaborador));
  me = row!.id;
});
afterAll(async () => {
  await t?.close();
});

const list = async (as: string, query = '') => {
  const response = await t.request(`/api/projects?limit=100${query}`, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as ProjectList;
};

/** The projects the database says this person is on. */
async function onProjects(userId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  const assigned = await t.db
    .select({ projectId: tasks.projectId })
    .from(taskAssignees)
    .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
    .where(eq(taskAssignees.userId, userId));
  const logged = await t.db
    .select({ projectId: timeEntries.projectId })
    .from(timeEntries)
    .where(eq(timeEntries.userId, userId));
  for (const row of [...assigned, ...logged]) if (row.projectId) ids.add(row.projectId);
  return ids;
}

describe('project visibility for a colaborador', () => {
  it('lists only the projects they are on, without budgets, while comercial lists every project', async () => {
    const mine = await onProjects(me);
    expect(mine.size, 'the demo colaborador works on projects').toBeGreaterThan(0);
    const theirs = await list('colaborador');
    expect(new Set(theirs.items.map((p) => p.id))).toEqual(mine);
    expect(theirs.total).toBe(mine.size);
    expect(theirs.items.every((p) => p.budget === null)).toBe(true);

    const all = await t.db.select({ id: projects.id }).from(projects);
    const office = await list('comercial');
    expect(office.total).toBe(all.length);
    expect(office.total).toBeGreaterThan(mine.size);
    expect(office.items.some((p) => p.budget !== null)).toBe(true);
  });

  it('answers another project by id as not found, and its own one without the budget', async () => {
    const mine = await onProjects(me);
    const all = await t.db.select({ id: projects.id }).from(projects);
    const other = all.find((p) => !mine.has(p.id))!;
    const refused = await t.request(`/api/projects/${other.id}`, { as: 'colaborador' });
    expect(refused.status).toBe(404);
    expect((await t.request(`/api/projects/${other.id}`, { as: 'comercial' })).status).toBe(200);
    const own = await t.request(`/api/projects/${[...mine][0]}`, { as: 'colaborador' });
    expect(own.status).toBe(200);
    expect(((await own.json()) as ProjectItem).budget).toBeNull();
    // Its costs and margin are the office's.
    const profit = await t.request(`/api/projects/${[...mine][0]}/profitability`, { as: 'colaborador' });
    expect(profit.status).toBe(403);
  });

  it('lists only the tasks of their projects (or of none), and answers another project’s task as not found', async () => {
    const mine = await onProjects(me);
    const all = await t.db.select({ id: projects.id }).from(projects);
    const other = all.find((p) => !mine.has(p.id))!;
    const made = await t.request('/api/tasks', {
      as: 'adm',
      json: { title: 'Tarefa de outro projeto', projectId: other.id },
    });
    expect(made.status).toBe(201);
    const hidden = ((await made.json()) as { id: string }).id;
    const listed = async (as: string) => {
      const response = await t.request('/api/tasks?limit=200', { as });
      return ((await response.json()) as TaskList).items;
    };
    const theirs = await listed('colaborador');
    expect(theirs.map((task) => task.id)).not.toContain(hidden);
    expect(theirs.every((task) => task.projectId === null || mine.has(task.projectId))).toBe(true);
    expect((await listed('comercial')).map((task) => task.id)).toContain(hidden);
    expect((await t.request(`/api/tasks/${hidden}`, { as: 'colaborador' })).status).toBe(404);
    const board = await t.request(`/api/tasks/board?project=${other.id}`, { as: 'colaborador' });
    expect(((await board.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it('sees a project once a task on it is assigned to them', async () => {
    const mine = await onProjects(me);
    const all = await t.db.select({ id: projects.id }).from(projects);
    const other = all.find((p) => !mine.has(p.id))!;
    const search = (await list('colaborador')).items.map((p) => p.id);
    expect(search).not.toContain(other.id);
    const created = await t.request('/api/tasks', {
      as: 'adm',
      json: { title: 'Peças para redes sociais', projectId: other.id, assigneeIds: [me] },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect((await list('colaborador')).items.map((p) => p.id)).toContain(other.id);
  });

  it('logs their own hours and sees them in their week', async () => {
    const [project] = [...(await onProjects(me))];
    const before = (await (await t.request('/api/time/week', { as: 'colaborador' })).json()) as TimesheetWeek;
    const today = zonedDay(new Date());
    const entry = await t.request('/api/time/entries', {
      as: 'colaborador',
      json: { projectId: project, day: today, minutes: 90, note: 'Ícones do app', billable: true },
    });
    expect(entry.status, await entry.clone().text()).toBe(201);
    const after = (await (await t.request('/api/time/week', { as: 'colaborador' })).json()) as TimesheetWeek;
    expect(after.totalMinutes).toBe(before.totalMinutes + 90);
    expect(after.userId).toBe(me);
  });
});
