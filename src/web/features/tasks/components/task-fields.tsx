/**
 * The fields of a task (docs/product/tasks-and-timesheet.md), shared by 'Nova tarefa' and the task's
 * own dialog: each bound by name to the form's schema, its message under it.
 */
import { taskPriorities, taskStatuses } from '@shared/tasks/catalog';
import { SelectField, TextField } from '@web/components/form/fields';
import { ProjectPickerField } from '@web/components/form/project-picker-field';
import { AssigneesField } from './assignees-field';
import { DescriptionField } from './description-field';

export function TaskFields({ hideProject = false }: { hideProject?: boolean }) {
  return (
    <div className="grid gap-4">
      <TextField name="title" label="Título" maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-2">
        {hideProject ? null : <ProjectPickerField name="projectId" />}
        <SelectField name="status" label="Situação" options={taskStatuses} />
        <SelectField name="priority" label="Prioridade" options={taskPriorities} />
        <TextField name="dueDate" label="Prazo" type="date" />
        <TextField
          name="estimateHours"
          label="Estimativa (horas)"
          inputMode="decimal"
          placeholder="ex.: 6,5"
        />
        <TextField
          name="labels"
          label="Etiquetas"
          placeholder="design, urgente"
          hint="Separe por vírgulas."
        />
      </div>
      <AssigneesField />
      <DescriptionField />
    </div>
  );
}
