/** Create or edit an objective (adm): title, description, quarter, and its level's team or person. */
import { useWatch } from 'react-hook-form';
import { okrLevels, okrTeams } from '@shared/okrs/catalog';
import { type Objective, objectiveFormSchema } from '@shared/okrs/schemas';
import { SelectField, TextAreaField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { PersonSelectField } from '@web/components/form/person-select-field';
import { toast } from '@web/lib/toast';
import { useSaveObjective } from '../api/okrs';

export function ObjectiveDialog({
  quarter,
  objective,
  open,
  onOpenChange,
}: {
  quarter: string;
  /** null: a new objective. */
  objective: Objective | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveObjective();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={objective ? 'Editar objetivo' : 'Novo objetivo'}
      schema={objectiveFormSchema}
      defaultValues={{
        quarter: objective?.quarter ?? quarter,
        level: objective?.level ?? 'company',
        team: objective?.team ?? null,
        ownerId: objective?.ownerId ?? '',
        title: objective?.title ?? '',
        description: objective?.description ?? '',
      }}
      submitLabel="Salvar objetivo"
      onSubmit={async (body) => {
        await save.mutateAsync({ id: objective?.id, body });
        toast.success(objective ? 'Objetivo atualizado' : 'Objetivo criado');
      }}
    >
      <TextField name="title" label="Objetivo" maxLength={200} />
      <TextAreaField name="description" label="Descrição (opcional)" rows={2} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="quarter" label="Trimestre" hint="Ex.: 2026-Q4" />
        <SelectField name="level" label="Nível" options={okrLevels} />
      </div>
      <LevelFields />
    </FormDialog>
  );
}

/** The team of a team objective, the person of a personal one. */
function LevelFields() {
  const level = useWatch({ name: 'level' });
  if (level === 'team')
    return <SelectField name="team" label="Equipe" options={okrTeams} placeholder="Escolha" />;
  if (level === 'person') return <PersonSelectField name="ownerId" label="Pessoa" placeholder="Escolha" />;
  return null;
}
