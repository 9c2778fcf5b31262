/** The board's and the list's project filter: a project, 'Sem projeto' or (in the list) all. */
import { useQuery } from '@tanstack/react-query';
import { projectOptionsQuery } from '@web/components/form/project-picker-field';
import { FilterSelect } from './filter-select';

export function ProjectFilter({
  value,
  onChange,
  allowAll,
}: {
  value: string;
  onChange: (value: string) => void;
  allowAll?: boolean;
}) {
  const projects = useQuery(projectOptionsQuery);
  return (
    <FilterSelect
      label="Projeto"
      value={value}
      onChange={onChange}
      first={allowAll ? [{ value: '', label: 'Todos os projetos' }] : []}
      options={(projects.data?.items ?? []).map((project) => ({ value: project.id, label: project.title }))}
      last={[{ value: 'none', label: 'Sem projeto' }]}
      className="max-w-72"
    />
  );
}
