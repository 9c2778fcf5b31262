/**
 * POST /api/public/events → one row of analytics_events (docs/product/analytics-and-campaigns.md).
 * No cookie and no personal data: the address and the user agent only feed the visitor hash
 * sha256(daily salt | address | user agent | site) and the device/browser classes; neither is stored.
 * Of the page URL only the path and the utm_* parameters are kept (a query string may hold an
 * e-mail); of the referrer only its host, and none for our own pages.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import type { EventBody } from '@shared/analytics/schemas';
import { zonedDay } from '@shared/time';
import { analyticsEvents } from './schema';
import { browserFamily, deviceClass, isBot } from './user-agent';

const UTM_KEYS = ['source', 'medium', 'campaign', 'content', 'term'] as const;
const clip = (value: string | null | undefined, max: number) => {
  const text = value?.trim().slice(0, max);
  return text ? text : null;
};

const salts = new WeakMap<Db, { day: string; salt: string }>();

/** The salt of a São Paulo day: made on the day's first event (random, shared by every instance). */
export async function saltFor(db: Db, day: string): Promise<string> {
  const hit = salts.get(db);
  if (hit?.day === day) return hit.salt;
  const candidate = randomBytes(32).toString('base64url');
  const rows = await queryRows<{ salt: string }>(
    db,
    sql`with made as (
          insert into analytics_salts (day, salt) values (${day}::date, ${candidate})
          on conflict (day) do nothing returning salt)
        select salt from made union all select salt from analytics_salts where day = ${day}::date limit 1`,
  );
  const salt = rows[0]!.salt;
  salts.set(db, { day, salt });
  return salt;
}

export function visitorHash(salt: string, address: string, userAgent: string, site: string): string {
  return createHash('sha256')
    .update(`${salt}|${address}|${userAgent}|${site}`)
    .digest('base64url')
    .slice(0, 22);
}

export type EventContext = { address: string; userAgent: string | null; site: string; now: Date };

/** Records the event; false when it was dropped (a bot). */
export async function recordEvent(db: Db, body: EventBody, context: EventContext): Promise<boolean> {
  const userAgent = context.userAgent ?? '';
  if (isBot(userAgent)) return false;
  const page = new URL(body.u);
  const day = zonedDay(context.now);
  const salt = await saltFor(db, day);
  const fromUrl = Object.fromEntries(UTM_KEYS.map((key) => [key, page.searchParams.get(`utm_${key}`)]));
  const utm = body.c ?? {};
  const pick = (key: (typeof UTM_KEYS)[number]) => clip(utm[key] ?? fromUrl[key], 200)?.toLowerCase() ?? null;
  await db.insert(analyticsEvents).values({
    occurredAt: context.now,
    day,
    event: body.n,
    path: clip(decodePath(page.pathname), 300) ?? '/',
    label: clip(body.l, 80),
    referrerHost: referrerHost(body.r, page.host),
    utmSource: pick('source'),
    utmMedium: pick('medium'),
    utmCampaign: pick('campaign'),
    utmContent: pick('content'),
    utmTerm: pick('term'),
    device: deviceClass(userAgent),
    browser: browserFamily(userAgent),
    visitor: visitorHash(salt, context.address, userAgent, context.site),
  });
  return true;
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The referrer's host without `www.`; none for a link from our own pages or a non-web referrer. */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.host === ownHost) return null;
    return clip(url.hostname.replace(/^www\./, '').toLowerCase(), 200);
  } catch {
    return null;
  }
}
