/**
 * 'Estornar pagamento' (docs/product/invoices-and-payments.md, 'Estorno'): amount, date, where the money
 * comes from (automatic: the unallocated credit first, then the invoices due last; only the credit; or
 * one invoice) and, before confirming, what will happen: the credit given back, each invoice that
 * reopens and by how much, the fine and interest given back and the partner commission reversed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formatMoney, saoPauloDay } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import {
  type PaymentItem,
  REFUND_SOURCES,
  type RefundFormInput,
  type RefundInput,
  type RefundPreview,
  refundSchema,
} from '@shared/payments/schemas';
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
import { refundPreviewQuery, useRefundPayment } from '../api/payments';

const FIELDS = ['amount', 'receivedOn', 'source', 'invoiceId', 'note'] as const;
type FieldName = (typeof FIELDS)[number];

export function RefundDialog({ payment, onClose }: { payment: PaymentItem | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(payment)} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={560}>
        <DialogHeader>
          <DialogTitle>Estornar pagamento</DialogTitle>
          <DialogDescription>
            {payment
              ? `${payment.clientName ?? 'Sem cliente'}: resta estornar ${formatMoney(payment.refundable)}${
                  toCents(payment.credit) > 0n
                    ? `, dos quais ${formatMoney(payment.credit)} de crédito não alocado.`
                    : '; todo o valor está nas faturas.'
                }`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {payment ? <RefundForm key={payment.id} payment={payment} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RefundForm({ payment, onDone }: { payment: PaymentItem; onDone: () => void }) {
  const formId = useId();
  const refund = useRefundPayment();
  const onInvoices = payment.invoices.filter(
    (invoice) => toCents(invoice.amount) + toCents(invoice.lateFees) > 0n,
  );
  const form = useForm<RefundFormInput, unknown, RefundInput>({
    resolver: zodResolver(refundSchema),
    defaultValues: {
      amount: typedMoney(payment.refundable),
      receivedOn: saoPauloDay(),
      source: 'auto',
      invoiceId: '',
      note: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [amount, source, invoiceId] = useWatch({
    control: form.control,
    name: ['amount', 'source', 'invoiceId'],
  });

  // The preview follows what is typed, a moment after the typing stops.
  const [asked, setAsked] = useState({ amount: '', source: 'auto', invoiceId: '' });
  useEffect(() => {
    const timer = setTimeout(() => {
      const cents = centsOf(String(amount ?? ''));
      setAsked({
        amount: cents !== null && cents > 0n ? fromCents(cents) : '',
        source: source ?? 'auto',
        invoiceId: source === 'invoice' ? (invoiceId ?? '') : '',
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [amount, source, invoiceId]);
  const ready = Boolean(asked.amount) && (asked.source !== 'invoice' || Boolean(asked.invoiceId));
  const preview = useQuery(refundPreviewQuery(payment.id, asked, ready));

  const submit = form.handleSubmit(async (values) => {
    try {
      await refund.mutateAsync({ ...values, id: payment.id });
      toast.success('Estorno registrado', `${formatMoney(values.amount)} devolvido.`);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields))
          if ((FIELDS as readonly string[]).includes(field)) form.setError(field as FieldName, { message });
      }
      toast.error('Não foi possível estornar', error instanceof Error ? error.message : undefined);
    }
  });
  const invalid = (field: FieldName) => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `${formId}-${field}-error` : undefined,
  });

  return (
    <>
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <MoneyInput
              id={`${formId}-amount`}
              label="Valor do estorno"
              name={field.name}
              ref={field.ref}
              value={String(field.value ?? '')}
              error={errors.amount?.message}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Field label="Data" htmlFor={`${formId}-receivedOn`} error={errors.receivedOn?.message}>
          <Input
            id={`${formId}-receivedOn`}
            type="date"
            min={payment.receivedOn}
            max={saoPauloDay()}
            {...invalid('receivedOn')}
            {...form.register('receivedOn')}
          />
        </Field>
        {onInvoices.length ? (
          <Field
            label="De onde sai o estorno"
            htmlFor={`${formId}-source`}
            error={errors.source?.message}
            hint={REFUND_SOURCES.find((entry) => entry.value === source)?.hint}
            className="sm:col-span-2"
          >
            <NativeSelect id={`${formId}-source`} {...invalid('source')} {...form.register('source')}>
              {REFUND_SOURCES.map((entry) => (
                <option key={entry.value} value={entry.value}>
                  {entry.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
        {source === 'invoice' ? (
          <Field
            label="Fatura"
            htmlFor={`${formId}-invoiceId`}
            error={errors.invoiceId?.message}
            className="sm:col-span-2"
          >
            <NativeSelect
              id={`${formId}-invoiceId`}
              {...invalid('invoiceId')}
              {...form.register('invoiceId')}
            >
              <option value="">Escolha a fatura</option>
              {onInvoices.map((invoice) => (
                <option key={invoice.id} value={invoice.id}>
                  {invoice.number ?? 'rascunho'} —{' '}
                  {formatMoney(fromCents(toCents(invoice.amount) + toCents(invoice.lateFees)))}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
        <Field
          label="Observação"
          htmlFor={`${formId}-note`}
          error={errors.note?.message}
          className="sm:col-span-2"
        >
          <Input id={`${formId}-note`} {...invalid('note')} {...form.register('note')} />
        </Field>
      </form>
      <RefundOutcome
        preview={preview.data}
        loading={ready && preview.isFetching}
        error={ready && preview.error ? preview.error.message : null}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" form={formId} variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? 'Salvando...' : 'Confirmar estorno'}
        </Button>
      </DialogFooter>
    </>
  );
}

/** 'O que vai acontecer': the plan the server would carry out, in words. */
function RefundOutcome({
  preview,
  loading,
  error,
}: {
  preview: RefundPreview | undefined;
  loading: boolean;
  error: string | null;
}) {
  return (
    <section
      aria-labelledby="refund-outcome"
      className="grid gap-2 rounded-md border bg-muted/30 p-3 text-sm"
    >
      <h3 id="refund-outcome" className="font-medium">
        O que vai acontecer
      </h3>
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : !preview ? (
        <p className="text-muted-foreground">{loading ? 'Calculando...' : 'Informe o valor do estorno.'}</p>
      ) : (
        <ul aria-live="polite" aria-busy={loading} className="grid gap-1">
          {toCents(preview.fromCredit) > 0n ? (
            <li>Devolve {formatMoney(preview.fromCredit)} do crédito não alocado do cliente.</li>
          ) : null}
          {preview.invoices.map((invoice) => (
            <li key={invoice.invoiceId}>
              A fatura <strong>{invoice.number ?? 'rascunho'}</strong>{' '}
              {toCents(invoice.amount) > 0n
                ? `volta a ficar em aberto: ${formatMoney(invoice.amount)} (fica com ${formatMoney(invoice.openAfter)} em aberto)`
                : 'continua paga'}
              {toCents(invoice.lateFees) > 0n
                ? `${toCents(invoice.amount) > 0n ? ' e' : ';'} devolve ${formatMoney(invoice.lateFees)} de multa e juros`
                : ''}
              .
            </li>
          ))}
          <li>
            {preview.commissions.length
              ? `Comissão a estornar: ${preview.commissions
                  .map((entry) => `${formatMoney(entry.amount)} de ${entry.partnerName}`)
                  .join(', ')}.`
              : 'Nenhuma comissão de parceiro a estornar.'}
          </li>
        </ul>
      )}
    </section>
  );
}
