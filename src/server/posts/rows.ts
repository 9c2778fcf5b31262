/** A blog post as the back office receives it (dates as ISO text). */

import type { blogPosts } from '@server/db/schema';
import type { PostRow } from '@shared/schemas/post';

type Selected = typeof blogPosts.$inferSelect;

export function toPostRow(row: Selected): PostRow {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    coverImage: row.coverImage,
    published: row.published,
    publishedAt: row.publishedAt ? new Date(row.publishedAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
