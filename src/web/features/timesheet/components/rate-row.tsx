/** One person's hourly cost, saved on its own (the one money field; the schema reads what was typed). */
import { formatMoney } from '@shared/format';
import { formatMoneyInput } from '@shared/money';
import { type PersonRate, userRateSchema } from '@shared/timesheet/schemas';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { MoneyField } from '@web/components/form/money-field';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { toast } from '@web/lib/toast';
import { useSetUserRate } from '../api/timesheet';

export function RateRow({ person }: { person: PersonRate }) {
  const save = useSetUserRate(person.id);
  const { form, submit } = useKitForm({
    schema: userRateSchema,
    defaultValues: { hourlyCost: formatMoneyInput(person.hourlyCost) },
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      toast.success(`Custo por hora de ${person.name} salvo`);
    },
  });
  return (
    <li className="flex flex-wrap items-end justify-between gap-3 p-4">
      <div>
        <p className="font-medium">{person.name}</p>
        <p className="text-sm text-muted-foreground">
          {person.email} · atual {person.hourlyCost ? `${formatMoney(person.hourlyCost)}/h` : 'não definido'}
        </p>
      </div>
      <KitForm
        form={form}
        onSubmit={submit}
        className="flex items-end gap-2"
        aria-label={`Custo por hora de ${person.name}`}
      >
        <MoneyField name="hourlyCost" label="Custo por hora (R$)" sign="nonNegative" inputClassName="w-36" />
        <SubmitButton variant="outline">Salvar</SubmitButton>
        <FormMessage />
      </KitForm>
    </li>
  );
}
