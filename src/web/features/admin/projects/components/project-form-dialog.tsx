/**
 * 'Novo Projeto' / 'Editar Projeto' (docs/product/projects.md; width 600 px) with the toasts of docs/product/projects.md;
 * on success the dialog closes and the list reloads.
 */
import { formatMoneyInput } from '@shared/money';
import type { ProjectFormData, ProjectItem } from '@shared/schemas/project';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toastRecordSaved, toastRecordSaveFailed } from '@web/lib/record-toasts';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';
import { emptyProject, ProjectForm, type ProjectFormValues } from './project-form';

export function toFormValues(project: ProjectItem): ProjectFormValues {
  return {
    title: project.title,
    description: project.description ?? '',
    clientId: project.clientId ?? '',
    budget:
      project.budget === null || project.budget === undefined ? '' : formatMoneyInput(String(project.budget)),
    startDate: project.startDate ?? '',
    endDate: project.endDate ?? '',
    status: project.status,
  };
}

export function ProjectFormDialog({
  open,
  onOpenChange,
  project,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: ProjectItem | null;
}) {
  const create = useCreateProject();
  const update = useUpdateProject();
  const editing = project !== null;

  async function save(values: ProjectFormData) {
    try {
      if (project) await update.mutateAsync({ id: project.id, input: values });
      else await create.mutateAsync(values);
      toastRecordSaved('projeto', editing);
      onOpenChange(false);
    } catch (error) {
      toastRecordSaveFailed('projeto', editing, error instanceof Error ? error.message : undefined);
      throw error;
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={600}>
        <DialogHeader>
          <DialogTitle>{editing ? 'Editar Projeto' : 'Novo Projeto'}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Atualize as informações do projeto.'
              : 'Cadastre um projeto e vincule-o a um cliente.'}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ProjectForm
            key={project?.id ?? 'new'}
            defaultValues={project ? toFormValues(project) : emptyProject}
            clientName={project?.clientName}
            submitLabel={editing ? 'Salvar alterações' : 'Criar projeto'}
            onSubmit={save}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
