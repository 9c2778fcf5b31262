/**
 * A project's bill rate and owner (adm, financeiro): the rate is copied onto each new entry; the owner
 * gets the 80 % budget alert (adm when none).
 */
import { formatMoneyInput } from '@shared/money';
import { type ProjectProfitability, projectRateSchema } from '@shared/timesheet/schemas';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { MoneyField } from '@web/components/form/money-field';
import { PersonSelectField } from '@web/components/form/person-select-field';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { toast } from '@web/lib/toast';
import { useSetProjectRate } from '../api/profitability';

export function ProjectRateForm({ figures }: { figures: ProjectProfitability }) {
  const save = useSetProjectRate(figures.projectId);
  const { form, submit } = useKitForm({
    schema: projectRateSchema,
    defaultValues: { billRate: formatMoneyInput(figures.billRate), ownerId: figures.ownerId ?? '' },
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      toast.success('Valores do projeto salvos');
    },
  });
  return (
    <KitForm
      form={form}
      onSubmit={submit}
      aria-label="Valores do projeto"
      className="gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <MoneyField name="billRate" label="Valor/hora faturável (R$)" sign="nonNegative" />
      <PersonSelectField
        name="ownerId"
        label="Responsável"
        placeholder="Sem responsável (alerta vai para adm)"
      />
      <SubmitButton>Salvar</SubmitButton>
      <div className="sm:col-span-3">
        <FormMessage />
        <p className="text-xs text-muted-foreground">
          Lançamentos já feitos mantêm o valor da época; o novo valor vale para as próximas horas.
        </p>
      </div>
    </KitForm>
  );
}
