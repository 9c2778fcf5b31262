/**
 * Analytics catalogs (docs/product/analytics-and-campaigns.md): the events the public pages send, the
 * pages that count, and the device classes. No zod here: the browser entry imports this before the zod
 * configuration could apply (CSP, no eval).
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

/** What a user agent is reduced to (with its browser family); the events table checks the column. */
export const deviceClasses = [
  { value: 'mobile', label: 'Celular' },
  { value: 'tablet', label: 'Tablet' },
  { value: 'desktop', label: 'Computador' },
] as const;
export type DeviceClass = (typeof deviceClasses)[number]['value'];
