/**
 * The Analytics page's period, kept in the address: the last 7, 30 or 90 days (?periodo=7), or a
 * custom one (?periodo=personalizado&de=…&ate=…) when the report's own schema accepts it; 30 days
 * otherwise.
 */
import { useSearchParams } from 'react-router';
import { shiftDay } from '@shared/analytics/rules';
import { analyticsQuerySchema } from '@shared/analytics/schemas';
import { saoPauloDay } from '@shared/format';

export const PRESETS = ['7', '30', '90'] as const;
export const CUSTOM = 'personalizado';

export type Period = {
  /** '7' | '30' | '90' | 'personalizado'. */
  preset: string;
  from: string;
  to: string;
  choose: (next: Record<string, string>) => void;
};

export function usePeriod(): Period {
  const [params, setParams] = useSearchParams();
  const today = saoPauloDay();
  const preset = params.get('periodo') ?? '30';
  const custom =
    preset === CUSTOM
      ? analyticsQuerySchema.safeParse({ from: params.get('de'), to: params.get('ate') })
      : null;
  const choose = (next: Record<string, string>) => setParams(next, { replace: true });
  if (custom?.success) return { preset: CUSTOM, ...custom.data, choose };
  const days = PRESETS.includes(preset as (typeof PRESETS)[number]) ? Number(preset) : 30;
  return { preset: String(days), from: shiftDay(today, -(days - 1)), to: today, choose };
}
