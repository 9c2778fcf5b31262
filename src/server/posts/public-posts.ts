/** The public blog: published posts only, newest first, rendered from Markdown to safe HTML. */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { blogPosts } from '@server/db/schema';
import { afterCreated, createdPage, instantKey } from '@server/lib/cursor';
import { notFound } from '@server/lib/http';
import { renderMarkdown } from '@shared/markdown';
import type { PublicPost, PublicPostList } from '@shared/schemas/post';

export const POST_NOT_FOUND_PUBLIC = 'Post não encontrado';

const summary = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  coverImage: blogPosts.coverImage,
  publishedAt: blogPosts.publishedAt,
};
const isPublic = and(eq(blogPosts.published, true), isNotNull(blogPosts.publishedAt))!;
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : '');

export async function listPublicPosts(
  db: Db,
  query: { limit: number; cursor?: string },
): Promise<PublicPostList> {
  const rows = await db
    .select({ ...summary, cursorKey: instantKey(blogPosts.publishedAt) })
    .from(blogPosts)
    .where(and(isPublic, afterCreated(blogPosts.publishedAt, blogPosts.id, query.cursor)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = createdPage(rows, query.limit);
  return {
    items: items.map(({ cursorKey: _key, ...row }) => ({ ...row, publishedAt: iso(row.publishedAt) })),
    nextCursor,
  };
}

export async function getPublicPost(db: Db, slug: string): Promise<PublicPost> {
  const [row] = await db
    .select({ ...summary, content: blogPosts.content, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(isPublic, eq(blogPosts.slug, slug)))
    .limit(1);
  if (!row) throw notFound(POST_NOT_FOUND_PUBLIC);
  const { content, ...rest } = row;
  return {
    ...rest,
    publishedAt: iso(row.publishedAt),
    updatedAt: iso(row.updatedAt),
    html: renderMarkdown(content),
  };
}
