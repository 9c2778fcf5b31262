/** adm starts someone's onboarding: the person (staff or an accepted invitation), the contract type, the first day. */
import { useQuery } from '@tanstack/react-query';
import { saoPauloDay } from '@shared/format';
import { contractTypes } from '@shared/onboarding/catalog';
import { startOnboardingSchema } from '@shared/onboarding/schemas';
import { SelectField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { candidatesQuery, useStartOnboarding } from '../api/onboarding';

export function StartOnboardingDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const candidates = useQuery({ ...candidatesQuery, enabled: open });
  const start = useStartOnboarding();
  const people = (candidates.data ?? []).map((person) => ({
    value: person.id,
    label: `${person.name} (${person.email})`,
  }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Iniciar onboarding"
      schema={startOnboardingSchema}
      defaultValues={{ userId: '', contractType: 'clt', startDate: saoPauloDay() }}
      submitLabel="Iniciar"
      pendingLabel="Iniciando..."
      width={480}
      onSubmit={async (body) => {
        await start.mutateAsync(body);
        toast.success('Onboarding iniciado');
      }}
    >
      <SelectField
        name="userId"
        label="Pessoa"
        options={people}
        placeholder={candidates.isPending ? 'Carregando...' : 'Escolha'}
        hint={candidates.isError ? 'Não foi possível carregar as pessoas.' : undefined}
      />
      <SelectField name="contractType" label="Tipo de contrato" options={contractTypes} />
      <TextField name="startDate" label="Início" type="date" />
    </FormDialog>
  );
}
