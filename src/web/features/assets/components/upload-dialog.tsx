/** 'Enviar arquivo': an image or PDF with its metadata, checked by the upload schema the server reads. */
import { assetUploadSchema } from '@shared/assets/schemas';
import { FileField } from '@web/components/form/file-field';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useUploadAsset } from '../api/assets';
import { acceptFor } from './format';
import { MetadataFields } from './metadata-fields';

export function UploadDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const upload = useUploadAsset();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Enviar arquivo"
      description="PNG, JPEG, WebP, GIF ou PDF, até o tamanho máximo das configurações."
      schema={assetUploadSchema}
      defaultValues={{ title: '', tags: '', clientId: '', campaignSlug: '', licenceExpiresOn: '' }}
      submitLabel="Enviar"
      pendingLabel="Enviando..."
      onSubmit={async (values) => {
        await upload.mutateAsync(values);
        toast.success('Arquivo enviado');
      }}
    >
      <FileField name="file" label="Arquivo" accept={acceptFor()} />
      <MetadataFields titleHint="Vazio: o nome do arquivo." />
    </FormDialog>
  );
}
