/**
 * The asset library (docs/product/assets.md): images, PDFs and video links with tags, client,
 * campaign, licence expiry and versions.
 */
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { type AssetKind, assetKinds } from '@shared/catalog/teamgoals';
import { isCalendarDate } from './project';

export const ASSET_NOT_FOUND = 'Arquivo da biblioteca não encontrado';

const tagSchema = z
  .string({ error: 'Tag inválida' })
  .trim()
  .toLowerCase()
  .min(1, 'Tag vazia')
  .max(40, 'Cada tag deve ter no máximo 40 caracteres')
  .regex(/^[\p{L}\p{N} _-]+$/u, 'Use letras, números, espaço, - ou _ nas tags');

export const assetMetadataSchema = z.object({
  title: z
    .string({ error: 'Título é obrigatório' })
    .trim()
    .min(1, 'Título é obrigatório')
    .max(200, 'Título deve ter no máximo 200 caracteres'),
  description: z
    .string({ error: 'Descrição inválida' })
    .trim()
    .max(2000, 'Descrição deve ter no máximo 2000 caracteres')
    .nullish()
    .transform((value) => value || null),
  tags: z
    .array(tagSchema, { error: 'Tags inválidas' })
    .max(20, 'No máximo 20 tags')
    .optional()
    .transform((list) => [...new Set(list ?? [])]),
  clientId: z
    .union([z.uuid({ error: 'Cliente inválido' }), z.literal(''), z.null()], { error: 'Cliente inválido' })
    .optional()
    .transform((value) => value || null),
  campaignSlug: z
    .string({ error: 'Campanha inválida' })
    .trim()
    .toLowerCase()
    .max(80, 'Campanha deve ter no máximo 80 caracteres')
    .regex(/^([a-z0-9]+(?:[-_][a-z0-9]+)*)?$/, 'Campanha: use letras minúsculas, números e hífens')
    .nullish()
    .transform((value) => value || null),
  licenceExpiresOn: z
    .string({ error: 'Data inválida' })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDate(value), 'Data de validade da licença inválida'),
});
export type AssetMetadata = z.input<typeof assetMetadataSchema>;

export const videoLinkSchema = assetMetadataSchema.extend({
  url: z
    .url({ protocol: /^https$/, error: 'Informe um link https válido' })
    .max(2000, 'Link deve ter no máximo 2000 caracteres'),
});
export type VideoLinkForm = z.input<typeof videoLinkSchema>;

export const assetListQuerySchema = z.object({
  q: z.string({ error: 'Busca inválida' }).trim().max(200, 'Busca muito longa').optional(),
  tag: tagSchema.optional(),
  kind: z.enum(valuesOf(assetKinds), { error: 'Tipo inválido' }).optional(),
  cursor: z.string({ error: 'Cursor inválido' }).max(500, 'Cursor inválido').optional(),
  limit: z.coerce
    .number({ error: 'Limite inválido' })
    .int('Limite inválido')
    .min(1, 'Limite inválido')
    .max(100, 'Limite inválido')
    .optional(),
});
export type AssetListQuery = z.output<typeof assetListQuerySchema>;

export type LicenceState = 'ok' | 'soon' | 'expired' | 'none';

export type Asset = {
  id: string;
  kind: AssetKind;
  title: string;
  description: string | null;
  tags: string[];
  clientId: string | null;
  clientName: string | null;
  campaignSlug: string | null;
  licenceExpiresOn: string | null;
  licence: LicenceState;
  url: string | null;
  /** Public URL of the current image (for previews and the blog); null for PDFs and links. */
  previewUrl: string | null;
  downloadUrl: string | null;
  mimeType: string | null;
  size: number | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type AssetVersion = {
  version: number;
  filename: string | null;
  mimeType: string | null;
  size: number | null;
  url: string | null;
  downloadUrl: string | null;
  createdByName: string | null;
  createdAt: string;
};

export type AssetDetail = Asset & { versions: AssetVersion[] };
export type AssetList = { items: Asset[]; nextCursor: string | null };
