import { useEffect, useState } from 'react';
import { formatMoney, saoPauloDay } from '@shared/format';
import { fromCents } from '@shared/money';
import type { PaymentItem } from '@shared/schemas/billing';
import { MoneyInput } from '@web/components/money-input';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useRefundPayment } from '../api/billing';
import { centsOf, typedMoney } from './billing-forms';

const failure = (title: string) => (error: unknown) =>
  toast.error(title, error instanceof Error ? error.message : undefined);

export function RefundDialog({ payment, onClose }: { payment: PaymentItem | null; onClose: () => void }) {
  const refund = useRefundPayment();
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(saoPauloDay());
  const [invoiceId, setInvoiceId] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!payment) return;
    setAmount(typedMoney(payment.refundable));
    setReceivedOn(saoPauloDay());
    setInvoiceId(payment.invoices[0]?.id ?? '');
    setNote('');
    setErrors({});
  }, [payment]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const cents = centsOf(amount);
    if (!payment || cents === null || cents <= 0n) {
      setErrors({ amount: 'Informe o valor do estorno' });
      return;
    }
    refund.mutate(
      { id: payment.id, amount: fromCents(cents), receivedOn, invoiceId: invoiceId || null, note },
      {
        onSuccess: () => {
          toast.success('Estorno registrado');
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
          failure('Não foi possível estornar')(error);
        },
      },
    );
  };
  return (
    <Dialog open={Boolean(payment)} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Estornar pagamento</DialogTitle>
          <DialogDescription>
            O estorno é um pagamento negativo; a fatura escolhida volta a ter valor em aberto.
            {payment && payment.refundable !== payment.amount
              ? ` Resta estornar ${formatMoney(payment.refundable)}.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <MoneyInput
            id="refund-amount"
            label="Valor do estorno"
            value={amount}
            error={errors.amount}
            onChange={setAmount}
          />
          <Field label="Data" htmlFor="refund-date" error={errors.receivedOn}>
            <Input
              id="refund-date"
              type="date"
              value={receivedOn}
              onChange={(event) => setReceivedOn(event.target.value)}
            />
          </Field>
          {payment?.invoices.length ? (
            <Field label="Fatura" htmlFor="refund-invoice" error={errors.invoiceId}>
              <select
                id="refund-invoice"
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
                value={invoiceId}
                onChange={(event) => setInvoiceId(event.target.value)}
              >
                <option value="">Nenhuma (só devolver o crédito)</option>
                {payment.invoices.map((invoice) => (
                  <option key={invoice.id} value={invoice.id}>
                    {invoice.number}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          <Field label="Observação" htmlFor="refund-note" error={errors.note}>
            <Input id="refund-note" value={note} onChange={(event) => setNote(event.target.value)} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={refund.isPending}>
              {refund.isPending ? 'Salvando...' : 'Registrar estorno'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
