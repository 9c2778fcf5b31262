/**
 * The analytics events the public pages send and the pages that count (docs/product/analytics-and-campaigns.md).
 * No zod here: the browser entry imports this before the zod configuration could apply (CSP, no eval).
 */

/** The events the public pages send; anything else the browser records stays local. */
export const ANALYTICS_EVENTS = [
  'page_view',
  'cta_click',
  'questionnaire_view',
  'questionnaire_step',
  'questionnaire_submitted',
  'booking_view',
  'booking_slot_selected',
  'booking_submitted',
  'chat_opened',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/**
 * The pages whose views are counted: the public site only (never the staff area, the sign-in pages or
 * a one-time link, whose path holds a token).
 */
export function isTrackedPath(path: string): boolean {
  return /^\/($|questionario\/?$|privacidade\/?$|plataforma\/|blog(\/|$))/.test(path);
}
