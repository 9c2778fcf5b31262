import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, blogPosts, files, notifications, users } from '@server/db/schema';
import { saveSettings } from '@server/settings/settings';
import { decide, pageAccessFor } from '@shared/catalog/access';
import {
  POST_SLUG_TAKEN,
  type PostList,
  type PostRow,
  type PublicPost,
  type PublicPostList,
  type UploadedFile,
} from '@shared/schemas/post';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
function draft(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title: `Post de teste ${counter} ${Date.now()}`,
    excerpt: 'Um resumo curto.',
    content: '## Olá\n\nTexto do post.',
    ...overrides,
  };
}

async function createPost(body: Record<string, unknown> = draft(), as = 'mkt'): Promise<PostRow> {
  const response = await t.request('/api/posts', { as, json: body });
  expect(response.status).toBe(201);
  return (await response.json()) as PostRow;
}

const publish = (id: string, as = 'mkt') => t.request(`/api/posts/${id}/publish`, { as, method: 'POST' });
const unpublish = (id: string, as = 'mkt') => t.request(`/api/posts/${id}/unpublish`, { as, method: 'POST' });

async function audits(entityId: string, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'blog_post'), eq(auditLog.entityId, entityId), eq(auditLog.action, action)),
    );
}

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function pngBytes(size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  return bytes;
}
function upload(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, as: string | null = 'mkt') {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  return t.request('/api/uploads', { as: as ?? undefined, method: 'POST', body: form });
}

describe('access', () => {
  it('answers 401 signed out and 403 to comercial; mkt and adm get in', async () => {
    expect((await t.request('/api/posts')).status).toBe(401);
    expect((await t.request('/api/posts', { as: 'comercial' })).status).toBe(403);
    expect((await t.request('/api/posts', { as: 'comercial', json: draft() })).status).toBe(403);
    expect((await t.request('/api/posts', { as: 'mkt' })).status).toBe(200);
    expect((await t.request('/api/posts', { as: 'adm' })).status).toBe(200);
  });

  it('opens the blog page to marketing and the appointments page to sales, the rest of /admin stays adm', () => {
    const as = (...roles: ('adm' | 'comercial' | 'financeiro' | 'mkt')[]) => ({ signedIn: true, roles });
    expect(decide(pageAccessFor('/admin/blog'), as('mkt'))).toBe('allow');
    expect(decide(pageAccessFor('/admin/blog'), as('comercial'))).toBe('forbidden');
    expect(decide(pageAccessFor('/admin/appointments'), as('comercial'))).toBe('allow');
    expect(decide(pageAccessFor('/admin/appointments'), as('mkt'))).toBe('forbidden');
    expect(decide(pageAccessFor('/admin/leads'), as('mkt'))).toBe('forbidden');
    expect(decide(pageAccessFor('/admin'), as('mkt'))).toBe('forbidden');
  });
});

describe('GET /api/posts', () => {
  it('lists newest first with a total', async () => {
    const body = (await (await t.request('/api/posts', { as: 'mkt' })).json()) as PostList;
    expect(body.total).toBeGreaterThanOrEqual(8);
    const created = body.items.map((item) => Date.parse(item.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('searches title, excerpt and content on the server', async () => {
    const stamp = Date.now();
    const inTitle = await createPost(draft({ title: `Guia Xilofone${stamp}` }));
    const inExcerpt = await createPost(draft({ excerpt: `resumo marimba${stamp}` }));
    const inContent = await createPost(draft({ content: `Fala sobre **tuba${stamp}** aqui.` }));
    const find = async (q: string) =>
      (
        (await (await t.request(`/api/posts?q=${encodeURIComponent(q)}`, { as: 'mkt' })).json()) as PostList
      ).items.map((item) => item.id);
    expect(await find(`xilofone${stamp}`)).toEqual([inTitle.id]);
    expect(await find(`MARIMBA${stamp}`)).toEqual([inExcerpt.id]);
    expect(await find(`tuba${stamp}`)).toEqual([inContent.id]);
    expect(await find('nenhum-post-assim')).toEqual([]);
  });

  it('filters published and draft posts and pages with a cursor', async () => {
    const published = (await (
      await t.request('/api/posts?status=published', { as: 'mkt' })
    ).json()) as PostList;
    expect(published.items.every((item) => item.published)).toBe(true);
    const drafts = (await (await t.request('/api/posts?status=draft', { as: 'mkt' })).json()) as PostList;
    expect(drafts.items.every((item) => !item.published)).toBe(true);

    const all = (await (await t.request('/api/posts?limit=100', { as: 'mkt' })).json()) as PostList;
    const first = (await (await t.request('/api/posts?limit=3', { as: 'mkt' })).json()) as PostList;
    const second = (await (
      await t.request(`/api/posts?limit=3&cursor=${first.nextCursor}`, { as: 'mkt' })
    ).json()) as PostList;
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      all.items.slice(0, 6).map((i) => i.id),
    );
  });
});

describe('POST /api/posts', () => {
  it('creates a draft with a slug generated from the title, audited', async () => {
    const post = await createPost(draft({ title: 'Ação e Reação: Marketing em 2026!' }));
    expect(post).toMatchObject({
      slug: 'acao-e-reacao-marketing-em-2026',
      published: false,
      publishedAt: null,
    });
    expect(await audits(post.id, 'create')).toHaveLength(1);
  });

  it('refuses invalid input with PT-BR field messages', async () => {
    const response = await t.request('/api/posts', {
      as: 'mkt',
      json: { title: '', content: '   ', slug: 'Com Espaço', coverImage: 'javascript:alert(1)' },
    });
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.fields).toMatchObject({
      title: 'Título é obrigatório',
      content: 'Conteúdo é obrigatório',
      slug: 'Use apenas letras minúsculas, números e hífens',
      coverImage: 'Imagem de capa inválida',
    });
  });

  it('asks for an address when the title has no letters or digits', async () => {
    const response = await t.request('/api/posts', { as: 'mkt', json: draft({ title: '!!!' }) });
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields.slug).toBe('Informe um endereço para o post');
  });

  it('refuses a slug that another post has (409)', async () => {
    const first = await createPost(draft({ slug: `endereco-unico-${Date.now()}` }));
    const again = await t.request('/api/posts', { as: 'mkt', json: draft({ slug: first.slug }) });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({
      message: POST_SLUG_TAKEN,
      fields: { slug: POST_SLUG_TAKEN },
    });
  });
});

describe('PUT /api/posts/:id', () => {
  it('edits the post, sets updated_at, audits, and refuses a taken slug', async () => {
    const post = await createPost();
    const other = await createPost();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const response = await t.request(`/api/posts/${post.id}`, {
      as: 'mkt',
      method: 'PUT',
      json: { title: 'Título novo', slug: `titulo-novo-${Date.now()}`, excerpt: '', content: 'Novo texto' },
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as PostRow;
    expect(updated).toMatchObject({ title: 'Título novo', excerpt: null, content: 'Novo texto' });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(post.updatedAt));
    const [audit] = await audits(post.id, 'update');
    expect((audit!.before as { title: string }).title).toBe(post.title);

    const clash = await t.request(`/api/posts/${post.id}`, {
      as: 'mkt',
      method: 'PUT',
      json: { title: 'x', slug: other.slug, content: 'x' },
    });
    expect(clash.status).toBe(409);
    expect(
      (
        await t.request('/api/posts/00000000-0000-4000-8000-000000000000', {
          as: 'mkt',
          method: 'PUT',
          json: draft(),
        })
      ).status,
    ).toBe(404);
  });
});

describe('publish and unpublish', () => {
  it('Publicar sets published and published_at now; Despublicar clears them; updated_at both times', async () => {
    const post = await createPost();
    const before = Date.now();
    const published = (await (await publish(post.id)).json()) as PostRow;
    expect(published.published).toBe(true);
    expect(Date.parse(published.publishedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(published.updatedAt)).toBeGreaterThan(Date.parse(post.updatedAt));
    expect(await audits(post.id, 'publish')).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 10));
    const unpublished = (await (await unpublish(post.id)).json()) as PostRow;
    expect(unpublished).toMatchObject({ published: false, publishedAt: null });
    expect(Date.parse(unpublished.updatedAt)).toBeGreaterThan(Date.parse(published.updatedAt));
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row).toMatchObject({ published: false, publishedAt: null });
    expect(await audits(post.id, 'unpublish')).toHaveLength(1);
  });

  it('notifies marketing and admins when a post is published, not sales', async () => {
    const post = await createPost();
    await publish(post.id);
    const sent = await t.db
      .select({ userId: notifications.userId, message: notifications.message, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.title, 'Post publicado'));
    const mine = sent.filter((row) => row.message.includes(post.title));
    const ids = async (email: string) =>
      (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const recipients = new Set(mine.map((row) => row.userId));
    expect(recipients.has(await ids('mkt@coders.example'))).toBe(true);
    expect(recipients.has(await ids('adm@coders.example'))).toBe(true);
    expect(recipients.has(await ids('comercial@coders.example'))).toBe(false);
    expect(mine[0]!.link).toBe(`/blog/${post.slug}`);
  });

  it('refuses comercial (403) and unknown posts (404)', async () => {
    const post = await createPost();
    expect((await publish(post.id, 'comercial')).status).toBe(403);
    expect((await publish('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('DELETE /api/posts/:id', () => {
  it('deletes the post and audits the row it removed', async () => {
    const post = await createPost();
    expect((await t.request(`/api/posts/${post.id}`, { as: 'comercial', method: 'DELETE' })).status).toBe(
      403,
    );
    const response = await t.request(`/api/posts/${post.id}`, { as: 'mkt', method: 'DELETE' });
    expect(response.status).toBe(204);
    expect((await t.request(`/api/posts/${post.id}`, { as: 'mkt' })).status).toBe(404);
    const [audit] = await audits(post.id, 'delete');
    expect((audit!.before as { slug: string }).slug).toBe(post.slug);
    expect((await t.request(`/api/posts/${post.id}`, { as: 'mkt', method: 'DELETE' })).status).toBe(404);
  });
});

describe('public blog', () => {
  it('lists only published posts, newest publication first, to anyone', async () => {
    const hidden = await createPost();
    const shown = await createPost();
    await publish(shown.id);
    const response = await t.request('/api/public/posts?limit=24');
    expect(response.status).toBe(200);
    const body = (await response.json()) as PublicPostList;
    const ids = body.items.map((item) => item.id);
    expect(ids[0]).toBe(shown.id);
    expect(ids).not.toContain(hidden.id);
    const dates = body.items.map((item) => Date.parse(item.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const stored = await t.db.select().from(blogPosts).where(eq(blogPosts.published, true));
    expect(body.items.length).toBe(Math.min(stored.length, 24));
  });

  it('pages the public list', async () => {
    const first = (await (await t.request('/api/public/posts?limit=2')).json()) as PublicPostList;
    expect(first.items).toHaveLength(2);
    const second = (await (
      await t.request(`/api/public/posts?limit=2&cursor=${first.nextCursor}`)
    ).json()) as PublicPostList;
    expect(second.items[0]!.id).not.toBe(first.items[1]!.id);
    expect(Date.parse(second.items[0]!.publishedAt)).toBeLessThanOrEqual(
      Date.parse(first.items[1]!.publishedAt),
    );
  });

  it('serves a published post by slug and 404s drafts, unknown and unpublished ones', async () => {
    const post = await createPost(draft({ content: '# Título\n\nParágrafo com [link](/questionario).' }));
    expect((await t.request(`/api/public/posts/${post.slug}`)).status).toBe(404);
    await publish(post.id);
    const response = await t.request(`/api/public/posts/${post.slug}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as PublicPost;
    expect(body).toMatchObject({ title: post.title, slug: post.slug });
    expect(body.html).toContain('<h1>Título</h1>');
    expect(body.html).toContain('<a href="/questionario">link</a>');
    expect(body).not.toHaveProperty('content');

    await unpublish(post.id);
    const gone = await t.request(`/api/public/posts/${post.slug}`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toBe('Post não encontrado');
    expect((await t.request('/api/public/posts/NAO_E_SLUG')).status).toBe(404);
  });

  it('strips script tags, event handlers and javascript: links from the rendered post', async () => {
    const post = await createPost(
      draft({
        content:
          '<script>alert("xss")</script>\n\n<img src=x onerror="alert(1)">\n\n[clique](javascript:alert(1)) e [outro](JAVASCRIPT:alert(2))\n\n![img](javascript:alert(3))',
      }),
    );
    await publish(post.id);
    const { html } = (await (await t.request(`/api/public/posts/${post.slug}`)).json()) as PublicPost;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toMatch(/src="javascript:/i);
    expect(html).toContain('clique');
  });
});

describe('uploads', () => {
  it('stores a PNG and serves it with its type, long cache and nosniff, to anyone', async () => {
    const bytes = pngBytes(128);
    const response = await upload(bytes, 'capa do post.png', 'image/png');
    expect(response.status).toBe(201);
    const stored = (await response.json()) as UploadedFile;
    expect(stored).toMatchObject({ mimeType: 'image/png', size: 128, filename: 'capa do post.png' });
    expect(stored.url).toBe(`/api/uploads/${stored.id}`);

    const served = await t.request(stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const revalidated = await t.request(stored.url, {
      headers: { 'if-none-match': served.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, stored.id));
    expect(audit).toMatchObject({ entity: 'file', action: 'create', actorEmail: 'mkt@coders.example' });
  });

  it('trusts the bytes, not the name or the declared type', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    const disguised = await upload(exe, 'foto.png', 'image/png');
    expect(disguised.status).toBe(415);
    expect((await disguised.json()).error.message).toBe(
      'Formato não suportado. Envie uma imagem PNG, JPEG, WebP ou GIF.',
    );
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect((await upload(svg, 'logo.svg', 'image/svg+xml')).status).toBe(415);

    // A real PNG with a misleading name is stored as the PNG it is.
    const renamed = await upload(pngBytes(), 'imagem.exe', 'application/octet-stream');
    expect(renamed.status).toBe(201);
    const stored = (await renamed.json()) as UploadedFile;
    expect(stored).toMatchObject({ mimeType: 'image/png', filename: 'imagem.png' });
    const [row] = await t.db.select({ mimeType: files.mimeType }).from(files).where(eq(files.id, stored.id));
    expect(row!.mimeType).toBe('image/png');
  });

  it('refuses a file over the configured maximum size with 413', async () => {
    await saveSettings(t.db, { maxFileSize: '1' }, null);
    try {
      const big = await upload(pngBytes(1024 * 1024 + 10), 'grande.png', 'image/png');
      expect(big.status).toBe(413);
      expect((await big.json()).error.message).toBe('O arquivo excede o tamanho máximo de 1 MB.');
      expect((await upload(pngBytes(1024 * 1024 - 10), 'cabe.png', 'image/png')).status).toBe(201);
    } finally {
      await saveSettings(t.db, { maxFileSize: '10' }, null);
    }
  });

  it('refuses a missing file, signed-out callers and comercial', async () => {
    const empty = await t.request('/api/uploads', { as: 'mkt', method: 'POST', body: new FormData() });
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.message).toBe('Selecione uma imagem.');
    expect((await upload(pngBytes(), 'a.png', 'image/png', null)).status).toBe(401);
    expect((await upload(pngBytes(), 'a.png', 'image/png', 'comercial')).status).toBe(403);
    expect((await t.request('/api/uploads/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.request('/api/uploads/nao-existe')).status).toBe(404);
  });

  it('accepts an uploaded cover on a post', async () => {
    const stored = (await (await upload(pngBytes(), 'capa.png', 'image/png')).json()) as UploadedFile;
    const post = await createPost(draft({ coverImage: stored.url }));
    expect(post.coverImage).toBe(stored.url);
  });
});
