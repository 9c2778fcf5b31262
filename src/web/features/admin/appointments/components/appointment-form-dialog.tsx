import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type AppointmentData,
  type AppointmentDetails,
  type AppointmentInput,
  appointmentInputSchema,
  dateToSaoPauloLocal,
} from '@shared/schemas/appointment';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toastRecordSaved, toastRecordSaveFailed } from '@web/lib/record-toasts';
import { useSaveAppointment } from '../api/save-appointment';
import { LeadPicker } from './lead-picker';

const FIELDS = ['title', 'description', 'date', 'leadId'] as const;
const SUBMIT_GUARD_MS = 2000;

function defaults(appointment?: AppointmentDetails | null): AppointmentInput {
  return {
    title: appointment?.title ?? '',
    description: appointment?.description ?? '',
    date: dateToSaoPauloLocal(appointment?.appointmentDate),
    leadId: appointment?.leadId ?? '',
  };
}

/** 'Novo Agendamento' and editing: title, description, date and time (São Paulo), optional lead. */
export function AppointmentFormDialog({
  open,
  onOpenChange,
  appointment,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appointment?: AppointmentDetails | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={560}>
        {open ? (
          <AppointmentForm
            key={appointment?.id ?? 'new'}
            appointment={appointment}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AppointmentForm({
  appointment,
  onDone,
}: {
  appointment?: AppointmentDetails | null;
  onDone: () => void;
}) {
  const editing = Boolean(appointment);
  const save = useSaveAppointment(appointment?.id ?? null);
  const lastSubmit = useRef(0);
  const form = useForm<AppointmentInput, unknown, AppointmentData>({
    resolver: zodResolver(appointmentInputSchema),
    defaultValues: defaults(appointment),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (data) => {
    // docs/product/appointments.md: a second submit within 2 s of the first is ignored.
    if (Date.now() - lastSubmit.current < SUBMIT_GUARD_MS) return;
    lastSubmit.current = Date.now();
    try {
      await save.mutateAsync({ ...data, leadId: data.leadId ?? '' });
      toastRecordSaved('agendamento', editing);
      onDone();
    } catch (error) {
      lastSubmit.current = 0;
      if (error instanceof ApiError) {
        if (error.status === 401 || error.status === 403) return;
        for (const field of FIELDS) {
          const message = error.fields?.[field];
          if (message) form.setError(field, { message });
        }
      }
      toastRecordSaveFailed(
        'agendamento',
        editing,
        error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : undefined,
      );
    }
  });

  const described = (name: string, has: boolean) =>
    has ? { 'aria-describedby': `${name}-error`, 'aria-invalid': true } : {};

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{editing ? 'Editar Agendamento' : 'Novo Agendamento'}</DialogTitle>
        <DialogDescription>
          {editing
            ? 'Altere as informações do agendamento.'
            : 'Marque um horário livre. O horário é o de Brasília.'}
        </DialogDescription>
      </DialogHeader>

      <Field label="Título" htmlFor="appointment-title" error={errors.title?.message}>
        <Input
          id="appointment-title"
          autoComplete="off"
          {...described('appointment-title', Boolean(errors.title))}
          {...form.register('title')}
        />
      </Field>

      <Field label="Descrição" htmlFor="appointment-description" error={errors.description?.message}>
        <Textarea
          id="appointment-description"
          rows={3}
          {...described('appointment-description', Boolean(errors.description))}
          {...form.register('description')}
        />
      </Field>

      <Field
        label="Data e hora"
        htmlFor="appointment-date"
        error={errors.date?.message}
        hint="Horário de Brasília. Consultas duram 30 minutos."
      >
        <Input
          id="appointment-date"
          type="datetime-local"
          min={editing ? undefined : dateToSaoPauloLocal(new Date())}
          {...described('appointment-date', Boolean(errors.date))}
          {...form.register('date')}
        />
      </Field>

      <Field label="Lead (opcional)" htmlFor="appointment-lead" error={errors.leadId?.message}>
        <Controller
          control={form.control}
          name="leadId"
          render={({ field }) => (
            <LeadPicker
              id="appointment-lead"
              value={field.value ?? ''}
              onChange={field.onChange}
              invalid={Boolean(errors.leadId)}
              current={appointment?.lead ? { id: appointment.lead.id, name: appointment.lead.name } : null}
            />
          )}
        />
      </Field>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : editing ? 'Salvar alterações' : 'Criar agendamento'}
        </Button>
      </DialogFooter>
    </form>
  );
}
