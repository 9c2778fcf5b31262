/** The weekly check-in (docs/product/okrs-and-onboarding.md): value (unless a metric computes it), confidence, note. */
import { labelOf } from '@shared/catalog/entries';
import { krConfidences, krMetrics } from '@shared/okrs/catalog';
import { checkinFormSchema, type KeyResult } from '@shared/okrs/schemas';
import { RadioGroupField, TextAreaField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useCheckIn } from '../api/okrs';
import { formatKrValue } from './okr-progress';

export function CheckinDialog({
  keyResult,
  open,
  onOpenChange,
}: {
  keyResult: KeyResult;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const checkIn = useCheckIn(keyResult.id);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Check-in semanal"
      description={keyResult.title}
      schema={checkinFormSchema}
      defaultValues={{
        value: keyResult.metric ? null : String(keyResult.currentValue).replace('.', ','),
        confidence: keyResult.lastCheckin?.confidence ?? 'no_rumo',
        note: '',
      }}
      submitLabel="Registrar check-in"
      pendingLabel="Registrando..."
      width={480}
      onSubmit={async (values) => {
        await checkIn.mutateAsync(values);
        toast.success('Check-in registrado');
      }}
    >
      {keyResult.metric ? (
        <p className="rounded-md bg-muted p-3 text-sm">
          Valor calculado automaticamente ({labelOf(krMetrics, keyResult.metric)}):{' '}
          <strong>{formatKrValue(keyResult.currentValue, keyResult.unit)}</strong>
        </p>
      ) : (
        <TextField name="value" label="Valor atual" inputMode="decimal" />
      )}
      <RadioGroupField name="confidence" label="Confiança" options={krConfidences} />
      <TextAreaField name="note" label="Nota (opcional)" rows={3} maxLength={1000} />
    </FormDialog>
  );
}
