/**
 * Referral attribution (docs/product/partners.md): a NEW lead is credited to a partner when the code
 * the visitor's device kept (`?ref=CODE`, src/web/lib/referral.ts) names an active partner with an
 * agreement in force today, and the visit falls within that agreement's attribution window. The
 * visit time comes from the visitor's device, so it is only trusted inside the window: a time in the
 * future (beyond a few minutes of clock skew) or older than the window credits nobody. A lead that
 * already existed is never credited (decision 012): callers ask only when they create the lead.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { saoPauloDay } from '@shared/format';
import { REFERRAL_CODE_PATTERN } from '@shared/partners/catalog';
import type { VisitReferral } from '@shared/partners/schemas';

/** A visitor's clock a little ahead of ours still counts; anything further in the future does not. */
export const CLOCK_SKEW_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

export type ReferralCredit = { partnerId: string; referredAt: Date };

/** The partner to credit for a visit, or null. */
export async function resolveReferral(
  db: Db,
  referral: VisitReferral | null | undefined,
  now: Date,
): Promise<ReferralCredit | null> {
  if (!referral) return null;
  const code = referral.code.trim().toUpperCase();
  if (!REFERRAL_CODE_PATTERN.test(code)) return null;
  const visitedAt = referral.at;
  if (!Number.isFinite(visitedAt) || visitedAt > now.getTime() + CLOCK_SKEW_MS) return null;
  const today = saoPauloDay(now);
  const [row] = await queryRows<{ partner_id: string; attribution_days: number }>(
    db,
    sql`select p.id as partner_id, a.attribution_days
        from partners p
        join partner_agreements a on a.partner_id = p.id
        where p.code = ${code} and p.status = 'ativo' and a.status = 'ativo'
          and a.valid_from <= ${today}::date and (a.valid_until is null or a.valid_until >= ${today}::date)
        order by a.valid_from desc
        limit 1`,
  );
  if (!row) return null;
  if (now.getTime() - visitedAt > row.attribution_days * DAY_MS) return null;
  return { partnerId: row.partner_id, referredAt: new Date(Math.min(visitedAt, now.getTime())) };
}

/** The partner whose one-time link is used (the link itself proves the referral). */
export async function activePartnerCredit(
  db: Db,
  partnerId: string,
  now: Date,
): Promise<ReferralCredit | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from partners where id = ${partnerId} and status = 'ativo'`,
  );
  return row ? { partnerId: row.id, referredAt: now } : null;
}
