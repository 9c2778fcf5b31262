/** How the asset library writes a file's size and which files each kind of asset takes. */
import type { AssetKind } from '@shared/assets/catalog';

/** 12 KB, 3,4 MB; '' without a size (video links). */
export const sizeLabel = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

const IMAGES = 'image/png,image/jpeg,image/webp,image/gif';
/** The picker's types: any image or PDF for a new asset, the asset's own kind for a new version. */
export const acceptFor = (kind?: AssetKind) =>
  kind === 'pdf' ? 'application/pdf' : kind === 'image' ? IMAGES : `${IMAGES},application/pdf`;
