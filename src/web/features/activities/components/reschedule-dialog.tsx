/** 'Reagendar': a new due date and time (São Paulo); the reminder is sent again for the new time. */
import { type Activity, rescheduleActivitySchema } from '@shared/activities/schemas';
import { dateToSaoPauloLocal } from '@shared/schemas/appointment';
import { TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useRescheduleActivity } from '../api/activities';

export function RescheduleActivityDialog({
  activity,
  onClose,
}: {
  activity: Activity | null;
  onClose: () => void;
}) {
  const reschedule = useRescheduleActivity();
  return (
    <FormDialog
      open={activity !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Reagendar atividade"
      description={activity?.title}
      schema={rescheduleActivitySchema}
      defaultValues={{ dueAt: dateToSaoPauloLocal(activity?.dueAt) }}
      submitLabel="Reagendar"
      onSubmit={async (body) => {
        if (!activity) return;
        await reschedule.mutateAsync({ id: activity.id, body });
        toast.success('Atividade reagendada');
      }}
    >
      <TextField name="dueAt" label="Nova data e hora" type="datetime-local" hint="Horário de Brasília" />
    </FormDialog>
  );
}
