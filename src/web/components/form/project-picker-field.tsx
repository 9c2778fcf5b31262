/**
 * The one project picker (issue 25) of tasks, the timer and time entries: a project chosen from one
 * endpoint, GET /api/projects (the newest 100 the viewer may read — a colaborador's own projects), the
 * empty choice "no project". `projectOptionsQuery` is the same list for the filters that pick a project
 * outside a form (the tasks board).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { projectApi } from '@shared/projects/api';
import { call } from '@web/lib/call';
import { SelectField } from './fields';

export const projectOptionsQuery = queryOptions({
  queryKey: ['projects', 'options'],
  queryFn: () => call(projectApi.list, { query: { limit: 100 } }),
  staleTime: 60_000,
});

export function ProjectPickerField({
  name,
  label = 'Projeto',
  hint,
  placeholder = 'Sem projeto',
  className,
}: {
  name: string;
  label?: string;
  hint?: string;
  /** The empty choice ('Sem projeto', 'Selecione o projeto'). */
  placeholder?: string;
  className?: string;
}) {
  const projects = useQuery(projectOptionsQuery);
  const { getValues, setValue } = useFormContext();
  // The select was drawn before the projects arrived: show the chosen one once its option exists.
  useEffect(() => {
    if (projects.data) setValue(name, getValues(name) ?? '');
  }, [projects.data, name, getValues, setValue]);
  const options = (projects.data?.items ?? []).map((project) => ({
    value: project.id,
    label: project.title,
  }));
  return (
    <SelectField
      name={name}
      label={label}
      hint={projects.isError ? 'Não foi possível carregar os projetos.' : hint}
      placeholder={projects.isPending ? 'Carregando...' : placeholder}
      options={options}
      className={className}
    />
  );
}
