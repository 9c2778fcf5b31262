/** 'Verificar identidade' of a request (docs/product/privacy-lgpd.md): how staff confirmed it is the person's. */
import { verifyRequestSchema } from '@shared/privacy/schemas';
import { TextAreaField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { usePrivacyAction } from '../api/privacy';
import type { RequestDialogProps } from './request-dialog-props';

export function VerifyDialog({ request, open, onOpenChange }: RequestDialogProps) {
  const action = usePrivacyAction();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Verificar identidade"
      description="Sem o link por e-mail, confirme por telefone que o pedido é do titular e registre como."
      schema={verifyRequestSchema}
      defaultValues={{ note: '' }}
      submitLabel="Confirmar verificação"
      onSubmit={async ({ note }) => {
        await action.mutateAsync({ kind: 'verify', id: request.id, note });
        toast.success('Identidade verificada');
      }}
    >
      <TextAreaField
        name="note"
        label="Como foi confirmado"
        placeholder="Ex.: liguei para o telefone do cadastro e a pessoa confirmou o pedido"
      />
    </FormDialog>
  );
}
