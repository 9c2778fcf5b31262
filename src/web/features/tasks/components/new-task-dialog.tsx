/** 'Nova tarefa' (docs/product/tasks-and-timesheet.md): a task on a project or on none. */
import { type TaskDetail, taskFormSchema } from '@shared/tasks/schemas';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useCreateTask } from '../api/tasks';
import { TaskFields } from './task-fields';

export function NewTaskDialog({
  open,
  onOpenChange,
  projectId,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project the board shows ('' for none). */
  projectId: string;
  onCreated?: (task: TaskDetail) => void;
}) {
  const create = useCreateTask();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Nova tarefa"
      description="Crie uma tarefa num projeto ou sem projeto."
      schema={taskFormSchema}
      defaultValues={{
        title: '',
        description: '',
        projectId,
        status: 'a_fazer',
        priority: 'media',
        assigneeIds: [],
        labels: '',
        dueDate: '',
        estimateHours: '',
      }}
      submitLabel="Criar tarefa"
      pendingLabel="Criando..."
      width={640}
      onSubmit={async (values) => {
        const task = await create.mutateAsync(values);
        toast.success('Tarefa criada');
        onCreated?.(task);
      }}
    >
      <TaskFields />
    </FormDialog>
  );
}
