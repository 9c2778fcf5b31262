/**
 * A task's detail (docs/product/tasks-and-timesheet.md): edit the fields, Markdown description with
 * a preview, subtasks, comments with @mentions, delete (creator or adm). Also 'Nova tarefa'.
 */
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDateTime, formatMinutes } from '@shared/format';
import { renderMarkdown } from '@shared/markdown';
import { taskPriorities, taskStatuses } from '@shared/tasks/catalog';
import type { TaskDetail, TaskFormData } from '@shared/tasks/schemas';
import { MarkdownContent } from '@web/components/markdown-content';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/feedback';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Checkbox } from '@web/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError } from '@web/lib/api';
import { activeStaffQuery } from '@web/lib/queries/active-staff';
import { projectOptionsQuery } from '@web/lib/queries/projects';
import { useMe } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { taskQuery, useAddComment, useCreateTask, useDeleteTask, useUpdateTask } from '../api/tasks';

type Values = {
  title: string;
  description: string;
  projectId: string;
  status: string;
  priority: string;
  assigneeIds: string[];
  labels: string;
  dueDate: string;
  estimateHours: string;
};

const toValues = (task: TaskDetail | null, projectId = ''): Values => ({
  title: task?.title ?? '',
  description: task?.description ?? '',
  projectId: task?.projectId ?? projectId,
  status: task?.status ?? 'a_fazer',
  priority: task?.priority ?? 'media',
  assigneeIds: task?.assignees.map((a) => a.id) ?? [],
  labels: task?.labels.join(', ') ?? '',
  dueDate: task?.dueDate ?? '',
  estimateHours: task?.estimateHours ?? '',
});

const toInput = (values: Values): TaskFormData => ({
  title: values.title,
  description: values.description,
  projectId: values.projectId || null,
  status: values.status as TaskFormData['status'],
  priority: values.priority as TaskFormData['priority'],
  assigneeIds: values.assigneeIds,
  labels: values.labels
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean),
  dueDate: values.dueDate || null,
  estimateHours: values.estimateHours === '' ? null : Number(values.estimateHours),
});

function TaskFields({
  values,
  onChange,
  errors,
  hideProject,
}: {
  values: Values;
  onChange: (patch: Partial<Values>) => void;
  errors: Record<string, string>;
  hideProject?: boolean;
}) {
  const id = useId();
  const people = useQuery(activeStaffQuery);
  const projects = useQuery(projectOptionsQuery);
  const preview = values.description ? renderMarkdown(values.description) : '';
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>Título</Label>
        <Input
          id={`${id}-title`}
          value={values.title}
          maxLength={200}
          onChange={(event) => onChange({ title: event.target.value })}
          aria-invalid={Boolean(errors.title)}
        />
        {errors.title ? (
          <p className="text-sm text-destructive" role="alert">
            {errors.title}
          </p>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {hideProject ? null : (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-project`}>Projeto</Label>
            <NativeSelect
              id={`${id}-project`}
              value={values.projectId}
              onChange={(event) => onChange({ projectId: event.target.value })}
            >
              <option value="">Sem projeto</option>
              {(projects.data?.items ?? []).map((project) => (
                <option key={project.id} value={project.id}>
                  {project.title}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>Situação</Label>
          <NativeSelect
            id={`${id}-status`}
            value={values.status}
            onChange={(event) => onChange({ status: event.target.value })}
          >
            {taskStatuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-priority`}>Prioridade</Label>
          <NativeSelect
            id={`${id}-priority`}
            value={values.priority}
            onChange={(event) => onChange({ priority: event.target.value })}
          >
            {taskPriorities.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-due`}>Prazo</Label>
          <Input
            id={`${id}-due`}
            type="date"
            value={values.dueDate}
            onChange={(event) => onChange({ dueDate: event.target.value })}
          />
          {errors.dueDate ? (
            <p className="text-sm text-destructive" role="alert">
              {errors.dueDate}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-estimate`}>Estimativa (horas)</Label>
          <Input
            id={`${id}-estimate`}
            type="number"
            min={0}
            step="0.5"
            inputMode="decimal"
            value={values.estimateHours}
            onChange={(event) => onChange({ estimateHours: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-labels`}>Etiquetas</Label>
          <Input
            id={`${id}-labels`}
            placeholder="design, urgente"
            value={values.labels}
            onChange={(event) => onChange({ labels: event.target.value })}
          />
          <p className="text-xs text-muted-foreground">Separe por vírgulas.</p>
        </div>
      </div>
      <fieldset className="grid gap-1.5">
        <legend className="text-sm font-medium">Responsáveis</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {(people.data?.items ?? []).map((person) => {
            const checked = values.assigneeIds.includes(person.id);
            return (
              <div key={person.id} className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={`${id}-who-${person.id}`}
                  checked={checked}
                  onCheckedChange={(value) =>
                    onChange({
                      assigneeIds: value
                        ? [...values.assigneeIds, person.id]
                        : values.assigneeIds.filter((x) => x !== person.id),
                    })
                  }
                />
                <Label htmlFor={`${id}-who-${person.id}`} className="font-normal">
                  {person.name}
                </Label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <Tabs defaultValue="write">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-description`}>Descrição (Markdown)</Label>
          <TabsList className="h-8">
            <TabsTrigger value="write" className="py-1 text-xs">
              Escrever
            </TabsTrigger>
            <TabsTrigger value="preview" className="py-1 text-xs">
              Visualizar
            </TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="write" className="mt-2">
          <Textarea
            id={`${id}-description`}
            rows={5}
            value={values.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        </TabsContent>
        <TabsContent value="preview" className="mt-2 min-h-24 rounded-md border p-3">
          {preview ? (
            <MarkdownContent html={preview} className="text-sm" />
          ) : (
            <p className="text-sm text-muted-foreground">Nada para visualizar.</p>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

const fieldErrors = (error: unknown) => (error instanceof ApiError ? (error.fields ?? {}) : {});

export function NewTaskDialog({
  open,
  onOpenChange,
  projectId,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  onCreated?: (task: TaskDetail) => void;
}) {
  const [values, setValues] = useState(() => toValues(null, projectId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateTask();
  useEffect(() => {
    if (open) {
      setValues(toValues(null, projectId));
      setErrors({});
    }
  }, [open, projectId]);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.title.trim()) return setErrors({ title: 'Título é obrigatório' });
    try {
      const task = await create.mutateAsync(toInput(values));
      toast.success('Tarefa criada');
      onOpenChange(false);
      onCreated?.(task);
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error('Erro ao criar tarefa', error instanceof Error ? error.message : undefined);
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={640}>
        <DialogHeader>
          <DialogTitle>Nova tarefa</DialogTitle>
          <DialogDescription>Crie uma tarefa num projeto ou sem projeto.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <TaskFields
            values={values}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
            errors={errors}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Criando...' : 'Criar tarefa'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function TaskDialog({
  taskId,
  onClose,
  onOpen,
}: {
  taskId: string;
  onClose: () => void;
  onOpen: (id: string) => void;
}) {
  const query = useQuery(taskQuery(taskId));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent width={760}>
        {query.isPending ? (
          <>
            <DialogTitle className="sr-only">Carregando tarefa</DialogTitle>
            <Spinner className="min-h-48" label="Carregando tarefa..." />
          </>
        ) : query.error ? (
          <>
            <DialogTitle>Tarefa</DialogTitle>
            <div role="alert" className="grid gap-2 text-sm text-destructive">
              <p>{query.error.message || 'Não foi possível carregar a tarefa.'}</p>
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                Tentar novamente
              </Button>
            </div>
          </>
        ) : (
          <TaskBody key={query.data.updatedAt} task={query.data} onClose={onClose} onOpen={onOpen} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TaskBody({
  task,
  onClose,
  onOpen,
}: {
  task: TaskDetail;
  onClose: () => void;
  onOpen: (id: string) => void;
}) {
  const { user, roles } = useMe();
  const [values, setValues] = useState(() => toValues(task));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState(false);
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const canDelete = roles.includes('adm') || (user !== null && task.createdById === user.id);
  async function save(event: FormEvent) {
    event.preventDefault();
    if (!values.title.trim()) return setErrors({ title: 'Título é obrigatório' });
    try {
      const input = toInput(values);
      await update.mutateAsync({ id: task.id, patch: input });
      toast.success('Tarefa salva');
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error('Erro ao salvar tarefa', error instanceof Error ? error.message : undefined);
    }
  }
  const badge = statusBadge(taskStatuses, task.status);
  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle className="pr-6">{task.title}</DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-2">
          <Badge color={badge.color}>{badge.label}</Badge>
          <span>{task.projectTitle ?? 'Sem projeto'}</span>
          <span>· {formatMinutes(task.minutesLogged)} registradas</span>
          {task.parentId ? (
            <button type="button" className="underline" onClick={() => onOpen(task.parentId!)}>
              · abrir tarefa principal
            </button>
          ) : null}
        </DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" onSubmit={save}>
        <TaskFields
          values={values}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          errors={errors}
          hideProject={Boolean(task.parentId)}
        />
        <div className="flex flex-wrap justify-between gap-2">
          {canDelete ? (
            <Button
              type="button"
              variant="ghost"
              className="text-destructive"
              onClick={() => setConfirm(true)}
            >
              <Trash2 aria-hidden="true" />
              Excluir
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Salvando...' : 'Salvar alterações'}
          </Button>
        </div>
      </form>
      {task.parentId ? null : <Subtasks task={task} onOpen={onOpen} />}
      <Comments task={task} viewerId={user?.id ?? null} />
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Excluir tarefa?"
        description={`“${task.title}” será excluída com as subtarefas e os comentários. Só quem criou a tarefa ou um administrador pode excluir.`}
        onConfirm={() =>
          remove.mutate(task.id, {
            onSuccess: () => {
              toast.success('Tarefa excluída');
              onClose();
            },
            onError: (error) => toast.error('Erro ao excluir tarefa', error.message),
          })
        }
      />
    </div>
  );
}

function Subtasks({ task, onOpen }: { task: TaskDetail; onOpen: (id: string) => void }) {
  const [title, setTitle] = useState('');
  const create = useCreateTask();
  const update = useUpdateTask();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <h3 id={`${id}-title`} className="font-semibold">
        Subtarefas ({task.subtasks.filter((s) => s.status === 'concluida').length}/{task.subtasks.length})
      </h3>
      <ul className="grid gap-1">
        {task.subtasks.map((sub) => (
          <li key={sub.id} className="flex items-center gap-2 text-sm">
            <Checkbox
              aria-label={`Concluir ${sub.title}`}
              checked={sub.status === 'concluida'}
              onCheckedChange={(done) =>
                update.mutate(
                  { id: sub.id, patch: { status: done ? 'concluida' : 'a_fazer' } },
                  { onError: (error) => toast.error('Erro ao atualizar subtarefa', error.message) },
                )
              }
            />
            <button
              type="button"
              className={
                sub.status === 'concluida'
                  ? 'text-left line-through text-muted-foreground'
                  : 'text-left hover:underline'
              }
              onClick={() => onOpen(sub.id)}
            >
              {sub.title}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!title.trim()) return;
          create.mutate(
            { title: title.trim(), parentId: task.id },
            {
              onSuccess: () => setTitle(''),
              onError: (error) => toast.error('Erro ao criar subtarefa', error.message),
            },
          );
        }}
      >
        <Label htmlFor={`${id}-new`} className="sr-only">
          Nova subtarefa
        </Label>
        <Input
          id={`${id}-new`}
          placeholder="Nova subtarefa"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={create.isPending}>
          Adicionar
        </Button>
      </form>
    </section>
  );
}

function Comments({ task, viewerId }: { task: TaskDetail; viewerId: string | null }) {
  const [body, setBody] = useState('');
  const add = useAddComment(task.id);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        Comentários ({task.comments.length})
      </h3>
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
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!body.trim()) return;
          add.mutate(
            { body: body.trim() },
            {
              onSuccess: () => setBody(''),
              onError: (error) => toast.error('Erro ao comentar', error.message),
            },
          );
        }}
      >
        <Label htmlFor={`${id}-body`}>Novo comentário</Label>
        <Textarea id={`${id}-body`} rows={3} value={body} onChange={(e) => setBody(e.target.value)} />
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground">
            Use @ e o início do e-mail (ex.: @financeiro) para avisar alguém.
          </p>
          <Button type="submit" disabled={add.isPending || !body.trim()}>
            {add.isPending ? 'Enviando...' : 'Comentar'}
          </Button>
        </div>
      </form>
    </section>
  );
}
