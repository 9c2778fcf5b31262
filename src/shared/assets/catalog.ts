/**
 * The asset library's catalog (docs/product/assets.md): what an asset is, with its PT-BR label. The
 * assets table's kind column is typed and checked from this list.
 */
export const assetKinds = [
  { value: 'image', label: 'Imagem' },
  { value: 'pdf', label: 'PDF' },
  { value: 'video_link', label: 'Link de vídeo' },
] as const;
export type AssetKind = (typeof assetKinds)[number]['value'];
