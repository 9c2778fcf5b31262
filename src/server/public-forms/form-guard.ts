/**
 * What every public form goes through before its answers are read: a per-IP rate limit and the
 * honeypot/minimum-fill-time checks that tell bots from people.
 */
import { messages, sentTooFast } from '../../shared/schemas/booking-rules';
import type { VisitUtm } from '../../shared/schemas/questionnaire';
import type { Db } from '../db/client';
import type { LeadUtm } from '../db/schema';
import { HttpError } from '../lib/http';
import { hitRateLimit, type RateLimitResult } from '../lib/rate-limit';

export const PUBLIC_FORM_LIMIT = 5;
export const PUBLIC_FORM_WINDOW_MS = 10 * 60_000;

/** Counts one submission of `form` from `ip` (every attempt counts, valid or not). */
export function hitFormRateLimit(db: Db, form: string, ip: string): Promise<RateLimitResult> {
  return hitRateLimit(db, `public:${form}:${ip}`, PUBLIC_FORM_LIMIT, PUBLIC_FORM_WINDOW_MS);
}

/** Throws the PT-BR 422 when the form came back too soon after loading. */
export function assertHumanPace(startedAt: number, receivedAt: number): void {
  if (sentTooFast(startedAt, receivedAt)) throw new HttpError(422, 'too_fast', messages.tooFast);
}

/** The visit's origin as stored on the lead; null when nothing was captured. */
export function leadUtm(utm: VisitUtm | undefined): LeadUtm | null {
  if (!utm) return null;
  const entries = Object.entries(utm).filter(([, value]) => typeof value === 'string' && value.trim() !== '');
  return entries.length ? (Object.fromEntries(entries) as LeadUtm) : null;
}
