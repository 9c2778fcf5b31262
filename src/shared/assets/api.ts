/**
 * The asset library's endpoints (docs/product/assets.md), implemented in src/server/assets/routes.ts.
 * Two take a multipart body (a file): the web sends a FormData built from the form's values, checked
 * on the server by `assetUploadSchema` / `assetVersionSchema` (the schemas the forms resolve with).
 * The download is a file, not JSON: its address comes in each asset's `downloadUrl`.
 */
import { z } from 'zod';
import { endpoint } from '@shared/contract';
import {
  ASSET_NOT_FOUND,
  type AssetClient,
  type AssetDetail,
  type AssetList,
  assetDownloadQuerySchema,
  assetListQuerySchema,
  assetMetadataSchema,
  videoLinkSchema,
} from './schemas';

/** A multipart body: what `call()` hands to fetch as is. */
const multipart = z.instanceof(FormData);

export const assetApi = {
  list: endpoint<AssetList>()({ method: 'GET', path: '/api/assets', query: assetListQuerySchema }),
  tags: endpoint<string[]>()({ method: 'GET', path: '/api/assets/tags' }),
  clients: endpoint<AssetClient[]>()({ method: 'GET', path: '/api/assets/clients' }),
  upload: endpoint<AssetDetail>()({ method: 'POST', path: '/api/assets', body: multipart, status: 201 }),
  createLink: endpoint<AssetDetail>()({
    method: 'POST',
    path: '/api/assets/links',
    body: videoLinkSchema,
    status: 201,
  }),
  read: endpoint<AssetDetail>()({ method: 'GET', path: '/api/assets/:id', ids: { id: ASSET_NOT_FOUND } }),
  update: endpoint<AssetDetail>()({
    method: 'PATCH',
    path: '/api/assets/:id',
    ids: { id: ASSET_NOT_FOUND },
    body: assetMetadataSchema,
  }),
  remove: endpoint<null>()({
    method: 'DELETE',
    path: '/api/assets/:id',
    ids: { id: ASSET_NOT_FOUND },
    status: 204,
  }),
  addVersion: endpoint<AssetDetail>()({
    method: 'POST',
    path: '/api/assets/:id/versions',
    ids: { id: ASSET_NOT_FOUND },
    body: multipart,
    status: 201,
  }),
  download: endpoint<Blob>()({
    method: 'GET',
    path: '/api/assets/:id/download',
    ids: { id: ASSET_NOT_FOUND },
    query: assetDownloadQuerySchema,
  }),
};
