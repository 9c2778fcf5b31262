/** One status column of the Kanban: its cards, and the drop target while a card of another column is dragged. */
import { type DragEvent, useId, useState } from 'react';
import { statusBadge } from '@shared/catalog/statuses';
import { type TaskStatus, taskStatuses } from '@shared/tasks/catalog';
import type { TaskItem } from '@shared/tasks/schemas';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { TASK_DRAG_TYPE, TaskCard } from './task-card';

export function BoardColumn({
  status,
  tasks,
  dragging,
  setDragging,
  onDrop,
  onMove,
  onOpen,
  onShift,
}: {
  status: TaskStatus;
  tasks: TaskItem[];
  dragging: TaskItem | null;
  setDragging: (task: TaskItem | null) => void;
  onDrop: (task: TaskItem) => void;
  onMove: (task: TaskItem, status: TaskStatus) => void;
  onOpen: (id: string) => void;
  onShift: (task: TaskItem, delta: number) => void;
}) {
  const [over, setOver] = useState(false);
  const headingId = useId();
  const badge = statusBadge(taskStatuses, status);
  const accepts = Boolean(dragging && dragging.status !== status);
  return (
    <section
      aria-labelledby={headingId}
      data-status={status}
      onDragOver={(event: DragEvent) => {
        if (!accepts || !event.dataTransfer.types.includes(TASK_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        if (dragging && accepts) onDrop(dragging);
        setDragging(null);
      }}
      className={cn(
        'flex min-h-48 flex-col rounded-xl border bg-muted/50 p-3 transition-colors',
        over && 'border-primary bg-primary/5',
      )}
    >
      <div className="mb-3 flex items-center justify-between gap-2 px-1">
        <h2 id={headingId}>
          <Badge color={badge.color}>{badge.label}</Badge>
        </h2>
        <span className="text-sm tabular-nums text-muted-foreground">{tasks.length}</span>
      </div>
      {tasks.length === 0 ? (
        <p className="flex flex-1 items-center justify-center p-4 text-center text-sm text-muted-foreground">
          Nenhuma tarefa.
        </p>
      ) : (
        <ul className="space-y-2" aria-label={`Tarefas em ${badge.label}`}>
          {tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              onOpen={() => onOpen(task.id)}
              onMove={(to) => onMove(task, to)}
              onShift={(delta) => onShift(task, delta)}
              onDragStart={() => setDragging(task)}
              onDragEnd={() => setDragging(null)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
