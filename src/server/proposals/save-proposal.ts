/**
 * Writing proposals (docs/product/proposals.md): create (number taken in the same transaction), edit
 * (a sent proposal keeps its previous version frozen and bumps `version`), delete a never-sent draft,
 * cancel with a reason, send (the public link), regenerate or revoke the link. Every change is audited
 * with the content and money before and after.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { leads } from '@server/db/schema';
import { deals } from '@server/deals/schema';
import { nextDocumentNumber } from '@server/finance/numbering';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { proposalItems, proposals, proposalVersions } from '@server/proposals/schema';
import { PROPOSAL_NOT_FOUND, type ProposalFormData, proposalMoneyProblem } from '@shared/proposals/schemas';
import { canonicalJson, computeTotals, planProblem } from '@shared/schemas/proposal-totals';
import { proposalSnapshot, todayOf } from './proposal-rows';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
export const publicProposalUrl = (baseUrl: string, token: string) =>
  `${baseUrl.replace(/\/+$/, '')}/proposta/${token}`;

const invalid = (field: string, message: string) =>
  new HttpError(422, 'validation', message, { [field]: message });

async function assertLead(db: Db, leadId: string, dealId?: string | null) {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) throw invalid('leadId', 'Cliente não encontrado');
  if (!dealId) return;
  const [deal] = await db.select({ id: deals.id }).from(deals).where(eq(deals.id, dealId)).limit(1);
  if (!deal) throw invalid('dealId', 'Negócio não encontrado');
}

function totalsOf(input: ProposalFormData) {
  const totals = computeTotals(input.items);
  const problem = planProblem(input.paymentPlan, totals.total);
  if (problem) throw invalid('paymentPlan', problem);
  return totals;
}

const fields = (input: ProposalFormData, total: string) => ({
  leadId: input.leadId,
  ...(input.dealId !== undefined ? { dealId: input.dealId } : {}),
  title: input.title,
  intro: input.intro,
  scope: input.scope,
  terms: input.terms,
  validUntil: input.validUntil,
  paymentPlan: input.paymentPlan,
  total,
});

const itemRows = (proposalId: string, input: ProposalFormData) =>
  input.items.map((item, index) => ({
    proposalId,
    position: index + 1,
    description: item.description,
    service: item.service,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    discount: item.discount,
    optional: item.optional,
    selected: item.optional ? item.selected : true,
  }));

export async function createProposal(
  db: Db,
  actor: Actor,
  input: ProposalFormData,
  now: Date = new Date(),
): Promise<string> {
  await assertLead(db, input.leadId, input.dealId);
  const totals = totalsOf(input);
  return db.transaction(async (tx) => {
    const number = await nextDocumentNumber(tx, 'PROP', Number(todayOf(now).slice(0, 4)));
    const [row] = await tx
      .insert(proposals)
      .values({
        ...fields(input, totals.total),
        number,
        ownerId: actor?.id ?? null,
        createdBy: actor?.id ?? null,
      })
      .returning();
    const items = input.items.length
      ? await tx.insert(proposalItems).values(itemRows(row!.id, input)).returning()
      : [];
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'proposal',
      entityId: row!.id,
      after: proposalSnapshot(row!, items),
    });
    return row!.id;
  });
}

async function lockProposal(tx: Db, id: string) {
  const [row] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update').limit(1);
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  const items = await tx.select().from(proposalItems).where(eq(proposalItems.proposalId, id));
  return { row, items };
}

const isSent = (status: string) => status === 'enviada' || status === 'visualizada';

function assertEditable(row: typeof proposals.$inferSelect) {
  if (row.cancelledAt) throw conflict('Esta proposta foi cancelada e não pode mais ser alterada.');
  if (row.status === 'aceita') throw conflict('Esta proposta já foi aceita e não pode mais ser alterada.');
  if (row.status === 'recusada') throw conflict('Esta proposta foi recusada e não pode mais ser alterada.');
}

/** What the client reads, compared as canonical JSON (numbers as the database writes them). */
function sameContent(
  row: typeof proposals.$inferSelect,
  items: (typeof proposalItems.$inferSelect)[],
  input: ProposalFormData,
): boolean {
  const itemContent = (list: Omit<typeof proposalItems.$inferInsert, 'proposalId'>[]) =>
    [...list]
      .sort((a, b) => a.position - b.position)
      .map(({ description, service, quantity, unitPrice, discount, optional, selected }) => ({
        description,
        service: service ?? null,
        quantity,
        unitPrice,
        discount,
        optional,
        selected,
      }));
  type Content = {
    leadId: string;
    title: string;
    intro: string;
    scope: string;
    terms: string;
    validUntil: string;
    paymentPlan: unknown;
  };
  const content = (value: Content, list: Omit<typeof proposalItems.$inferInsert, 'proposalId'>[]) =>
    canonicalJson({
      leadId: value.leadId,
      title: value.title,
      intro: value.intro,
      scope: value.scope,
      terms: value.terms,
      validUntil: value.validUntil,
      paymentPlan: value.paymentPlan,
      items: itemContent(list),
    });
  return content(row, items) === content(fields(input, '0'), itemRows(row.id, input));
}

export async function updateProposal(
  db: Db,
  actor: Actor,
  id: string,
  input: ProposalFormData,
): Promise<void> {
  await assertLead(db, input.leadId, input.dealId);
  const totals = totalsOf(input);
  await db.transaction(async (tx) => {
    const { row: before, items: beforeItems } = await lockProposal(tx, id);
    assertEditable(before);
    const beforeSnapshot = proposalSnapshot(before, beforeItems);
    // Saving a sent proposal unchanged starts no new version (and writes nothing).
    if (isSent(before.status) && sameContent(before, beforeItems, input)) return;
    let version = before.version;
    // Editing what the client may already have seen: the previous version is frozen, the link shows the new one.
    if (isSent(before.status)) {
      await tx
        .insert(proposalVersions)
        .values({ proposalId: id, version: before.version, snapshot: beforeSnapshot })
        .onConflictDoNothing();
      version += 1;
    }
    // A sent proposal moved to another client: the link the first client holds must not show the new
    // client's name and prices. It is revoked and the proposal goes back to 'rascunho' to be sent again.
    const clientChanged = isSent(before.status) && before.leadId !== input.leadId;
    const now = new Date();
    const [after] = await tx
      .update(proposals)
      .set({
        ...fields(input, totals.total),
        version,
        updatedAt: now,
        ...(clientChanged
          ? {
              status: 'rascunho' as const,
              tokenRevokedAt: before.publicTokenHash && !before.tokenRevokedAt ? now : before.tokenRevokedAt,
              viewCount: 0,
              firstViewedAt: null,
            }
          : {}),
      })
      .where(eq(proposals.id, id))
      .returning();
    await tx.delete(proposalItems).where(eq(proposalItems.proposalId, id));
    const items = input.items.length
      ? await tx.insert(proposalItems).values(itemRows(id, input)).returning()
      : [];
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'proposal',
      entityId: id,
      before: beforeSnapshot,
      after: proposalSnapshot(after!, items),
    });
    if (clientChanged) {
      await recordAudit(tx, actor, {
        action: 'revoke',
        entity: 'proposal',
        entityId: id,
        before: { leadId: before.leadId, status: before.status },
        after: { leadId: input.leadId, status: 'rascunho', link: 'revogado (cliente alterado)' },
      });
    }
  });
}

export async function deleteProposal(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { row, items } = await lockProposal(tx, id);
    if (row.status !== 'rascunho' || row.sentAt) {
      throw conflict('Propostas enviadas não são excluídas: cancele com um motivo.');
    }
    await tx.delete(proposals).where(eq(proposals.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'proposal',
      entityId: id,
      before: proposalSnapshot(row, items),
    });
  });
}

export async function cancelProposal(db: Db, actor: Actor, id: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { row } = await lockProposal(tx, id);
    if (row.cancelledAt) throw conflict('Esta proposta já foi cancelada.');
    if (row.status === 'aceita') throw conflict('Uma proposta aceita não pode ser cancelada.');
    const at = new Date();
    await tx
      .update(proposals)
      .set({
        cancelledAt: at,
        cancelReason: reason,
        tokenRevokedAt: row.publicTokenHash && !row.tokenRevokedAt ? at : row.tokenRevokedAt,
        updatedAt: at,
      })
      .where(eq(proposals.id, id));
    await recordAudit(tx, actor, {
      action: 'cancel',
      entity: 'proposal',
      entityId: id,
      before: { status: row.status, total: row.total },
      after: { status: 'cancelada', reason, total: row.total },
    });
  });
}

/** Sends a draft: status 'enviada' and a new public link, whose token is answered once and never stored. */
export async function sendProposal(
  db: Db,
  actor: Actor,
  id: string,
  baseUrl: string,
  now: Date = new Date(),
): Promise<{ url: string }> {
  const token = newToken();
  await db.transaction(async (tx) => {
    const { row, items } = await lockProposal(tx, id);
    assertEditable(row);
    if (row.status !== 'rascunho')
      throw conflict('Esta proposta já foi enviada. Gere um novo link se precisar.');
    if (!items.length || computeTotals(items).total === '0.00') {
      throw invalid('items', 'Inclua ao menos um item com valor antes de enviar.');
    }
    const moneyProblem = proposalMoneyProblem(items, row.paymentPlan);
    if (moneyProblem) throw invalid('items', moneyProblem);
    if (row.validUntil < todayOf(now))
      throw invalid('validUntil', 'A validade já passou: ajuste a data antes de enviar.');
    const problem = planProblem(row.paymentPlan, computeTotals(items).total);
    if (problem) throw invalid('paymentPlan', problem);
    await tx
      .update(proposals)
      .set({
        status: 'enviada',
        sentAt: now,
        publicTokenHash: hashToken(token),
        tokenRevokedAt: null,
        updatedAt: now,
      })
      .where(eq(proposals.id, id));
    await recordAudit(tx, actor, {
      action: 'send',
      entity: 'proposal',
      entityId: id,
      before: { status: row.status },
      after: { status: 'enviada', total: row.total, version: row.version },
    });
  });
  return { url: publicProposalUrl(baseUrl, token) };
}

/** A new link for a sent proposal: the old one stops working at once. */
export async function regenerateLink(
  db: Db,
  actor: Actor,
  id: string,
  baseUrl: string,
): Promise<{ url: string }> {
  const token = newToken();
  await db.transaction(async (tx) => {
    const { row } = await lockProposal(tx, id);
    assertEditable(row);
    if (!isSent(row.status)) throw conflict('Envie a proposta antes de gerar o link.');
    await tx
      .update(proposals)
      .set({ publicTokenHash: hashToken(token), tokenRevokedAt: null, updatedAt: new Date() })
      .where(eq(proposals.id, id));
    await recordAudit(tx, actor, {
      action: 'link',
      entity: 'proposal',
      entityId: id,
      after: { link: 'novo' },
    });
  });
  return { url: publicProposalUrl(baseUrl, token) };
}

export async function revokeLink(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { row } = await lockProposal(tx, id);
    if (!row.publicTokenHash || row.tokenRevokedAt) throw conflict('Esta proposta não tem link ativo.');
    await tx
      .update(proposals)
      .set({ tokenRevokedAt: new Date(), updatedAt: new Date() })
      .where(eq(proposals.id, id));
    await recordAudit(tx, actor, {
      action: 'revoke',
      entity: 'proposal',
      entityId: id,
      after: { link: 'revogado' },
    });
  });
}
