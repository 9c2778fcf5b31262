/** /api/public/posts: the public blog (published posts only). Mounted before the general /api/public. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { query } from '@server/http/validate';
import { notFound } from '@server/lib/http';
import { getPublicPost, listPublicPosts, POST_NOT_FOUND_PUBLIC } from '@server/posts/public-posts';
import { publicPostListQuerySchema, SLUG_MAX, SLUG_PATTERN } from '@shared/schemas/post';

// Posts change when staff publish or unpublish: browsers revalidate, so an unpublished post is gone at once.
const CACHE = { 'cache-control': 'no-cache' };

export function publicPostRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', query(publicPostListQuerySchema), async (c) =>
      c.json(await listPublicPosts(db, c.req.valid('query')), 200, CACHE),
    )
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug');
      if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) throw notFound(POST_NOT_FOUND_PUBLIC);
      return c.json(await getPublicPost(db, slug), 200, CACHE);
    });
}
