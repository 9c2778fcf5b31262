/**
 * The proposal editor's form (docs/product/proposals.md): client, title, validity, introduction,
 * scope, line items (optional ones the client may tick), payment plan (instalments by percent or
 * amount, or a monthly retainer), terms, with live totals from the same functions the server uses.
 * Amounts are typed the Brazilian way ('1.234,56').
 */
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { formatMoney } from '@shared/format';
import { parseBrl } from '@shared/money';
import type { ProposalDetails, ProposalFormInput } from '@shared/schemas/proposal';
import { computeTotals, lineTotal, type Plan } from '@shared/schemas/proposal-totals';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Field, Label } from '@web/components/ui/label';
import { leadOptionsQuery } from '../api/proposals';
import { PlanSummary } from './plan-summary';

export type ItemDraft = {
  key: string;
  description: string;
  service: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  optional: boolean;
  selected: boolean;
};
export type InstalmentDraft = {
  key: string;
  label: string;
  mode: 'percent' | 'amount';
  value: string;
  dueInDays: string;
};
export type ProposalDraft = {
  leadId: string;
  title: string;
  intro: string;
  scope: string;
  terms: string;
  validUntil: string;
  planKind: 'instalments' | 'retainer';
  instalments: InstalmentDraft[];
  months: string;
  dayOfMonth: string;
  items: ItemDraft[];
};

let counter = 0;
const key = () => `k${++counter}`;
const brl = (value: string) => value.replace('.', ',');
const toBrlInput = (value: string) => (value === '0.00' ? '' : brl(value));

export const emptyItem = (): ItemDraft => ({
  key: key(),
  description: '',
  service: '',
  quantity: '1',
  unitPrice: '',
  discount: '',
  optional: false,
  selected: true,
});

const DEFAULT_TERMS =
  'Prazo de entrega combinado a partir da aceitação e do recebimento dos materiais. Alterações de escopo são orçadas à parte.';

export function newDraft(leadId = '', today = new Date()): ProposalDraft {
  const valid = new Date(today.getTime() + 15 * 86_400_000).toISOString().slice(0, 10);
  return {
    leadId,
    title: '',
    intro: '',
    scope: '',
    terms: DEFAULT_TERMS,
    validUntil: valid,
    planKind: 'instalments',
    instalments: [
      { key: key(), label: '50% na aceitação', mode: 'percent', value: '50', dueInDays: '0' },
      { key: key(), label: '50% na entrega', mode: 'percent', value: '50', dueInDays: '30' },
    ],
    months: '6',
    dayOfMonth: '10',
    items: [emptyItem()],
  };
}

export function draftOf(proposal: ProposalDetails): ProposalDraft {
  const plan = proposal.paymentPlan;
  return {
    leadId: proposal.leadId,
    title: proposal.title,
    intro: proposal.intro,
    scope: proposal.scope,
    terms: proposal.terms,
    validUntil: proposal.validUntil,
    planKind: plan.kind,
    instalments:
      plan.kind === 'instalments'
        ? plan.instalments.map((entry) => ({
            key: key(),
            label: entry.label,
            mode: entry.percent !== undefined && entry.percent !== null ? 'percent' : 'amount',
            value:
              entry.percent !== undefined && entry.percent !== null
                ? String(entry.percent).replace('.', ',')
                : brl(entry.amount ?? ''),
            dueInDays: String(entry.dueInDays),
          }))
        : newDraft().instalments,
    months: plan.kind === 'retainer' ? String(plan.months) : '6',
    dayOfMonth: plan.kind === 'retainer' ? String(plan.dayOfMonth) : '10',
    items: proposal.items.map((item) => ({
      key: key(),
      description: item.description,
      service: item.service ?? '',
      quantity: item.quantity.replace(/\.00$/, '').replace('.', ','),
      unitPrice: toBrlInput(item.unitPrice),
      discount: toBrlInput(item.discount),
      optional: item.optional,
      selected: item.selected,
    })),
  };
}

const money = (text: string) => (text.trim() === '' ? '0.00' : (parseBrl(text) ?? text));
const quantity = (text: string) => text.trim().replace(',', '.');
const number = (text: string) => Number(text.trim().replace(',', '.'));
const finite = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : 0);

export function planOf(draft: ProposalDraft): Plan {
  if (draft.planKind === 'retainer') {
    return { kind: 'retainer', months: Number(draft.months), dayOfMonth: Number(draft.dayOfMonth) };
  }
  return {
    kind: 'instalments',
    instalments: draft.instalments.map((entry) =>
      entry.mode === 'percent'
        ? { label: entry.label, percent: finite(number(entry.value)), dueInDays: Number(entry.dueInDays) }
        : {
            label: entry.label,
            amount: parseBrl(entry.value || '0') ?? '0.00',
            dueInDays: Number(entry.dueInDays),
          },
    ),
  };
}

/** The request body; the server validates everything (422 with PT-BR fields). */
export function toInput(draft: ProposalDraft): ProposalFormInput {
  return {
    leadId: draft.leadId,
    title: draft.title,
    intro: draft.intro,
    scope: draft.scope,
    terms: draft.terms,
    validUntil: draft.validUntil,
    paymentPlan: planOf(draft) as ProposalFormInput['paymentPlan'],
    items: draft.items.map((item) => ({
      description: item.description,
      service: item.service || null,
      quantity: quantity(item.quantity),
      unitPrice: money(item.unitPrice),
      discount: money(item.discount),
      optional: item.optional,
      selected: item.optional ? item.selected : true,
    })),
  };
}

/** Live totals: a line that does not parse yet counts as zero. */
export function liveItems(draft: ProposalDraft) {
  return draft.items.map((item) => {
    const unitPrice = parseBrl(item.unitPrice || '0') ?? '0.00';
    const discount = parseBrl(item.discount || '0') ?? '0.00';
    const qty = Number.isFinite(Number(quantity(item.quantity)))
      ? Number(quantity(item.quantity)).toFixed(2)
      : '0.00';
    return {
      quantity: qty,
      unitPrice,
      discount,
      optional: item.optional,
      selected: item.optional ? item.selected : true,
    };
  });
}

function ClientPicker({
  value,
  onChange,
  currentName,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  currentName?: string;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const options = useQuery(leadOptionsQuery(q, value));
  const items = options.data ?? [];
  const hasCurrent = !value || items.some((item) => item.id === value);
  return (
    <Field label="Cliente" htmlFor="proposal-client" error={error}>
      <div className="grid gap-2 sm:grid-cols-2">
        <Input
          type="search"
          aria-label="Buscar cliente"
          placeholder="Buscar pelo nome ou e-mail..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <NativeSelect
          id="proposal-client"
          value={value}
          aria-invalid={Boolean(error)}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Selecione um cliente</option>
          {hasCurrent ? null : <option value={value}>{currentName ?? 'Cliente atual'}</option>}
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </Field>
  );
}

export function ProposalForm({
  draft,
  onChange,
  errors,
  clientName,
}: {
  draft: ProposalDraft;
  onChange: (draft: ProposalDraft) => void;
  errors: Record<string, string>;
  clientName?: string;
}) {
  const id = useId();
  const set = <K extends keyof ProposalDraft>(name: K, value: ProposalDraft[K]) =>
    onChange({ ...draft, [name]: value });
  const setItem = (index: number, patch: Partial<ItemDraft>) =>
    set(
      'items',
      draft.items.map((item, position) => (position === index ? { ...item, ...patch } : item)),
    );
  const setInstalment = (index: number, patch: Partial<InstalmentDraft>) =>
    set(
      'instalments',
      draft.instalments.map((entry, position) => (position === index ? { ...entry, ...patch } : entry)),
    );
  const items = liveItems(draft);
  const totals = computeTotals(items);
  const itemError = (index: number, field: string) => errors[`items.${index}.${field}`];

  return (
    <div className="grid gap-6">
      <section className="grid gap-4 rounded-xl border bg-background p-4 md:p-6">
        <ClientPicker
          value={draft.leadId}
          onChange={(value) => set('leadId', value)}
          currentName={clientName}
          error={errors.leadId}
        />
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <Field label="Título" htmlFor={`${id}-title`} error={errors.title}>
            <Input
              id={`${id}-title`}
              value={draft.title}
              maxLength={200}
              aria-invalid={Boolean(errors.title)}
              onChange={(event) => set('title', event.target.value)}
            />
          </Field>
          <Field label="Válida até" htmlFor={`${id}-valid`} error={errors.validUntil}>
            <Input
              id={`${id}-valid`}
              type="date"
              value={draft.validUntil}
              aria-invalid={Boolean(errors.validUntil)}
              onChange={(event) => set('validUntil', event.target.value)}
            />
          </Field>
        </div>
        <Field label="Apresentação" htmlFor={`${id}-intro`} error={errors.intro}>
          <Textarea
            id={`${id}-intro`}
            rows={3}
            value={draft.intro}
            onChange={(event) => set('intro', event.target.value)}
          />
        </Field>
        <Field label="Escopo" htmlFor={`${id}-scope`} error={errors.scope}>
          <Textarea
            id={`${id}-scope`}
            rows={5}
            value={draft.scope}
            onChange={(event) => set('scope', event.target.value)}
          />
        </Field>
      </section>

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
                <Field
                  label="Quantidade"
                  htmlFor={`${item.key}-quantity`}
                  error={itemError(index, 'quantity')}
                >
                  <Input
                    id={`${item.key}-quantity`}
                    inputMode="decimal"
                    value={item.quantity}
                    onChange={(event) => setItem(index, { quantity: event.target.value })}
                  />
                </Field>
                <Field
                  label="Valor unitário (R$)"
                  htmlFor={`${item.key}-price`}
                  error={itemError(index, 'unitPrice')}
                >
                  <Input
                    id={`${item.key}-price`}
                    inputMode="decimal"
                    placeholder="0,00"
                    value={item.unitPrice}
                    onChange={(event) => setItem(index, { unitPrice: event.target.value })}
                  />
                </Field>
                <Field
                  label="Desconto (R$)"
                  htmlFor={`${item.key}-discount`}
                  error={itemError(index, 'discount')}
                >
                  <Input
                    id={`${item.key}-discount`}
                    inputMode="decimal"
                    placeholder="0,00"
                    value={item.discount}
                    onChange={(event) => setItem(index, { discount: event.target.value })}
                  />
                </Field>
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

      <section
        aria-labelledby={`${id}-plan`}
        className="grid gap-3 rounded-xl border bg-background p-4 md:p-6"
      >
        <h2 id={`${id}-plan`} className="font-semibold">
          Forma de pagamento
        </h2>
        <div role="radiogroup" aria-label="Tipo de plano" className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-plan-kind`}
              className="size-4 accent-primary"
              checked={draft.planKind === 'instalments'}
              onChange={() => set('planKind', 'instalments')}
            />
            Parcelas
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-plan-kind`}
              className="size-4 accent-primary"
              checked={draft.planKind === 'retainer'}
              onChange={() => set('planKind', 'retainer')}
            />
            Mensalidade (retainer)
          </label>
        </div>
        {errors.paymentPlan ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.paymentPlan}
          </p>
        ) : null}
        {draft.planKind === 'retainer' ? (
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <Field label="Meses" htmlFor={`${id}-months`} error={errors['paymentPlan.months']}>
              <Input
                id={`${id}-months`}
                type="number"
                min={1}
                max={60}
                value={draft.months}
                onChange={(event) => set('months', event.target.value)}
              />
            </Field>
            <Field label="Dia do vencimento" htmlFor={`${id}-day`} error={errors['paymentPlan.dayOfMonth']}>
              <Input
                id={`${id}-day`}
                type="number"
                min={1}
                max={28}
                value={draft.dayOfMonth}
                onChange={(event) => set('dayOfMonth', event.target.value)}
              />
            </Field>
          </div>
        ) : (
          <div className="grid gap-3">
            {draft.instalments.map((entry, index) => (
              <div
                key={entry.key}
                className="grid grid-cols-2 items-end gap-3 rounded-lg border p-3 md:grid-cols-[minmax(0,1fr)_8rem_8rem_8rem_auto]"
              >
                <Field label="Parcela" htmlFor={`${entry.key}-label`} className="col-span-2 md:col-span-1">
                  <Input
                    id={`${entry.key}-label`}
                    value={entry.label}
                    maxLength={120}
                    onChange={(event) => setInstalment(index, { label: event.target.value })}
                  />
                </Field>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${entry.key}-mode`}>Tipo</Label>
                  <NativeSelect
                    id={`${entry.key}-mode`}
                    value={entry.mode}
                    onChange={(event) =>
                      setInstalment(index, { mode: event.target.value as InstalmentDraft['mode'] })
                    }
                  >
                    <option value="percent">Percentual</option>
                    <option value="amount">Valor</option>
                  </NativeSelect>
                </div>
                <Field label={entry.mode === 'percent' ? '%' : 'R$'} htmlFor={`${entry.key}-value`}>
                  <Input
                    id={`${entry.key}-value`}
                    inputMode="decimal"
                    value={entry.value}
                    onChange={(event) => setInstalment(index, { value: event.target.value })}
                  />
                </Field>
                <Field label="Dias após o aceite" htmlFor={`${entry.key}-days`}>
                  <Input
                    id={`${entry.key}-days`}
                    type="number"
                    min={0}
                    value={entry.dueInDays}
                    onChange={(event) => setInstalment(index, { dueInDays: event.target.value })}
                  />
                </Field>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover a parcela ${index + 1}`}
                  disabled={draft.instalments.length === 1}
                  onClick={() =>
                    set(
                      'instalments',
                      draft.instalments.filter((_, position) => position !== index),
                    )
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() =>
                set('instalments', [
                  ...draft.instalments,
                  {
                    key: key(),
                    label: `Parcela ${draft.instalments.length + 1}`,
                    mode: 'percent',
                    value: '',
                    dueInDays: '30',
                  },
                ])
              }
            >
              <Plus aria-hidden="true" />
              Adicionar parcela
            </Button>
          </div>
        )}
        <PlanSummary plan={planOf(draft)} total={totals.total} strict />
      </section>

      <section className="grid gap-3 rounded-xl border bg-background p-4 md:p-6">
        <Field label="Condições" htmlFor={`${id}-terms`} error={errors.terms}>
          <Textarea
            id={`${id}-terms`}
            rows={4}
            value={draft.terms}
            onChange={(event) => set('terms', event.target.value)}
          />
        </Field>
      </section>
    </div>
  );
}
