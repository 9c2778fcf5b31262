/** A task's subtasks (one level): tick to conclude, open one, add a new one by its title. */
import { type TaskDetail, taskFormSchema } from '@shared/tasks/schemas';
import { TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Checkbox } from '@web/components/ui/switch';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useCreateTask, useUpdateTask } from '../api/tasks';

export function Subtasks({ task, onOpen }: { task: TaskDetail; onOpen: (id: string) => void }) {
  const update = useUpdateTask();
  const done = task.subtasks.filter((sub) => sub.status === 'concluida').length;
  return (
    <section aria-label="Subtarefas" className="grid gap-2">
      <h3 className="font-semibold">
        Subtarefas ({done}/{task.subtasks.length})
      </h3>
      <ul className="grid gap-1">
        {task.subtasks.map((sub) => (
          <li key={sub.id} className="flex items-center gap-2 text-sm">
            <Checkbox
              aria-label={`Concluir ${sub.title}`}
              checked={sub.status === 'concluida'}
              onCheckedChange={(checked) =>
                update.mutate(
                  { id: sub.id, patch: { status: checked ? 'concluida' : 'a_fazer' } },
                  { onError: (error) => toast.error('Erro ao atualizar subtarefa', error.message) },
                )
              }
            />
            <button
              type="button"
              className={cn(
                'text-left',
                sub.status === 'concluida' ? 'text-muted-foreground line-through' : 'hover:underline',
              )}
              onClick={() => onOpen(sub.id)}
            >
              {sub.title}
            </button>
          </li>
        ))}
      </ul>
      <NewSubtaskForm parentId={task.id} />
    </section>
  );
}

function NewSubtaskForm({ parentId }: { parentId: string }) {
  const create = useCreateTask();
  const { form, submit } = useKitForm({
    schema: taskFormSchema,
    defaultValues: { title: '', parentId },
    onSubmit: async (values) => {
      await create.mutateAsync(values);
      form.reset({ title: '', parentId });
    },
  });
  return (
    <KitForm form={form} onSubmit={submit} className="gap-2">
      <div className="flex items-start gap-2">
        <TextField
          name="title"
          label="Nova subtarefa"
          labelHidden
          placeholder="Nova subtarefa"
          maxLength={200}
          className="flex-1"
        />
        <SubmitButton variant="outline" pendingLabel="Adicionando...">
          Adicionar
        </SubmitButton>
      </div>
      <FormMessage />
    </KitForm>
  );
}
