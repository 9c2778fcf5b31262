/** One asset of the library's grid: preview, title, kind and size, tags, licence, download or open, details. */
import { Download, Film, Pencil } from 'lucide-react';
import { assetKinds } from '@shared/assets/catalog';
import type { Asset } from '@shared/assets/schemas';
import { labelOf } from '@shared/catalog/entries';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { AssetPreview } from './asset-preview';
import { sizeLabel } from './format';
import { LicenceBadge } from './licence-badge';

export function AssetCard({ asset, onOpen }: { asset: Asset; onOpen: () => void }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <AssetPreview asset={asset} />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 text-sm font-medium">{asset.title}</h3>
        <p className="text-xs text-muted-foreground">
          {labelOf(assetKinds, asset.kind)}
          {asset.size ? ` · ${sizeLabel(asset.size)}` : ''}
          {asset.version > 1 ? ` · versão ${asset.version}` : ''}
          {asset.clientName ? ` · ${asset.clientName}` : ''}
        </p>
        <div className="flex flex-wrap gap-1">
          {asset.tags.map((tag) => (
            <Badge key={tag} color="slate">
              {tag}
            </Badge>
          ))}
          <LicenceBadge state={asset.licence} date={asset.licenceExpiresOn} />
        </div>
        <div className="mt-auto flex flex-wrap gap-1 pt-1">
          {asset.downloadUrl ? (
            <Button asChild size="sm" variant="outline">
              <a href={asset.downloadUrl} download aria-label={`Baixar ${asset.title}`}>
                <Download aria-hidden="true" />
                Baixar
              </a>
            </Button>
          ) : asset.url ? (
            <Button asChild size="sm" variant="outline">
              <a
                href={asset.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Abrir vídeo ${asset.title}`}
              >
                <Film aria-hidden="true" />
                Abrir
              </a>
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={onOpen} aria-label={`Detalhes de ${asset.title}`}>
            <Pencil aria-hidden="true" />
            Detalhes
          </Button>
        </div>
      </div>
    </Card>
  );
}
