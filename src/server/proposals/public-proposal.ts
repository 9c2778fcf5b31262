/**
 * The client's side of a proposal (/proposta/:token, docs/product/proposals.md): reading it (a view is
 * counted, the first one moves 'enviada' to 'visualizada', staff hear of it on the first view and at
 * most once an hour after), accepting and declining. The token is found by its SHA-256; a revoked or
 * unknown link is a 404, a cancelled proposal a 410; nothing internal (ids, owner, other clients) leaves.
 */

import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { leadEvents, leads, projects } from '@server/db/schema';
import { winDealByProposal } from '@server/deals/deals';
import { invoiceItems, invoices, recurringInvoices } from '@server/invoices/schema';
import { recordAudit } from '@server/lib/audit';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { notifyStaff } from '@server/lib/notify';
import { hitRateLimit } from '@server/lib/rate-limit';
import { proposalItems, proposals } from '@server/proposals/schema';
import { formatMoney } from '@shared/format';
import { lineTotal } from '@shared/line-items';
import {
  PROPOSAL_CHANGED,
  PUBLIC_LINK_INVALID,
  type PublicAcceptResult,
  type PublicProposal,
  paymentPlanSchema,
  proposalMoneyProblem,
  publicContent,
} from '@shared/proposals/schemas';
import {
  addMonths,
  canonicalJson,
  computeTotals,
  contractTotal,
  isIncluded,
  PLAN_MESSAGES,
  planSchedule,
} from '@shared/schemas/proposal-totals';
import { displayStatusOf, todayOf } from './proposal-rows';
import { hashToken } from './save-proposal';

export const PUBLIC_MESSAGES = {
  cancelled: 'Esta proposta foi cancelada. Fale com a Coders se quiser uma nova proposta.',
  expired: 'Esta proposta expirou. Fale com a Coders para receber uma proposta atualizada.',
  accepted: 'Esta proposta já foi aceita.',
  declined: 'Esta proposta já foi recusada.',
  invalid:
    'Esta proposta tem um erro nos valores e não pode ser aceita agora. Avisamos a equipe da Coders, que vai enviar uma versão corrigida.',
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type ProposalRow = typeof proposals.$inferSelect;
type ItemRow = typeof proposalItems.$inferSelect;

const staffPath = (id: string) => ({ path: `/coders/comercial/propostas/${id}` });

async function findByToken(db: Db, token: string, lock = false) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound(PUBLIC_LINK_INVALID);
  const query = db
    .select({ proposal: proposals, clientName: leads.name })
    .from(proposals)
    .innerJoin(leads, eq(leads.id, proposals.leadId))
    .where(eq(proposals.publicTokenHash, hashToken(token)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: proposals }) : await query;
  if (!row || row.proposal.tokenRevokedAt) throw notFound(PUBLIC_LINK_INVALID);
  if (row.proposal.cancelledAt) throw new HttpError(410, 'cancelled', PUBLIC_MESSAGES.cancelled);
  return row;
}

const itemsOf = (db: Db, proposalId: string) =>
  db
    .select()
    .from(proposalItems)
    .where(eq(proposalItems.proposalId, proposalId))
    .orderBy(asc(proposalItems.position));

function publicView(row: ProposalRow, clientName: string, items: ItemRow[], today: string): PublicProposal {
  const status = displayStatusOf(row, today);
  const view: Omit<PublicProposal, 'contentHash'> = {
    number: row.number,
    title: row.title,
    version: row.version,
    clientName,
    intro: row.intro,
    scope: row.scope,
    terms: row.terms,
    validUntil: row.validUntil,
    expired: status === 'expirada',
    state: row.status === 'aceita' ? 'accepted' : row.status === 'recusada' ? 'declined' : 'open',
    items: items.map((item) => ({
      id: item.position,
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      discount: item.discount,
      optional: item.optional,
      selected: item.selected,
      lineTotal: lineTotal(item),
    })),
    paymentPlan: row.paymentPlan,
    totals: computeTotals(items),
    acceptedAt: row.acceptedAt ? new Date(row.acceptedAt).toISOString() : null,
    acceptedName: row.acceptedName,
    acceptedHash: row.acceptedHash,
    acceptedTotal: row.acceptedTotal,
    declinedAt: row.declinedAt ? new Date(row.declinedAt).toISOString() : null,
  };
  return { ...view, contentHash: sha256(canonicalJson(publicContent(view))) };
}

/** The proposal behind a public link, for its PDF (no view counted): 404 unknown/revoked, 410 cancelled. */
export async function proposalIdByToken(db: Db, token: string): Promise<string> {
  const { proposal } = await findByToken(db, token);
  return proposal.id;
}

export async function viewProposal(db: Db, token: string, now: Date = new Date()): Promise<PublicProposal> {
  const { proposal, clientName } = await findByToken(db, token);
  const today = todayOf(now);
  let row = proposal;
  const open = (row.status === 'enviada' || row.status === 'visualizada') && row.validUntil >= today;
  if (open) {
    const [updated] = await db
      .update(proposals)
      .set({
        viewCount: sql`${proposals.viewCount} + 1`,
        firstViewedAt: sql`coalesce(${proposals.firstViewedAt}, ${now.toISOString()}::timestamptz)`,
        status: 'visualizada',
      })
      .where(eq(proposals.id, row.id))
      .returning();
    row = updated ?? row;
    // Staff hear of the first view and then at most once an hour, not of every reload.
    const gate = await hitRateLimit(db, `proposal-view-notice:${row.id}`, 1, 60 * 60 * 1000);
    if (gate.allowed) {
      await notifyStaff(db, {
        title: proposal.firstViewedAt ? 'Proposta aberta de novo' : 'Proposta visualizada',
        message: `${clientName} abriu a proposta ${row.number} — ${row.title}.`,
        type: 'info',
        priority: 'medium',
        roles: ['comercial'],
        target: staffPath(row.id),
      });
    }
  }
  return publicView(row, clientName, await itemsOf(db, row.id), today);
}

export type AcceptInput = {
  name: string;
  cpf: string;
  selectedOptionalItemIds: number[];
  /** The version and content hash the client's page showed. */
  version: number;
  contentHash: string;
};
export type RequestInfo = { ip: string | null; userAgent: string | null; now?: Date };

function assertOpen(row: ProposalRow, today: string) {
  if (row.status === 'aceita') throw conflict(PUBLIC_MESSAGES.accepted);
  if (row.status === 'recusada') throw conflict(PUBLIC_MESSAGES.declined);
  if (row.status !== 'enviada' && row.status !== 'visualizada') throw notFound(PUBLIC_LINK_INVALID);
  if (row.validUntil < today) throw new HttpError(410, 'expired', PUBLIC_MESSAGES.expired);
}

/**
 * Accepts in one transaction holding the client's and the proposal's row locks: a second acceptance
 * (also a concurrent one, which waits for the lock) finds 'aceita' and gets a 409, so nothing is created
 * twice; two proposals of one client accepted at once are done one after the other.
 */
export async function acceptProposal(
  db: Db,
  token: string,
  input: AcceptInput,
  info: RequestInfo,
): Promise<PublicAcceptResult> {
  try {
    return await acceptInTransaction(db, token, input, info);
  } catch (error) {
    // The refusal rolled back; staff hear of a proposal whose stored money cannot be accepted.
    if (error instanceof InvalidProposal) {
      await notifyStaff(db, {
        title: 'Proposta com erro nos valores',
        message: `${error.clientName} tentou aceitar a proposta ${error.number}, mas ela tem valores inválidos (${error.problem}). Corrija e envie de novo.`,
        type: 'error',
        priority: 'high',
        roles: ['comercial'],
        target: staffPath(error.proposalId),
      });
      throw new HttpError(409, 'proposal_invalid', PUBLIC_MESSAGES.invalid);
    }
    throw error;
  }
}

class InvalidProposal extends Error {
  constructor(
    readonly proposalId: string,
    readonly number: string,
    readonly clientName: string,
    readonly problem: string,
  ) {
    super(problem);
  }
}

async function acceptInTransaction(
  db: Db,
  token: string,
  input: AcceptInput,
  info: RequestInfo,
): Promise<PublicAcceptResult> {
  const now = info.now ?? new Date();
  const today = todayOf(now);
  const result = await db.transaction(async (tx) => {
    // Lock order: the client's row, then the proposal's (as a lead merge does). Two proposals of one
    // client accepted at once then queue on the client; locking it last, after the inserts that point
    // to it (which take its key-share lock), made them deadlock (the ledger's invariants test found it).
    const { proposal: seen } = await findByToken(tx, token);
    const [lead] = await tx
      .select({ status: leads.status })
      .from(leads)
      .where(eq(leads.id, seen.leadId))
      .for('update');
    const { proposal: row, clientName } = await findByToken(tx, token, true);
    if (row.leadId !== seen.leadId) throw new HttpError(409, PROPOSAL_CHANGED.code, PROPOSAL_CHANGED.message);
    assertOpen(row, today);
    // The deal behind the proposal is won here, under its row lock (after the lead's and the
    // proposal's): a deal lost meanwhile refuses the acceptance, so it ends with exactly one outcome.
    if (row.dealId) await winDealByProposal(tx, row.dealId, row.number, now);
    const items = await itemsOf(tx, row.id);
    // The client accepts exactly what their page showed: a proposal edited since is shown again first.
    const shown = publicView(row, clientName, items, today);
    if (input.version !== row.version || input.contentHash !== shown.contentHash) {
      throw new HttpError(409, PROPOSAL_CHANGED.code, PROPOSAL_CHANGED.message);
    }
    // Rows written before the checks existed (or by hand) are refused before anything is written.
    const plan = paymentPlanSchema.safeParse(row.paymentPlan);
    const problem = plan.success ? proposalMoneyProblem(items, plan.data) : 'plano de pagamento ilegível';
    if (!plan.success || problem) throw new InvalidProposal(row.id, row.number, clientName, problem ?? '');
    const paymentPlan = plan.data;
    const optionalPositions = new Set(items.filter((item) => item.optional).map((item) => item.position));
    const unknown = input.selectedOptionalItemIds.filter((id) => !optionalPositions.has(id));
    if (unknown.length) {
      throw new HttpError(422, 'validation', 'Item opcional inválido', {
        selectedOptionalItemIds: 'Item opcional inválido',
      });
    }
    const chosen = new Set(input.selectedOptionalItemIds);
    const accepted = items.map((item) => ({
      ...item,
      selected: item.optional ? chosen.has(item.position) : true,
    }));
    const totals = computeTotals(accepted);
    const schedule = planSchedule(paymentPlan, totals.total, today, row.title);
    if (!schedule || totals.total === '0.00') {
      throw new HttpError(422, 'validation', PLAN_MESSAGES.nonPositive, {
        selectedOptionalItemIds: PLAN_MESSAGES.nonPositive,
      });
    }
    const contract = contractTotal(paymentPlan, totals.total);
    const acceptedAt = now.toISOString();
    // What the client agreed to: the page's content exactly as shown (its SHA-256 is the contentHash the
    // page sent back), the optional items they ticked, the money that follows and who accepted when.
    // The acceptance hash, shown to them and to staff, is the SHA-256 of this record.
    const snapshot = {
      shown: publicContent(shown),
      contentHash: shown.contentHash,
      selectedOptionalItemIds: [...chosen].sort((a, b) => a - b),
      items: accepted.filter(isIncluded).map((item) => ({
        id: item.position,
        description: item.description,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        discount: item.discount,
        optional: item.optional,
        total: lineTotal(item),
      })),
      totals,
      contractTotal: contract,
      schedule,
      acceptedBy: { name: input.name, cpf: input.cpf },
      acceptedAt,
    };
    const acceptedHash = sha256(canonicalJson(snapshot));

    for (const item of accepted.filter((entry) => entry.optional)) {
      await tx.update(proposalItems).set({ selected: item.selected }).where(eq(proposalItems.id, item.id));
    }

    const [project] = await tx
      .insert(projects)
      .values({
        title: row.title,
        description: `Projeto da proposta ${row.number}, aceita em ${today.split('-').reverse().join('/')}.`,
        clientId: row.leadId,
        budget: contract,
        startDate: today,
        status: 'in_progress',
      })
      .returning();

    await tx
      .update(proposals)
      .set({
        status: 'aceita',
        total: totals.total,
        acceptedAt: now,
        acceptedName: input.name,
        acceptedDocument: input.cpf,
        acceptedIp: info.ip,
        acceptedUserAgent: info.userAgent?.slice(0, 500) ?? null,
        acceptedHash,
        acceptedSnapshot: snapshot,
        acceptedTotal: contract,
        projectId: project!.id,
        updatedAt: now,
      })
      .where(eq(proposals.id, row.id));

    let recurringId: string | null = null;
    if (paymentPlan.kind === 'retainer') {
      const first = schedule[0]!;
      const [recurring] = await tx
        .insert(recurringInvoices)
        .values({
          leadId: row.leadId,
          projectId: project!.id,
          proposalId: row.id,
          description: `${row.title} (${row.number})`,
          amount: totals.total,
          dayOfMonth: paymentPlan.dayOfMonth,
          startMonth: first.competence,
          months: paymentPlan.months,
          issuedCount: 1,
          nextMonth: paymentPlan.months > 1 ? addMonths(first.competence, 1) : null,
          active: paymentPlan.months > 1,
        })
        .returning({ id: recurringInvoices.id });
      recurringId = recurring!.id;
    }
    const invoiceIds: string[] = [];
    for (const entry of schedule) {
      const [invoice] = await tx
        .insert(invoices)
        .values({
          leadId: row.leadId,
          projectId: project!.id,
          proposalId: row.id,
          recurringInvoiceId: recurringId,
          description: entry.label,
          competence: entry.competence,
          dueDate: entry.dueDate,
          total: entry.amount,
        })
        .returning({ id: invoices.id });
      invoiceIds.push(invoice!.id);
      await tx.insert(invoiceItems).values({
        invoiceId: invoice!.id,
        position: 1,
        description: `${entry.label} — proposta ${row.number}: ${row.title}`,
        quantity: '1',
        unitPrice: entry.amount,
      });
    }

    await tx.insert(leadEvents).values({
      leadId: row.leadId,
      kind: 'proposal_accepted',
      payload: {
        number: row.number,
        title: row.title,
        total: contract,
        projectId: project!.id,
        acceptedHash,
      },
    });
    if (lead && lead.status !== 'won') {
      await tx.update(leads).set({ status: 'won', updatedAt: now }).where(eq(leads.id, row.leadId));
      // The lead's timeline is read from its audit entries: the client moved it, no staff actor.
      await recordAudit(tx, null, {
        action: 'status',
        entity: 'lead',
        entityId: row.leadId,
        before: { status: lead.status },
        after: { status: 'won', via: `Proposta ${row.number} aceita pelo cliente` },
      });
    }
    await recordAudit(tx, null, {
      action: 'accept',
      entity: 'proposal',
      entityId: row.id,
      before: { status: row.status, total: row.total },
      after: {
        status: 'aceita',
        total: totals.total,
        acceptedTotal: contract,
        acceptedHash,
        acceptedName: input.name,
        ip: info.ip,
        projectId: project!.id,
        invoiceIds,
        recurringInvoiceId: recurringId,
      },
    });
    await recordAudit(tx, null, {
      action: 'create',
      entity: 'project',
      entityId: project!.id,
      after: {
        title: row.title,
        clientId: row.leadId,
        budget: contract,
        status: 'in_progress',
        proposal: row.number,
      },
    });
    await notifyStaff(tx, {
      title: 'Proposta aceita',
      message: `${clientName} aceitou a proposta ${row.number} — ${row.title} (${formatMoney(contract)}).`,
      type: 'success',
      priority: 'high',
      roles: ['comercial', 'financeiro'],
      target: staffPath(row.id),
    });
    return { acceptedAt, acceptedHash, total: contract };
  });
  return result;
}

export async function declineProposal(
  db: Db,
  token: string,
  reason: string,
  info: RequestInfo,
): Promise<{ declinedAt: string }> {
  const now = info.now ?? new Date();
  return db.transaction(async (tx) => {
    const { proposal: row, clientName } = await findByToken(tx, token, true);
    assertOpen(row, todayOf(now));
    await tx
      .update(proposals)
      .set({ status: 'recusada', declinedAt: now, declineReason: reason, updatedAt: now })
      .where(eq(proposals.id, row.id));
    await recordAudit(tx, null, {
      action: 'decline',
      entity: 'proposal',
      entityId: row.id,
      before: { status: row.status, total: row.total },
      after: { status: 'recusada', reason, ip: info.ip },
    });
    await notifyStaff(tx, {
      title: 'Proposta recusada',
      message: `${clientName} recusou a proposta ${row.number} — ${row.title}: “${reason.slice(0, 200)}”.`,
      type: 'warning',
      priority: 'medium',
      roles: ['comercial'],
      target: staffPath(row.id),
    });
    return { declinedAt: now.toISOString() };
  });
}
