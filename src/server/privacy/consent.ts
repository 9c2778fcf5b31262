/**
 * Consent given or withdrawn outside the public forms (docs/product/privacy-lgpd.md): the unsubscribe
 * link, a revocation on /meus-dados and what staff record. Always appended (consent_events is
 * append-only, decision 012); the latest row of a purpose is its state.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { consentEvents } from '@server/db/schema';
import { PRIVACY_POLICY_VERSION } from '@shared/content/privacy-consent';
import type { ConsentChannel, ConsentPurpose } from '@shared/schemas/lead-submissions';
import { scopeOf } from './personal-data';

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

/** Marketing withdrawn for every lead of the e-mail (unsubscribe link or /meus-dados). */
export async function withdrawMarketing(
  db: Db,
  email: string,
  channel: 'unsubscribe' | 'rights_page',
  context: ConsentContext,
): Promise<number> {
  const scope = await scopeOf(db, email);
  return appendConsent(db, scope.leadIds, { purpose: 'marketing', granted: false, channel }, context);
}

/** Whether the lead has any consent row of this channel (the chat records its consent once). */
export async function hasConsentFrom(db: Db, leadId: string, channel: ConsentChannel): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from consent_events where lead_id = ${leadId} and channel = ${channel} limit 1`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
