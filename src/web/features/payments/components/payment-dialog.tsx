/**
 * 'Registrar pagamento' (docs/product/invoices-and-payments.md), on the form kit: one payment split over
 * a client's open invoices (payment-invoices-field.tsx); an invoice paid after its due date also takes
 * the fine and interest received, pre-filled with what its PIX code asks. The resolver is
 * paymentDialogSchema — the server's paymentFormSchema read as typed — and the server's messages show
 * under their fields (`allocations.0.amount`). Opened from an invoice, the client is that invoice's.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { formatMoney, saoPauloDay } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import { paymentMethods } from '@shared/payments/catalog';
import { type OpenInvoice, paymentDialogSchema } from '@shared/payments/schemas';
import { ClientPickerField } from '@web/components/form/client-picker';
import { SelectField, TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { MoneyField } from '@web/components/form/money-field';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { typedMoney } from '@web/lib/typed-money';
import { openInvoicesQuery, useRecordPayment } from '../api/payments';
import { PaymentInvoicesField } from './payment-invoices-field';
import { overAllocation, type PaymentRow } from './payment-rows';

type Preset = {
  clientId: string;
  clientName: string;
  invoiceId: string;
  open: string;
  /** Fine + interest the invoice's PIX code asks for today. */
  lateFees?: string;
};

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from an invoice: its client and the invoice's open amount. */
  preset?: Preset;
};

export function PaymentDialog(props: Props) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {/* The form lives only while the dialog is open: each opening starts from its defaults. */}
      <DialogContent width={640}>{props.open ? <PaymentForm {...props} /> : null}</DialogContent>
    </Dialog>
  );
}

const NO_INVOICES: OpenInvoice[] = [];

function PaymentForm({ onOpenChange, preset }: Props) {
  const record = useRecordPayment();
  const { form, submit } = useKitForm({
    schema: paymentDialogSchema,
    defaultValues: {
      receivedOn: saoPauloDay(),
      amount: preset ? typedMoney(fromCents(toCents(preset.open) + toCents(preset.lateFees))) : '',
      method: 'pix',
      fee: '',
      reference: '',
      note: '',
      leadId: preset?.clientId ?? '',
      allocations: [],
    },
    onSubmit: async (values) => {
      // The schema dropped the invoices left blank: line the rest up with the list again.
      const rows = invoices.map((invoice): PaymentRow => {
        const entry = values.allocations.find((allocation) => allocation.invoiceId === invoice.id);
        return { invoiceId: invoice.id, amount: entry?.amount ?? '', lateFees: entry?.lateFees ?? '' };
      });
      const refused = overAllocation(invoices, rows, toCents(values.amount), values.receivedOn);
      if (refused) throw new ApiError(422, 'validation', Object.values(refused)[0]!, refused);
      const dueOn = new Map(invoices.map((invoice) => [invoice.id, invoice.dueDate]));
      await record.mutateAsync({
        ...values,
        // The fine and interest count only for an invoice paid after its due date.
        allocations: values.allocations.map((entry) => ({
          ...entry,
          lateFees: values.receivedOn > (dueOn.get(entry.invoiceId) ?? '') ? entry.lateFees : '0.00',
        })),
      });
      toast.success('Pagamento registrado', `${formatMoney(values.amount)} recebido.`);
      onOpenChange(false);
    },
  });
  const leadId = String(useWatch({ control: form.control, name: 'leadId' }) ?? '');
  const invoicesQuery = useQuery({ ...openInvoicesQuery(leadId), enabled: Boolean(leadId) });
  const invoices = invoicesQuery.data?.items ?? NO_INVOICES;
  const presetInvoice = preset?.invoiceId;
  const presetOpen = preset?.open;
  const presetShares = useMemo(
    (): Record<string, string> => (presetInvoice ? { [presetInvoice]: typedMoney(presetOpen ?? '') } : {}),
    [presetInvoice, presetOpen],
  );
  // Until the client's open invoices arrive, a submit would record the money as an unallocated credit.
  const loading = invoicesQuery.isLoading;

  return (
    <KitForm form={form} onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Registrar pagamento</DialogTitle>
        <DialogDescription>
          {preset
            ? `Recebimento de ${preset.clientName}. Divida o valor entre as faturas em aberto.`
            : 'Escolha o cliente e divida o valor recebido entre as faturas em aberto.'}
        </DialogDescription>
      </DialogHeader>
      {preset ? null : <ClientPickerField name="leadId" />}
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField name="amount" label="Valor recebido" />
        <TextField name="receivedOn" label="Data do pagamento" type="date" max={saoPauloDay()} />
        <SelectField name="method" label="Forma de pagamento" options={paymentMethods} />
        <MoneyField
          name="fee"
          label="Taxa (opcional)"
          sign="nonNegative"
          hint="O que o banco ou a maquininha reteve."
        />
        <TextField
          name="reference"
          label="Referência (opcional)"
          placeholder="ID da transação, nº do documento…"
          maxLength={120}
        />
        <TextField name="note" label="Observação (opcional)" maxLength={1000} />
      </div>
      {leadId ? (
        <PaymentInvoicesField invoices={invoices} loading={invoicesQuery.isPending} preset={presetShares} />
      ) : null}
      <FormMessage />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancelar
        </Button>
        <SubmitButton disabled={loading}>
          {loading ? 'Carregando faturas...' : 'Registrar pagamento'}
        </SubmitButton>
      </DialogFooter>
    </KitForm>
  );
}
