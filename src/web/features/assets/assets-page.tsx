/**
 * CODERS mkt → Assets (docs/product/assets.md): the media library — grid with preview, search, tag
 * and type filters, upload, video links, download, and each asset's details (metadata, versions, delete).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link2, Upload } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { assetKinds } from '@shared/assets/catalog';
import { valuesOf } from '@shared/catalog/entries';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { choiceParam, searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { NativeSelect } from '@web/components/ui/input';
import { assetsQuery, assetTagsQuery } from './api/assets';
import { AssetCard } from './components/asset-card';
import { AssetDialog } from './components/asset-dialog';
import { UploadDialog } from './components/upload-dialog';
import { VideoLinkDialog } from './components/video-link-dialog';

const listParams = z.object({ q: searchParam, tag: searchParam, tipo: choiceParam(valuesOf(assetKinds)) });

export function AssetsPage() {
  const [params, setParams] = useListParams(listParams);
  const kind = assetKinds.find((entry) => entry.value === params.tipo)?.value ?? '';
  const query = useInfiniteQuery(assetsQuery({ q: params.q, tag: params.tag, kind }));
  const tags = useQuery(assetTagsQuery);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [dialog, setDialog] = useState<'upload' | 'link' | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const closeDialog = (next: boolean) => (next ? null : setDialog(null));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-2">
          <DataTableSearch
            label="Buscar na biblioteca"
            placeholder="Título, descrição ou campanha"
            value={params.q}
            onChange={(q) => setParams({ q })}
          />
          <NativeSelect
            aria-label="Filtrar por tag"
            className="w-40"
            value={params.tag}
            onChange={(e) => setParams({ tag: e.target.value })}
          >
            <option value="">Todas as tags</option>
            {(tags.data ?? []).map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Filtrar por tipo"
            className="w-40"
            value={kind}
            onChange={(e) => setParams({ tipo: e.target.value })}
          >
            <option value="">Todos os tipos</option>
            {assetKinds.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setDialog('link')}>
            <Link2 aria-hidden="true" />
            Link de vídeo
          </Button>
          <Button onClick={() => setDialog('upload')}>
            <Upload aria-hidden="true" />
            Enviar arquivo
          </Button>
        </div>
      </div>
      <ListStates
        query={query}
        isEmpty={items.length === 0}
        errorText="Não foi possível carregar a biblioteca."
        empty={
          <Card>
            <EmptyState
              title="Nenhum arquivo encontrado"
              hint={
                params.q || params.tag || kind
                  ? 'Tente outros filtros.'
                  : 'Envie imagens, PDFs ou links de vídeo da marca.'
              }
            />
          </Card>
        }
      >
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-label="Arquivos da biblioteca"
        >
          {items.map((asset) => (
            <li key={asset.id}>
              <AssetCard asset={asset} onOpen={() => setOpen(asset.id)} />
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <DataTableLoadMore query={query} />
        </div>
      </ListStates>
      <UploadDialog open={dialog === 'upload'} onOpenChange={closeDialog} />
      <VideoLinkDialog open={dialog === 'link'} onOpenChange={closeDialog} />
      {open ? <AssetDialog id={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

export default AssetsPage;
