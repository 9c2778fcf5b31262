/** /api/posts (mkt and adm, per the access table): list, read, create, edit, publish, delete. */
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json, query } from '@server/http/validate';
import { notFound } from '@server/lib/http';
import { listPosts } from '@server/posts/list-posts';
import {
  createPost,
  deletePost,
  getPost,
  POST_NOT_FOUND,
  setPostPublished,
  updatePost,
} from '@server/posts/save-post';
import { postInputSchema, postListQuerySchema } from '@shared/schemas/post';

const uuid = z.uuid();
function idParam(value: string): string {
  if (!uuid.safeParse(value).success) throw notFound(POST_NOT_FOUND);
  return value;
}

export function postRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', query(postListQuerySchema), async (c) => c.json(await listPosts(db, c.req.valid('query'))))
    .get('/:id', async (c) => c.json(await getPost(db, idParam(c.req.param('id')))))
    .post('/', json(postInputSchema), async (c) => {
      const input = c.req.valid('json');
      return c.json(await createPost(db, actorOf(c.get('viewer')), input), 201);
    })
    .put('/:id', json(postInputSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      const input = c.req.valid('json');
      return c.json(await updatePost(db, actorOf(c.get('viewer')), id, input));
    })
    .post('/:id/publish', async (c) =>
      c.json(await setPostPublished(db, actorOf(c.get('viewer')), idParam(c.req.param('id')), true)),
    )
    .post('/:id/unpublish', async (c) =>
      c.json(await setPostPublished(db, actorOf(c.get('viewer')), idParam(c.req.param('id')), false)),
    )
    .delete('/:id', async (c) => {
      await deletePost(db, actorOf(c.get('viewer')), idParam(c.req.param('id')));
      return c.body(null, 204);
    });
}
