/** The back-office post list (docs/product/blog.md): search over title, excerpt and content, newest first. */
import { and, count, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { blogPosts } from '@server/db/schema';
import { afterCreated, createdPage, instantKey } from '@server/lib/cursor';
import { containsPattern } from '@server/lib/like';
import type { PostList } from '@shared/schemas/post';
import { toPostRow } from './rows';

export type PostListQuery = {
  q: string;
  status: 'published' | 'draft' | null;
  limit: number;
  cursor?: string;
};

export async function listPosts(db: Db, query: PostListQuery): Promise<PostList> {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.excerpt, pattern),
        ilike(blogPosts.content, pattern),
      )!,
    );
  }
  if (query.status) filters.push(eq(blogPosts.published, query.status === 'published'));
  const after = afterCreated(blogPosts.createdAt, blogPosts.id, query.cursor);
  const page = after ? [...filters, after] : filters;

  const [rows, totals] = await Promise.all([
    db
      .select({ ...getTableColumns(blogPosts), cursorKey: instantKey(blogPosts.createdAt) })
      .from(blogPosts)
      .where(page.length ? and(...page) : undefined)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(query.limit + 1),
    db
      .select({ n: count() })
      .from(blogPosts)
      .where(filters.length ? and(...filters) : undefined),
  ]);
  const { items, nextCursor } = createdPage(rows, query.limit);
  return {
    items: items.map(toPostRow),
    nextCursor,
    total: Number(totals[0]?.n ?? 0),
  };
}
