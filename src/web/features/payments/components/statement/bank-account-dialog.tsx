/**
 * 'Nova conta bancária' (docs/product/invoices-and-payments.md, 'Contas bancárias'): name, bank code,
 * agency and account — the account a statement is imported into. On the form kit over the schema the
 * server validates with (bankAccountSchema).
 */
import { type BankAccount, bankAccountSchema } from '@shared/payments/statement-schemas';
import { TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useCreateBankAccount } from '../../api/statement';

export function BankAccountDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (account: BankAccount) => void;
}) {
  const create = useCreateBankAccount();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Nova conta bancária"
      description="Os extratos são importados numa conta; o OFX fica ligado à conta do arquivo."
      schema={bankAccountSchema}
      defaultValues={{ name: '', bankCode: '', branch: '', accountNumber: '' }}
      submitLabel="Cadastrar conta"
      onSubmit={async (values) => {
        const account = await create.mutateAsync(values);
        toast.success('Conta bancária cadastrada');
        onCreated?.(account);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label="Nome"
          placeholder="Ex.: Itaú PJ"
          className="sm:col-span-2"
          maxLength={80}
        />
        <TextField name="bankCode" label="Banco (código)" hint="Ex.: 341, 237, 001" inputMode="numeric" />
        <TextField name="branch" label="Agência" />
        <TextField name="accountNumber" label="Conta" className="sm:col-span-2" />
      </div>
    </FormDialog>
  );
}
