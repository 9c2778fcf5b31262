/**
 * Blog posts (docs/product/blog.md): the editor form, list query and the shapes the back office and
 * the public blog receive. The slug is the post's address (/blog/:slug), generated from the title.
 */
import { z } from 'zod';
import { stripAccents } from '@shared/lead-profile/normalize';
import { isSafeUrl } from '@shared/markdown';

export const POST_SLUG_TAKEN = 'Já existe um post com este endereço.';
export const SLUG_MAX = 100;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Ação & Reação: 2026!' → 'acao-reacao-2026' (accent-folded, kebab case, at most SLUG_MAX characters). */
export function slugify(text: string): string {
  const slug = stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > SLUG_MAX / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

/** A cover image is one of our uploads or an http(s) address. */
export function isCoverImageUrl(value: string): boolean {
  return (
    /^\/api\/uploads\/[0-9a-f-]{36}$/i.test(value) ||
    (/^https?:\/\//i.test(value) && isSafeUrl(value, 'image'))
  );
}

export const postInputSchema = z.object({
  title: z
    .string({ error: 'Título é obrigatório' })
    .trim()
    .min(1, 'Título é obrigatório')
    .max(200, 'Título muito longo (máximo de 200 caracteres)'),
  slug: z
    .string()
    .trim()
    .max(SLUG_MAX, `Endereço muito longo (máximo de ${SLUG_MAX} caracteres)`)
    .refine(
      (value) => value === '' || SLUG_PATTERN.test(value),
      'Use apenas letras minúsculas, números e hífens',
    )
    .optional()
    .default(''),
  excerpt: z
    .string()
    .trim()
    .max(500, 'Resumo muito longo (máximo de 500 caracteres)')
    .nullish()
    .transform((value) => value || null),
  content: z
    .string({ error: 'Conteúdo é obrigatório' })
    .max(100_000, 'Conteúdo muito longo (máximo de 100.000 caracteres)')
    .refine((value) => value.trim().length > 0, 'Conteúdo é obrigatório'),
  coverImage: z
    .string()
    .trim()
    .refine((value) => value === '' || isCoverImageUrl(value), 'Imagem de capa inválida')
    .nullish()
    .transform((value) => value || null),
});
export type PostInput = z.input<typeof postInputSchema>;
export type PostData = z.output<typeof postInputSchema>;

export const postListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca muito longa').optional().default(''),
  status: z
    .enum(['published', 'draft', 'all', ''], { error: 'Status inválido' })
    .optional()
    .transform((value) => (value === 'published' || value === 'draft' ? value : null)),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  cursor: z.string().max(200).optional(),
});

export const publicPostListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).optional().default(9),
  cursor: z.string().max(200).optional(),
});

export type PostRow = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  coverImage: string | null;
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};
export type PostList = { items: PostRow[]; nextCursor: string | null; total: number };

export type PublicPostSummary = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  coverImage: string | null;
  publishedAt: string;
};
export type PublicPostList = { items: PublicPostSummary[]; nextCursor: string | null };
export type PublicPost = PublicPostSummary & { html: string; updatedAt: string };

export type UploadedFile = { id: string; url: string; filename: string; mimeType: string; size: number };
