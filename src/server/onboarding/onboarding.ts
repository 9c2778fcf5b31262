/**
 * Onboarding (docs/product/okrs-and-onboarding.md): templates per contract type, each always holding
 * the LGPD term; an onboarding copies its template's activities with due dates start + offset.
 * Started by adm, or by the invitation-accept hook (startOnboardingForInvite).
 */
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '@server/auth/viewer';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { notifyStaff } from '@server/lib/notify';
import { labelOf } from '@shared/catalog/entries';
import { type ContractType, contractTypes, LGPD_TERM_TITLE } from '@shared/onboarding/catalog';
import {
  ACTIVITY_NOT_FOUND,
  type CompletedActivity,
  ONBOARDING_NOT_FOUND,
  type OnboardingActivity,
  type OnboardingCandidate,
  type OnboardingDetail,
  type OnboardingSummary,
  type OnboardingTemplate,
  type TemplateInput,
} from '@shared/onboarding/schemas';
import { addDays, zonedDay } from '@shared/time';
import {
  onboardingActivities,
  onboardings,
  onboardingTemplateActivities,
  onboardingTemplates,
} from './schema';

export const ONBOARDING_PAGE = '/coders/colaboradores/onboarding';

// ---------------------------------------------------------------- templates
export async function listTemplates(db: Db): Promise<OnboardingTemplate[]> {
  const templates = await db.select().from(onboardingTemplates);
  const activities = await db
    .select()
    .from(onboardingTemplateActivities)
    .orderBy(asc(onboardingTemplateActivities.position));
  const order: string[] = contractTypes.map((entry) => entry.value);
  return templates
    .sort((a, b) => order.indexOf(a.contractType) - order.indexOf(b.contractType))
    .map((template) => ({
      id: template.id,
      contractType: template.contractType,
      name: template.name,
      isDefault: template.isDefault,
      activities: activities
        .filter((activity) => activity.templateId === template.id)
        .map((activity) => ({
          id: activity.id,
          kind: activity.kind,
          title: activity.title,
          ownerRole: activity.ownerRole,
          dayOffset: activity.dayOffset,
        })),
    }));
}

/**
 * Replaces a contract type's template (creating it when missing). The LGPD term is always the
 * first activity, owned by the new person, on day 0 — whatever the form sent.
 */
export async function saveTemplate(
  db: Db,
  actor: Actor,
  contractType: ContractType,
  input: TemplateInput,
): Promise<OnboardingTemplate> {
  const lgpdTitle = LGPD_TERM_TITLE.toLowerCase();
  const tasks = input.activities.filter((activity) => activity.title.trim().toLowerCase() !== lgpdTitle);
  await db.transaction(async (tx) => {
    if (input.isDefault) await tx.update(onboardingTemplates).set({ isDefault: false });
    const [template] = await tx
      .insert(onboardingTemplates)
      .values({ contractType, name: input.name, isDefault: input.isDefault ?? false })
      .onConflictDoUpdate({
        target: onboardingTemplates.contractType,
        set: {
          name: input.name,
          updatedAt: new Date(),
          ...(input.isDefault === undefined ? {} : { isDefault: input.isDefault }),
        },
      })
      .returning({ id: onboardingTemplates.id });
    const templateId = template!.id;
    await tx
      .delete(onboardingTemplateActivities)
      .where(eq(onboardingTemplateActivities.templateId, templateId));
    await tx.insert(onboardingTemplateActivities).values([
      {
        templateId,
        kind: 'lgpd_term',
        title: LGPD_TERM_TITLE,
        ownerRole: 'new_person',
        dayOffset: 0,
        position: 0,
      },
      ...tasks.map((activity, index) => ({
        templateId,
        kind: 'task' as const,
        title: activity.title,
        ownerRole: activity.ownerRole,
        dayOffset: activity.dayOffset,
        position: index + 1,
      })),
    ]);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'onboarding_template',
      entityId: templateId,
      after: { contractType, name: input.name, activities: tasks.length + 1 },
    });
  });
  const saved = (await listTemplates(db)).find((template) => template.contractType === contractType);
  return saved!;
}

/** The contract type used when an invitation did not choose one: the default template's, else CLT. */
export async function defaultContractType(db: Db): Promise<ContractType> {
  const [row] = await db
    .select({ contractType: onboardingTemplates.contractType })
    .from(onboardingTemplates)
    .where(eq(onboardingTemplates.isDefault, true))
    .limit(1);
  return row?.contractType ?? 'clt';
}

// ---------------------------------------------------------------- onboardings
/** A staff account (a staff role or the admin profile) or someone who accepted an invitation. */
const onboardable = sql`(exists (select 1 from user_roles r where r.user_id = ${users.id})
  or exists (select 1 from profiles p where p.id = ${users.id} and p.role = 'admin')
  or exists (select 1 from access_links a
             where a.kind = 'invite' and a.used_at is not null
               and (a.user_id = ${users.id} or lower(a.email) = lower(${users.email}))))`;

export async function startOnboarding(
  db: Db,
  actor: Actor,
  input: { userId: string; contractType: ContractType; startDate?: string },
  now = new Date(),
): Promise<{ id: string }> {
  const [person] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, input.userId), onboardable))
    .limit(1);
  // A visitor's account is not the team's: it answers like an unknown person.
  if (!person)
    throw new HttpError(422, 'validation', 'Pessoa não encontrada', { userId: 'Pessoa não encontrada' });
  const [existing] = await db
    .select({ id: onboardings.id })
    .from(onboardings)
    .where(eq(onboardings.userId, input.userId))
    .limit(1);
  if (existing)
    throw conflict('Esta pessoa já tem um onboarding.', { userId: 'Esta pessoa já tem um onboarding.' });
  const startDate = input.startDate ?? zonedDay(now);
  const [template] = (await listTemplates(db)).filter((t) => t.contractType === input.contractType);
  // A template always carries the LGPD term; without a saved template the term alone is the checklist.
  const activities = template?.activities.length
    ? template.activities
    : [
        {
          kind: 'lgpd_term' as const,
          title: LGPD_TERM_TITLE,
          ownerRole: 'new_person' as const,
          dayOffset: 0,
        },
      ];
  if (!activities.some((activity) => activity.kind === 'lgpd_term'))
    activities.unshift({
      id: '',
      kind: 'lgpd_term',
      title: LGPD_TERM_TITLE,
      ownerRole: 'new_person',
      dayOffset: 0,
    });

  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(onboardings)
      .values({
        userId: input.userId,
        contractType: input.contractType,
        startDate,
        startedBy: actor?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: onboardings.id });
    if (!row) throw conflict('Esta pessoa já tem um onboarding.');
    await tx.insert(onboardingActivities).values(
      activities.map((activity, position) => ({
        onboardingId: row.id,
        kind: activity.kind,
        title: activity.title,
        ownerRole: activity.ownerRole,
        dueDate: addDays(startDate, activity.dayOffset),
        position,
      })),
    );
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'onboarding',
      entityId: row.id,
      after: { userId: input.userId, contractType: input.contractType, startDate },
    });
    return row.id;
  });
  await notifyStaff(db, {
    title: 'Onboarding iniciado',
    message: `${person.name} começou o onboarding (${labelOf(contractTypes, input.contractType)}).`,
    type: 'info',
    priority: 'low',
    target: { path: ONBOARDING_PAGE },
  });
  return { id };
}

/**
 * The invitation-accept hook (src/server/users/invitations.ts): a person who accepts an invitation
 * starts onboarding with the default contract type, unless they already have one. Never throws: a
 * failure here must not undo the accepted invitation.
 */
export async function startOnboardingForInvite(
  db: Db,
  userId: string,
  contractType?: ContractType | null,
): Promise<void> {
  const [existing] = await db
    .select({ id: onboardings.id })
    .from(onboardings)
    .where(eq(onboardings.userId, userId))
    .limit(1);
  if (existing) return;
  await startOnboarding(db, null, { userId, contractType: contractType ?? (await defaultContractType(db)) });
}

async function summaries(db: Db, where: SQL | undefined, now: Date): Promise<OnboardingSummary[]> {
  const today = zonedDay(now);
  const rows = await db
    .select({
      id: onboardings.id,
      userId: onboardings.userId,
      name: users.name,
      email: users.email,
      contractType: onboardings.contractType,
      startDate: onboardings.startDate,
      completedAt: onboardings.completedAt,
      createdAt: onboardings.createdAt,
      done: sql<number>`count(${onboardingActivities.id}) filter (where ${onboardingActivities.completedAt} is not null)`,
      total: sql<number>`count(${onboardingActivities.id})`,
      overdue: sql<number>`count(${onboardingActivities.id}) filter (where ${onboardingActivities.completedAt} is null and ${onboardingActivities.dueDate} < ${today}::date)`,
    })
    .from(onboardings)
    .innerJoin(users, eq(users.id, onboardings.userId))
    .leftJoin(onboardingActivities, eq(onboardingActivities.onboardingId, onboardings.id))
    .where(where)
    .groupBy(onboardings.id, users.id)
    .orderBy(desc(onboardings.createdAt), desc(onboardings.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    contractType: row.contractType,
    startDate: row.startDate,
    done: Number(row.done),
    total: Number(row.total),
    overdue: Number(row.overdue),
    completedAt: row.completedAt?.toISOString() ?? null,
  }));
}

/** People in onboarding, newest first (a small list: one row per newcomer). */
export const listOnboardings = (db: Db, now = new Date()): Promise<OnboardingSummary[]> =>
  summaries(db, undefined, now);

function mayComplete(
  viewer: Viewer,
  activity: { ownerRole: string; kind: string },
  personId: string,
): boolean {
  const self = viewer.user?.id === personId;
  // The LGPD term is acknowledged by the new person themselves, never on their behalf.
  if (activity.kind === 'lgpd_term') return self;
  if (viewer.roles.includes('adm')) return true;
  if (activity.ownerRole === 'new_person') return self;
  return viewer.roles.includes(activity.ownerRole as never);
}

export async function readOnboarding(
  db: Db,
  viewer: Viewer,
  by: { id: string } | { userId: string },
  now = new Date(),
): Promise<OnboardingDetail | null> {
  const where = 'id' in by ? eq(onboardings.id, by.id) : eq(onboardings.userId, by.userId);
  const [summary] = await summaries(db, where, now);
  if (!summary) return null;
  const rows = await db
    .select({ activity: onboardingActivities, completedByName: users.name })
    .from(onboardingActivities)
    .leftJoin(users, eq(users.id, onboardingActivities.completedBy))
    .where(eq(onboardingActivities.onboardingId, summary.id))
    .orderBy(asc(onboardingActivities.dueDate), asc(onboardingActivities.position));
  const activities: OnboardingActivity[] = rows.map(({ activity, completedByName }) => ({
    id: activity.id,
    kind: activity.kind,
    title: activity.title,
    ownerRole: activity.ownerRole,
    dueDate: activity.dueDate,
    completedAt: activity.completedAt?.toISOString() ?? null,
    completedByName: activity.completedAt ? completedByName : null,
    canComplete: !activity.completedAt && mayComplete(viewer, activity, summary.userId),
  }));
  return { ...summary, activities };
}

/** Marks an activity done (its owner role, adm, or for the LGPD term only the new person), with the time. */
export async function completeActivity(
  db: Db,
  viewer: Viewer,
  activityId: string,
  now = new Date(),
): Promise<CompletedActivity> {
  const [row] = await db
    .select({ activity: onboardingActivities, userId: onboardings.userId })
    .from(onboardingActivities)
    .innerJoin(onboardings, eq(onboardings.id, onboardingActivities.onboardingId))
    .where(eq(onboardingActivities.id, activityId))
    .limit(1);
  if (!row) throw notFound(ACTIVITY_NOT_FOUND);
  if (!mayComplete(viewer, row.activity, row.userId)) {
    throw new HttpError(
      403,
      'forbidden',
      row.activity.kind === 'lgpd_term'
        ? 'Só a própria pessoa pode aceitar o termo de confidencialidade e LGPD.'
        : 'Esta atividade é de outra área.',
    );
  }
  const actor = { id: viewer.user!.id, email: viewer.user!.email };
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(onboardingActivities)
      .set({ completedAt: now, completedBy: actor.id })
      .where(and(eq(onboardingActivities.id, activityId), isNull(onboardingActivities.completedAt)))
      .returning({ id: onboardingActivities.id });
    if (!changed) throw conflict('Esta atividade já foi concluída.');
    await recordAudit(tx, actor, {
      action: 'update',
      entity: row.activity.kind === 'lgpd_term' ? 'lgpd_term_acknowledgment' : 'onboarding_activity',
      entityId: activityId,
      after: { completedAt: now.toISOString(), onboardingId: row.activity.onboardingId },
    });
    const [open] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(onboardingActivities)
      .where(
        and(
          eq(onboardingActivities.onboardingId, row.activity.onboardingId),
          isNull(onboardingActivities.completedAt),
        ),
      );
    if (Number(open?.n ?? 0) === 0) {
      await tx
        .update(onboardings)
        .set({ completedAt: now })
        .where(eq(onboardings.id, row.activity.onboardingId));
    }
    return changed;
  });
  return { id: updated.id, completedAt: now.toISOString() };
}

export async function deleteOnboarding(db: Db, actor: Actor, id: string) {
  const [row] = await db.delete(onboardings).where(eq(onboardings.id, id)).returning();
  if (!row) throw notFound(ONBOARDING_NOT_FOUND);
  await recordAudit(db, actor, {
    action: 'delete',
    entity: 'onboarding',
    entityId: id,
    before: { userId: row.userId },
  });
}

/**
 * People who can be onboarded, for adm's 'Iniciar onboarding' picker: active staff accounts (a staff
 * role, or the admin profile) and people who accepted an invitation, without an onboarding yet. Never a
 * visitor who only signed up on the site (their name and e-mail are not the team's business).
 */
export async function candidates(db: Db): Promise<OnboardingCandidate[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        isNull(users.deactivatedAt),
        sql`not exists (select 1 from onboardings o where o.user_id = ${users.id})`,
        onboardable,
      ),
    )
    .orderBy(asc(users.name))
    .limit(200);
}
