/** A project a record points at must exist: 422 under `projectId` otherwise (tasks, time entries). */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { HttpError } from '@server/lib/http';

export async function assertProject(db: Db, projectId: string | null): Promise<void> {
  if (!projectId) return;
  const rows = await queryRows<{ id: string }>(db, sql`select id from projects where id = ${projectId}`);
  if (!rows.length)
    throw new HttpError(422, 'validation', 'Projeto não encontrado', { projectId: 'Projeto não encontrado' });
}
