/** 'Enviar nova versão': a new file of the asset's own kind; the older versions stay listed and downloadable. */
import type { AssetDetail } from '@shared/assets/schemas';
import { assetVersionSchema } from '@shared/assets/schemas';
import { FileField } from '@web/components/form/file-field';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useAddVersion } from '../api/assets';
import { acceptFor } from './format';

export function VersionDialog({
  asset,
  open,
  onOpenChange,
}: {
  asset: AssetDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddVersion(asset.id);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Enviar nova versão"
      description={`${asset.title} · hoje na versão ${asset.version}`}
      schema={assetVersionSchema}
      defaultValues={{}}
      submitLabel="Enviar versão"
      pendingLabel="Enviando..."
      width={480}
      onSubmit={async (values) => {
        await add.mutateAsync(values);
        toast.success('Nova versão enviada');
      }}
    >
      <FileField
        name="file"
        label="Arquivo da nova versão"
        accept={acceptFor(asset.kind)}
        hint={asset.kind === 'pdf' ? 'Um PDF.' : 'Uma imagem PNG, JPEG, WebP ou GIF.'}
      />
    </FormDialog>
  );
}
