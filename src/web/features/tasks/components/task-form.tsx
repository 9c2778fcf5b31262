/**
 * A task's fields in its dialog (docs/product/tasks-and-timesheet.md): every field sent on 'Salvar
 * alterações' (PATCH), and 'Excluir' for its creator or adm, after a confirmation.
 */
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type TaskDetail, taskPatchSchema } from '@shared/tasks/schemas';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useMe } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useDeleteTask, useUpdateTask } from '../api/tasks';
import { TaskFields } from './task-fields';

/** An estimate as a person reads it ('6,5'), from the API's '6.50'. */
const typedHours = (value: string | null) => (value === null ? '' : String(Number(value)).replace('.', ','));

export function TaskForm({ task, onDeleted }: { task: TaskDetail; onDeleted: () => void }) {
  const { user, roles } = useMe();
  const [confirm, setConfirm] = useState(false);
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const canDelete = roles.includes('adm') || (user !== null && task.createdById === user.id);
  const { form, submit } = useKitForm({
    schema: taskPatchSchema,
    defaultValues: {
      title: task.title,
      description: task.description,
      projectId: task.projectId ?? '',
      status: task.status,
      priority: task.priority,
      assigneeIds: task.assignees.map((person) => person.id),
      labels: task.labels.join(', '),
      dueDate: task.dueDate ?? '',
      estimateHours: typedHours(task.estimateHours),
    },
    onSubmit: async (patch) => {
      await update.mutateAsync({ id: task.id, patch });
      toast.success('Tarefa salva');
    },
  });
  return (
    <KitForm form={form} onSubmit={submit} aria-label="Dados da tarefa">
      {/* A subtask follows its parent's project. */}
      <TaskFields hideProject={Boolean(task.parentId)} />
      <FormMessage />
      <div className="flex flex-wrap justify-between gap-2">
        {canDelete ? (
          <Button type="button" variant="ghost" className="text-destructive" onClick={() => setConfirm(true)}>
            <Trash2 aria-hidden="true" />
            Excluir
          </Button>
        ) : (
          <span />
        )}
        <SubmitButton>Salvar alterações</SubmitButton>
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Excluir tarefa?"
        description={`“${task.title}” será excluída com as subtarefas e os comentários. Só quem criou a tarefa ou um administrador pode excluir.`}
        onConfirm={() =>
          remove.mutate(task.id, {
            onSuccess: () => {
              toast.success('Tarefa excluída');
              onDeleted();
            },
            onError: (error) => toast.error('Erro ao excluir tarefa', error.message),
          })
        }
      />
    </KitForm>
  );
}
