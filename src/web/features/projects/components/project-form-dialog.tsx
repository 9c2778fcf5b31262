/**
 * 'Novo Projeto' / 'Editar Projeto' (docs/product/projects.md; width 600 px) on the form kit over the
 * route's own schema (projectFormSchema): Título, Descrição, Cliente, 'Orçamento (R$)', 'Data de
 * Início', 'Data de Término', Status. Empty client, budget and dates become null; an end date before
 * the start date is refused. With the toasts of docs/product/projects.md; on success the dialog closes
 * and the list reloads.
 */
import { projectStatuses } from '@shared/catalog/statuses';
import { formatMoneyInput } from '@shared/money';
import { type ProjectFormInput, type ProjectItem, projectFormSchema } from '@shared/projects/schemas';
import { SelectField, TextAreaField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { MoneyField } from '@web/components/form/money-field';
import { toastRecordSaved, toastRecordSaveFailed } from '@web/lib/record-toasts';
import { useSaveProject } from '../api/projects';
import { ClientSelectField } from './client-select-field';

export const emptyProject: ProjectFormInput = {
  title: '',
  description: '',
  clientId: '',
  budget: '',
  startDate: '',
  endDate: '',
  status: 'proposal',
};

export function toFormValues(project: ProjectItem): ProjectFormInput {
  return {
    title: project.title,
    description: project.description ?? '',
    clientId: project.clientId ?? '',
    budget: project.budget === null ? '' : formatMoneyInput(String(project.budget)),
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
  const save = useSaveProject();
  const editing = project !== null;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      width={600}
      title={editing ? 'Editar Projeto' : 'Novo Projeto'}
      description={
        editing ? 'Atualize as informações do projeto.' : 'Cadastre um projeto e vincule-o a um cliente.'
      }
      schema={projectFormSchema}
      defaultValues={project ? toFormValues(project) : emptyProject}
      submitLabel={editing ? 'Salvar alterações' : 'Criar projeto'}
      onSubmit={async (body) => {
        try {
          await save.mutateAsync({ id: project?.id, body });
          toastRecordSaved('projeto', editing);
        } catch (error) {
          toastRecordSaveFailed('projeto', editing, error instanceof Error ? error.message : undefined);
          throw error;
        }
      }}
    >
      <TextField name="title" label="Título" />
      <TextAreaField name="description" label="Descrição" />
      <ClientSelectField name="clientId" currentName={project?.clientName} />
      <div className="grid gap-4 sm:grid-cols-3">
        <MoneyField name="budget" label="Orçamento (R$)" sign="nonNegative" />
        <TextField name="startDate" label="Data de Início" type="date" />
        <TextField name="endDate" label="Data de Término" type="date" />
      </div>
      <SelectField name="status" label="Status" placeholder="Selecione o status" options={projectStatuses} />
    </FormDialog>
  );
}
