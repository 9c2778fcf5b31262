/**
 * First-party analytics (docs/product/analytics-and-campaigns.md): what a public page may send to
 * POST /api/public/events, and the Analytics page's period query (its custom-period form resolves
 * with the same schema) and answer.
 */
import { z } from 'zod';
import { isCalendarDate } from '@shared/schemas/project';
import { ANALYTICS_EVENTS } from './catalog';
import { daysBetween } from './rules';

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

export const MAX_PERIOD_DAYS = 366;
export const PERIOD_INVALID = 'Período inválido: a data final deve ser igual ou posterior à inicial.';

export const analyticsQuerySchema = z
  .object({
    from: z
      .string({ error: 'Data inicial inválida (use AAAA-MM-DD).' })
      .refine(isCalendarDate, 'Data inicial inválida (use AAAA-MM-DD).'),
    to: z
      .string({ error: 'Data final inválida (use AAAA-MM-DD).' })
      .refine(isCalendarDate, 'Data final inválida (use AAAA-MM-DD).'),
  })
  .refine((value) => value.from <= value.to, { message: PERIOD_INVALID, path: ['to'] })
  .refine((value) => daysBetween(value.from, value.to) < MAX_PERIOD_DAYS, {
    message: `Período longo demais (máximo de ${MAX_PERIOD_DAYS} dias).`,
    path: ['from'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export type Breakdown = { value: string; visitors: number; views: number };
export type PeriodTotals = { visitors: number; views: number; questionnaires: number; leads: number };
export type FunnelStep = { key: string; label: string; value: number; money?: string };
export type DailyPoint = { day: string; visitors: number; views: number };

export type AnalyticsReport = {
  period: AnalyticsQuery;
  previous: AnalyticsQuery;
  totals: PeriodTotals;
  previousTotals: PeriodTotals;
  series: DailyPoint[];
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
