/** Records where a contract's signature stands (pendente, enviado, assinado, recusado) and on which day. */
import { useWatch } from 'react-hook-form';
import { saoPauloDay } from '@shared/format';
import { signatureStatuses } from '@shared/partners/catalog';
import { documentSignatureSchema, type PartnerDocumentItem } from '@shared/partners/schemas';
import { SelectField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useUpdateSignature } from '../api/partners';

export function SignatureDialog({
  document,
  open,
  onOpenChange,
}: {
  document: PartnerDocumentItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateSignature();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Assinatura — ${document.title}`}
      description="Registre quando o contrato foi enviado, assinado ou recusado."
      schema={documentSignatureSchema}
      defaultValues={{ signatureStatus: document.signatureStatus, date: saoPauloDay() }}
      submitLabel="Salvar"
      onSubmit={async ({ signatureStatus, date }) => {
        // Back to pendente carries no day.
        await update.mutateAsync({
          id: document.id,
          signatureStatus,
          date: signatureStatus === 'pendente' ? null : date,
        });
        toast.success('Assinatura atualizada');
      }}
    >
      <SelectField name="signatureStatus" label="Situação" options={signatureStatuses} />
      <SignatureDate />
    </FormDialog>
  );
}

/** The day of the new status (none for pendente). */
function SignatureDate() {
  const status = useWatch({ name: 'signatureStatus' });
  return status === 'pendente' ? null : <TextField name="date" label="Data" type="date" />;
}
