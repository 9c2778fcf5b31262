/**
 * The Kanban of one project's top-level tasks (or of those on no project): moves are shown at once,
 * announced in a live region and rolled back if the server refuses; 'Criar tarefas da proposta'.
 */
import { useQuery } from '@tanstack/react-query';
import { Wand2 } from 'lucide-react';
import { useState } from 'react';
import { labelOf } from '@shared/catalog/entries';
import { type TaskStatus, taskStatuses } from '@shared/tasks/catalog';
import type { TaskItem } from '@shared/tasks/schemas';
import { ListStates } from '@web/components/data-table/table-states';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/feedback';
import { toast } from '@web/lib/toast';
import { boardQuery, useMoveTask, useTasksFromProposal } from '../api/tasks';
import { BoardColumn } from './board-column';
import { ProjectFilter } from './project-filter';

export function TaskBoard({
  project,
  onProject,
  onOpen,
}: {
  project: string;
  onProject: (id: string) => void;
  onOpen: (id: string) => void;
}) {
  const query = useQuery(boardQuery(project));
  const move = useMoveTask(project);
  const fromProposal = useTasksFromProposal();
  const [dragging, setDragging] = useState<TaskItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const tasks = query.data?.items ?? [];

  function moveTo(task: TaskItem, status: TaskStatus, refocus = false) {
    if (task.status === status) return;
    // From the keyboard, focus follows the card into its new column.
    if (refocus)
      setTimeout(
        () => document.querySelector<HTMLButtonElement>(`[data-task-id="${task.id}"] button`)?.focus(),
        60,
      );
    move.mutate(
      { task, status },
      {
        onSuccess: () => setAnnouncement(`“${task.title}” movida para ${labelOf(taskStatuses, status)}.`),
        onError: (error) => {
          setAnnouncement(`Não foi possível mover “${task.title}”.`);
          toast.error('Erro ao mover tarefa', error.message);
        },
      },
    );
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ProjectFilter value={project} onChange={onProject} />
        {project && project !== 'none' ? (
          <Button
            variant="outline"
            disabled={fromProposal.isPending}
            onClick={() =>
              fromProposal.mutate(project, {
                onSuccess: (result) =>
                  toast.success(
                    result.created
                      ? `${result.created} tarefa(s) criada(s) da proposta ${result.proposals.join(', ')}`
                      : 'As tarefas da proposta já existem',
                  ),
                onError: (error) => toast.error('Não foi possível criar as tarefas', error.message),
              })
            }
          >
            <Wand2 aria-hidden="true" />
            Criar tarefas da proposta
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">
        Arraste um cartão para outra coluna, ou foque o cartão e use o menu “Mover para…” (ou Alt + ← / Alt +
        →).
      </p>
      <p className="sr-only" aria-live="assertive" role="status">
        {announcement}
      </p>
      {!project ? (
        <EmptyState title="Nenhum projeto" hint="Escolha “Sem projeto” ou cadastre um projeto." />
      ) : (
        <ListStates
          query={query}
          isEmpty={false}
          errorText="Não foi possível carregar as tarefas."
          empty={null}
        >
          <div className="grid gap-3 md:grid-cols-3 xl:grid-cols-5">
            {taskStatuses.map((column, index) => (
              <BoardColumn
                key={column.value}
                status={column.value}
                tasks={tasks.filter((task) => task.status === column.value)}
                dragging={dragging}
                setDragging={setDragging}
                onDrop={(task) => moveTo(task, column.value)}
                onMove={moveTo}
                onOpen={onOpen}
                onShift={(task, delta) => {
                  const next = taskStatuses[index + delta];
                  if (next) moveTo(task, next.value, true);
                }}
              />
            ))}
          </div>
        </ListStates>
      )}
    </div>
  );
}
