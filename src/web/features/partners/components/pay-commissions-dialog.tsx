/** adm marks the approved commissions chosen as paid: the day, and optionally the PIX reference. */
import { formatMoney, saoPauloDay } from '@shared/format';
import { sumMoney } from '@shared/money';
import { commissionPaySchema } from '@shared/partners/schemas';
import { TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { usePayCommissions } from '../api/partners';

export function PayCommissionsDialog({
  ids,
  amounts,
  open,
  onOpenChange,
  onPaid,
}: {
  ids: string[];
  /** The chosen commissions' amounts, for the total the dialog states. */
  amounts: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPaid: () => void;
}) {
  const pay = usePayCommissions();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Marcar como paga"
      description={`${ids.length} ${ids.length === 1 ? 'comissão aprovada' : 'comissões aprovadas'}, total ${formatMoney(sumMoney(amounts))}.`}
      schema={commissionPaySchema}
      defaultValues={{ ids, paidOn: saoPauloDay(), pixReference: '' }}
      submitLabel="Confirmar pagamento"
      onSubmit={async (body) => {
        const result = await pay.mutateAsync(body);
        toast.success(`${result.updated} ${result.updated === 1 ? 'comissão paga' : 'comissões pagas'}`);
        onPaid();
      }}
    >
      <TextField name="paidOn" label="Data do pagamento" type="date" />
      <TextField
        name="pixReference"
        label="Referência do PIX"
        hint="Opcional: o identificador da transação."
        maxLength={200}
      />
    </FormDialog>
  );
}
