/**
 * CODERS colaboradores → Tarefas (docs/product/tasks-and-timesheet.md): a Kanban per project (drag a
 * card, or focus it and use 'Mover para…' or Alt+← / Alt+→; each move is announced), a list with
 * filters, and 'Minhas tarefas' across projects. ?task= opens a task (notifications link here).
 */
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { taskDueFilters, taskStatuses } from '@shared/tasks/catalog';
import { choiceParam, searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { projectOptionsQuery } from '@web/components/form/project-picker-field';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { NewTaskDialog } from './components/new-task-dialog';
import { TaskBoard } from './components/task-board';
import { TaskDialog } from './components/task-dialog';
import { TaskListView } from './components/task-list-view';

const params = z.object({
  vista: choiceParam(['quadro', 'lista', 'minhas'], 'quadro'),
  projeto: z.string().max(64).catch(''),
  responsavel: z.string().max(64).catch(''),
  situacao: z.enum(['', 'open', ...valuesOf(taskStatuses)]).catch(''),
  etiqueta: z.string().max(40).catch(''),
  prazo: z.enum(['', ...valuesOf(taskDueFilters)]).catch(''),
  q: searchParam,
  task: z.string().max(64).catch(''),
});

export function TasksPage() {
  const [p, setP] = useListParams(params);
  const [creating, setCreating] = useState(false);
  const projects = useQuery(projectOptionsQuery);
  const firstActive =
    projects.data?.items.find((project) => project.status === 'in_progress')?.id ??
    projects.data?.items[0]?.id ??
    '';
  const boardProject = p.projeto || firstActive;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {/* Each view is its tab's panel, so every tab controls a panel that exists (aria-controls). */}
      <Tabs value={p.vista} onValueChange={(vista) => setP({ vista })} className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            <TabsTrigger value="quadro">Quadro</TabsTrigger>
            <TabsTrigger value="lista">Lista</TabsTrigger>
            <TabsTrigger value="minhas">Minhas tarefas</TabsTrigger>
          </TabsList>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Nova tarefa
          </Button>
        </div>
        <TabsContent value="quadro" className="mt-0">
          <TaskBoard
            project={boardProject}
            onProject={(projeto) => setP({ projeto })}
            onOpen={(task) => setP({ task })}
          />
        </TabsContent>
        {(['lista', 'minhas'] as const).map((vista) => (
          <TabsContent key={vista} value={vista} className="mt-0">
            <TaskListView
              mine={vista === 'minhas'}
              filters={{
                project: p.projeto,
                assignee: vista === 'minhas' ? 'me' : p.responsavel,
                status: p.situacao || (vista === 'minhas' ? 'open' : ''),
                label: p.etiqueta,
                due: p.prazo,
                q: p.q,
              }}
              setFilter={(patch) => setP(patch)}
              onOpen={(task) => setP({ task })}
            />
          </TabsContent>
        ))}
      </Tabs>
      <NewTaskDialog
        open={creating}
        onOpenChange={setCreating}
        projectId={p.vista === 'quadro' && boardProject !== 'none' ? boardProject : ''}
        onCreated={(task) => setP({ task: task.id })}
      />
      {p.task ? (
        <TaskDialog taskId={p.task} onClose={() => setP({ task: '' })} onOpen={(task) => setP({ task })} />
      ) : null}
    </div>
  );
}

export default TasksPage;
