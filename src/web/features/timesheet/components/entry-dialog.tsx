/**
 * 'Lançar horas' and 'Editar lançamento' (docs/product/tasks-and-timesheet.md): the day (São Paulo),
 * hours and minutes, project, task, note, billable. The new entry resolves the POST's schema and the
 * edit the PATCH's, the ones the server validates with.
 */
import { saoPauloDay } from '@shared/format';
import { addDays } from '@shared/time';
import { type TimeEntryItem, timeEntryPatchSchema, timeEntrySchema } from '@shared/timesheet/schemas';
import { CheckboxField, TextAreaField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useCreateEntry, useUpdateEntry } from '../api/timesheet';
import { ProjectTaskFields } from './project-task-fields';

const DESCRIPTION = 'Horas de projeto do dia (horário de São Paulo).';

function EntryFields({ keepTask }: { keepTask?: { id: string; title: string } | null }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="day" label="Dia" type="date" />
        <TextField name="hours" label="Horas" inputMode="numeric" />
        <TextField name="minutes" label="Minutos" inputMode="numeric" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProjectTaskFields keepTask={keepTask} />
      </div>
      <TextAreaField name="note" label="Nota" rows={2} />
      <CheckboxField name="billable" label="Faturável para o cliente" />
    </>
  );
}

/** 'Lançar horas' in the week shown: today when it is in that week, else its Monday. */
export function NewEntryDialog({
  week,
  open,
  onOpenChange,
}: {
  week: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateEntry();
  const today = saoPauloDay();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Lançar horas"
      description={DESCRIPTION}
      schema={timeEntrySchema}
      defaultValues={{
        day: today >= week && today <= addDays(week, 6) ? today : week,
        hours: '1',
        minutes: '0',
        projectId: '',
        taskId: '',
        note: '',
        billable: true,
      }}
      submitLabel="Salvar"
      width={560}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        toast.success('Horas lançadas');
      }}
    >
      <EntryFields />
    </FormDialog>
  );
}

export function EditEntryDialog({ entry, onClose }: { entry: TimeEntryItem | null; onClose: () => void }) {
  const update = useUpdateEntry(entry?.id ?? '');
  return (
    <FormDialog
      open={entry !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Editar lançamento"
      description={DESCRIPTION}
      schema={timeEntryPatchSchema}
      defaultValues={{
        day: entry?.day,
        hours: String(Math.floor((entry?.minutes ?? 0) / 60)),
        minutes: String((entry?.minutes ?? 0) % 60),
        projectId: entry?.projectId ?? '',
        taskId: entry?.taskId ?? '',
        note: entry?.note ?? '',
        billable: entry?.billable ?? true,
      }}
      submitLabel="Salvar"
      width={560}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        toast.success('Lançamento atualizado');
      }}
    >
      <EntryFields keepTask={entry?.taskId ? { id: entry.taskId, title: entry.taskTitle ?? '' } : null} />
    </FormDialog>
  );
}
