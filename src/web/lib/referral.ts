/**
 * Partner referral links (`/?ref=CODE` on any public page, docs/product/partners.md): the code and the
 * time of the visit are kept first-party on the visitor's device (localStorage 'coders_ref', no
 * cookie) and sent with the questionnaire and the booking, like the UTM origin (./utm.ts). The
 * server decides whether the visit still counts (the agreement's attribution window); a later visit
 * through another partner's link replaces the code (the latest referral wins).
 *
 * The prerendered pages load no script before the visitor's intent (decisions 008 and 013), so the
 * inline loader (scripts/prerender.mjs) stores the code at load with these same key and shape; the
 * app calls captureReferral() too, for pages it renders itself.
 */
export const REFERRAL_STORAGE_KEY = 'coders_ref';
/** Codes as the server accepts them (src/shared/partners/catalog.ts REFERRAL_CODE_PATTERN), any case. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/;

export type StoredReferral = { code: string; at: number };

export function readReferral(): StoredReferral | undefined {
  try {
    const raw = localStorage.getItem(REFERRAL_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredReferral> | null;
    if (!parsed || typeof parsed.code !== 'string' || typeof parsed.at !== 'number') return undefined;
    if (!CODE.test(parsed.code)) return undefined;
    return { code: parsed.code.toUpperCase(), at: Math.floor(parsed.at) };
  } catch {
    return undefined;
  }
}

/** Keeps `?ref=` of the current URL with the time of the visit. Safe to call repeatedly. */
export function captureReferral(now = Date.now()): StoredReferral | undefined {
  try {
    const code = new URLSearchParams(window.location.search).get('ref')?.trim();
    if (!code || !CODE.test(code)) return readReferral();
    const stored = readReferral();
    // The same link reloaded keeps its first visit time.
    if (stored?.code === code.toUpperCase()) return stored;
    const referral = { code: code.toUpperCase(), at: now };
    localStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(referral));
    return referral;
  } catch {
    return undefined;
  }
}
