import { type KpiPeriod, kpiPeriods } from '@shared/schemas/kpis';
import { cn } from '@web/lib/cn';

/** Segmented 7/30/90-day buttons; the pressed one is the period the charts show. */
export function PeriodSelector({
  value,
  onChange,
  label = 'Período dos gráficos',
}: {
  value: KpiPeriod;
  onChange: (period: KpiPeriod) => void;
  label?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-lg border bg-background p-1 shadow-sm"
    >
      {kpiPeriods.map((period) => {
        const pressed = period === value;
        return (
          <button
            key={period}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(period)}
            className={cn(
              'min-h-9 cursor-pointer rounded-md px-3 text-sm font-medium transition-colors',
              pressed
                ? 'bg-primary text-primary-foreground shadow-sm'
                : 'text-muted-foreground hover:bg-muted',
            )}
          >
            {period} dias
          </button>
        );
      })}
    </div>
  );
}
