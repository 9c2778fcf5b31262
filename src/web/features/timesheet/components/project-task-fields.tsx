/**
 * 'Projeto' and 'Tarefa' of the timer and of an entry, on the form kit: choosing another project lists
 * its open tasks and clears the task. `keepTask` keeps an entry's task listed once it is closed.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { taskApi } from '@shared/tasks/api';
import { SelectField } from '@web/components/form/fields';
import { ProjectPickerField } from '@web/components/form/project-picker-field';
import { call } from '@web/lib/call';

/** The open tasks of a project, for the pickers. */
const openTasksQuery = (projectId: string) => ({
  queryKey: ['tasks', 'options', projectId],
  queryFn: () => call(taskApi.list, { query: { project: projectId, status: 'open', limit: 100 } }),
  enabled: Boolean(projectId),
});

export function ProjectTaskFields({ keepTask = null }: { keepTask?: { id: string; title: string } | null }) {
  const { getValues, setValue } = useFormContext();
  const projectId: string = useWatch({ name: 'projectId' }) ?? '';
  const tasks = useQuery(openTasksQuery(projectId));
  const shown = useRef(projectId);
  useEffect(() => {
    if (shown.current === projectId) return;
    shown.current = projectId;
    setValue('taskId', '');
  }, [projectId, setValue]);
  // The select was drawn before the tasks arrived: show the chosen one once its option exists.
  useEffect(() => {
    if (tasks.data) setValue('taskId', getValues('taskId') ?? '');
  }, [tasks.data, getValues, setValue]);
  const open = (tasks.data?.items ?? []).map((task) => ({ value: task.id, label: task.title }));
  const options =
    keepTask && !open.some((task) => task.value === keepTask.id)
      ? [{ value: keepTask.id, label: keepTask.title }, ...open]
      : open;
  return (
    <>
      <ProjectPickerField name="projectId" />
      <SelectField
        name="taskId"
        label="Tarefa"
        placeholder={projectId && tasks.isPending ? 'Carregando...' : 'Nenhuma'}
        options={options}
        disabled={!projectId}
      />
    </>
  );
}
