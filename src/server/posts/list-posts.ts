/** The back-office post list (docs/product/blog.md): search over title, excerpt and content, newest first. */
import { and, count, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { PostList } from '../../shared/schemas/post';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';
import { createdCursor } from '../lib/cursor';
import { containsPattern } from '../lib/like';
import { afterCursor, instantKey } from './cursor';
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
  const page = query.cursor
    ? [...filters, afterCursor(blogPosts.createdAt, blogPosts.id, query.cursor)]
    : filters;

  const [rows, totals] = await Promise.all([
    db
      .select({ ...getTableColumns(blogPosts), key: instantKey(blogPosts.createdAt) })
      .from(blogPosts)
      .where(page.length ? and(...page) : undefined)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(query.limit + 1),
    db
      .select({ n: count() })
      .from(blogPosts)
      .where(filters.length ? and(...filters) : undefined),
  ]);
  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(toPostRow),
    nextCursor: hasMore && last ? createdCursor.encode({ t: last.key, id: last.id }) : null,
    total: Number(totals[0]?.n ?? 0),
  };
}
