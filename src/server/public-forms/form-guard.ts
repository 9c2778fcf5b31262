/**
 * What every public form goes through before its answers are read: a per-IP rate limit (the
 * honeypot and the signed form token, form-token.ts, tell bots from people).
 */

import type { Db } from '@server/db/client';
import type { LeadUtm } from '@server/db/schema';
import { hitRateLimit, type RateLimitResult } from '@server/lib/rate-limit';
import type { VisitUtm } from '@shared/schemas/questionnaire';

export const PUBLIC_FORM_LIMIT = 5;
export const PUBLIC_FORM_WINDOW_MS = 10 * 60_000;

/** Counts one submission of `form` from `ip` (every attempt counts, valid or not). */
export function hitFormRateLimit(db: Db, form: string, ip: string): Promise<RateLimitResult> {
  return hitRateLimit(db, `public:${form}:${ip}`, PUBLIC_FORM_LIMIT, PUBLIC_FORM_WINDOW_MS);
}

/** Free-slot lookups per address: a person needs a handful, a scraper polling the calendar is cut off. */
export const SLOTS_LIMIT = 60;
export const SLOTS_WINDOW_MS = 10 * 60_000;

export function hitSlotsRateLimit(db: Db, ip: string): Promise<RateLimitResult> {
  return hitRateLimit(db, `public:slots:${ip}`, SLOTS_LIMIT, SLOTS_WINDOW_MS);
}

/** The visit's origin as stored on the lead; null when nothing was captured. */
export function leadUtm(utm: VisitUtm | undefined): LeadUtm | null {
  if (!utm) return null;
  const entries = Object.entries(utm).filter(([, value]) => typeof value === 'string' && value.trim() !== '');
  return entries.length ? (Object.fromEntries(entries) as LeadUtm) : null;
}
