import { useState } from 'react';
import { type GoalMetric, goalMetrics } from '@shared/insights/catalog';
import {
  COUNT_METRICS,
  type GoalProgress,
  type GoalsResponse,
  goalFormSchema,
} from '@shared/insights/schemas';
import { formatMoneyInput } from '@shared/money';
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
import { useSaveGoal } from '../api/goals';

const isCount = (metric: GoalMetric) => COUNT_METRICS.includes(metric);

type FormState = {
  userId: string;
  metric: GoalMetric;
  period: 'month' | 'quarter';
  month: string;
  target: string;
};

export function GoalDialog({
  open,
  onOpenChange,
  goal,
  people,
  defaultMonth,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  goal: GoalProgress | null;
  people: GoalsResponse['people'];
  defaultMonth: string;
}) {
  const initial: FormState = goal
    ? {
        userId: goal.userId ?? '',
        metric: goal.metric,
        period: goal.period,
        month: goal.periodStart.slice(0, 7),
        target: isCount(goal.metric) ? goal.target : formatMoneyInput(goal.target),
      }
    : { userId: '', metric: 'value_won', period: 'month', month: defaultMonth, target: '' };
  const [form, setForm] = useState<FormState>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveGoal();
  const set = (patch: Partial<FormState>) => setForm((current) => ({ ...current, ...patch }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = {
      userId: form.userId || null,
      metric: form.metric,
      period: form.period,
      periodStart: `${form.month}-01`,
      target: form.target,
    };
    // The shared schema (the one money rule for money metrics, whole numbers for counts).
    const parsed = goalFormSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    const target = parsed.data.target;
    save.mutate(
      {
        id: goal?.id,
        input: {
          userId: form.userId || null,
          metric: form.metric,
          period: form.period,
          periodStart: `${form.month}-01`,
          target,
        },
      },
      {
        onSuccess: () => {
          toast.success(goal ? 'Meta atualizada' : 'Meta criada');
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
          else setErrors({});
          toast.error('Erro ao salvar meta', error.message);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{goal ? 'Editar meta' : 'Nova meta'}</DialogTitle>
          <DialogDescription>
            O progresso é calculado a partir das propostas aceitas, dos leads e das consultas do período.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field label="Pessoa" htmlFor="goal-user" error={errors.userId}>
            <NativeSelect
              id="goal-user"
              value={form.userId}
              onChange={(event) => set({ userId: event.target.value })}
            >
              <option value="">Equipe comercial (todos)</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Métrica" htmlFor="goal-metric" error={errors.metric}>
            <NativeSelect
              id="goal-metric"
              value={form.metric}
              onChange={(event) => set({ metric: event.target.value as GoalMetric })}
            >
              {goalMetrics.map((metric) => (
                <option key={metric.value} value={metric.value}>
                  {metric.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Período" htmlFor="goal-period" error={errors.period}>
              <NativeSelect
                id="goal-period"
                value={form.period}
                onChange={(event) => set({ period: event.target.value as 'month' | 'quarter' })}
              >
                <option value="month">Mês</option>
                <option value="quarter">Trimestre</option>
              </NativeSelect>
            </Field>
            <Field
              label={form.period === 'month' ? 'Mês' : 'Primeiro mês do trimestre'}
              htmlFor="goal-month"
              error={errors.periodStart}
              hint={form.period === 'quarter' ? 'Janeiro, abril, julho ou outubro.' : undefined}
            >
              <Input
                id="goal-month"
                type="month"
                required
                value={form.month}
                onChange={(event) => set({ month: event.target.value })}
              />
            </Field>
          </div>
          {isCount(form.metric) ? (
            <Field label="Meta (quantidade)" htmlFor="goal-target" error={errors.target}>
              <Input
                id="goal-target"
                inputMode="numeric"
                placeholder="10"
                value={form.target}
                aria-invalid={Boolean(errors.target)}
                onChange={(event) => set({ target: event.target.value })}
              />
            </Field>
          ) : (
            <MoneyInput
              id="goal-target"
              label="Meta (R$)"
              placeholder="25.000,00"
              value={form.target}
              error={errors.target}
              onChange={(text) => set({ target: text })}
            />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar meta'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
