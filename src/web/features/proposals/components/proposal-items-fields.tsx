/**
 * The proposal's line items (docs/product/proposals.md): description, service, quantity, unit price and
 * discount (MoneyInput: the one way to type money), optional items, and the live totals computed with
 * the same functions the server uses. A discount over its line shows the schema's message under it.
 */
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { formatMoney } from '@shared/format';
import { lineTotal } from '@shared/line-items';
import { computeTotals } from '@shared/schemas/proposal-totals';
import { MoneyInput } from '@web/components/money-input';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { emptyItem, type ItemDraft, liveItems, type ProposalDraft } from './proposal-draft';

export function ProposalItemsFields({
  draft,
  onChange,
  errors,
}: {
  draft: ProposalDraft;
  onChange: (draft: ProposalDraft) => void;
  errors: Record<string, string>;
}) {
  const id = useId();
  const set = <K extends keyof ProposalDraft>(name: K, value: ProposalDraft[K]) =>
    onChange({ ...draft, [name]: value });
  const setItem = (index: number, patch: Partial<ItemDraft>) =>
    set(
      'items',
      draft.items.map((item, position) => (position === index ? { ...item, ...patch } : item)),
    );
  const items = liveItems(draft);
  const totals = computeTotals(items);
  const itemError = (index: number, field: string) => errors[`items.${index}.${field}`];
  return (
    <section
      aria-labelledby={`${id}-items`}
      className="grid gap-3 rounded-xl border bg-background p-4 md:p-6"
    >
      <h2 id={`${id}-items`} className="font-semibold">
        Itens
      </h2>
      {errors.items ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.items}
        </p>
      ) : null}
      <ol className="grid gap-3">
        {draft.items.map((item, index) => (
          <li key={item.key} className="grid gap-3 rounded-lg border p-3" aria-label={`Item ${index + 1}`}>
            <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_10rem]">
              <Field
                label="Descrição"
                htmlFor={`${item.key}-description`}
                error={itemError(index, 'description')}
              >
                <Input
                  id={`${item.key}-description`}
                  value={item.description}
                  maxLength={500}
                  onChange={(event) => setItem(index, { description: event.target.value })}
                />
              </Field>
              <Field label="Serviço" htmlFor={`${item.key}-service`} error={itemError(index, 'service')}>
                <Input
                  id={`${item.key}-service`}
                  value={item.service}
                  maxLength={100}
                  placeholder="ex.: site"
                  onChange={(event) => setItem(index, { service: event.target.value })}
                />
              </Field>
            </div>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-[6rem_9rem_9rem_minmax(0,1fr)]">
              <Field label="Quantidade" htmlFor={`${item.key}-quantity`} error={itemError(index, 'quantity')}>
                <Input
                  id={`${item.key}-quantity`}
                  inputMode="decimal"
                  value={item.quantity}
                  onChange={(event) => setItem(index, { quantity: event.target.value })}
                />
              </Field>
              <MoneyInput
                id={`${item.key}-price`}
                label="Valor unitário (R$)"
                sign="nonNegative"
                value={item.unitPrice}
                error={itemError(index, 'unitPrice')}
                onChange={(text) => setItem(index, { unitPrice: text })}
              />
              <MoneyInput
                id={`${item.key}-discount`}
                label="Desconto (R$)"
                sign="nonNegative"
                value={item.discount}
                error={itemError(index, 'discount')}
                onChange={(text) => setItem(index, { discount: text })}
              />
              <p className="col-span-2 self-end text-right text-sm md:col-span-1">
                <span className="text-muted-foreground">Total do item </span>
                <strong className="tabular-nums">{formatMoney(lineTotal(items[index]!))}</strong>
              </p>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex flex-wrap gap-4 text-sm">
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={item.optional}
                    onChange={(event) =>
                      setItem(index, { optional: event.target.checked, selected: !event.target.checked })
                    }
                  />
                  Opcional (o cliente escolhe)
                </label>
                {item.optional ? (
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={item.selected}
                      onChange={(event) => setItem(index, { selected: event.target.checked })}
                    />
                    Já vem marcado
                  </label>
                ) : null}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={draft.items.length === 1}
                onClick={() =>
                  set(
                    'items',
                    draft.items.filter((_, position) => position !== index),
                  )
                }
              >
                <Trash2 aria-hidden="true" />
                Remover item
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => set('items', [...draft.items, emptyItem()])}
      >
        <Plus aria-hidden="true" />
        Adicionar item
      </Button>
      <dl className="ml-auto grid w-full max-w-xs gap-1 text-sm" aria-label="Totais">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="tabular-nums">{formatMoney(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Descontos</dt>
          <dd className="tabular-nums">{formatMoney(totals.discount)}</dd>
        </div>
        {totals.optionalTotal !== '0.00' ? (
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Opcionais (todos)</dt>
            <dd className="tabular-nums">{formatMoney(totals.optionalTotal)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t pt-1 text-base font-semibold">
          <dt>{draft.planKind === 'retainer' ? 'Total mensal' : 'Total'}</dt>
          <dd className="tabular-nums" data-testid="editor-total">
            {formatMoney(totals.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
