/** PATCH /api/projects/:id ('Editar Projeto'); the lists reload on success. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectFormData, ProjectItem } from '@shared/schemas/project';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

export function useUpdateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProjectFormData }) =>
      api.patch<ProjectItem>(`/api/projects/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
