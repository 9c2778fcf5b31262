import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { projectOptionsQuery } from '@web/lib/queries/projects';
import { SelectField } from './fields';

/** A project chosen from GET /api/projects (the newest 100); the empty choice is "no project". */
export function ProjectSelectField({
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
