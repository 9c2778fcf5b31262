/** 'Link de vídeo': an https link with its metadata, checked by the video link schema the server reads. */
import { videoLinkSchema } from '@shared/assets/schemas';
import { TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useAddVideoLink } from '../api/assets';
import { MetadataFields } from './metadata-fields';

export function VideoLinkDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddVideoLink();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Adicionar link de vídeo"
      schema={videoLinkSchema}
      defaultValues={{ url: '', title: '', tags: '', clientId: '', campaignSlug: '', licenceExpiresOn: '' }}
      submitLabel="Salvar link"
      onSubmit={async (values) => {
        await add.mutateAsync(values);
        toast.success('Link adicionado');
      }}
    >
      <TextField
        name="url"
        label="Link (https)"
        type="url"
        placeholder="https://www.youtube.com/watch?v=..."
      />
      <MetadataFields />
    </FormDialog>
  );
}
