/**
 * The form kit's one line-items editor (issue 25): the rows of a document's `items` array —
 * description, quantity and unit price (MoneyField: the one way to type money) — each with its line
 * total, and the document's total, both computed by the one shared rule (src/shared/line-items.ts) the
 * server stores. `extra(index)` adds a document's own fields to a row (a proposal's service, discount).
 * The schema's and the server's messages show under each field (`items.2.unitPrice`), and the list's
 * own ('Inclua ao menos um item') above the add button.
 */
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldValues, get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '@shared/format';
import { type LineItemAmounts, linesTotal, lineTotal } from '@shared/line-items';
import { fromCents } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { centsOf } from '@web/lib/typed-money';
import { TextField } from './fields';
import { MoneyField } from './money-field';

type Row = { quantity?: string; unitPrice?: string; discount?: string };

/** What a row's typed text amounts to ('1.234,50' → '1234.50'); unreadable text counts as zero. */
const decimal = (text: string | undefined) => fromCents(centsOf(text ?? '') ?? 0n);
const amountsOf = (row: Row | undefined): LineItemAmounts => ({
  quantity: decimal(row?.quantity),
  unitPrice: decimal(row?.unitPrice),
  discount: decimal(row?.discount),
});

export function LineItemsField({
  name = 'items',
  legend = 'Itens',
  newItem,
  extra,
}: {
  name?: string;
  legend?: string;
  /** The values of an added row. */
  newItem: () => FieldValues;
  extra?: (index: number) => ReactNode;
}) {
  const { control, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const rows = (useWatch({ control, name }) ?? []) as Row[];
  const listError = (
    get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined
  )?.message;
  const rootError = (get(formState.errors, name) as { root?: { message?: string } } | undefined)?.root
    ?.message;
  const message = listError ?? rootError;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <ol className="grid gap-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            aria-label={`Item ${index + 1}`}
            className="grid gap-2 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_6rem_9rem_auto] sm:items-start"
          >
            <TextField name={`${name}.${index}.description`} label="Descrição do item" maxLength={300} />
            <TextField name={`${name}.${index}.quantity`} label="Qtd." inputMode="decimal" />
            <MoneyField name={`${name}.${index}.unitPrice`} label="Preço unitário" sign="nonNegative" />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              aria-label={`Remover item ${index + 1}`}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
            {extra ? <div className="sm:col-span-4">{extra(index)}</div> : null}
            <p className="text-right text-sm sm:col-span-4">
              <span className="text-muted-foreground">Total do item </span>
              <strong className="tabular-nums">{formatMoney(lineTotal(amountsOf(rows[index])))}</strong>
            </p>
          </li>
        ))}
      </ol>
      {message ? (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => append(newItem())}>
          <Plus aria-hidden="true" />
          Adicionar item
        </Button>
        <p className="text-sm">
          Total: <strong className="tabular-nums">{formatMoney(linesTotal(rows.map(amountsOf)))}</strong>
        </p>
      </div>
    </fieldset>
  );
}
