/**
 * Demo tasks (docs/product/tasks-and-timesheet.md): every status with assignees, labels, subtasks and
 * comments with @mentions, on the newest active projects (the full set on the first two) and on no
 * project. Deterministic; dates relative to now. The timesheet's demo hours are logged on them.
 */
import { desc } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { projects } from '@server/db/schema';
import type { SeedContext } from '@server/module';
import type { TaskPriority, TaskStatus } from '@shared/tasks/catalog';
import { addDays, zonedDay } from '@shared/time';
import { taskAssignees, taskComments, tasks } from './schema';

/** The projects the demo works on: the active ones, newest first, and the newest completed one. */
export async function demoProjects(db: Db) {
  const all = await db
    .select({ id: projects.id, status: projects.status })
    .from(projects)
    .orderBy(desc(projects.createdAt));
  const active = all.filter((p) => p.status === 'in_progress');
  return { all, worked: [...active, ...all.filter((p) => p.status === 'completed').slice(0, 1)] };
}

const TASKS: {
  title: string;
  status: TaskStatus;
  priority: TaskPriority;
  labels: string[];
  who: string[];
}[] = [
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

export async function seedTasks({ db, ids, now: nowMs }: SeedContext): Promise<void> {
  const now = new Date(nowMs);
  const byRole = (role: string) => ids[`${role}@coders.example`];
  const adm = byRole('adm');
  if (!adm || !byRole('financeiro')) return;
  const { worked } = await demoProjects(db);
  if (!worked.length) return;

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
            status: sub === 0 ? ('concluida' as const) : ('a_fazer' as const),
            priority: 'media' as const,
            createdBy: adm,
          })),
        );
      }
    }
  }
}
