/**
 * Local analytics (docs/product/common-behaviour.md): events are kept in localStorage 'analytics_events', newest 100 only.
 * No third-party tracker: nothing leaves the browser, so no cookie banner is needed for it.
 */
export const ANALYTICS_KEY = 'analytics_events';
export const ANALYTICS_LIMIT = 100;

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

/** Records one event; storage errors (private mode, full quota) never break the page. */
export function track(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
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
