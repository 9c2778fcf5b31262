/** Creating, editing and moving projects; every change is audited with the row before and after. */
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { leads, projects } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { HttpError, notFound } from '@server/lib/http';
import type { ProjectStatus } from '@shared/catalog/statuses';
import {
  END_BEFORE_START,
  PROJECT_NOT_FOUND,
  type ProjectFormData,
  type ProjectItem,
} from '@shared/projects/schemas';
import { readProject } from './list-projects';
import { projectSnapshot } from './project-rows';

async function assertClient(db: Db, clientId: string | null): Promise<void> {
  if (!clientId) return;
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, clientId)).limit(1);
  if (!lead)
    throw new HttpError(422, 'validation', 'Cliente não encontrado', { clientId: 'Cliente não encontrado' });
}

function assertDates(input: ProjectFormData): void {
  // The schema refuses it already; the database check would answer with a 500, so say it in PT-BR here too.
  if (input.startDate && input.endDate && input.endDate < input.startDate) {
    throw new HttpError(422, 'validation', END_BEFORE_START, { endDate: END_BEFORE_START });
  }
}

const values = (input: ProjectFormData) => ({
  title: input.title,
  description: input.description,
  clientId: input.clientId,
  budget: input.budget === null ? null : input.budget.toFixed(2),
  startDate: input.startDate,
  endDate: input.endDate,
  status: input.status,
});

export async function createProject(db: Db, actor: Actor, input: ProjectFormData): Promise<ProjectItem> {
  assertDates(input);
  await assertClient(db, input.clientId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(projects).values(values(input)).returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'project',
      entityId: row!.id,
      after: projectSnapshot(row!),
    });
    return row!.id;
  });
  return (await readProject(db, id))!;
}

export async function updateProject(
  db: Db,
  actor: Actor,
  id: string,
  input: ProjectFormData,
): Promise<ProjectItem> {
  assertDates(input);
  await assertClient(db, input.clientId);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(projects).where(eq(projects.id, id)).for('update').limit(1);
    if (!before) throw notFound(PROJECT_NOT_FOUND);
    const [after] = await tx
      .update(projects)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(projects.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'project',
      entityId: id,
      before: projectSnapshot(before),
      after: projectSnapshot(after!),
    });
  });
  return (await readProject(db, id))!;
}

export async function updateProjectStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: ProjectStatus,
): Promise<ProjectItem> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: projects.status })
      .from(projects)
      .where(eq(projects.id, id))
      .for('update')
      .limit(1);
    if (!before) throw notFound(PROJECT_NOT_FOUND);
    await tx.update(projects).set({ status, updatedAt: new Date() }).where(eq(projects.id, id));
    await recordAudit(tx, actor, {
      action: 'status',
      entity: 'project',
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
  });
  return (await readProject(db, id))!;
}
