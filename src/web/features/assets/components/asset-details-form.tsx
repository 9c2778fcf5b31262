/** An asset's metadata, edited in place in its details: the metadata schema the server validates with. */
import { type AssetDetail, assetMetadataSchema } from '@shared/assets/schemas';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { toast } from '@web/lib/toast';
import { useUpdateAsset } from '../api/assets';
import { MetadataFields } from './metadata-fields';

export function AssetDetailsForm({ asset }: { asset: AssetDetail }) {
  const update = useUpdateAsset(asset.id);
  const { form, submit } = useKitForm({
    schema: assetMetadataSchema,
    defaultValues: {
      title: asset.title,
      description: asset.description ?? '',
      tags: asset.tags.join(', '),
      clientId: asset.clientId ?? '',
      campaignSlug: asset.campaignSlug ?? '',
      licenceExpiresOn: asset.licenceExpiresOn ?? '',
    },
    onSubmit: async (values) => {
      await update.mutateAsync(values);
      toast.success('Alterações salvas');
    },
  });
  return (
    <KitForm form={form} onSubmit={submit} aria-label="Dados do arquivo">
      <MetadataFields withDescription />
      <FormMessage />
      <div className="flex justify-end">
        <SubmitButton>Salvar alterações</SubmitButton>
      </div>
    </KitForm>
  );
}
