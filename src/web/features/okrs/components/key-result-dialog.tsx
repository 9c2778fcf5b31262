/**
 * Create or edit a key result (adm): a live metric (its unit follows) or manual check-ins, the start
 * and target values, and who checks in.
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { krMetrics, krUnits } from '@shared/okrs/catalog';
import { type KeyResult, keyResultFormSchema } from '@shared/okrs/schemas';
import { SelectField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { PersonSelectField } from '@web/components/form/person-select-field';
import { toast } from '@web/lib/toast';
import { useSaveKeyResult } from '../api/okrs';

const typed = (value: number | undefined) => (value === undefined ? '' : String(value).replace('.', ','));

export function KeyResultDialog({
  objectiveId,
  keyResult,
  open,
  onOpenChange,
}: {
  objectiveId: string;
  /** null: a new key result. */
  keyResult: KeyResult | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveKeyResult();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={keyResult ? 'Editar resultado-chave' : 'Novo resultado-chave'}
      schema={keyResultFormSchema}
      defaultValues={{
        title: keyResult?.title ?? '',
        unit: keyResult?.unit ?? 'number',
        metric: keyResult?.metric ?? null,
        startValue: typed(keyResult?.startValue ?? 0),
        targetValue: typed(keyResult?.targetValue),
        ownerId: keyResult?.ownerId ?? '',
      }}
      submitLabel="Salvar resultado-chave"
      onSubmit={async (body) => {
        await save.mutateAsync({ id: keyResult?.id, objectiveId, body });
        toast.success(keyResult ? 'Resultado-chave atualizado' : 'Resultado-chave criado');
      }}
    >
      <TextField name="title" label="Resultado-chave" maxLength={200} />
      <MetricField />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField name="unit" label="Unidade" options={krUnits} />
        <TextField name="startValue" label="Início" inputMode="decimal" />
        <TextField name="targetValue" label="Meta" inputMode="decimal" />
      </div>
      <PersonSelectField
        name="ownerId"
        label="Responsável"
        hint="Quem faz o check-in semanal."
        placeholder="Ninguém (só administradores)"
      />
    </FormDialog>
  );
}

/** The live metric; choosing one sets the unit it is measured in. */
function MetricField() {
  const { setValue } = useFormContext();
  const metric = useWatch({ name: 'metric' });
  useEffect(() => {
    const entry = krMetrics.find((candidate) => candidate.value === metric);
    if (entry) setValue('unit', entry.unit);
  }, [metric, setValue]);
  return (
    <SelectField
      name="metric"
      label="Métrica automática"
      hint="Com uma métrica, o valor atual é calculado sozinho para o trimestre."
      options={krMetrics}
      placeholder="Nenhuma (check-ins manuais)"
    />
  );
}
