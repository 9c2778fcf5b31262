/**
 * What an asset file really is, from its first bytes: the four raster image types the site shows
 * (uploads/detect-image.ts) or a PDF. SVG is refused (it can carry script); so is anything else.
 */
import { detectImageType, extensionFor, type ImageType } from '@server/uploads/detect-image';

export type AssetFileType = ImageType | 'application/pdf';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function detectAssetType(bytes: Uint8Array): AssetFileType | null {
  const image = detectImageType(bytes);
  if (image) return image;
  if (bytes.length >= PDF.length && PDF.every((byte, index) => bytes[index] === byte))
    return 'application/pdf';
  return null;
}

export const assetExtension = (type: AssetFileType) =>
  type === 'application/pdf' ? 'pdf' : extensionFor[type];
export const isImageType = (type: string) => type.startsWith('image/');
