/**
 * A partner's contract on the form kit (documentUploadSchema and documentVersionSchema, the ones the
 * server reads from the multipart body): a new document with its partner, title and file, or a new
 * version of one (the history stays; the signature goes back to pendente).
 */
import type { PartnerDocumentItem } from '@shared/partners/schemas';
import { documentUploadSchema, documentVersionSchema } from '@shared/partners/schemas';
import { TextField } from '@web/components/form/fields';
import { FileField } from '@web/components/form/file-field';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useUploadDocument, useUploadVersion } from '../api/partners';
import { PartnerSelectField } from './partner-select-field';

const ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,image/gif';
const FORMATS = 'PDF ou imagem (PNG, JPEG, WebP, GIF).';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function UploadDocumentDialog({ partnerId, open, onOpenChange }: DialogProps & { partnerId: string }) {
  const upload = useUploadDocument();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Enviar documento"
      description={FORMATS}
      schema={documentUploadSchema}
      defaultValues={{ partnerId, title: 'Contrato de parceria' }}
      submitLabel="Enviar"
      pendingLabel="Enviando..."
      onSubmit={async (input) => {
        await upload.mutateAsync(input);
        toast.success('Documento enviado');
      }}
    >
      <PartnerSelectField />
      <TextField name="title" label="Título" maxLength={200} />
      <FileField name="file" label="Arquivo" accept={ACCEPT} />
    </FormDialog>
  );
}

export function NewVersionDialog({
  document,
  open,
  onOpenChange,
}: DialogProps & { document: PartnerDocumentItem }) {
  const upload = useUploadVersion();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Nova versão — ${document.title}`}
      description={`${FORMATS} As versões anteriores ficam guardadas e a assinatura volta para pendente.`}
      schema={documentVersionSchema}
      defaultValues={{ documentId: document.id }}
      submitLabel="Enviar"
      pendingLabel="Enviando..."
      onSubmit={async (input) => {
        await upload.mutateAsync(input);
        toast.success('Nova versão enviada');
      }}
    >
      <FileField name="file" label="Arquivo" accept={ACCEPT} />
    </FormDialog>
  );
}
