/** 'Lista' and 'Minhas tarefas': the filters (kept in the URL) and the tasks, newest first, in keyset pages. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { statusBadge } from '@shared/catalog/statuses';
import { taskDueFilters, taskStatuses } from '@shared/tasks/catalog';
import type { TaskFilters } from '@shared/tasks/schemas';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { activeStaffQuery } from '@web/lib/queries/active-staff';
import { taskListQuery } from '../api/tasks';
import { FilterSelect } from './filter-select';
import { ProjectFilter } from './project-filter';
import { TaskMeta } from './task-meta';

export function TaskListView({
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
  const people = useQuery(activeStaffQuery);
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
        <ProjectFilter value={filters.project} onChange={(projeto) => setFilter({ projeto })} allowAll />
        {mine ? null : (
          <FilterSelect
            label="Responsável"
            value={filters.assignee}
            onChange={(responsavel) => setFilter({ responsavel })}
            first={[
              { value: '', label: 'Todos' },
              { value: 'me', label: 'Eu' },
            ]}
            options={(people.data?.items ?? []).map((person) => ({ value: person.id, label: person.name }))}
          />
        )}
        <FilterSelect
          label="Situação"
          value={filters.status}
          onChange={(situacao) => setFilter({ situacao })}
          first={[
            { value: '', label: 'Todas' },
            { value: 'open', label: 'Em aberto' },
          ]}
          options={taskStatuses}
        />
        <FilterSelect
          label="Prazo"
          value={filters.due}
          onChange={(prazo) => setFilter({ prazo })}
          first={[{ value: '', label: 'Qualquer' }]}
          options={taskDueFilters}
        />
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
