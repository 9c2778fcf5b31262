/**
 * The proposal's payment plan (docs/product/proposals.md): instalments by percentage or fixed amount
 * (MoneyInput), or a monthly retainer, with the schedule it drafts on acceptance.
 */
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { computeTotals } from '@shared/schemas/proposal-totals';
import { MoneyInput } from '@web/components/money-input';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Field, Label } from '@web/components/ui/label';
import { PlanSummary } from './plan-summary';
import { type InstalmentDraft, liveItems, newInstalment, type ProposalDraft, planOf } from './proposal-draft';

export function ProposalPlanFields({
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
  const setInstalment = (index: number, patch: Partial<InstalmentDraft>) =>
    set(
      'instalments',
      draft.instalments.map((entry, position) => (position === index ? { ...entry, ...patch } : entry)),
    );
  const totals = computeTotals(liveItems(draft));
  return (
    <section aria-labelledby={`${id}-plan`} className="grid gap-3 rounded-xl border bg-background p-4 md:p-6">
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
              {entry.mode === 'percent' ? (
                <Field label="%" htmlFor={`${entry.key}-value`}>
                  <Input
                    id={`${entry.key}-value`}
                    inputMode="decimal"
                    value={entry.value}
                    onChange={(event) => setInstalment(index, { value: event.target.value })}
                  />
                </Field>
              ) : (
                <MoneyInput
                  id={`${entry.key}-value`}
                  label="Valor"
                  value={entry.value}
                  error={errors[`paymentPlan.instalments.${index}.amount`]}
                  onChange={(text) => setInstalment(index, { value: text })}
                />
              )}
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
              set('instalments', [...draft.instalments, newInstalment(draft.instalments.length + 1)])
            }
          >
            <Plus aria-hidden="true" />
            Adicionar parcela
          </Button>
        </div>
      )}
      <PlanSummary plan={planOf(draft)} total={totals.total} strict />
    </section>
  );
}
