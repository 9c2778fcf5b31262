/** 'Encerrar com resposta' of a request (docs/product/privacy-lgpd.md): concluded or refused, with the reply. */
import { closeRequestSchema } from '@shared/privacy/schemas';
import { SelectField, TextAreaField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { usePrivacyAction } from '../api/privacy';
import type { RequestDialogProps } from './request-dialog-props';

const OUTCOMES = [
  { value: 'concluida', label: 'Concluído (atendido)' },
  { value: 'recusada', label: 'Recusado (explique o motivo)' },
] as const;

export function CloseDialog({ request, open, onOpenChange }: RequestDialogProps) {
  const action = usePrivacyAction();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Encerrar com resposta"
      description="A resposta vai por e-mail ao titular quando o envio de e-mails estiver configurado."
      schema={closeRequestSchema}
      defaultValues={{ outcome: 'concluida', reply: '' }}
      submitLabel="Encerrar pedido"
      onSubmit={async (body) => {
        const result = await action.mutateAsync({ kind: 'close', id: request.id, ...body });
        toast.success(
          'Pedido encerrado',
          result.emailed === false ? 'SMTP desligado: a resposta não foi enviada por e-mail.' : undefined,
        );
      }}
    >
      <SelectField name="outcome" label="Resultado" options={OUTCOMES} />
      <TextAreaField name="reply" label="Resposta ao titular" rows={5} />
    </FormDialog>
  );
}
