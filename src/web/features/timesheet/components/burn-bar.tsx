/** How much of a project's budget its hours and direct expenses used: green below 80 %, amber from 80 %, red past 100 %. */
import { BURN_ALERT_PERCENT } from '@shared/timesheet/catalog';
import { cn } from '@web/lib/cn';

export const percent = (value: number | null) =>
  value === null ? '-' : `${value.toLocaleString('pt-BR')} %`;

export function BurnBar({ value }: { value: number | null }) {
  if (value === null) return <span className="text-sm text-muted-foreground">Sem orçamento</span>;
  const width = Math.min(100, Math.max(0, value));
  return (
    <div className="grid gap-1">
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        aria-label={`Orçamento consumido: ${percent(value)}`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full',
            value >= 100 ? 'bg-red-600' : value >= BURN_ALERT_PERCENT ? 'bg-amber-500' : 'bg-green-600',
          )}
          style={{ width: `${width}%` }}
        />
      </div>
      <span className="text-xs tabular-nums text-muted-foreground">{percent(value)} consumido</span>
    </div>
  );
}
