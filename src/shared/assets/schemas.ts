/**
 * The asset library (docs/product/assets.md): images, PDFs and video links with tags, client,
 * campaign, licence expiry and versions. The server validates with these schemas (JSON and multipart)
 * and the CODERS page's forms resolve with the same ones.
 */
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { isCalendarDate } from '@shared/schemas/project';
import { type AssetKind, assetKinds } from './catalog';
import type { LicenceState } from './rules';

export const ASSET_NOT_FOUND = 'Arquivo da biblioteca não encontrado';
export const MAX_TAGS = 20;

const tagSchema = z
  .string({ error: 'Tag inválida' })
  .trim()
  .toLowerCase()
  .min(1, 'Tag vazia')
  .max(40, 'Cada tag deve ter no máximo 40 caracteres')
  .regex(/^[\p{L}\p{N} _-]+$/u, 'Use letras, números, espaço, - ou _ nas tags');

/**
 * Tags: a list, or the text a person types ('marca, banner', blanks between commas ignored) — a form
 * field and a multipart upload send the text, the JSON API may send either. Lower-cased, each once.
 * A refused tag is reported on the field itself, so the form shows it under 'Tags'.
 */
const tagsSchema = z
  .union([z.string().max(1000, 'Tags longas demais'), z.array(z.string({ error: 'Tag inválida' }))], {
    error: 'Tags inválidas',
  })
  .nullish()
  .transform((value, context) => {
    const list =
      typeof value === 'string'
        ? value
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean)
        : (value ?? []);
    if (list.length > MAX_TAGS) {
      context.addIssue({ code: 'custom', message: `No máximo ${MAX_TAGS} tags` });
      return z.NEVER;
    }
    const tags: string[] = [];
    for (const item of list) {
      const tag = tagSchema.safeParse(item);
      if (!tag.success) {
        context.addIssue({ code: 'custom', message: tag.error.issues[0]!.message });
        return z.NEVER;
      }
      tags.push(tag.data);
    }
    return [...new Set(tags)];
  });

const optionalText = (label: string, invalid: string, max: number) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres`)
    .nullish()
    .transform((value) => value || null);

export const assetMetadataSchema = z.object({
  title: z
    .string({ error: 'Título é obrigatório' })
    .trim()
    .min(1, 'Título é obrigatório')
    .max(200, 'Título deve ter no máximo 200 caracteres'),
  description: optionalText('Descrição', 'Descrição inválida', 2000),
  tags: tagsSchema,
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
export type AssetMetadataData = z.output<typeof assetMetadataSchema>;

export const videoLinkSchema = assetMetadataSchema.extend({
  url: z
    .url({ protocol: /^https$/, error: 'Informe um link https válido' })
    .max(2000, 'Link deve ter no máximo 2000 caracteres'),
});
export type VideoLinkForm = z.input<typeof videoLinkSchema>;
export type VideoLinkData = z.output<typeof videoLinkSchema>;

const fileSchema = z.instanceof(File, { error: 'Selecione um arquivo.' });

/** A new asset (multipart): the file and its metadata; without a title the file's name is used. */
export const assetUploadSchema = assetMetadataSchema.extend({
  file: fileSchema,
  title: optionalText('Título', 'Título inválido', 200),
});
export type AssetUploadForm = z.input<typeof assetUploadSchema>;
export type AssetUploadData = z.output<typeof assetUploadSchema>;

/** A new version of an asset's file (multipart). */
export const assetVersionSchema = z.object({ file: fileSchema });
export type AssetVersionForm = z.input<typeof assetVersionSchema>;

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

/** ?version= of a download (the current version without it). */
export const assetDownloadQuerySchema = z.object({
  version: z.coerce
    .number({ error: 'Versão inválida' })
    .int('Versão inválida')
    .min(1, 'Versão inválida')
    .max(100000, 'Versão inválida')
    .optional(),
});

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
/** A client (won lead) an asset can be tied to. */
export type AssetClient = { id: string; name: string };
