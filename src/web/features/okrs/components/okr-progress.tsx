/** How OKR progress reads on screen: the bar, the value in its unit, the check-in's confidence. */
import type { KrConfidence } from '@shared/okrs/catalog';
import { krConfidences } from '@shared/okrs/catalog';
import { formatMoney } from '@shared/format';
import type { KeyResult } from '@shared/okrs/schemas';
import { Badge } from '@web/components/ui/badge';

export function formatKrValue(value: number, unit: KeyResult['unit']): string {
  if (unit === 'brl') return formatMoney(value);
  const text = value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return unit === 'percent' ? `${text}%` : text;
}

export const percent = (progress: number) => `${Math.round(progress * 100)}%`;

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.round(value * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className={`h-full rounded-full ${pct >= 70 ? 'bg-green-600' : pct >= 40 ? 'bg-amber-500' : 'bg-red-500'}`}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}

export function ConfidenceBadge({ confidence }: { confidence: KrConfidence }) {
  const entry = krConfidences.find((c) => c.value === confidence)!;
  return <Badge color={entry.color}>{entry.label}</Badge>;
}
