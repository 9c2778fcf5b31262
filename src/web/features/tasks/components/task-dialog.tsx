/**
 * A task's dialog (docs/product/tasks-and-timesheet.md; ?task= opens it): its fields, subtasks and
 * comments with @mentions.
 */
import { useQuery } from '@tanstack/react-query';
import { statusBadge } from '@shared/catalog/statuses';
import { formatMinutes } from '@shared/format';
import { taskStatuses } from '@shared/tasks/catalog';
import type { TaskDetail } from '@shared/tasks/schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/feedback';
import { useMe } from '@web/lib/session';
import { taskQuery } from '../api/tasks';
import { Subtasks } from './subtasks';
import { TaskComments } from './task-comments';
import { TaskForm } from './task-form';

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
          // A new version of the task (saved here or elsewhere) starts the form from it.
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
  const { user } = useMe();
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
      <TaskForm task={task} onDeleted={onClose} />
      {task.parentId ? null : <Subtasks task={task} onOpen={onOpen} />}
      <TaskComments task={task} viewerId={user?.id ?? null} />
    </div>
  );
}
