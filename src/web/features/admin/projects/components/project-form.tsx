/**
 * The project form (docs/product/projects.md): Título, Descrição, Cliente, 'Orçamento (R$)' (step 0.01),
 * 'Data de Início', 'Data de Término', Status. Empty client, budget and dates become null; an end
 * date before the start date is refused. A second submit within 2 s is blocked (docs/product/projects.md).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { projectStatuses } from '@shared/catalog/statuses';
import { type ProjectFormData, type ProjectFormInput, projectFormSchema } from '@shared/schemas/project';
import { MoneyInput } from '@web/components/money-input';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { useSubmitGuard } from '@web/lib/use-submit-guard';
import { ClientSelect } from './client-select';

export type ProjectFormValues = {
  title: string;
  description: string;
  clientId: string;
  budget: string;
  startDate: string;
  endDate: string;
  status: string;
};

export const emptyProject: ProjectFormValues = {
  title: '',
  description: '',
  clientId: '',
  budget: '',
  startDate: '',
  endDate: '',
  status: 'proposal',
};

const FIELDS = ['title', 'description', 'clientId', 'budget', 'startDate', 'endDate', 'status'] as const;
type FieldName = (typeof FIELDS)[number];

export function ProjectForm({
  defaultValues = emptyProject,
  clientName,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues?: ProjectFormValues;
  /** The current client's name, shown even before the options load. */
  clientName?: string | null;
  submitLabel: string;
  /** Throw to keep the form open; an ApiError's field messages are shown under the fields. */
  onSubmit: (values: ProjectFormData) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<ProjectFormInput, unknown, ProjectFormData>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: defaultValues as ProjectFormInput,
  });
  const guard = useSubmitGuard();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!guard.tryEnter()) return;
    try {
      await onSubmit(values);
    } catch (error) {
      guard.release();
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) form.setError(field as FieldName, { message });
        }
      }
    }
  });

  const a11y = (field: FieldName) => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `project-${field}-error` : undefined,
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field label="Título" htmlFor="project-title" error={errors.title?.message}>
        <Input id="project-title" autoComplete="off" {...a11y('title')} {...form.register('title')} />
      </Field>
      <Field label="Descrição" htmlFor="project-description" error={errors.description?.message}>
        <Textarea
          id="project-description"
          rows={3}
          {...a11y('description')}
          {...form.register('description')}
        />
      </Field>
      <Field label="Cliente" htmlFor="project-clientId" error={errors.clientId?.message}>
        <Controller
          control={form.control}
          name="clientId"
          render={({ field }) => (
            <ClientSelect
              id="project-clientId"
              {...a11y('clientId')}
              ref={field.ref}
              name={field.name}
              value={(field.value as string | null | undefined) ?? ''}
              currentName={clientName}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          )}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="budget"
          render={({ field }) => (
            <MoneyInput
              id="project-budget"
              label="Orçamento (R$)"
              sign="nonNegative"
              name={field.name}
              value={field.value === null || field.value === undefined ? '' : String(field.value)}
              error={errors.budget?.message}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Field label="Data de Início" htmlFor="project-startDate" error={errors.startDate?.message}>
          <Input id="project-startDate" type="date" {...a11y('startDate')} {...form.register('startDate')} />
        </Field>
        <Field label="Data de Término" htmlFor="project-endDate" error={errors.endDate?.message}>
          <Input id="project-endDate" type="date" {...a11y('endDate')} {...form.register('endDate')} />
        </Field>
      </div>
      <Field label="Status" htmlFor="project-status" error={errors.status?.message}>
        <NativeSelect id="project-status" {...a11y('status')} {...form.register('status')}>
          <option value="">Selecione o status</option>
          {projectStatuses.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
