/**
 * The lead form (docs/product/leads.md): Nome, Email, Telefone, Empresa, Interesse em Serviço, Mensagem
 * (3 rows), Status; messages under each field from the shared schema; a second submit within 2 s
 * is blocked (docs/product/leads.md).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { leadStatuses } from '@shared/catalog/statuses';
import { type LeadFormData, type LeadFormInput, leadFormSchema } from '@shared/schemas/lead';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { useSubmitGuard } from '@web/lib/use-submit-guard';

export type LeadFormValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  serviceInterest: string;
  message: string;
  status: string;
};

export const emptyLead: LeadFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  serviceInterest: '',
  message: '',
  status: 'new',
};

const FIELDS = ['name', 'email', 'phone', 'company', 'serviceInterest', 'message', 'status'] as const;

export function LeadForm({
  defaultValues = emptyLead,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues?: LeadFormValues;
  submitLabel: string;
  /** Throw to keep the form open; an ApiError's field messages are shown under the fields. */
  onSubmit: (values: LeadFormData) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<LeadFormInput, unknown, LeadFormData>({
    resolver: zodResolver(leadFormSchema),
    defaultValues: defaultValues as LeadFormInput,
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
          if ((FIELDS as readonly string[]).includes(field)) {
            form.setError(field as (typeof FIELDS)[number], { message });
          }
        }
      }
    }
  });

  const invalid = (field: (typeof FIELDS)[number]) => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `lead-${field}-error` : undefined,
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" htmlFor="lead-name" error={errors.name?.message} className="sm:col-span-2">
          <Input id="lead-name" autoComplete="off" {...invalid('name')} {...form.register('name')} />
        </Field>
        <Field label="Email" htmlFor="lead-email" error={errors.email?.message}>
          <Input
            id="lead-email"
            type="email"
            autoComplete="off"
            {...invalid('email')}
            {...form.register('email')}
          />
        </Field>
        <Field label="Telefone" htmlFor="lead-phone" error={errors.phone?.message}>
          <Input
            id="lead-phone"
            type="tel"
            mask="phone"
            autoComplete="off"
            {...invalid('phone')}
            {...form.register('phone')}
          />
        </Field>
        <Field label="Empresa" htmlFor="lead-company" error={errors.company?.message}>
          <Input id="lead-company" autoComplete="off" {...invalid('company')} {...form.register('company')} />
        </Field>
        <Field
          label="Interesse em Serviço"
          htmlFor="lead-serviceInterest"
          error={errors.serviceInterest?.message}
        >
          <Input
            id="lead-serviceInterest"
            autoComplete="off"
            {...invalid('serviceInterest')}
            {...form.register('serviceInterest')}
          />
        </Field>
        <Field
          label="Mensagem"
          htmlFor="lead-message"
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          <Textarea id="lead-message" rows={3} {...invalid('message')} {...form.register('message')} />
        </Field>
        <Field label="Status" htmlFor="lead-status" error={errors.status?.message} className="sm:col-span-2">
          <NativeSelect id="lead-status" {...invalid('status')} {...form.register('status')}>
            <option value="">Selecione o status</option>
            {leadStatuses.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
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
