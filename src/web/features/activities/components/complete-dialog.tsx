/** 'Concluir atividade': the outcome note is required; it lands on the lead's timeline. */
import { type Activity, completeActivitySchema } from '@shared/activities/schemas';
import { TextAreaField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useCompleteActivity } from '../api/activities';

export function CompleteActivityDialog({
  activity,
  onClose,
}: {
  activity: Activity | null;
  onClose: () => void;
}) {
  const complete = useCompleteActivity();
  return (
    <FormDialog
      open={activity !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Concluir atividade"
      description={
        activity?.leadId
          ? `${activity.title} — o resultado vai para a linha do tempo do lead.`
          : activity?.title
      }
      schema={completeActivitySchema}
      defaultValues={{ outcome: '' }}
      submitLabel="Concluir"
      onSubmit={async (body) => {
        if (!activity) return;
        await complete.mutateAsync({ id: activity.id, body });
        toast.success('Atividade concluída');
      }}
    >
      <TextAreaField
        name="outcome"
        label="Resultado"
        rows={3}
        maxLength={2000}
        placeholder="Ex.: Atendeu, pediu a proposta até sexta."
      />
    </FormDialog>
  );
}
