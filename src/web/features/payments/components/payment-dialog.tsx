/**
 * Forms shared by CODERS Faturas and Pagamentos (docs/product/invoices-and-payments.md): typed money,
 * and 'Registrar pagamento' (one payment split over a client's open invoices; an invoice paid after its
 * due date also takes the fine and interest received, pre-filled with what its PIX code asks). The
 * client picker is client-picker.tsx.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { formatDate, formatMoney, saoPauloDay } from '@shared/format';
import type { ClientOption } from '@shared/invoices/schemas';
import { fromCents, toCents } from '@shared/money';
import { type PaymentMethod, paymentMethods } from '@shared/payments/catalog';
import type { OpenInvoice } from '@shared/payments/schemas';
import { ClientPicker } from '@web/components/form/client-picker';
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
import { Input, NativeSelect } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { centsOf, typedMoney } from '@web/lib/typed-money';
import { openInvoicesQuery, useRecordPayment } from '../api/payments';

type Preset = {
  clientId: string;
  clientName: string;
  invoiceId: string;
  open: string;
  /** Fine + interest the invoice's PIX code asks for today. */
  lateFees?: string;
};

export function PaymentDialog({
  open,
  onOpenChange,
  preset,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from an invoice: its client and the invoice's open amount. */
  preset?: Preset;
}) {
  const formId = useId();
  const [client, setClient] = useState<ClientOption | null>(null);
  const [receivedOn, setReceivedOn] = useState(saoPauloDay());
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('pix');
  const [fee, setFee] = useState('');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [shares, setShares] = useState<Record<string, string>>({});
  const [fees, setFees] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordPayment();

  const leadId = preset?.clientId ?? client?.id ?? '';
  const invoicesQuery = useQuery({ ...openInvoicesQuery(leadId), enabled: open && Boolean(leadId) });
  const invoices = invoicesQuery.data?.items ?? [];

  useEffect(() => {
    if (!open) return;
    setReceivedOn(saoPauloDay());
    setMethod('pix');
    setFee('');
    setReference('');
    setNote('');
    setErrors({});
    setClient(null);
    setFees({});
    if (preset) {
      setAmount(typedMoney(fromCents(toCents(preset.open) + toCents(preset.lateFees))));
      setShares({ [preset.invoiceId]: typedMoney(preset.open) });
    } else {
      setAmount('');
      setShares({});
    }
  }, [open, preset]);
  // Overdue invoices: the fine and interest their PIX code asks for, until the person changes it.
  useEffect(() => {
    const asked = invoices.filter((invoice) => toCents(invoice.lateFees) > 0n);
    setFees((current) => {
      const missing = asked.filter((invoice) => current[invoice.id] === undefined);
      if (missing.length === 0) return current;
      const next = { ...current };
      for (const invoice of missing) next[invoice.id] = typedMoney(invoice.lateFees);
      return next;
    });
  }, [invoices]);

  /** Late fees only for invoices paid after their due date, and only with an amount for them. */
  const feeOf = (invoice: OpenInvoice) =>
    receivedOn > invoice.dueDate && (centsOf(shares[invoice.id] ?? '') ?? 0n) > 0n
      ? (centsOf(fees[invoice.id] ?? '') ?? 0n)
      : 0n;
  const allocated =
    Object.values(shares).reduce((sum, text) => sum + (centsOf(text) ?? 0n), 0n) +
    invoices.reduce((sum, invoice) => sum + feeOf(invoice), 0n);
  const amountCents = centsOf(amount);

  /** Fills the invoices oldest first with the amount received: each invoice, then its fine and interest. */
  const distribute = () => {
    let left = amountCents ?? 0n;
    const next: Record<string, string> = {};
    const nextFees: Record<string, string> = { ...fees };
    for (const invoice of invoices) {
      const owed = toCents(invoice.open);
      const share = left < owed ? left : owed;
      if (share > 0n) next[invoice.id] = typedMoney(fromCents(share));
      left -= share;
      if (share > 0n && receivedOn > invoice.dueDate) {
        const asked = toCents(invoice.lateFees);
        const fee = left < asked ? left : asked;
        nextFees[invoice.id] = typedMoney(fromCents(fee));
        left -= fee;
      }
    }
    setShares(next);
    setFees(nextFees);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (amountCents === null || amountCents <= 0n) found.amount = 'Informe o valor recebido';
    if (amountCents !== null && allocated > amountCents)
      found.allocations = 'A soma nas faturas passa do valor recebido';
    for (const invoice of invoices) {
      const share = centsOf(shares[invoice.id] ?? '');
      if (share !== null && share > toCents(invoice.open))
        found.allocations = `O valor para ${invoice.number} passa do valor em aberto`;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await record.mutateAsync({
        receivedOn,
        amount: fromCents(amountCents!),
        method,
        fee: fee.trim() ? fee : '0',
        reference,
        note,
        leadId: leadId || null,
        allocations: invoices
          .map((invoice) => ({
            invoiceId: invoice.id,
            cents: centsOf(shares[invoice.id] ?? ''),
            fee: feeOf(invoice),
          }))
          .filter((entry) => entry.cents !== null && entry.cents > 0n)
          .map((entry) => ({
            invoiceId: entry.invoiceId,
            amount: fromCents(entry.cents!),
            lateFees: fromCents(entry.fee),
          })),
      });
      toast.success('Pagamento registrado', `${formatMoney(fromCents(amountCents!))} recebido.`);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error(
        'Não foi possível registrar o pagamento',
        error instanceof Error ? error.message : undefined,
      );
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={640}>
        <DialogHeader>
          <DialogTitle>Registrar pagamento</DialogTitle>
          <DialogDescription>
            {preset
              ? `Recebimento de ${preset.clientName}. Divida o valor entre as faturas em aberto.`
              : 'Escolha o cliente e divida o valor recebido entre as faturas em aberto.'}
          </DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
          {preset ? null : (
            <ClientPicker id={`${formId}-client`} value={client} onChange={setClient} error={errors.leadId} />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <MoneyInput
              id={`${formId}-amount`}
              label="Valor recebido"
              value={amount}
              error={errors.amount}
              onChange={setAmount}
            />
            <Field label="Data do pagamento" htmlFor={`${formId}-date`} error={errors.receivedOn}>
              <Input
                id={`${formId}-date`}
                type="date"
                max={saoPauloDay()}
                value={receivedOn}
                onChange={(event) => setReceivedOn(event.target.value)}
              />
            </Field>
            <Field label="Forma de pagamento" htmlFor={`${formId}-method`} error={errors.method}>
              <NativeSelect
                id={`${formId}-method`}
                value={method}
                onChange={(event) => setMethod(event.target.value as PaymentMethod)}
              >
                {paymentMethods.map((entry) => (
                  <option key={entry.value} value={entry.value}>
                    {entry.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <MoneyInput
              id={`${formId}-fee`}
              label="Taxa (opcional)"
              sign="nonNegative"
              hint="O que o banco ou a maquininha reteve."
              value={fee}
              error={errors.fee}
              onChange={setFee}
            />
            <Field label="Referência (opcional)" htmlFor={`${formId}-reference`} error={errors.reference}>
              <Input
                id={`${formId}-reference`}
                placeholder="ID da transação, nº do documento…"
                value={reference}
                onChange={(event) => setReference(event.target.value)}
              />
            </Field>
            <Field label="Observação (opcional)" htmlFor={`${formId}-note`} error={errors.note}>
              <Input id={`${formId}-note`} value={note} onChange={(event) => setNote(event.target.value)} />
            </Field>
          </div>
          {leadId ? (
            <fieldset className="grid gap-2 rounded-md border p-3">
              <legend className="px-1 text-sm font-medium">Faturas em aberto</legend>
              {invoicesQuery.isPending ? (
                <p className="text-sm text-muted-foreground">Carregando faturas...</p>
              ) : invoices.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  Nenhuma fatura em aberto: o valor fica como crédito do cliente.
                </p>
              ) : (
                <>
                  {invoices.some((invoice) => receivedOn > invoice.dueDate) ? (
                    <p
                      aria-hidden="true"
                      className="hidden text-xs text-muted-foreground sm:grid sm:grid-cols-[minmax(0,1fr)_9rem_9rem] sm:gap-2"
                    >
                      <span />
                      <span>Valor</span>
                      <span>Multa e juros</span>
                    </p>
                  ) : null}
                  <ul className="grid gap-2">
                    {invoices.map((invoice) => (
                      <li
                        key={invoice.id}
                        className="grid items-center gap-2 sm:grid-cols-[minmax(0,1fr)_9rem_9rem]"
                      >
                        <label htmlFor={`${formId}-${invoice.id}`} className="text-sm">
                          <span className="font-medium">{invoice.number}</span> · vence{' '}
                          {formatDate(invoice.dueDate)} · em aberto {formatMoney(invoice.open)}
                        </label>
                        <MoneyInput
                          id={`${formId}-${invoice.id}`}
                          label={`Valor para ${invoice.number}`}
                          labelHidden
                          sign="nonNegative"
                          value={shares[invoice.id] ?? ''}
                          onChange={(text) => setShares((current) => ({ ...current, [invoice.id]: text }))}
                        />
                        {/* Paid after its due date: the fine and interest received, once it gets an amount. */}
                        {receivedOn > invoice.dueDate && (centsOf(shares[invoice.id] ?? '') ?? 0n) > 0n ? (
                          <MoneyInput
                            id={`${formId}-${invoice.id}-fees`}
                            label={`Multa e juros de ${invoice.number}`}
                            className="gap-1 [&>label]:text-xs [&>label]:font-normal [&>label]:text-muted-foreground sm:[&>label]:sr-only"
                            sign="nonNegative"
                            value={fees[invoice.id] ?? ''}
                            onChange={(text) => setFees((current) => ({ ...current, [invoice.id]: text }))}
                          />
                        ) : null}
                      </li>
                    ))}
                  </ul>
                  <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span>
                      Distribuído: <strong>{formatMoney(fromCents(allocated))}</strong>
                      {amountCents !== null && amountCents > allocated
                        ? ` · crédito ${formatMoney(fromCents(amountCents - allocated))}`
                        : ''}
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={distribute}
                      disabled={!amountCents}
                    >
                      Distribuir pelo vencimento
                    </Button>
                  </div>
                </>
              )}
              {errors.allocations ? (
                <p role="alert" className="text-sm text-destructive">
                  {errors.allocations}
                </p>
              ) : null}
            </fieldset>
          ) : null}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          {/* Until the client's open invoices arrive, a click would record the money as an unallocated credit. */}
          <Button type="submit" form={formId} disabled={record.isPending || invoicesQuery.isLoading}>
            {record.isPending
              ? 'Salvando...'
              : invoicesQuery.isLoading
                ? 'Carregando faturas...'
                : 'Registrar pagamento'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
