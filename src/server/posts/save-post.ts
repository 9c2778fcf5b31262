/**
 * Writing posts: create, edit, publish/unpublish (docs/product/blog.md: published_at now / null, updated_at both
 * times) and delete. Slugs are unique (409 in PT-BR). Every change is audited; publishing tells marketing.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { blogPosts } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { isUniqueViolation } from '@server/lib/db-errors';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { notifyStaff } from '@server/lib/notify';
import { POST_SLUG_TAKEN, type PostData, type PostRow, slugify } from '@shared/schemas/post';
import { toPostRow } from './rows';

export const POST_NOT_FOUND = 'Post não encontrado';
const slugTaken = () => conflict(POST_SLUG_TAKEN, { slug: POST_SLUG_TAKEN });

function resolveSlug(input: PostData): string {
  const slug = input.slug || slugify(input.title);
  if (!slug) {
    throw new HttpError(422, 'validation', 'Informe um endereço para o post', {
      slug: 'Informe um endereço para o post',
    });
  }
  return slug;
}

async function withSlugGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

async function findPost(db: Db, id: string) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) throw notFound(POST_NOT_FOUND);
  return row;
}

export async function getPost(db: Db, id: string): Promise<PostRow> {
  return toPostRow(await findPost(db, id));
}

export async function createPost(db: Db, actor: Actor, input: PostData): Promise<PostRow> {
  const slug = resolveSlug(input);
  const created = await withSlugGuard(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blogPosts)
        .values({
          title: input.title,
          slug,
          excerpt: input.excerpt,
          content: input.content,
          coverImage: input.coverImage,
          authorId: actor?.id ?? null,
        })
        .returning();
      await recordAudit(tx, actor, { action: 'create', entity: 'blog_post', entityId: row!.id, after: row });
      return row!;
    }),
  );
  return toPostRow(created);
}

export async function updatePost(db: Db, actor: Actor, id: string, input: PostData): Promise<PostRow> {
  const before = await findPost(db, id);
  const slug = resolveSlug(input);
  const updated = await withSlugGuard(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(blogPosts)
        .set({
          title: input.title,
          slug,
          excerpt: input.excerpt,
          content: input.content,
          coverImage: input.coverImage,
          updatedAt: new Date(),
        })
        .where(eq(blogPosts.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'blog_post',
        entityId: id,
        before,
        after: row,
      });
      return row!;
    }),
  );
  return toPostRow(updated);
}

export async function setPostPublished(
  db: Db,
  actor: Actor,
  id: string,
  published: boolean,
): Promise<PostRow> {
  const before = await findPost(db, id);
  const now = new Date();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(blogPosts)
      .set({ published, publishedAt: published ? now : null, updatedAt: now })
      .where(eq(blogPosts.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: published ? 'publish' : 'unpublish',
      entity: 'blog_post',
      entityId: id,
      before,
      after: row,
    });
    if (published) {
      await notifyStaff(tx, {
        title: 'Post publicado',
        message: `"${row!.title}" está no ar no blog.`,
        type: 'success',
        priority: 'low',
        target: { path: `/blog/${row!.slug}` },
        roles: ['mkt'],
      });
    }
    return row!;
  });
  return toPostRow(updated);
}

export async function deletePost(db: Db, actor: Actor, id: string): Promise<void> {
  const before = await findPost(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'blog_post', entityId: id, before });
  });
}
