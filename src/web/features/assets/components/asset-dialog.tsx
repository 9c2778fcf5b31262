/** An asset's details: preview, link, its metadata form, its versions, and deleting it (after a confirmation). */
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { assetKinds } from '@shared/assets/catalog';
import type { AssetDetail } from '@shared/assets/schemas';
import { labelOf } from '@shared/catalog/entries';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/feedback';
import { toast } from '@web/lib/toast';
import { assetQuery, useDeleteAsset } from '../api/assets';
import { AssetDetailsForm } from './asset-details-form';
import { AssetPreview } from './asset-preview';
import { AssetVersions } from './asset-versions';

export function AssetDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery(assetQuery(id));
  const asset = query.data;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={640}>
        <DialogHeader>
          <DialogTitle>{asset?.title ?? 'Arquivo'}</DialogTitle>
          <DialogDescription>
            {asset ? `${labelOf(assetKinds, asset.kind)} · versão ${asset.version}` : 'Carregando...'}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <Spinner label="Carregando..." />
        ) : !asset ? (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível carregar o arquivo.
          </p>
        ) : (
          <AssetDetails asset={asset} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AssetDetails({ asset, onClose }: { asset: AssetDetail; onClose: () => void }) {
  const remove = useDeleteAsset();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="grid gap-4">
      <AssetPreview asset={asset} className="rounded-md border" />
      {asset.url ? (
        <a
          className="break-all text-sm text-primary underline"
          href={asset.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {asset.url}
        </a>
      ) : null}
      <AssetDetailsForm key={asset.id} asset={asset} />
      <AssetVersions asset={asset} />
      <div className="flex justify-between gap-2 border-t pt-4">
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Excluir
        </Button>
        <Button variant="outline" onClick={onClose}>
          Fechar
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir da biblioteca?"
        description={`“${asset.title}” e o seu histórico de versões saem da biblioteca. Imagens já usadas em posts continuam no ar.`}
        onConfirm={() =>
          remove.mutate(asset.id, {
            onSuccess: () => {
              toast.success('Arquivo excluído');
              onClose();
            },
            onError: (error) => toast.error('Não foi possível excluir', error.message),
          })
        }
      />
    </div>
  );
}
