/**
 * Demo data of the team's tools (docs/product/tasks-and-timesheet.md): hourly costs and bill rates,
 * project owners, tasks in every status with assignees, labels, subtasks and comments, and four weeks
 * of project hours by adm, comercial, financeiro and mkt — the two oldest weeks approved (locked),
 * last week submitted, the current week open. Deterministic; dates relative to now.
 */
import { desc } from 'drizzle-orm';
import { addDays, weekStartOf } from '@shared/catalog/team';
import { zonedDay } from '@shared/time';
import type { Db } from './client';
import { projects, users } from './schema';
import {
  projectTeamSettings,
  taskAssignees,
  taskComments,
  tasks,
  timeEntries,
  timesheetWeeks,
  userRates,
} from './schema-team';

const COSTS: Record<string, string> = {
  'adm@coders.example': '120.00',
  'comercial@coders.example': '75.00',
  'financeiro@coders.example': '80.00',
  'mkt@coders.example': '65.00',
};

const TASKS: { title: string; status: string; priority: string; labels: string[]; who: string[] }[] = [
  {
    title: 'Levantar requisitos com o cliente',
    status: 'concluida',
    priority: 'alta',
    labels: ['briefing'],
    who: ['comercial'],
  },
  {
    title: 'Wireframes das páginas principais',
    status: 'concluida',
    priority: 'media',
    labels: ['design'],
    who: ['mkt'],
  },
  {
    title: 'Textos da página inicial',
    status: 'em_revisao',
    priority: 'media',
    labels: ['conteúdo'],
    who: ['mkt'],
  },
  {
    title: 'Integração com o gateway de pagamento',
    status: 'em_andamento',
    priority: 'urgente',
    labels: ['dev', 'pagamentos'],
    who: ['adm'],
  },
  {
    title: 'Configurar domínio e e-mails',
    status: 'a_fazer',
    priority: 'baixa',
    labels: ['infra'],
    who: ['adm'],
  },
  {
    title: 'Plano de mídia do lançamento',
    status: 'em_andamento',
    priority: 'alta',
    labels: ['mídia'],
    who: ['mkt', 'comercial'],
  },
  {
    title: 'Conferir faturamento da primeira parcela',
    status: 'a_fazer',
    priority: 'media',
    labels: ['financeiro'],
    who: ['financeiro'],
  },
  {
    title: 'Relatório semanal para o cliente',
    status: 'cancelada',
    priority: 'baixa',
    labels: ['relatório'],
    who: ['comercial'],
  },
];

export async function seedTeam(db: Db, now = new Date()): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users);
  const byRole = (role: string) => people.find((person) => person.email === `${role}@coders.example`)?.id;
  const adm = byRole('adm');
  const financeiro = byRole('financeiro');
  if (!adm || !financeiro) return;
  const staff = ['adm', 'comercial', 'financeiro', 'mkt']
    .map((role) => ({ role, id: byRole(role)! }))
    .filter((p) => p.id);

  await db
    .insert(userRates)
    .values(
      staff.map((p) => ({ userId: p.id, hourlyCost: COSTS[`${p.role}@coders.example`]!, updatedBy: adm })),
    );

  const all = await db
    .select({ id: projects.id, status: projects.status, budget: projects.budget })
    .from(projects)
    .orderBy(desc(projects.createdAt));
  const active = all.filter((p) => p.status === 'in_progress');
  const worked = [...active, ...all.filter((p) => p.status === 'completed').slice(0, 1)];
  if (!worked.length) return;
  await db.insert(projectTeamSettings).values(
    all.map((p, index) => ({
      projectId: p.id,
      billRate: index % 4 === 3 ? null : (160 + (index % 3) * 20).toFixed(2),
      ownerId: index % 2 ? byRole('comercial')! : adm,
    })),
  );

  // Tasks: the full set on the first two active projects, a few on the others and two on no project.
  const day = zonedDay(now);
  for (const [projectIndex, project] of [...worked.slice(0, 3), null].entries()) {
    const list = projectIndex < 2 ? TASKS : TASKS.slice(2, projectIndex === 3 ? 4 : 6);
    for (const [index, spec] of list.entries()) {
      const createdAt = new Date(now.getTime() - (30 - index * 2 - projectIndex) * 86_400_000);
      const [task] = await db
        .insert(tasks)
        .values({
          projectId: project?.id ?? null,
          title: project ? spec.title : `${spec.title} (interno)`,
          description: `Objetivo: **${spec.title.toLowerCase()}**.\n\n- Alinhar com o responsável\n- Registrar as horas no timesheet`,
          status: spec.status,
          priority: spec.priority,
          labels: spec.labels,
          dueDate: addDays(day, index * 3 - 6),
          estimateHours: (4 + index * 2).toFixed(2),
          createdBy: adm,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: tasks.id });
      const assignees = spec.who.map((role) => byRole(role)).filter((id): id is string => Boolean(id));
      if (assignees.length)
        await db.insert(taskAssignees).values(assignees.map((userId) => ({ taskId: task!.id, userId })));
      if (index % 3 === 0) {
        await db.insert(taskComments).values([
          {
            taskId: task!.id,
            authorId: adm,
            body: `@${spec.who[0]} consegue atualizar o andamento até sexta?`,
            createdAt: new Date(createdAt.getTime() + 86_400_000),
          },
          {
            taskId: task!.id,
            authorId: byRole(spec.who[0]!) ?? adm,
            body: 'Combinado, atualizo o quadro e registro as horas.',
            createdAt: new Date(createdAt.getTime() + 2 * 86_400_000),
          },
        ]);
      }
      if (index === 3 && project) {
        await db.insert(tasks).values(
          ['Sandbox e credenciais', 'Webhook de confirmação', 'Testes de estorno'].map((title, sub) => ({
            projectId: project.id,
            parentId: task!.id,
            title,
            status: sub === 0 ? 'concluida' : 'a_fazer',
            priority: 'media',
            createdBy: adm,
          })),
        );
      }
    }
  }

  // Four weeks of hours: weeks −3 and −2 approved, −1 submitted, the current one open.
  const current = weekStartOf(day);
  const taskRows = await db.select({ id: tasks.id, projectId: tasks.projectId }).from(tasks);
  const costOf = (role: string) => COSTS[`${role}@coders.example`]!;
  const rateOf = (index: number) => (index % 4 === 3 ? '0' : (160 + (index % 3) * 20).toFixed(2));
  const entries: (typeof timeEntries.$inferInsert)[] = [];
  const weeks: (typeof timesheetWeeks.$inferInsert)[] = [];
  for (let w = 3; w >= 0; w--) {
    const weekStart = addDays(current, -7 * w);
    for (const [personIndex, person] of staff.entries()) {
      let any = false;
      for (let d = 0; d < 5; d++) {
        const entryDay = addDays(weekStart, d);
        if (entryDay > day) continue;
        const slots = (personIndex + d + w) % 3 === 0 ? 1 : 2;
        for (let s = 0; s < slots; s++) {
          const project = worked[(personIndex + d + s + w) % worked.length]!;
          const projectIndex = all.findIndex((p) => p.id === project.id);
          const task = taskRows.find((t) => t.projectId === project.id && (personIndex + s) % 2 === 0);
          entries.push({
            userId: person.id,
            projectId: project.id,
            taskId: task?.id ?? null,
            day: entryDay,
            weekStart,
            minutes: 60 + ((personIndex * 37 + d * 23 + s * 41 + w * 13) % 5) * 45,
            note: ['Reunião de alinhamento', 'Produção', 'Revisão com o cliente', 'Ajustes'][(d + s) % 4]!,
            billable: (d + s) % 5 !== 4,
            hourlyCost: costOf(person.role),
            billRate: rateOf(projectIndex),
          });
          any = true;
        }
      }
      if (!any || w === 0) continue;
      const submittedAt = new Date(`${addDays(weekStart, 5)}T15:00:00Z`);
      weeks.push({
        userId: person.id,
        weekStart,
        status: w === 1 ? 'enviada' : 'aprovada',
        submittedAt,
        decidedBy: w === 1 ? null : person.id === financeiro ? adm : financeiro,
        decidedAt: w === 1 ? null : new Date(submittedAt.getTime() + 2 * 86_400_000),
      });
    }
  }
  if (entries.length) await db.insert(timeEntries).values(entries);
  if (weeks.length) await db.insert(timesheetWeeks).values(weeks);
}
