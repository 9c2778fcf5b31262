import { describe, expect, it } from 'vitest';
import { platforms } from '@shared/content/platforms';
import { prerenderPages, render } from './entry-server';

async function page(url: string) {
  const result = await render(url);
  if (result.kind !== 'page') throw new Error(`redirect from ${url}`);
  return result;
}

describe('prerender (entry-server)', () => {
  it('renders the landing page with its sections and the SEO head of `/`', async () => {
    const result = await page('/');
    expect(result.status).toBe(200);
    expect(result.html).toContain('id="hero-titulo"');
    for (const id of [
      'servicos',
      'sites',
      'agentes-gpt',
      'branding',
      'marketing',
      'automacao',
      'consultoria-estrategica',
    ]) {
      expect(result.html).toContain(`id="${id}"`);
    }
    for (const id of ['plataformas', 'depoimentos', 'sobre', 'planos', 'faq', 'contato']) {
      expect(result.html).toContain(`id="${id}"`);
    }
    expect(result.html).toContain('Avaliar Projeto');
    expect(result.head.title).toMatch(/^Coders \|/);
    const kinds = (result.head.tags ?? []).map(
      (tag) => tag.attrs.name ?? tag.attrs.property ?? tag.attrs.type,
    );
    expect(kinds).toEqual(
      expect.arrayContaining(['description', 'og:title', 'og:image', 'twitter:card', 'application/ld+json']),
    );
  });

  it('gives every element of `/` a unique id (anchors and aria references depend on it)', async () => {
    const { html } = await page('/');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
  });

  it('renders the signed-out header (the client fetches /api/me)', async () => {
    const { html } = await page('/');
    expect(html.includes('href="/coders/login"')).toBe(true);
    expect(html.includes('href="/auth"')).toBe(true);
    expect(html.includes('href="/dashboard"')).toBe(false);
    expect(html.includes('>Sair<')).toBe(false);
  });

  it('renders every platform page with a title and no SEO tags', async () => {
    for (const platform of platforms) {
      const result = await page(`/plataforma/${platform.id}`);
      expect(result.html).toContain(platform.name);
      expect(result.html).toContain(platform.technologies[0]);
      expect(result.head.title).toContain(platform.name);
      expect(result.head.tags ?? []).toHaveLength(0);
    }
  });

  it('lists the public pages to prerender', () => {
    const list = prerenderPages.map((p) => p.path);
    expect(list).toEqual(
      expect.arrayContaining(['/', '/questionario', '/privacidade', '/meus-dados', '/plataforma/wildgo']),
    );
    expect(list).toHaveLength(4 + platforms.length);
  });
});
