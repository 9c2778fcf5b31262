/**
 * Demo hours (docs/product/tasks-and-timesheet.md): hourly costs and bill rates, project owners, and
 * four weeks of project hours by adm, comercial, financeiro and mkt on the demo tasks — the two
 * oldest weeks approved (locked), last week submitted, the current week open. Deterministic; dates
 * relative to now. Runs after the tasks' seed (its entries point at those tasks).
 */
import type { SeedContext } from '@server/module';
import { tasks } from '@server/tasks/schema';
import { demoProjects } from '@server/tasks/seed';
import { addDays, zonedDay } from '@shared/time';
import { weekStartOf } from '@shared/timesheet/rules';
import { projectTeamSettings, timeEntries, timesheetWeeks, userRates } from './schema';

const COSTS: Record<string, string> = {
  'adm@coders.example': '120.00',
  'comercial@coders.example': '75.00',
  'financeiro@coders.example': '80.00',
  'mkt@coders.example': '65.00',
};

export async function seedTimesheet({ db, ids, now: nowMs }: SeedContext): Promise<void> {
  const now = new Date(nowMs);
  const byRole = (role: string) => ids[`${role}@coders.example`];
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

  const { all, worked } = await demoProjects(db);
  if (!worked.length) return;
  await db.insert(projectTeamSettings).values(
    all.map((p, index) => ({
      projectId: p.id,
      billRate: index % 4 === 3 ? null : (160 + (index % 3) * 20).toFixed(2),
      ownerId: index % 2 ? byRole('comercial')! : adm,
    })),
  );

  const day = zonedDay(now);
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
