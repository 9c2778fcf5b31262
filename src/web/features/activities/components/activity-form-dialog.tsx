/**
 * 'Nova atividade': kind, subject, due date and time (São Paulo), notes; adm and comercial may give it
 * to someone else on the team. On a lead, company or deal the subject is fixed; on 'Minhas atividades'
 * the lead is searched and chosen.
 */
import { activityKinds } from '@shared/activities/catalog';
import { type ActivitySubject, activityFormSchema } from '@shared/activities/schemas';
import { dateToSaoPauloLocal } from '@shared/schemas/appointment';
import { SelectField, TextAreaField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { PersonSelectField } from '@web/components/form/person-select-field';
import { toast } from '@web/lib/toast';
import { useCan } from '@web/lib/use-can';
import { useCreateActivity } from '../api/activities';
import { LeadSelectField } from './lead-select-field';

/** The next round half hour, an hour from now at least: a sensible default due time. */
export function defaultDueAt(now = Date.now()): string {
  const halfHour = 30 * 60_000;
  return dateToSaoPauloLocal(new Date(Math.ceil((now + 60 * 60_000) / halfHour) * halfHour));
}

const subjectIds = (subject?: ActivitySubject) => ({
  leadId: subject?.kind === 'lead' ? subject.id : '',
  companyId: subject?.kind === 'company' ? subject.id : '',
  dealId: subject?.kind === 'deal' ? subject.id : '',
});

export function ActivityFormDialog({
  open,
  onOpenChange,
  subject,
  canAssign,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fixed when opened from a lead, company or deal. */
  subject?: ActivitySubject;
  /** adm and comercial may choose the owner. */
  canAssign: boolean;
}) {
  const create = useCreateActivity();
  const canPickLead = useCan('GET', '/api/leads/options');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Nova atividade"
      schema={activityFormSchema}
      defaultValues={{
        kind: 'call',
        title: '',
        notes: '',
        dueAt: defaultDueAt(),
        ownerId: '',
        ...subjectIds(subject),
      }}
      submitLabel="Criar atividade"
      onSubmit={async (body) => {
        await create.mutateAsync(body);
        toast.success('Atividade criada');
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="kind" label="Tipo" options={activityKinds} />
        <TextField name="dueAt" label="Data e hora" type="datetime-local" hint="Horário de Brasília" />
      </div>
      <TextField
        name="title"
        label="Assunto"
        maxLength={200}
        placeholder="Ex.: Ligar para apresentar a proposta"
      />
      {subject ? null : canPickLead ? (
        <LeadSelectField />
      ) : (
        <p className="text-sm text-muted-foreground">
          Para criar uma atividade, abra o lead, a empresa ou o negócio e use o painel de atividades.
        </p>
      )}
      {canAssign ? <PersonSelectField name="ownerId" label="Responsável" placeholder="Eu mesmo(a)" /> : null}
      <TextAreaField name="notes" label="Observações (opcional)" rows={2} maxLength={2000} />
    </FormDialog>
  );
}
