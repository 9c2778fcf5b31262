/**
 * The invoices of 'Dividir entre faturas' as the form's `allocations` field array: search the open
 * invoices, 'Incluir' one (its open amount to start with), change or 'Remover' it; the amount
 * distributed and the credit left. Each row keeps its invoice's number and open amount for its label
 * (the schema reads only `invoiceId` and `amount`).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '@shared/format';
import { fromCents } from '@shared/money';
import type { StatementLine } from '@shared/payments/statement-schemas';
import { MoneyField } from '@web/components/form/money-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { centsOf, typedMoney } from '@web/lib/typed-money';
import { useDebouncedSearch } from '@web/lib/use-debounced';
import { candidatesQuery } from '../../api/statement';

type Row = { invoiceId: string; amount: string; number: string; open: string };

export function SplitInvoicesField({ line }: { line: StatementLine }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedSearch(search);
  const query = useQuery(candidatesQuery(line.id, q));
  const { control, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'allocations' });
  const rows = (useWatch({ control, name: 'allocations' }) ?? []) as Row[];
  const chosen = new Set(rows.map((row) => row.invoiceId));
  const total = rows.reduce((sum, row) => sum + (centsOf(row.amount ?? '') ?? 0n), 0n);
  const lineCents = centsOf(line.amount) ?? 0n;
  const error = get(formState.errors, 'allocations') as
    | { message?: string; root?: { message?: string } }
    | undefined;
  const message = error?.message ?? error?.root?.message;

  return (
    <div className="grid gap-3">
      <Field label="Buscar fatura (número ou cliente)" htmlFor={`${id}-q`}>
        <Input
          id={`${id}-q`}
          value={search}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      <ul className="grid max-h-48 gap-1 overflow-y-auto" aria-label="Faturas em aberto">
        {(query.data?.invoices ?? [])
          .filter((invoice) => !chosen.has(invoice.invoiceId))
          .map((invoice) => (
            <li
              key={invoice.invoiceId}
              className="flex items-center justify-between gap-2 rounded-md border p-2 text-sm"
            >
              <span>
                {invoice.number} · {invoice.clientName} · em aberto {formatMoney(invoice.open)}
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() =>
                  append({
                    invoiceId: invoice.invoiceId,
                    amount: typedMoney(invoice.open),
                    number: invoice.number,
                    open: invoice.open,
                  } satisfies Row)
                }
              >
                Incluir
              </Button>
            </li>
          ))}
      </ul>
      <div className="grid gap-2">
        {fields.map((field, index) => {
          const row = rows[index];
          return (
            <div key={field.id} className="flex flex-wrap items-end gap-2">
              <MoneyField
                name={`allocations.${index}.amount`}
                label={`${row?.number ?? ''} (em aberto ${formatMoney(row?.open ?? '0')})`}
                className="min-w-0 flex-1"
                sign="nonNegative"
              />
              <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)}>
                Remover
              </Button>
            </div>
          );
        })}
        <p className="text-sm" role="status">
          Distribuído {formatMoney(fromCents(total))} de {formatMoney(line.amount)}
          {total < lineCents && rows.length
            ? ` · o restante (${formatMoney(fromCents(lineCents - total))}) fica como crédito do cliente`
            : ''}
        </p>
        {message ? (
          <p role="alert" className="text-sm text-destructive">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
