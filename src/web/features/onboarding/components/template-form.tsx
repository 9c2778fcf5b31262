/**
 * Edits a contract type's template on the form kit (templateFormSchema, the one the server checks):
 * its name, whether invitations use it, and its activities — title, who completes them, the day. The
 * LGPD term is shown, never edited: the server always keeps it first.
 */
import { Lock, Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { labelOf } from '@shared/catalog/entries';
import {
  activityOwners,
  type ContractType,
  contractTypes,
  LGPD_TERM_TITLE,
} from '@shared/onboarding/catalog';
import { type OnboardingTemplate, templateFormSchema } from '@shared/onboarding/schemas';
import { CheckboxField, SelectField, TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { useSaveTemplate } from '../api/onboarding';

export function TemplateForm({
  contractType,
  template,
  onDone,
}: {
  contractType: ContractType;
  template: OnboardingTemplate | null;
  onDone: () => void;
}) {
  const save = useSaveTemplate();
  const { form, submit } = useKitForm({
    schema: templateFormSchema,
    defaultValues: {
      name: template?.name ?? `Integração ${labelOf(contractTypes, contractType)}`,
      isDefault: template?.isDefault ?? false,
      activities: (template?.activities ?? [])
        .filter((activity) => activity.kind === 'task')
        .map(({ title, ownerRole, dayOffset }) => ({ title, ownerRole, dayOffset: String(dayOffset) })),
    },
    onSubmit: async (body) => {
      await save.mutateAsync({ contractType, body });
      toast.success('Modelo salvo');
      onDone();
    },
  });
  const activities = useFieldArray({ control: form.control, name: 'activities' });
  return (
    <KitForm form={form} onSubmit={submit} className="mt-3 gap-3">
      <TextField name="name" label="Nome do modelo" maxLength={120} />
      <CheckboxField name="isDefault" label="Usar este modelo para quem aceita um convite" />
      <p className="flex items-center gap-2 rounded-md bg-muted p-2 text-sm">
        <Lock className="size-3.5 shrink-0" aria-hidden="true" />
        {LGPD_TERM_TITLE} — dia 0, pela pessoa nova (sempre incluído).
      </p>
      <ul className="grid gap-2" aria-label="Atividades do modelo">
        {activities.fields.map((field, index) => (
          <li
            key={field.id}
            className="grid items-start gap-2 rounded-md border p-2 sm:grid-cols-[minmax(0,1fr)_10rem_5rem_auto]"
          >
            <TextField
              name={`activities.${index}.title`}
              label={`Atividade ${index + 1}`}
              labelHidden
              maxLength={200}
            />
            <SelectField
              name={`activities.${index}.ownerRole`}
              label={`Responsável da atividade ${index + 1}`}
              labelHidden
              options={activityOwners}
            />
            <TextField
              name={`activities.${index}.dayOffset`}
              label={`Dia da atividade ${index + 1}`}
              labelHidden
              inputMode="numeric"
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remover atividade ${index + 1}`}
              onClick={() => activities.remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => activities.append({ title: '', ownerRole: 'adm', dayOffset: '0' })}
      >
        <Plus aria-hidden="true" />
        Adicionar atividade
      </Button>
      <FormMessage />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <SubmitButton>Salvar modelo</SubmitButton>
      </div>
    </KitForm>
  );
}
