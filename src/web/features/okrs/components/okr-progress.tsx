/** How OKR values read on screen: the value in its unit, the percentage, the check-in's confidence. */

import { formatMoney } from '@shared/format';
import type { KrConfidence } from '@shared/okrs/catalog';
import { krConfidences } from '@shared/okrs/catalog';
import type { KeyResult } from '@shared/okrs/schemas';
import { Badge } from '@web/components/ui/badge';

export function formatKrValue(value: number, unit: KeyResult['unit']): string {
  if (unit === 'brl') return formatMoney(value);
  const text = value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return unit === 'percent' ? `${text}%` : text;
}

export const percent = (progress: number) => `${Math.round(progress * 100)}%`;

export function ConfidenceBadge({ confidence }: { confidence: KrConfidence }) {
  const entry = krConfidences.find((c) => c.value === confidence)!;
  return <Badge color={entry.color}>{entry.label}</Badge>;
}
