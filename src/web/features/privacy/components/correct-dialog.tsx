/**
 * 'Corrigir dados' of a request (docs/product/privacy-lgpd.md): on one of the person's leads, only
 * what changes (a blank box is left as is — the schema says so, correctRequestSchema).
 */
import { useFormContext } from 'react-hook-form';
import { correctRequestSchema } from '@shared/privacy/schemas';
import { SelectField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { usePrivacyAction } from '../api/privacy';
import type { RequestDialogProps } from './request-dialog-props';

const CORRECTABLE = [
  ['name', 'Nome'],
  ['email', 'E-mail'],
  ['phone', 'Telefone'],
  ['company', 'Empresa'],
] as const;

/** 'Preencha ao menos um campo a corrigir.': the message of the group of boxes, under them. */
function FieldsMessage() {
  const { formState } = useFormContext();
  const message = formState.errors.fields?.message ?? formState.errors.fields?.root?.message;
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {String(message)}
    </p>
  );
}

export function CorrectDialog({ request, open, onOpenChange }: RequestDialogProps) {
  const action = usePrivacyAction();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Corrigir dados"
      description="Preencha só o que muda. A alteração fica na auditoria, sem os valores."
      schema={correctRequestSchema}
      defaultValues={{
        leadId: request.leads[0]?.id ?? '',
        fields: { name: '', email: '', phone: '', company: '' },
      }}
      submitLabel="Salvar correção"
      onSubmit={async ({ leadId, fields }) => {
        await action.mutateAsync({ kind: 'correct', id: request.id, leadId, fields });
        toast.success('Dados corrigidos');
      }}
    >
      <SelectField
        name="leadId"
        label="Lead"
        options={request.leads.map((lead) => ({ value: lead.id, label: lead.name }))}
      />
      {CORRECTABLE.map(([key, text]) => (
        <TextField key={key} name={`fields.${key}`} label={text} />
      ))}
      <FieldsMessage />
    </FormDialog>
  );
}
