/**
 * A card of the Kanban: drag it to another column, or focus its title and press Alt+← / Alt+→, or
 * use its 'Mover para…' menu; the title opens the task.
 */
import { MoveRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { type TaskStatus, taskStatuses } from '@shared/tasks/catalog';
import type { TaskItem } from '@shared/tasks/schemas';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { TaskMeta } from './task-meta';

/** What a dragged card carries (a column accepts only a card of this board). */
export const TASK_DRAG_TYPE = 'application/x-coders-task';

export function TaskCard({
  task,
  onOpen,
  onMove,
  onShift,
  onDragStart,
  onDragEnd,
}: {
  task: TaskItem;
  onOpen: () => void;
  onMove: (status: TaskStatus) => void;
  onShift: (delta: number) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  return (
    <li
      draggable
      data-task-id={task.id}
      onDragStart={(event) => {
        event.dataTransfer.setData(TASK_DRAG_TYPE, task.id);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      className="cursor-grab rounded-lg border bg-background p-3 shadow-sm active:cursor-grabbing"
    >
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          className="min-w-0 text-left font-medium hover:text-primary hover:underline focus-visible:underline"
          onClick={onOpen}
          onKeyDown={(event: KeyboardEvent) => {
            if (!event.altKey) return;
            if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
              event.preventDefault();
              onShift(event.key === 'ArrowRight' ? 1 : -1);
            }
          }}
          aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight"
        >
          {task.title}
        </button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-7 shrink-0"
              aria-label={`Mover ${task.title}`}
            >
              <MoveRight aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Mover para…</DropdownMenuLabel>
            {taskStatuses
              .filter((s) => s.value !== task.status)
              .map((s) => (
                <DropdownMenuItem key={s.value} onSelect={() => onMove(s.value)}>
                  {s.label}
                </DropdownMenuItem>
              ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {task.assignees.length ? (
        <p className="mt-1 truncate text-xs text-muted-foreground">
          {task.assignees.map((a) => a.name).join(', ')}
        </p>
      ) : null}
      <TaskMeta task={task} />
    </li>
  );
}
