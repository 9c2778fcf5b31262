/** 'Escolher da biblioteca': pick an image of the asset library (docs/product/assets.md) for a post. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Asset } from '@shared/assets/schemas';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { Badge } from '@web/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EmptyState } from '@web/components/ui/feedback';
import { libraryImagesQuery } from '../api/list-library-images';

export function LibraryImagePicker({
  open,
  onOpenChange,
  onPick,
  title = 'Escolher da biblioteca',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (asset: Asset & { previewUrl: string }) => void;
  title?: string;
}) {
  const [q, setQ] = useState('');
  const query = useInfiniteQuery({ ...libraryImagesQuery(q), enabled: open });
  const images = (query.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (asset): asset is Asset & { previewUrl: string } => Boolean(asset.previewUrl),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={720}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>As imagens da biblioteca de marketing (Assets).</DialogDescription>
        </DialogHeader>
        <DataTableSearch
          label="Buscar imagens"
          placeholder="Título, descrição ou campanha"
          value={q}
          onChange={setQ}
        />
        <ListStates
          query={query}
          isEmpty={images.length === 0}
          errorText="Não foi possível carregar a biblioteca."
          empty={
            <EmptyState
              title="Nenhuma imagem na biblioteca"
              hint="Envie imagens em CODERS → Marketing → Assets."
            />
          }
        >
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Imagens da biblioteca">
            {images.map((asset) => (
              <li key={asset.id}>
                <button
                  type="button"
                  className="grid w-full gap-1 rounded-md border p-1 text-left hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
                  onClick={() => {
                    onPick(asset);
                    onOpenChange(false);
                  }}
                  aria-label={`Usar ${asset.title}`}
                >
                  <img
                    src={asset.previewUrl}
                    alt=""
                    loading="lazy"
                    className="aspect-video w-full rounded bg-muted object-contain"
                  />
                  <span className="line-clamp-1 px-1 text-xs font-medium">{asset.title}</span>
                  {asset.licence === 'expired' ? (
                    <Badge color="red" className="mx-1 justify-self-start">
                      Licença vencida
                    </Badge>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-3">
            <DataTableLoadMore query={query} />
          </div>
        </ListStates>
      </DialogContent>
    </Dialog>
  );
}
