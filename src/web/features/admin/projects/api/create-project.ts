/** POST /api/projects ('Novo Projeto'); the lists reload on success. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectFormData, ProjectItem } from '@shared/schemas/project';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectFormData) => api.post<ProjectItem>('/api/projects', input),
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
