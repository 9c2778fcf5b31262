/**
 * Which projects a viewer reads (decision 065): the office roles (and a custom role holding the
 * 'Projetos' permission) read every project; anyone else — a colaborador, a custom role with only
 * tasks and hours — reads only the projects they are on: a task on it assigned to them, hours they
 * logged on it, or its owner in the timesheet settings. Those viewers never see a budget.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '@server/auth/viewer';
import { projects } from '@server/db/schema';
import { seesAllProjects } from '@shared/projects/rules';

/** The user whose projects the viewer is limited to; null when the viewer reads every project. */
export function projectMember(viewer: Viewer): string | null {
  if (!viewer.user) return null;
  return seesAllProjects(viewer) ? null : viewer.user.id;
}

/** The ids of the projects `userId` is on (a subquery). */
export function memberProjectIds(userId: string): SQL {
  return sql`select mt.project_id from tasks mt join task_assignees ma on ma.task_id = mt.id
      where ma.user_id = ${userId} and mt.project_id is not null
    union select te.project_id from time_entries te where te.user_id = ${userId} and te.project_id is not null
    union select pts.project_id from project_team_settings pts where pts.owner_id = ${userId}`;
}

/** The projects `userId` is on. */
export function memberOf(userId: string): SQL {
  return sql`${projects.id} in (${memberProjectIds(userId)})`;
}
