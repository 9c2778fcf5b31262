/**
 * Deals (docs/product/companies-and-deals.md): the board (every deal with per-stage count, sum and
 * weighted sum), create/edit, the stage move (lost needs a reason), and the win by a proposal's
 * acceptance. A deal's row lock decides between a manual loss and an acceptance arriving at once:
 * whichever takes it first closes the deal, the other finds it closed.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { nextActivityBySubject } from '@server/activities/next-activity';
import { companies } from '@server/companies/schema';
import type { Db } from '@server/db/client';
import { leads, users } from '@server/db/schema';
import { assertStaffOwner } from '@server/leads/save-lead';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { proposals } from '@server/proposals/schema';
import { COMPANY_NOT_FOUND } from '@shared/companies/schemas';
import { type DealLossReason, type DealStage, stageProbability } from '@shared/deals/catalog';
import {
  DEAL_CLOSED,
  DEAL_NOT_FOUND,
  type Deal,
  type DealBoard,
  type DealData,
  type DealDetail,
  type DealMove,
  summarizeStages,
} from '@shared/deals/schemas';
import { LEAD_NOT_FOUND } from '@shared/schemas/lead';
import { deals } from './schema';

type Row = typeof deals.$inferSelect;
const owner = alias(users, 'deal_owner');

const selection = {
  row: deals,
  companyName: companies.name,
  leadName: leads.name,
  ownerName: owner.name,
};

function baseQuery(db: Db) {
  return db
    .select(selection)
    .from(deals)
    .leftJoin(companies, eq(companies.id, deals.companyId))
    .leftJoin(leads, eq(leads.id, deals.leadId))
    .leftJoin(owner, eq(owner.id, deals.ownerId));
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toDeal({
  row,
  companyName,
  leadName,
  ownerName,
}: {
  row: Row;
  companyName: string | null;
  leadName: string | null;
  ownerName: string | null;
}): Deal {
  return {
    id: row.id,
    title: row.title,
    companyId: row.companyId,
    companyName,
    leadId: row.leadId,
    leadName,
    ownerId: row.ownerId,
    ownerName,
    stage: row.stage as DealStage,
    probability: stageProbability(row.stage),
    value: row.value,
    expectedCloseDate: row.expectedCloseDate,
    lossReason: (row.lossReason as DealLossReason | null) ?? null,
    lossNote: row.lossNote,
    wonAt: iso(row.wonAt),
    lostAt: iso(row.lostAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const snapshot = (row: Row) => ({
  title: row.title,
  companyId: row.companyId,
  leadId: row.leadId,
  ownerId: row.ownerId,
  stage: row.stage,
  value: row.value,
  expectedCloseDate: row.expectedCloseDate,
  lossReason: row.lossReason,
  lossNote: row.lossNote,
});

async function readDeal(db: Db, id: string): Promise<Deal> {
  const [found] = await baseQuery(db).where(eq(deals.id, id));
  if (!found) throw notFound(DEAL_NOT_FOUND);
  return toDeal(found);
}

export async function readBoard(
  db: Db,
  query: { q?: string; stage?: DealStage; companyId?: string; limit?: number },
): Promise<DealBoard> {
  const conditions = [];
  if (query.stage) conditions.push(eq(deals.stage, query.stage));
  if (query.companyId) conditions.push(eq(deals.companyId, query.companyId));
  const text = query.q?.trim().toLowerCase();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      sql`(lower(${deals.title}) like ${like} or lower(coalesce(${companies.name}, '')) like ${like} or lower(coalesce(${leads.name}, '')) like ${like})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(desc(deals.updatedAt), desc(deals.id))
    .limit(query.limit ?? 200);
  // The sums cover every matching deal, not only the cards shown.
  const totals = await db
    .select({ stage: deals.stage, value: deals.value })
    .from(deals)
    .leftJoin(companies, eq(companies.id, deals.companyId))
    .leftJoin(leads, eq(leads.id, deals.leadId))
    .where(where);
  const items = rows.map(toDeal);
  const next = await nextActivityBySubject(
    db,
    'deal',
    items.map((deal) => deal.id),
  );
  return {
    items: items.map((deal) => {
      const found = next.get(deal.id);
      return {
        ...deal,
        nextActivity: found ? { title: found.title, dueAt: found.dueAt.toISOString() } : null,
      };
    }),
    stages: summarizeStages(totals),
  };
}

export async function readDealDetail(db: Db, id: string): Promise<DealDetail> {
  const deal = await readDeal(db, id);
  const proposalRows = await db
    .select({
      id: proposals.id,
      number: proposals.number,
      title: proposals.title,
      status: proposals.status,
      total: proposals.total,
    })
    .from(proposals)
    .where(eq(proposals.dealId, id))
    .orderBy(desc(proposals.createdAt));
  return { ...deal, proposals: proposalRows };
}

async function assertLinks(db: Db, input: DealData) {
  if (input.companyId) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, input.companyId));
    if (!company) throw new HttpError(422, 'validation', COMPANY_NOT_FOUND, { companyId: COMPANY_NOT_FOUND });
  }
  if (input.leadId) {
    const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, input.leadId));
    if (!lead) throw new HttpError(422, 'validation', LEAD_NOT_FOUND, { leadId: LEAD_NOT_FOUND });
  }
  await assertStaffOwner(db, input.ownerId);
}

/** The person's company when the form names only the person. */
async function companyOf(db: Db, input: DealData): Promise<string | null> {
  if (input.companyId || !input.leadId) return input.companyId;
  const [lead] = await db
    .select({ companyId: leads.companyId })
    .from(leads)
    .where(eq(leads.id, input.leadId));
  return lead?.companyId ?? null;
}

export async function createDeal(db: Db, actor: Actor, input: DealData): Promise<Deal> {
  await assertLinks(db, input);
  const companyId = await companyOf(db, input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deals)
      .values({ ...input, companyId, ownerId: input.ownerId ?? actor?.id ?? null })
      .returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'deal',
      entityId: row!.id,
      after: snapshot(row!),
    });
    return row!.id;
  });
  return readDeal(db, id);
}

export async function updateDeal(db: Db, actor: Actor, id: string, input: DealData): Promise<Deal> {
  await assertLinks(db, input);
  const companyId = await companyOf(db, input);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(deals).where(eq(deals.id, id)).for('update');
    if (!before) throw notFound(DEAL_NOT_FOUND);
    const [row] = await tx
      .update(deals)
      .set({ ...input, companyId, updatedAt: new Date() })
      .where(eq(deals.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'deal',
      entityId: id,
      before: snapshot(before),
      after: snapshot(row!),
    });
  });
  return readDeal(db, id);
}

/**
 * Moves a deal to a stage under its row lock. A closed deal (won or lost) may be reopened by moving it
 * to an open stage; won → lost (or lost → won) directly is refused, so a deal the client's acceptance
 * won is never turned lost by a stale screen.
 */
export async function moveDeal(
  db: Db,
  actor: Actor,
  id: string,
  move: DealMove,
  now = new Date(),
): Promise<Deal> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(deals).where(eq(deals.id, id)).for('update');
    if (!before) throw notFound(DEAL_NOT_FOUND);
    if (before.stage === move.stage && move.stage !== 'perdido') return;
    const closing = move.stage === 'ganho' || move.stage === 'perdido';
    if (closing && (before.stage === 'ganho' || before.stage === 'perdido')) {
      throw conflict(DEAL_CLOSED, { stage: DEAL_CLOSED });
    }
    const [row] = await tx
      .update(deals)
      .set({
        stage: move.stage,
        lossReason: move.stage === 'perdido' ? move.lossReason : null,
        lossNote: move.stage === 'perdido' ? move.lossNote : null,
        wonAt: move.stage === 'ganho' ? now : null,
        lostAt: move.stage === 'perdido' ? now : null,
        updatedAt: now,
      })
      .where(eq(deals.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'deal_stage',
      entity: 'deal',
      entityId: id,
      before: { stage: before.stage, value: before.value },
      after: {
        stage: row!.stage,
        value: row!.value,
        ...(row!.lossReason ? { lossReason: row!.lossReason, lossNote: row!.lossNote } : {}),
      },
    });
  });
  return readDeal(db, id);
}

/**
 * The client accepted a proposal made for this deal (called inside the acceptance's transaction, after
 * its lead and proposal locks): an open deal is won; a deal already lost refuses the acceptance, so the
 * deal has exactly one outcome.
 */
export async function winDealByProposal(
  tx: Db,
  dealId: string,
  proposalNumber: string,
  now: Date,
): Promise<void> {
  const [deal] = await tx.select().from(deals).where(eq(deals.id, dealId)).for('update');
  if (!deal || deal.stage === 'ganho') return;
  if (deal.stage === 'perdido') throw new HttpError(409, 'deal_lost', DEAL_LOST_PUBLIC);
  await tx.update(deals).set({ stage: 'ganho', wonAt: now, updatedAt: now }).where(eq(deals.id, dealId));
  await recordAudit(tx, null, {
    action: 'deal_stage',
    entity: 'deal',
    entityId: dealId,
    before: { stage: deal.stage, value: deal.value },
    after: { stage: 'ganho', value: deal.value, via: `Proposta ${proposalNumber} aceita pelo cliente` },
  });
}

/** What the client reads when the deal behind the proposal was closed as lost meanwhile. */
export const DEAL_LOST_PUBLIC = 'Esta proposta não está mais disponível. Fale com a agência.';
