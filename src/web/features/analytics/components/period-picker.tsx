/**
 * The period buttons (7, 30, 90 days) and the custom period's form: two days checked by the report's
 * own query schema (a real date each, the end not before the start, at most a year).
 */
import { useState } from 'react';
import { analyticsQuerySchema } from '@shared/analytics/schemas';
import { formatDate } from '@shared/format';
import { TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Button } from '@web/components/ui/button';
import { CUSTOM, type Period, PRESETS } from './use-period';

export function PeriodPicker({ preset, from, to, choose }: Period) {
  const [customOpen, setCustomOpen] = useState(preset === CUSTOM);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Período</legend>
        {PRESETS.map((days) => (
          <Button
            key={days}
            size="sm"
            variant={preset === days ? 'default' : 'outline'}
            aria-pressed={preset === days}
            onClick={() => {
              setCustomOpen(false);
              choose({ periodo: days });
            }}
          >
            {days} dias
          </Button>
        ))}
        <Button
          size="sm"
          variant={preset === CUSTOM || customOpen ? 'default' : 'outline'}
          aria-pressed={preset === CUSTOM}
          aria-expanded={customOpen}
          onClick={() => setCustomOpen((open) => !open)}
        >
          Personalizado
        </Button>
      </fieldset>
      {customOpen ? (
        <CustomPeriodForm from={from} to={to} onApply={(de, ate) => choose({ periodo: CUSTOM, de, ate })} />
      ) : null}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {formatDate(from)} a {formatDate(to)}
      </p>
    </div>
  );
}

function CustomPeriodForm({
  from,
  to,
  onApply,
}: {
  from: string;
  to: string;
  onApply: (from: string, to: string) => void;
}) {
  const { form, submit } = useKitForm({
    schema: analyticsQuerySchema,
    defaultValues: { from, to },
    onSubmit: (period) => onApply(period.from, period.to),
  });
  return (
    <KitForm form={form} onSubmit={submit} aria-label="Período personalizado" className="gap-2">
      <div className="flex flex-wrap items-start gap-2">
        <TextField name="from" label="De" type="date" />
        <TextField name="to" label="Até" type="date" />
        <SubmitButton size="sm" className="mt-6" pendingLabel="Aplicando...">
          Aplicar
        </SubmitButton>
      </div>
      <FormMessage />
    </KitForm>
  );
}
