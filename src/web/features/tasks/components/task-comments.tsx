/** A task's comments, oldest first, and a new one; '@financeiro' notifies that person. */
import { formatDateTime } from '@shared/format';
import { type TaskDetail, taskCommentSchema } from '@shared/tasks/schemas';
import { TextAreaField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { MarkdownContent } from '@web/components/markdown-content';
import { useAddComment } from '../api/tasks';

export function TaskComments({ task, viewerId }: { task: TaskDetail; viewerId: string | null }) {
  return (
    <section aria-label="Comentários" className="grid gap-3">
      <h3 className="font-semibold">Comentários ({task.comments.length})</h3>
      {task.comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum comentário ainda.</p>
      ) : null}
      <ol className="grid gap-3">
        {task.comments.map((comment) => (
          <li key={comment.id} className="rounded-lg border p-3">
            <p className="text-xs text-muted-foreground">
              <strong className="text-foreground">
                {comment.author?.id === viewerId ? 'Você' : (comment.author?.name ?? 'Conta removida')}
              </strong>{' '}
              · {formatDateTime(comment.createdAt)}
            </p>
            <MarkdownContent html={comment.html} className="text-sm [&_p]:my-1" />
          </li>
        ))}
      </ol>
      <NewCommentForm taskId={task.id} />
    </section>
  );
}

function NewCommentForm({ taskId }: { taskId: string }) {
  const add = useAddComment(taskId);
  const { form, submit } = useKitForm({
    schema: taskCommentSchema,
    defaultValues: { body: '' },
    onSubmit: async (values) => {
      await add.mutateAsync(values);
      form.reset({ body: '' });
    },
  });
  return (
    <KitForm form={form} onSubmit={submit} className="gap-2">
      <TextAreaField
        name="body"
        label="Novo comentário"
        rows={3}
        maxLength={5000}
        hint="Use @ e o início do e-mail (ex.: @financeiro) para avisar alguém."
      />
      <FormMessage />
      <div className="flex justify-end">
        <SubmitButton pendingLabel="Enviando...">Comentar</SubmitButton>
      </div>
    </KitForm>
  );
}
