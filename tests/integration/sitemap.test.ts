import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '@server/db/schema';
import { sitemapXml } from '@server/routes/sitemap';
import { platforms } from '@shared/content/platforms';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.coders.com.br' });
});
afterAll(() => t.close());

const stamp = Date.now();

describe('GET /sitemap.xml', () => {
  it('lists the public routes and the published posts only, on the public address', async () => {
    await t.db.insert(blogPosts).values([
      {
        title: 'Publicado',
        slug: `publicado-${stamp}`,
        content: 'Texto',
        published: true,
        publishedAt: new Date('2026-03-10T12:00:00Z'),
      },
      { title: 'Rascunho', slug: `rascunho-${stamp}`, content: 'Texto', published: false },
    ]);

    const response = await t.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const path of [
      '/',
      '/questionario',
      '/privacidade',
      '/blog',
      ...platforms.map((p) => `/plataforma/${p.id}`),
    ]) {
      expect(xml).toContain(`<loc>https://www.coders.com.br${path}</loc>`);
    }
    expect(xml).toContain(`<loc>https://www.coders.com.br/blog/publicado-${stamp}</loc>`);
    expect(xml).not.toContain(`rascunho-${stamp}`);
    expect(xml).not.toMatch(/\/(admin|dashboard|coders|api)\b/);
    expect(xml).not.toContain('localhost');
  });

  it('escapes the addresses', () => {
    const xml = sitemapXml('https://exemplo.com.br/', [{ path: '/blog/a&b' }]);
    expect(xml).toContain('<loc>https://exemplo.com.br/blog/a&amp;b</loc>');
  });
});
