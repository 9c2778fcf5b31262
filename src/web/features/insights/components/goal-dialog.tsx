/**
 * 'Nova meta' / 'Editar meta' (docs/product/finance-insights.md) on the form kit over the server's own
 * goalFormSchema: the person (or the whole commercial team), the metric, the period and its first
 * month, and the target — money for money metrics, a whole number for the counted ones.
 */
import { useWatch } from 'react-hook-form';
import { goalMetrics, goalPeriods } from '@shared/insights/catalog';
import {
  COUNT_METRICS,
  type GoalProgress,
  type GoalsResponse,
  goalFormSchema,
} from '@shared/insights/schemas';
import { formatMoneyInput } from '@shared/money';
import { SelectField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { MoneyField } from '@web/components/form/money-field';
import { toast } from '@web/lib/toast';
import { useSaveGoal } from '../api/goals';

function PeriodAndTarget() {
  const [metric, period] = useWatch({ name: ['metric', 'period'] });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="period" label="Período" options={goalPeriods} />
        <TextField
          name="periodStart"
          type="month"
          label={period === 'quarter' ? 'Primeiro mês do trimestre' : 'Mês'}
          hint={period === 'quarter' ? 'Janeiro, abril, julho ou outubro.' : undefined}
        />
      </div>
      {COUNT_METRICS.includes(metric) ? (
        <TextField name="target" label="Meta (quantidade)" inputMode="numeric" placeholder="10" />
      ) : (
        <MoneyField name="target" label="Meta (R$)" />
      )}
    </>
  );
}

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
  const save = useSaveGoal();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={goal ? 'Editar meta' : 'Nova meta'}
      description="O progresso é calculado a partir das propostas aceitas, dos leads e das consultas do período."
      schema={goalFormSchema}
      defaultValues={
        goal
          ? {
              userId: goal.userId ?? '',
              metric: goal.metric,
              period: goal.period,
              periodStart: goal.periodStart.slice(0, 7),
              target: COUNT_METRICS.includes(goal.metric) ? goal.target : formatMoneyInput(goal.target),
            }
          : { userId: '', metric: 'value_won', period: 'month', periodStart: defaultMonth, target: '' }
      }
      submitLabel="Salvar meta"
      onSubmit={async (input) => {
        await save.mutateAsync({ id: goal?.id, input });
        toast.success(goal ? 'Meta atualizada' : 'Meta criada');
      }}
    >
      <SelectField
        name="userId"
        label="Pessoa"
        placeholder="Equipe comercial (todos)"
        options={people.map((person) => ({ value: person.id, label: person.name }))}
      />
      <SelectField name="metric" label="Métrica" options={goalMetrics} />
      <PeriodAndTarget />
    </FormDialog>
  );
}
