/**
 * Consent given or withdrawn outside the public forms (docs/product/privacy-lgpd.md): the unsubscribe
 * link, a revocation on /meus-dados and what staff record. Always appended (consent_events is
 * append-only, decision 012); the latest row of a purpose is its state.
 *
 * A withdrawal typed on /meus-dados takes effect at once (stopping marketing is the safe direction), but
 * anyone can type any e-mail there: it is recorded as 'rights_page' (shown as an unverified request
 * from the form), never as the person's own act. The person gets a one-time link to confirm it
 * ('rights_confirmed') or undo it ('rights_undone'). The unsubscribe link in our own e-mails reached
 * the person's mailbox, so it counts as theirs ('unsubscribe') in one click.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { consentEvents } from '@server/db/schema';
import { recordAudit } from '@server/lib/audit';
import { PRIVACY_POLICY_VERSION } from '@shared/content/privacy-consent';
import { OPEN_PRIVACY_STATUSES } from '@shared/privacy/catalog';
import type { ConsentChannel, ConsentPurpose } from '@shared/schemas/lead-submissions';
import { personOf } from './personal-data';
import { privacyRequests, privacyTokens } from './schema';
import { findPrivacyToken } from './tokens';

export type ConsentContext = {
  ip: string | null;
  userAgent: string | null;
  now: Date;
  recordedBy?: string | null;
};

export async function appendConsent(
  db: Db,
  leadIds: string[],
  input: { purpose: ConsentPurpose; granted: boolean; channel: ConsentChannel },
  context: ConsentContext,
): Promise<number> {
  if (!leadIds.length) return 0;
  await db.insert(consentEvents).values(
    leadIds.map((leadId) => ({
      leadId,
      purpose: input.purpose,
      granted: input.granted,
      channel: input.channel,
      policyVersion: PRIVACY_POLICY_VERSION,
      ip: context.ip || null,
      userAgent: context.userAgent ? context.userAgent.slice(0, 500) : null,
      recordedBy: context.recordedBy ?? null,
      createdAt: context.now,
    })),
  );
  return leadIds.length;
}

/**
 * Marketing withdrawn for every lead of the e-mail: 'unsubscribe' (the link in our e-mail, the person's
 * act) or 'rights_page' (typed on /meus-dados, unverified until the person confirms it).
 */
export async function withdrawMarketing(
  db: Db,
  email: string,
  channel: 'unsubscribe' | 'rights_page',
  context: ConsentContext,
): Promise<number> {
  const person = await personOf(db, email);
  return appendConsent(db, person.leadIds, { purpose: 'marketing', granted: false, channel }, context);
}

export type WithdrawalDecision = 'confirm' | 'undo';

/**
 * The person answers the link e-mailed after a withdrawal typed on /meus-dados (one use, 7 days):
 * - confirm: a 'rights_confirmed' row (marketing off, now the person's act) and the request verified;
 * - undo: each lead whose latest marketing row is still that unverified withdrawal gets back the state
 *   it had before ('rights_undone'); a later choice of the person is never overridden. The request is
 *   closed as refused (the person says it was not theirs).
 * False for an unknown, used or expired link.
 */
export async function answerWithdrawal(
  db: Db,
  token: string,
  decision: WithdrawalDecision,
  context: ConsentContext,
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const link = await findPrivacyToken(tx, 'consent', token, context.now);
    if (!link?.requestId) return false;
    // Single use, even when two clicks race: only the one that marks it used goes on.
    const spent = await tx
      .update(privacyTokens)
      .set({ usedAt: context.now })
      .where(and(eq(privacyTokens.id, link.id), isNull(privacyTokens.usedAt)))
      .returning({ id: privacyTokens.id });
    if (!spent.length) return false;
    const [request] = await tx
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, link.requestId))
      .limit(1);
    if (!request) return false;
    const person = await personOf(tx, link.email);
    if (decision === 'confirm') {
      await appendConsent(
        tx,
        person.leadIds,
        { purpose: 'marketing', granted: false, channel: 'rights_confirmed' },
        context,
      );
      await tx
        .update(privacyRequests)
        .set({
          status: 'aberta',
          verifiedAt: context.now,
          verificationNote: 'Revogação confirmada pelo titular no link enviado por e-mail',
          updatedAt: context.now,
        })
        .where(and(eq(privacyRequests.id, request.id), eq(privacyRequests.status, 'nao_verificada')));
      await recordAudit(tx, null, {
        action: 'privacy_withdrawal_confirmed',
        entity: 'privacy_request',
        entityId: request.id,
      });
      return true;
    }
    for (const leadId of person.leadIds) {
      const [latest, previous] = await queryRows<{ channel: string; granted: boolean; created_at: string }>(
        tx,
        sql`select channel, granted, created_at from consent_events
            where lead_id = ${leadId} and purpose = 'marketing'
            order by created_at desc, id desc limit 2`,
      );
      const stillThatWithdrawal =
        latest?.channel === 'rights_page' &&
        new Date(latest.created_at).getTime() === request.createdAt.getTime();
      if (!stillThatWithdrawal) continue;
      await appendConsent(
        tx,
        [leadId],
        { purpose: 'marketing', granted: previous?.granted ?? false, channel: 'rights_undone' },
        context,
      );
    }
    await tx
      .update(privacyRequests)
      .set({
        status: 'recusada',
        reply:
          'O titular informou, pelo link enviado por e-mail, que não fez este pedido. A revogação foi desfeita.',
        closedAt: context.now,
        updatedAt: context.now,
      })
      .where(
        and(eq(privacyRequests.id, request.id), inArray(privacyRequests.status, [...OPEN_PRIVACY_STATUSES])),
      );
    await recordAudit(tx, null, {
      action: 'privacy_withdrawal_undone',
      entity: 'privacy_request',
      entityId: request.id,
    });
    return true;
  });
}

/** Whether the lead has any consent row of this channel (the chat records its consent once). */
export async function hasConsentFrom(db: Db, leadId: string, channel: ConsentChannel): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from consent_events where lead_id = ${leadId} and channel = ${channel} limit 1`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
