/** A task's priority, labels, due date (late ones in red), subtasks done and comments, on a card or a row. */
import { CalendarClock, ListChecks, MessageSquare } from 'lucide-react';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDate, saoPauloDay } from '@shared/format';
import { CLOSED_TASK_STATUSES, taskPriorities } from '@shared/tasks/catalog';
import type { TaskItem } from '@shared/tasks/schemas';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';

export function TaskMeta({ task }: { task: TaskItem }) {
  const today = saoPauloDay();
  const overdue = task.dueDate && task.dueDate < today && !CLOSED_TASK_STATUSES.includes(task.status);
  const priority = statusBadge(taskPriorities, task.priority);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
      <Badge color={priority.color}>{priority.label}</Badge>
      {task.labels.map((label) => (
        <span key={label} className="rounded bg-muted px-1.5 py-0.5">
          {label}
        </span>
      ))}
      {task.dueDate ? (
        <span className={cn('inline-flex items-center gap-1', overdue && 'font-medium text-red-700')}>
          <CalendarClock className="size-3" aria-hidden="true" />
          {overdue ? 'Atrasada · ' : ''}
          {formatDate(task.dueDate)}
        </span>
      ) : null}
      {task.subtaskCount ? (
        <span className="inline-flex items-center gap-1">
          <ListChecks className="size-3" aria-hidden="true" />
          {task.subtasksDone}/{task.subtaskCount}
        </span>
      ) : null}
      {task.commentCount ? (
        <span className="inline-flex items-center gap-1">
          <MessageSquare className="size-3" aria-hidden="true" />
          {task.commentCount}
        </span>
      ) : null}
    </div>
  );
}
