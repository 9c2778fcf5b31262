/**
 * The demo colaborador (decision 065): Diego, a designer on the two newest active projects, with
 * open tasks assigned and hours logged last week (sent for approval) and this week. Runs after the
 * tasks and the timesheet (their demo rows are what he works on).
 */
import { and, inArray, isNull } from 'drizzle-orm';
import type { SeedContext } from '@server/module';
import { taskAssignees, tasks } from '@server/tasks/schema';
import { demoProjects } from '@server/tasks/seed';
import { projectTeamSettings, timeEntries, timesheetWeeks, userRates } from '@server/timesheet/schema';
import { addDays, zonedDay } from '@shared/time';
import { weekStartOf } from '@shared/timesheet/rules';

export const DEMO_COLABORADOR = 'colaborador@coders.example';
const HOURLY_COST = '55.00';

export async function seedColaborador({ db, ids, now: nowMs }: SeedContext): Promise<void> {
  const me = ids[DEMO_COLABORADOR];
  const adm = ids['adm@coders.example'];
  if (!me || !adm) return;
  const { worked } = await demoProjects(db);
  const mine = worked.slice(0, 2);
  if (!mine.length) return;

  const open = await db
    .select({ id: tasks.id, projectId: tasks.projectId, status: tasks.status })
    .from(tasks)
    .where(
      and(
        inArray(
          tasks.projectId,
          mine.map((p) => p.id),
        ),
        isNull(tasks.parentId),
      ),
    );
  const assigned = open.filter((t) => t.status !== 'concluida' && t.status !== 'cancelada').slice(0, 4);
  if (assigned.length)
    await db
      .insert(taskAssignees)
      .values(assigned.map((t) => ({ taskId: t.id, userId: me })))
      .onConflictDoNothing();

  await db.insert(userRates).values({ userId: me, hourlyCost: HOURLY_COST, updatedBy: adm });
  const rates = await db
    .select({ projectId: projectTeamSettings.projectId, billRate: projectTeamSettings.billRate })
    .from(projectTeamSettings);
  const rateOf = (projectId: string) => rates.find((r) => r.projectId === projectId)?.billRate ?? '0';

  const today = zonedDay(new Date(nowMs));
  const current = weekStartOf(today);
  const entries: (typeof timeEntries.$inferInsert)[] = [];
  for (const week of [addDays(current, -7), current]) {
    for (let d = 0; d < 5; d++) {
      const day = addDays(week, d);
      if (day > today) continue;
      const project = mine[d % mine.length]!;
      const task = assigned.find((t) => t.projectId === project.id);
      entries.push({
        userId: me,
        projectId: project.id,
        taskId: task?.id ?? null,
        day,
        weekStart: week,
        minutes: 180 + (d % 3) * 60,
        note: ['Layout das páginas', 'Ajustes de design', 'Protótipo navegável', 'Revisão com o cliente'][
          d % 4
        ]!,
        billable: true,
        hourlyCost: HOURLY_COST,
        billRate: rateOf(project.id),
      });
    }
  }
  if (entries.length) await db.insert(timeEntries).values(entries);
  const lastWeek = addDays(current, -7);
  if (entries.some((e) => e.weekStart === lastWeek)) {
    await db.insert(timesheetWeeks).values({
      userId: me,
      weekStart: lastWeek,
      status: 'enviada',
      submittedAt: new Date(`${addDays(lastWeek, 5)}T15:00:00Z`),
    });
  }
}
