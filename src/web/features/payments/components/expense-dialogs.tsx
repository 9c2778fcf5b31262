/**
 * 'Nova conta a pagar' / editing a bill, and 'Marcar como paga' (docs/product/invoices-and-payments.md),
 * on the form kit over the schemas the server validates with (expenseFormSchema, payExpenseSchema):
 * messages — the schema's or the server's — under their fields.
 */
import { formatMoney, saoPauloDay } from '@shared/format';
import { type ExpenseItem, expenseFormSchema, payExpenseSchema } from '@shared/payments/schemas';
import { CheckboxField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { MoneyField } from '@web/components/form/money-field';
import { toast } from '@web/lib/toast';
import { typedMoney } from '@web/lib/typed-money';
import { usePayExpense, useSaveExpense } from '../api/payments';

export function ExpenseDialog({
  expense,
  onClose,
}: {
  expense: ExpenseItem | 'new' | null;
  onClose: () => void;
}) {
  const current = expense && expense !== 'new' ? expense : null;
  const save = useSaveExpense(current?.id);
  return (
    <FormDialog
      open={Boolean(expense)}
      onOpenChange={(open) => (open ? null : onClose())}
      title={current ? 'Editar conta' : 'Nova conta a pagar'}
      description="Despesas da agência: fornecedor, categoria, valor e vencimento."
      schema={expenseFormSchema}
      defaultValues={{
        supplier: current?.supplier ?? '',
        category: current?.category ?? '',
        description: current?.description ?? '',
        amount: current ? typedMoney(current.amount) : '',
        dueDate: current?.dueDate ?? saoPauloDay(),
        recurring: current?.recurring ?? false,
        projectId: current?.projectId ?? null,
      }}
      submitLabel="Salvar conta"
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast.success(current ? 'Conta atualizada' : 'Conta cadastrada');
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="supplier" label="Fornecedor" maxLength={200} />
        <TextField name="category" label="Categoria" placeholder="Ex.: Infraestrutura" maxLength={80} />
        <MoneyField name="amount" label="Valor" />
        <TextField name="dueDate" label="Vencimento" type="date" />
        <TextField
          name="description"
          label="Descrição (opcional)"
          className="sm:col-span-2"
          maxLength={500}
        />
        <CheckboxField
          name="recurring"
          label="Repete todo mês (ao pagar, a conta do mês seguinte é criada)"
          className="sm:col-span-2"
        />
      </div>
    </FormDialog>
  );
}

export function PayExpenseDialog({ expense, onClose }: { expense: ExpenseItem | null; onClose: () => void }) {
  const pay = usePayExpense();
  return (
    <FormDialog
      open={Boolean(expense)}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Marcar como paga"
      description={expense ? `${expense.supplier} — ${formatMoney(expense.amount)}` : ''}
      schema={payExpenseSchema}
      defaultValues={{ paidOn: saoPauloDay() }}
      submitLabel="Confirmar pagamento"
      onSubmit={async ({ paidOn }) => {
        if (!expense) return;
        await pay.mutateAsync({ id: expense.id, paidOn });
        toast.success('Conta paga', expense.recurring ? 'A conta do próximo mês foi criada.' : undefined);
      }}
    >
      <TextField name="paidOn" label="Data do pagamento" type="date" />
    </FormDialog>
  );
}
