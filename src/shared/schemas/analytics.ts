/**
 * First-party analytics (docs/product/analytics-and-campaigns.md): what a public page may send to
 * POST /api/public/events, and the Analytics page's period query and answer.
 */
import { z } from 'zod';
import { ANALYTICS_EVENTS } from '@shared/catalog/analytics-events';

export { ANALYTICS_EVENTS, type AnalyticsEventName, isTrackedPath } from '@shared/catalog/analytics-events';

/** The largest body the events endpoint reads (bytes): a page view is ~200. */
export const EVENT_BODY_LIMIT_BYTES = 4096;

const utmValue = z.string().trim().max(200).optional();

/** Short keys keep the inline page-view beacon tiny: n = name, u = page URL, r = referrer, l = label, c = UTM. */
export const eventBodySchema = z.object({
  n: z.enum(ANALYTICS_EVENTS, { error: 'Evento desconhecido.' }),
  u: z.string().max(2000, 'Endereço longo demais.').url('Endereço inválido.'),
  r: z.string().max(2000).optional(),
  l: z.string().trim().max(80).optional(),
  c: z
    .object({ source: utmValue, medium: utmValue, campaign: utmValue, content: utmValue, term: utmValue })
    .strict()
    .optional(),
});
export type EventBody = z.infer<typeof eventBodySchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const MAX_PERIOD_DAYS = 366;
export const PERIOD_INVALID = 'Período inválido: a data final deve ser igual ou posterior à inicial.';

export const analyticsQuerySchema = z
  .object({
    from: z.string().regex(DAY, 'Data inicial inválida (use AAAA-MM-DD).'),
    to: z.string().regex(DAY, 'Data final inválida (use AAAA-MM-DD).'),
  })
  .refine((value) => value.from <= value.to, { message: PERIOD_INVALID, path: ['to'] })
  .refine((value) => (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 < MAX_PERIOD_DAYS, {
    message: `Período longo demais (máximo de ${MAX_PERIOD_DAYS} dias).`,
    path: ['from'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const deviceLabels: Record<string, string> = {
  mobile: 'Celular',
  tablet: 'Tablet',
  desktop: 'Computador',
};

export type Breakdown = { value: string; visitors: number; views: number };
export type PeriodTotals = { visitors: number; views: number; questionnaires: number; leads: number };
export type FunnelStep = { key: string; label: string; value: number; money?: string };

export type AnalyticsReport = {
  period: { from: string; to: string };
  previous: { from: string; to: string };
  totals: PeriodTotals;
  previousTotals: PeriodTotals;
  series: { day: string; visitors: number; views: number }[];
  referrers: Breakdown[];
  sources: Breakdown[];
  mediums: Breakdown[];
  campaigns: Breakdown[];
  pages: Breakdown[];
  devices: Breakdown[];
  browsers: Breakdown[];
  funnel: FunnelStep[];
  previousFunnel: FunnelStep[];
};

/** Delta in percent from previous to current; null when there is nothing to compare with. */
export function deltaPercent(current: number, previous: number): number | null {
  if (!previous) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
