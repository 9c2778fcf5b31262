/** Create or edit a deal: title, company and person, value, expected close date, owner. */
import { type Deal, dealFormSchema } from '@shared/deals/schemas';
import { TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { MoneyField } from '@web/components/form/money-field';
import { PersonSelectField } from '@web/components/form/person-select-field';
import { toast } from '@web/lib/toast';
import { useSaveDeal } from '../api/deals';
import { DealPartyFields } from './deal-party-fields';

export function DealDialog({
  deal,
  open,
  onOpenChange,
}: {
  deal: Deal | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveDeal();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={deal ? 'Editar negócio' : 'Novo negócio'}
      schema={dealFormSchema}
      defaultValues={{
        title: deal?.title ?? '',
        companyId: deal?.companyId ?? '',
        leadId: deal?.leadId ?? '',
        ownerId: deal?.ownerId ?? '',
        value: deal?.value ?? '',
        expectedCloseDate: deal?.expectedCloseDate ?? '',
      }}
      submitLabel="Salvar negócio"
      onSubmit={async (body) => {
        await save.mutateAsync({ id: deal?.id, body });
        toast.success(deal ? 'Negócio atualizado' : 'Negócio criado');
      }}
    >
      <TextField name="title" label="Título" maxLength={200} />
      <DealPartyFields current={deal} />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField name="value" label="Valor" />
        <TextField name="expectedCloseDate" label="Previsão de fechamento" type="date" />
      </div>
      <PersonSelectField name="ownerId" label="Responsável" placeholder="Eu" />
    </FormDialog>
  );
}
