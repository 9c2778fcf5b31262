/**
 * OKRs (docs/product/okrs-and-onboarding.md): the quarter's board with progress rolled up, objective and
 * key-result editing (adm, per the access table) and weekly check-ins (the key result's owner or adm).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '@server/auth/viewer';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { HttpError, notFound } from '@server/lib/http';
import type { KrConfidence, KrMetric, KrUnit, OkrLevel, OkrTeam } from '@shared/okrs/catalog';
import {
  type Checkin,
  type checkinFormSchema,
  KEY_RESULT_NOT_FOUND,
  type KeyResult,
  type keyResultFormSchema,
  keyResultProgress,
  OBJECTIVE_NOT_FOUND,
  type Objective,
  type OkrBoard,
  type objectiveFormSchema,
  objectiveProgress,
  quarterOf,
} from '@shared/okrs/schemas';
import { zonedDay } from '@shared/time';
import { metricValues } from './metrics';
import { okrCheckins, okrKeyResults, okrObjectives } from './schema';

type ObjectiveInput = z.output<typeof objectiveFormSchema>;
type KeyResultInput = z.output<typeof keyResultFormSchema>;

export const currentQuarter = (now = new Date()) => quarterOf(zonedDay(now));

const num = (value: string | number) => Number(value);

async function namesOf(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const toCheckin = (row: typeof okrCheckins.$inferSelect, names: Map<string, string>): Checkin => ({
  id: row.id,
  value: num(row.value),
  confidence: row.confidence as KrConfidence,
  note: row.note,
  authorName: row.authorId ? (names.get(row.authorId) ?? null) : null,
  createdAt: row.createdAt.toISOString(),
});

const canCheckIn = (viewer: Viewer, ownerId: string | null) =>
  viewer.roles.includes('adm') || (Boolean(viewer.user) && ownerId === viewer.user?.id);

/** The quarter's objectives, each key result's current value (live for metric-bound ones) and progress. */
export async function readBoard(db: Db, viewer: Viewer, quarter: string): Promise<OkrBoard> {
  const objectives = await db
    .select()
    .from(okrObjectives)
    .where(eq(okrObjectives.quarter, quarter))
    .orderBy(asc(okrObjectives.createdAt), asc(okrObjectives.id));
  const ids = objectives.map((objective) => objective.id);
  const keyResults = ids.length
    ? await db
        .select()
        .from(okrKeyResults)
        .where(inArray(okrKeyResults.objectiveId, ids))
        .orderBy(asc(okrKeyResults.position), asc(okrKeyResults.createdAt))
    : [];
  const krIds = keyResults.map((kr) => kr.id);
  // The latest check-in of each key result.
  const lastCheckins = krIds.length
    ? await db
        .selectDistinctOn([okrCheckins.keyResultId])
        .from(okrCheckins)
        .where(inArray(okrCheckins.keyResultId, krIds))
        .orderBy(okrCheckins.keyResultId, desc(okrCheckins.createdAt), desc(okrCheckins.id))
    : [];
  const metrics = keyResults.some((kr) => kr.metric) ? await metricValues(db, quarter) : null;
  const names = await namesOf(db, [
    ...objectives.map((o) => o.ownerId),
    ...keyResults.map((kr) => kr.ownerId),
    ...lastCheckins.map((c) => c.authorId),
  ]);
  const lastByKr = new Map(lastCheckins.map((row) => [row.keyResultId, toCheckin(row, names)]));

  const toKeyResult = (kr: (typeof keyResults)[number]): KeyResult => {
    const start = num(kr.startValue);
    const target = num(kr.targetValue);
    const current = kr.metric && metrics ? metrics[kr.metric as KrMetric] : num(kr.currentValue);
    return {
      id: kr.id,
      objectiveId: kr.objectiveId,
      title: kr.title,
      unit: kr.unit as KrUnit,
      metric: (kr.metric as KrMetric | null) ?? null,
      startValue: start,
      targetValue: target,
      currentValue: current,
      progress: keyResultProgress(start, target, current),
      ownerId: kr.ownerId,
      ownerName: kr.ownerId ? (names.get(kr.ownerId) ?? null) : null,
      lastCheckin: lastByKr.get(kr.id) ?? null,
      canCheckIn: canCheckIn(viewer, kr.ownerId),
    };
  };
  const list: Objective[] = objectives.map((objective) => {
    const krs = keyResults.filter((kr) => kr.objectiveId === objective.id).map(toKeyResult);
    return {
      id: objective.id,
      quarter: objective.quarter,
      level: objective.level as OkrLevel,
      team: (objective.team as OkrTeam | null) ?? null,
      ownerId: objective.ownerId,
      ownerName: objective.ownerId ? (names.get(objective.ownerId) ?? null) : null,
      title: objective.title,
      description: objective.description,
      progress: objectiveProgress(krs.map((kr) => kr.progress)),
      keyResults: krs,
    };
  });
  return { quarter, objectives: list, progress: objectiveProgress(list.map((o) => o.progress)) };
}

async function assertUser(db: Db, id: string | null, field: string) {
  if (!id) return;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  if (!row)
    throw new HttpError(422, 'validation', 'Pessoa não encontrada', { [field]: 'Pessoa não encontrada' });
}

function objectiveValues(input: ObjectiveInput) {
  return {
    quarter: input.quarter,
    level: input.level,
    team: input.level === 'team' ? input.team : null,
    ownerId: input.level === 'person' ? input.ownerId : null,
    title: input.title,
    description: input.description,
  };
}

export async function createObjective(db: Db, actor: Actor, input: ObjectiveInput) {
  await assertUser(db, input.level === 'person' ? input.ownerId : null, 'ownerId');
  const values = objectiveValues(input);
  const [row] = await db
    .insert(okrObjectives)
    .values({ ...values, createdBy: actor?.id ?? null })
    .returning();
  await recordAudit(db, actor, {
    action: 'create',
    entity: 'okr_objective',
    entityId: row!.id,
    after: values,
  });
  return { id: row!.id };
}

export async function updateObjective(db: Db, actor: Actor, id: string, input: ObjectiveInput) {
  await assertUser(db, input.level === 'person' ? input.ownerId : null, 'ownerId');
  const values = objectiveValues(input);
  const [before] = await db.select().from(okrObjectives).where(eq(okrObjectives.id, id)).limit(1);
  if (!before) throw notFound(OBJECTIVE_NOT_FOUND);
  await db
    .update(okrObjectives)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(okrObjectives.id, id));
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'okr_objective',
    entityId: id,
    before: { title: before.title, quarter: before.quarter, level: before.level },
    after: values,
  });
  return { id };
}

export async function deleteObjective(db: Db, actor: Actor, id: string) {
  const [row] = await db.delete(okrObjectives).where(eq(okrObjectives.id, id)).returning();
  if (!row) throw notFound(OBJECTIVE_NOT_FOUND);
  await recordAudit(db, actor, {
    action: 'delete',
    entity: 'okr_objective',
    entityId: id,
    before: { title: row.title, quarter: row.quarter },
  });
}

function keyResultValues(input: KeyResultInput) {
  return {
    title: input.title,
    unit: input.unit,
    metric: input.metric,
    startValue: input.startValue.toFixed(2),
    targetValue: input.targetValue.toFixed(2),
    ownerId: input.ownerId,
  };
}

export async function createKeyResult(db: Db, actor: Actor, objectiveId: string, input: KeyResultInput) {
  const [objective] = await db
    .select({ id: okrObjectives.id })
    .from(okrObjectives)
    .where(eq(okrObjectives.id, objectiveId))
    .limit(1);
  if (!objective) throw notFound(OBJECTIVE_NOT_FOUND);
  await assertUser(db, input.ownerId, 'ownerId');
  const values = keyResultValues(input);
  const existing = await db
    .select({ id: okrKeyResults.id })
    .from(okrKeyResults)
    .where(eq(okrKeyResults.objectiveId, objectiveId));
  const [row] = await db
    .insert(okrKeyResults)
    .values({ ...values, objectiveId, currentValue: values.startValue, position: existing.length })
    .returning({ id: okrKeyResults.id });
  await recordAudit(db, actor, {
    action: 'create',
    entity: 'okr_key_result',
    entityId: row!.id,
    after: values,
  });
  return { id: row!.id };
}

export async function updateKeyResult(db: Db, actor: Actor, id: string, input: KeyResultInput) {
  const [before] = await db.select().from(okrKeyResults).where(eq(okrKeyResults.id, id)).limit(1);
  if (!before) throw notFound(KEY_RESULT_NOT_FOUND);
  await assertUser(db, input.ownerId, 'ownerId');
  const values = keyResultValues(input);
  await db
    .update(okrKeyResults)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(okrKeyResults.id, id));
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'okr_key_result',
    entityId: id,
    before: { title: before.title, startValue: before.startValue, targetValue: before.targetValue },
    after: values,
  });
  return { id };
}

export async function deleteKeyResult(db: Db, actor: Actor, id: string) {
  const [row] = await db.delete(okrKeyResults).where(eq(okrKeyResults.id, id)).returning();
  if (!row) throw notFound(KEY_RESULT_NOT_FOUND);
  await recordAudit(db, actor, {
    action: 'delete',
    entity: 'okr_key_result',
    entityId: id,
    before: { title: row.title },
  });
}

/**
 * A weekly check-in: the owner (or adm) records the value and a confidence. A metric-bound key
 * result's value is the live metric at that moment (the sent value is ignored).
 */
export async function checkIn(
  db: Db,
  viewer: Viewer,
  keyResultId: string,
  input: z.output<typeof checkinFormSchema>,
): Promise<Checkin> {
  const [kr] = await db
    .select({ kr: okrKeyResults, quarter: okrObjectives.quarter })
    .from(okrKeyResults)
    .innerJoin(okrObjectives, eq(okrObjectives.id, okrKeyResults.objectiveId))
    .where(eq(okrKeyResults.id, keyResultId))
    .limit(1);
  if (!kr) throw notFound(KEY_RESULT_NOT_FOUND);
  if (!canCheckIn(viewer, kr.kr.ownerId))
    throw new HttpError(
      403,
      'forbidden',
      'Só o responsável pelo resultado-chave (ou um administrador) registra o check-in.',
    );
  let value: number;
  if (kr.kr.metric) {
    value = (await metricValues(db, kr.quarter))[kr.kr.metric as KrMetric];
  } else {
    if (input.value === null || input.value === undefined)
      throw new HttpError(422, 'validation', 'Informe o valor atual', { value: 'Informe o valor atual' });
    value = input.value;
  }
  const actor = { id: viewer.user!.id, email: viewer.user!.email };
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(okrCheckins)
      .values({
        keyResultId,
        value: value.toFixed(2),
        confidence: input.confidence,
        note: input.note,
        authorId: actor.id,
      })
      .returning();
    await tx
      .update(okrKeyResults)
      .set({ currentValue: value.toFixed(2), updatedAt: new Date() })
      .where(eq(okrKeyResults.id, keyResultId));
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'okr_checkin',
      entityId: inserted!.id,
      after: { keyResultId, value, confidence: input.confidence },
    });
    return inserted!;
  });
  return toCheckin(row, new Map([[actor.id, viewer.user!.name]]));
}

export async function listCheckins(db: Db, keyResultId: string): Promise<Checkin[]> {
  const [kr] = await db
    .select({ id: okrKeyResults.id })
    .from(okrKeyResults)
    .where(eq(okrKeyResults.id, keyResultId))
    .limit(1);
  if (!kr) throw notFound(KEY_RESULT_NOT_FOUND);
  const rows = await db
    .select()
    .from(okrCheckins)
    .where(and(eq(okrCheckins.keyResultId, keyResultId)))
    .orderBy(desc(okrCheckins.createdAt), desc(okrCheckins.id))
    .limit(200);
  const names = await namesOf(
    db,
    rows.map((row) => row.authorId),
  );
  return rows.map((row) => toCheckin(row, names));
}
