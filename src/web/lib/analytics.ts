/**
 * Analytics (docs/product/analytics-and-campaigns.md). Events are kept in localStorage
 * 'analytics_events' (newest 100, docs/product/common-behaviour.md) and the public site's events are
 * also sent, first-party and cookieless, to POST /api/public/events with navigator.sendBeacon (fetch
 * keepalive where there is none). The first page view is sent by the prerendered page's inline loader
 * (scripts/prerender.mjs, `window.__codersPv`); the app sends the views of later in-app navigations.
 */
import { ANALYTICS_EVENTS, type AnalyticsEventName, isTrackedPath } from '@shared/analytics/catalog';
import { readUtm } from './utm';

export const ANALYTICS_KEY = 'analytics_events';
export const ANALYTICS_LIMIT = 100;
export const EVENTS_ENDPOINT = '/api/public/events';

export type AnalyticsEvent = { event: string; data: Record<string, unknown>; timestamp: string };

export function readEvents(): AnalyticsEvent[] {
  try {
    const raw = localStorage.getItem(ANALYTICS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as AnalyticsEvent[]) : [];
  } catch {
    return [];
  }
}

const SENT = new Set<string>(ANALYTICS_EVENTS);

/** Sends one event to the server (best effort, never throws); only on the public site's pages. */
export function sendEvent(name: AnalyticsEventName, label?: string, withReferrer = false): void {
  if (typeof window === 'undefined' || !isTrackedPath(window.location.pathname)) return;
  try {
    const { referrer: _referrer, ...utm } = readUtm() ?? {};
    const body = JSON.stringify({
      n: name,
      u: window.location.href,
      // The referrer says where the visit came from: sent with its first page view only.
      ...(withReferrer && document.referrer ? { r: document.referrer.slice(0, 2000) } : {}),
      ...(label ? { l: label.slice(0, 80) } : {}),
      ...(Object.keys(utm).length ? { c: utm } : {}),
    });
    const blob = new Blob([body], { type: 'application/json' });
    if (navigator.sendBeacon?.(EVENTS_ENDPOINT, blob)) return;
    void fetch(EVENTS_ENDPOINT, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Analytics is best effort.
  }
}

const labelOf = (data: Record<string, unknown>) => {
  const value = data.cta ?? data.id;
  return typeof value === 'string' ? value : undefined;
};

/** Records one event; storage errors (private mode, full quota) never break the page. */
export function track(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  if (SENT.has(event)) sendEvent(event as AnalyticsEventName, labelOf(data));
  try {
    const events = [...readEvents(), { event, data, timestamp: new Date().toISOString() }];
    localStorage.setItem(ANALYTICS_KEY, JSON.stringify(events.slice(-ANALYTICS_LIMIT)));
  } catch {
    // Storage unavailable: analytics is best effort.
  }
}

/** Click handler for a call to action: `onClick={trackCta('hero_avaliar')}`. */
export function trackCta(cta: string, extra: Record<string, unknown> = {}) {
  return () => track('cta_click', { cta, ...extra });
}

/**
 * Page views of in-app navigations: called once with the router. The first page's view is the inline
 * loader's when the page was prerendered (`__codersPv`); otherwise (the SPA shell) the app sends it.
 */
export function trackPageViews(router: {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => unknown;
}): void {
  let last = router.state.location.pathname;
  if (!(window as { __codersPv?: unknown }).__codersPv) sendEvent('page_view', undefined, true);
  router.subscribe((state) => {
    if (state.location.pathname === last) return;
    last = state.location.pathname;
    // After React Router commits the new URL (the beacon reads window.location).
    setTimeout(() => sendEvent('page_view'));
  });
}
