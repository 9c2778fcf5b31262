/**
 * Origin of the visit: UTM parameters and the external referrer, captured on the first page of the
 * session (sessionStorage 'coders_utm') and sent with the questionnaire and the booking, so the lead
 * records which campaign brought it. A later landing with new UTM parameters replaces them
 * (the latest campaign click wins); internal navigation never does.
 */
export const UTM_STORAGE_KEY = 'coders_utm';

export type VisitOrigin = {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
  referrer?: string;
};

const PARAMS = [
  ['utm_source', 'source'],
  ['utm_medium', 'medium'],
  ['utm_campaign', 'campaign'],
  ['utm_term', 'term'],
  ['utm_content', 'content'],
] as const;

const clip = (value: string, max: number) => value.trim().slice(0, max);

function externalReferrer(): string | undefined {
  try {
    if (!document.referrer) return undefined;
    const referrer = new URL(document.referrer);
    return referrer.origin === window.location.origin ? undefined : clip(document.referrer, 500);
  } catch {
    return undefined;
  }
}

export function readUtm(): VisitOrigin | undefined {
  try {
    const raw = sessionStorage.getItem(UTM_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as VisitOrigin) : undefined;
  } catch {
    return undefined;
  }
}

/** Call once when a public page loads (in an effect: it reads window). Safe to call repeatedly. */
export function captureUtm(): VisitOrigin | undefined {
  try {
    const params = new URLSearchParams(window.location.search);
    const fromUrl: VisitOrigin = {};
    for (const [param, key] of PARAMS) {
      const value = params.get(param);
      if (value?.trim()) fromUrl[key] = clip(value, 200);
    }
    const stored = readUtm();
    const hasCampaign = Object.keys(fromUrl).length > 0;
    if (stored && !hasCampaign) return stored;
    const origin: VisitOrigin = { ...fromUrl };
    const referrer = externalReferrer() ?? stored?.referrer;
    if (referrer) origin.referrer = referrer;
    sessionStorage.setItem(UTM_STORAGE_KEY, JSON.stringify(origin));
    return origin;
  } catch {
    return readUtm(); // storage blocked: the form is still sent, just without its origin
  }
}
