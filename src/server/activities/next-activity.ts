/**
 * The next open activity of each deal, company or lead (issue 28: the deals Kanban flags a deal with
 * none as 'sem próxima atividade'). One query for a whole board: the earliest open activity per
 * subject, overdue ones included (an overdue call is still the next thing to do).
 */
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { ActivitySubjectKind } from '@shared/activities/catalog';
import { subjectColumn } from './read';
import { activities } from './schema';

export type NextActivity = { id: string; kind: string; title: string; dueAt: Date; ownerId: string | null };

/** subject id → its next open activity; subjects without one are absent from the map. */
export async function nextActivityBySubject(
  db: Db,
  kind: ActivitySubjectKind,
  ids: readonly string[],
): Promise<Map<string, NextActivity>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const column = subjectColumn[kind];
  const rows = await db
    .selectDistinctOn([column], {
      subjectId: column,
      id: activities.id,
      kind: activities.kind,
      title: activities.title,
      dueAt: activities.dueAt,
      ownerId: activities.ownerId,
    })
    .from(activities)
    .where(and(inArray(column, wanted), isNull(activities.doneAt)))
    .orderBy(column, asc(activities.dueAt), asc(activities.id));
  const result = new Map<string, NextActivity>();
  for (const { subjectId, ...next } of rows) if (subjectId) result.set(subjectId, next);
  return result;
}
