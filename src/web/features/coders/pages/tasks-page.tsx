/**
 * CODERS colaboradores → Tarefas (docs/product/tasks-and-timesheet.md): a Kanban per project (drag a
 * card, or focus it and use 'Mover para…' or Alt+← / Alt+→; each move is announced), a list with
 * filters, and 'Minhas tarefas' across projects. ?task= opens a task (notifications link here).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CalendarClock, ListChecks, MessageSquare, MoveRight, Plus, Wand2 } from 'lucide-react';
import { type DragEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { statusBadge } from '@shared/catalog/statuses';
import { taskPriorities, taskStatuses } from '@shared/catalog/team';
import { formatDate, saoPauloDay } from '@shared/format';
import type { TaskItem } from '@shared/schemas/team';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { choiceParam, searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { EmptyState } from '@web/components/ui/feedback';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import {
  boardQuery,
  peopleQuery,
  projectOptionsQuery,
  type TaskFilters,
  taskListQuery,
  useMoveTask,
  useTasksFromProposal,
} from '../api/team';
import { NewTaskDialog, TaskDialog } from './task-dialog';

const STATUS_VALUES = taskStatuses.map((s) => s.value);
const params = z.object({
  vista: choiceParam(['quadro', 'lista', 'minhas'], 'quadro'),
  projeto: z.string().max(64).catch(''),
  responsavel: z.string().max(64).catch(''),
  situacao: choiceParam([...STATUS_VALUES, 'open']),
  etiqueta: z.string().max(40).catch(''),
  prazo: choiceParam(['overdue', 'week', 'none']),
  q: searchParam,
  task: z.string().max(64).catch(''),
});

const DRAG_TYPE = 'application/x-coders-task';
const statusLabel = (value: string) => statusBadge(taskStatuses, value).label;

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
          <Board
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

function ProjectSelect({
  value,
  onChange,
  allowAll,
}: {
  value: string;
  onChange: (v: string) => void;
  allowAll?: boolean;
}) {
  const id = useId();
  const projects = useQuery(projectOptionsQuery);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Projeto</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-72"
      >
        {allowAll ? <option value="">Todos os projetos</option> : null}
        {(projects.data?.items ?? []).map((project) => (
          <option key={project.id} value={project.id}>
            {project.title}
          </option>
        ))}
        <option value="none">Sem projeto</option>
      </NativeSelect>
    </div>
  );
}

function Board({
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

  function moveTo(task: TaskItem, status: string, refocus = false) {
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
        onSuccess: () => setAnnouncement(`“${task.title}” movida para ${statusLabel(status)}.`),
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
        <ProjectSelect value={project} onChange={onProject} />
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
              <Column
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

function Column({
  status,
  tasks,
  dragging,
  setDragging,
  onDrop,
  onMove,
  onOpen,
  onShift,
}: {
  status: string;
  tasks: TaskItem[];
  dragging: TaskItem | null;
  setDragging: (task: TaskItem | null) => void;
  onDrop: (task: TaskItem) => void;
  onMove: (task: TaskItem, status: string) => void;
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
        if (!accepts || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
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

function TaskMeta({ task }: { task: TaskItem }) {
  const today = saoPauloDay();
  const overdue = task.dueDate && task.dueDate < today && !['concluida', 'cancelada'].includes(task.status);
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

function TaskCard({
  task,
  onOpen,
  onMove,
  onShift,
  onDragStart,
  onDragEnd,
}: {
  task: TaskItem;
  onOpen: () => void;
  onMove: (status: string) => void;
  onShift: (delta: number) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  return (
    <li
      draggable
      data-task-id={task.id}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, task.id);
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

function TaskListView({
  mine,
  filters,
  setFilter,
  onOpen,
}: {
  mine: boolean;
  filters: TaskFilters;
  setFilter: (patch: Record<string, string>) => void;
  onOpen: (id: string) => void;
}) {
  const id = useId();
  const people = useQuery(peopleQuery);
  const query = useInfiniteQuery(taskListQuery(filters));
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [label, setLabel] = useState(filters.label);
  useEffect(() => setLabel(filters.label), [filters.label]);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <DataTableSearch
          label="Buscar tarefas"
          placeholder="Título da tarefa"
          value={filters.q}
          onChange={(q) => setFilter({ q })}
        />
        <ProjectSelect value={filters.project} onChange={(projeto) => setFilter({ projeto })} allowAll />
        {mine ? null : (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-who`}>Responsável</Label>
            <NativeSelect
              id={`${id}-who`}
              value={filters.assignee}
              onChange={(e) => setFilter({ responsavel: e.target.value })}
            >
              <option value="">Todos</option>
              <option value="me">Eu</option>
              {(people.data?.items ?? []).map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>Situação</Label>
          <NativeSelect
            id={`${id}-status`}
            value={filters.status}
            onChange={(e) => setFilter({ situacao: e.target.value })}
          >
            <option value="">Todas</option>
            <option value="open">Em aberto</option>
            {taskStatuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-due`}>Prazo</Label>
          <NativeSelect
            id={`${id}-due`}
            value={filters.due}
            onChange={(e) => setFilter({ prazo: e.target.value })}
          >
            <option value="">Qualquer</option>
            <option value="overdue">Atrasadas</option>
            <option value="week">Próximos 7 dias</option>
            <option value="none">Sem prazo</option>
          </NativeSelect>
        </div>
        <form
          className="grid gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            setFilter({ etiqueta: label.trim() });
          }}
        >
          <Label htmlFor={`${id}-label`}>Etiqueta</Label>
          <Input
            id={`${id}-label`}
            className="w-36"
            value={label}
            placeholder="ex.: design"
            onChange={(e) => setLabel(e.target.value)}
            onBlur={() => label.trim() !== filters.label && setFilter({ etiqueta: label.trim() })}
          />
        </form>
      </div>
      <Card>
        <ListStates
          query={query}
          isEmpty={rows.length === 0}
          errorText="Não foi possível carregar as tarefas."
          empty={
            <EmptyState
              title={mine ? 'Nenhuma tarefa sua em aberto' : 'Nenhuma tarefa encontrada'}
              hint="Ajuste os filtros ou crie uma tarefa."
            />
          }
        >
          <ul aria-label="Tarefas" className="divide-y">
            {rows.map((task) => {
              const badge = statusBadge(taskStatuses, task.status);
              return (
                <li
                  key={task.id}
                  className="grid gap-1 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                >
                  <div className="min-w-0">
                    <button
                      type="button"
                      className="text-left font-medium hover:text-primary hover:underline"
                      onClick={() => onOpen(task.id)}
                    >
                      {task.title}
                    </button>
                    <p className="truncate text-xs text-muted-foreground">
                      {task.projectTitle ?? 'Sem projeto'}
                      {task.assignees.length ? ` · ${task.assignees.map((a) => a.name).join(', ')}` : ''}
                    </p>
                    <TaskMeta task={task} />
                  </div>
                  <Badge color={badge.color}>{badge.label}</Badge>
                </li>
              );
            })}
          </ul>
        </ListStates>
      </Card>
      <DataTableLoadMore query={query} label="Carregar mais tarefas" className="flex justify-center" />
    </div>
  );
}
