/**
 * GET /sitemap.xml: the public routes (landing, questionnaire, privacy, blog, the 11 platforms) plus
 * every published blog post, read from the database so a post appears as soon as it is published.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import type { Db } from '@server/db/client';
import { blogPosts } from '@server/db/schema';
import { platforms } from '@shared/content/platforms';
import { site } from '@shared/content/site';

export type SitemapEntry = { path: string; lastmod?: string; changefreq?: string; priority?: string };

export const staticSitemapEntries: SitemapEntry[] = [
  { path: '/', changefreq: 'weekly', priority: '1.0' },
  { path: '/questionario', changefreq: 'monthly', priority: '0.9' },
  { path: '/blog', changefreq: 'weekly', priority: '0.7' },
  ...platforms.map((platform) => ({
    path: `/plataforma/${platform.id}`,
    changefreq: 'monthly',
    priority: '0.6',
  })),
  { path: '/privacidade', changefreq: 'yearly', priority: '0.3' },
];

export async function publishedPostEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), isNotNull(blogPosts.publishedAt)))
    .orderBy(desc(blogPosts.publishedAt));
  return rows.map((row) => ({
    path: `/blog/${encodeURIComponent(row.slug)}`,
    lastmod: new Date(row.updatedAt ?? row.publishedAt ?? Date.now()).toISOString().slice(0, 10),
    changefreq: 'monthly',
    priority: '0.6',
  }));
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const base = baseUrl.replace(/\/+$/, '');
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(`${base}${entry.path}`)}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority) parts.push(`<priority>${entry.priority}</priority>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The canonical public address: PUBLIC_URL when set, else the agency's domain (never localhost). */
export function sitemapHandler(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    const entries = [...staticSitemapEntries, ...(await publishedPostEntries(deps.db))];
    return c.body(sitemapXml(deps.config.PUBLIC_URL ?? site.url, entries), 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  };
}
