/**
 * 'Aplicar crédito' (issue 23, docs/product/invoices-and-payments.md): the payment's unallocated credit
 * settles one of its client's open invoices. No money moves; the invoice's status, receipt and any
 * partner commission follow as for a payment.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, formatMoney } from '@shared/format';
import { formatMoneyInput, fromCents, toCents } from '@shared/money';
import { paymentApi } from '@shared/payments/api';
import { type ApplyCreditInput, applyCreditSchema, type PaymentItem } from '@shared/payments/schemas';
import { SelectField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { MoneyField } from '@web/components/form/money-field';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { call } from '@web/lib/call';
import { toast } from '@web/lib/toast';
import { openInvoicesQuery } from '../api/payments';

export function ApplyCreditDialog({
  payment,
  onClose,
}: {
  payment: PaymentItem | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const open = useQuery({
    ...openInvoicesQuery(payment?.clientId ?? ''),
    enabled: Boolean(payment?.clientId),
  });
  const apply = useMutation({
    mutationFn: (body: ApplyCreditInput) =>
      call(paymentApi.applyCredit, { params: { id: payment!.id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['billing'] }),
  });
  const invoices = open.data?.items ?? [];
  const first = invoices[0];
  const credit = payment ? toCents(payment.credit) : 0n;
  const suggested = first ? (credit < toCents(first.open) ? credit : toCents(first.open)) : credit;
  const ready = Boolean(payment) && !open.isPending;
  if (ready && invoices.length === 0) {
    return (
      <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
        <DialogContent width={480}>
          <DialogHeader>
            <DialogTitle>Aplicar crédito</DialogTitle>
            <DialogDescription>
              {payment?.clientName ?? 'Este cliente'} não tem faturas em aberto. O crédito de{' '}
              {formatMoney(payment?.credit)} fica guardado até a próxima fatura (ou pode ser estornado).
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={onClose}>Fechar</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <FormDialog
      open={ready && payment !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Aplicar crédito"
      description={
        payment
          ? `${payment.clientName ?? 'Cliente'} tem ${formatMoney(payment.credit)} de crédito deste pagamento de ${formatDate(payment.receivedOn)}. Nenhum dinheiro novo entra: o crédito quita a fatura escolhida.`
          : undefined
      }
      schema={applyCreditSchema}
      defaultValues={{
        allocations: [{ invoiceId: first?.id ?? '', amount: formatMoneyInput(fromCents(suggested)) }],
      }}
      submitLabel="Aplicar crédito"
      pendingLabel="Aplicando..."
      onSubmit={async (values) => {
        const saved = await apply.mutateAsync(values);
        toast.success('Crédito aplicado', `Crédito restante: ${formatMoney(saved.credit)}.`);
      }}
    >
      <SelectField
        name="allocations.0.invoiceId"
        label="Fatura"
        placeholder="Selecione a fatura"
        options={invoices.map((invoice) => ({
          value: invoice.id,
          label: `${invoice.number} · vence ${formatDate(invoice.dueDate)} · em aberto ${formatMoney(invoice.open)}`,
        }))}
      />
      <MoneyField
        name="allocations.0.amount"
        label="Valor a aplicar"
        hint={`Até ${formatMoney(payment?.credit)}.`}
      />
    </FormDialog>
  );
}
