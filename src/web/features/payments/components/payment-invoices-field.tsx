/**
 * 'Registrar pagamento' → 'Faturas em aberto': the client's open invoices as the form's `allocations`
 * field array (one row per invoice, payment-rows.ts), each with 'Valor para …' and, paid after its due
 * date, 'Multa e juros de …'; the amount distributed, the credit left, and 'Distribuir pelo vencimento'.
 * Messages — the schema's, the server's — show under their row (`allocations.2.amount`) or below the list.
 */
import { useEffect } from 'react';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { formatDate, formatMoney } from '@shared/format';
import { fromCents } from '@shared/money';
import type { OpenInvoice } from '@shared/payments/schemas';
import { MoneyField } from '@web/components/form/money-field';
import { Button } from '@web/components/ui/button';
import { centsOf } from '@web/lib/typed-money';
import { allocatedCents, distribute, type PaymentRow, rowsFor, takesLateFees } from './payment-rows';

export function PaymentInvoicesField({
  invoices,
  loading,
  preset,
}: {
  invoices: readonly OpenInvoice[];
  loading: boolean;
  /** Opened from an invoice: its share, typed in before the list arrives. */
  preset: Record<string, string>;
}) {
  const { control, formState, getValues } = useFormContext();
  const { fields, replace } = useFieldArray({ control, name: 'allocations' });
  const rows = (useWatch({ control, name: 'allocations' }) ?? []) as PaymentRow[];
  const receivedOn = String(useWatch({ control, name: 'receivedOn' }) ?? '');
  const amount = centsOf(String(useWatch({ control, name: 'amount' }) ?? ''));

  // One row per open invoice, in the list's order; what was typed for an invoice stays with it.
  useEffect(() => {
    const current = (getValues('allocations') ?? []) as PaymentRow[];
    const next = rowsFor(invoices, current, preset);
    const same = next.length === current.length && next.every((row, index) => row === current[index]);
    if (!same) replace(next);
  }, [invoices, preset, getValues, replace]);

  const error = get(formState.errors, 'allocations') as
    | { message?: string; root?: { message?: string } }
    | undefined;
  const message = error?.message ?? error?.root?.message;
  const allocated = allocatedCents(invoices, rows, receivedOn);
  const ready = fields.length === invoices.length;

  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Faturas em aberto</legend>
      {loading ? (
        <p className="text-sm text-muted-foreground">Carregando faturas...</p>
      ) : invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nenhuma fatura em aberto: o valor fica como crédito do cliente.
        </p>
      ) : ready ? (
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
            {fields.map((field, index) => {
              const invoice = invoices[index]!;
              return (
                <li key={field.id} className="grid items-start gap-2 sm:grid-cols-[minmax(0,1fr)_9rem_9rem]">
                  <p className="text-sm sm:pt-2">
                    <span className="font-medium">{invoice.number}</span> · vence{' '}
                    {formatDate(invoice.dueDate)} · em aberto {formatMoney(invoice.open)}
                  </p>
                  <MoneyField
                    name={`allocations.${index}.amount`}
                    label={`Valor para ${invoice.number}`}
                    labelHidden
                    sign="nonNegative"
                  />
                  {/* Paid after its due date: the fine and interest received, once it gets an amount. */}
                  {takesLateFees(invoice, receivedOn, rows[index]) ? (
                    <MoneyField
                      name={`allocations.${index}.lateFees`}
                      label={`Multa e juros de ${invoice.number}`}
                      className="gap-1 [&>label]:text-xs [&>label]:font-normal [&>label]:text-muted-foreground sm:[&>label]:sr-only"
                      sign="nonNegative"
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              Distribuído: <strong>{formatMoney(fromCents(allocated))}</strong>
              {amount !== null && amount > allocated
                ? ` · crédito ${formatMoney(fromCents(amount - allocated))}`
                : ''}
            </span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={!amount}
              onClick={() => replace(distribute(invoices, rows, amount ?? 0n, receivedOn))}
            >
              Distribuir pelo vencimento
            </Button>
          </div>
        </>
      ) : null}
      {message ? (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
