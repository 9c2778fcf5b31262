import type { Page } from '@playwright/test';
import { faq } from '@shared/content/faq';
import { filterPlatforms, platformCategories, platforms } from '@shared/content/platforms';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]');

/**
 * Prerendered pages are visible before they are interactive, and start their scripts on the visitor's
 * first sign of intent (scripts/prerender.mjs): move the pointer as a visitor would, then act once
 * React has taken over.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.mouse.move(10, 10);
  await expect(hydrated(page)).toHaveCount(1);
}

/**
 * The expanded state the browser itself exposes to assistive technology for the control named
 * `name` (a native `<summary>`, a `popovertarget` button), read from Chromium's accessibility tree.
 */
async function exposedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  for (const node of nodes) {
    if (node.ignored || node.name?.value !== name) continue;
    const expanded = node.properties?.find((property) => property.name === 'expanded');
    if (expanded) return Boolean(expanded.value.value);
  }
  return undefined;
}

/** The count line of docs/product/public-site.md ('3 plataformas em Gestão'). */
const countText = (count: number, category: string) =>
  `${count} ${count === 1 ? 'plataforma' : 'plataformas'}${category === 'Todos' ? '' : ` em ${category}`}`;

const seoSelectors = [
  'meta[name="description"]',
  'meta[property="og:title"]',
  'meta[property="og:image"]',
  'meta[name="twitter:card"]',
  'script[type="application/ld+json"]',
];

test.describe('landing page', () => {
  test('is prerendered: the served HTML already holds the hero, the sections and the SEO head', async ({
    page,
  }) => {
    const response = await page.request.get('/');
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('id="hero-titulo"');
    expect(html).toContain('inteligência artificial');
    for (const id of ['servicos', 'plataformas', 'depoimentos', 'sobre', 'planos', 'faq', 'contato']) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toMatch(/<title>Coders \| [^<]+<\/title>/);
    expect(html).toMatch(/<meta data-head name="description" content="[^"]+">/);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    const jsonLd = html.match(/<script data-head type="application\/ld\+json">([^<]+)<\/script>/);
    expect(JSON.parse(jsonLd?.[1] ?? '{}')).toMatchObject({ '@type': 'Organization', name: 'Coders' });
    expect(html).toContain('window.__staticRouterHydrationData');
  });

  test('SEO tags exist only on `/`, in the served HTML and after client navigation', async ({ page }) => {
    for (const path of ['/questionario', '/plataforma/wildgo', '/privacidade', '/admin']) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).not.toContain('og:title');
      expect(html, path).not.toContain('application/ld+json');
      expect(html, path).not.toContain('name="description"');
    }
    const shell = await (await page.request.get('/admin')).text();
    expect(shell).toContain('<div id="root"></div>');

    await open(page, '/');
    for (const selector of seoSelectors) await expect(page.locator(selector)).toHaveCount(1);
    await expect(page).toHaveTitle(/^Coders \| Sites, Agentes GPT/);

    await page.getByRole('link', { name: 'Descobrir Mais sobre WildGo' }).click();
    await expect(page).toHaveURL(/\/plataforma\/wildgo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'WildGo' })).toBeVisible();
    for (const selector of seoSelectors) await expect(page.locator(selector)).toHaveCount(0);
    await expect(page).toHaveTitle(/^WildGo/);

    await open(page, '/questionario');
    for (const selector of seoSelectors) await expect(page.locator(selector)).toHaveCount(0);
  });

  test('platform filters show the right cards and counts', async ({ page }) => {
    await open(page, '/');
    const section = page.locator('#plataformas');
    const cards = section.getByRole('article');
    const filters = section.getByRole('radiogroup', { name: 'Filtrar plataformas por categoria' });
    await expect(filters.getByRole('radio')).toHaveCount(platformCategories.length);
    await expect(filters.getByRole('radio', { name: 'Todos' })).toBeChecked();
    await expect(cards).toHaveCount(platforms.length);
    await expect(section.getByText(`${platforms.length} plataformas`, { exact: true })).toBeVisible();
    for (const category of platformCategories) {
      await filters.locator('label', { hasText: new RegExp(`^${category}$`) }).click();
      await expect(filters.getByRole('radio', { name: category, exact: true })).toBeChecked();
      await expect(filters.getByRole('radio', { checked: true })).toHaveCount(1);
      const expected = filterPlatforms(category);
      await expect(cards, category).toHaveCount(expected.length);
      await expect(section.getByText(countText(expected.length, category), { exact: true })).toBeVisible();
      for (const platform of expected) {
        await expect(section.getByRole('heading', { name: platform.name, exact: true })).toBeVisible();
      }
      if (expected.length === 0) {
        await expect(section.getByText(`Ainda não temos plataformas em ${category}.`)).toBeVisible();
      }
    }
  });

  test('a platform card shows its badge and leads to a detail page with every field', async ({ page }) => {
    const platform = platforms.find((p) => p.id === 'licitaai')!;
    await open(page, '/');
    const card = page.getByRole('article', { name: platform.name });
    await expect(card.getByText('Em Desenvolvimento')).toBeVisible();
    await expect(card.getByText(platform.tagline)).toBeVisible();
    await expect(card.getByRole('img', { name: `Ilustração da plataforma ${platform.name}` })).toBeVisible();
    await card.getByRole('link', { name: /Descobrir Mais/ }).click();

    await expect(page).toHaveURL(`/plataforma/${platform.id}`);
    await expect(page.getByRole('heading', { level: 1, name: platform.name })).toBeVisible();
    for (const text of [
      platform.description,
      ...platform.features,
      ...platform.technologies,
      ...platform.targetAudience,
      ...platform.useCases,
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('an unknown platform shows the PT-BR not-found state', async ({ page }) => {
    await open(page, '/plataforma/nao-existe');
    await expect(page.getByRole('heading', { name: 'Plataforma não encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver todas as plataformas' }).click();
    await expect(page).toHaveURL(/\/#plataformas$/);
    await expect(page.locator('#plataformas')).toBeInViewport();
  });

  test('/plataforma/velozinvest is replaced by /plataforma/velozinvest-br', async ({ page }) => {
    await open(page, '/');
    await open(page, '/plataforma/velozinvest');
    await expect(page).toHaveURL(/\/plataforma\/velozinvest-br$/);
    await expect(page.getByRole('heading', { level: 1, name: 'VelozInvest' })).toBeVisible();
    // Replaced, not pushed: going back returns to the landing page.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('FAQ keeps one answer open and can be fully collapsed', async ({ page }) => {
    await open(page, '/#faq');
    const section = page.locator('#faq');
    const first = section.locator('summary', { hasText: faq[0].question });
    const fifth = section.locator('summary', { hasText: faq[4].question });
    await expect(section.locator('summary')).toHaveCount(7);
    await expect(section.getByText(faq[0].answer)).toBeHidden();
    expect(await exposedExpanded(page, faq[0].question)).toBe(false);

    await first.click();
    await expect(section.getByText(faq[0].answer)).toBeVisible();
    expect(await exposedExpanded(page, faq[0].question)).toBe(true);
    await expect(section.getByRole('region', { name: faq[0].question })).toHaveText(faq[0].answer);

    await fifth.click();
    await expect(section.getByText(faq[0].answer)).toBeHidden();
    await expect(section.getByText(faq[4].answer)).toBeVisible();
    expect(await exposedExpanded(page, faq[0].question)).toBe(false);
    expect(await exposedExpanded(page, faq[4].question)).toBe(true);

    await fifth.click();
    await expect(section.locator('details[open]')).toHaveCount(0);
    await expect(section.getByText(faq[4].answer)).toBeHidden();
  });

  test('starts no script before the visitor shows intent, and the first tap is not lost', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForTimeout(1500);
    expect(scripts).toEqual([]);
    await expect(hydrated(page)).toHaveCount(0);
    // The page is whole without scripts: the hero, the menu button and the chat button are there.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir chat com o Agente Coder' })).toBeVisible();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await expect(hydrated(page)).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(0);
    // The page was painted with the CSS its markup uses; the app brings the full stylesheet.
    await expect(page.locator('link[rel="stylesheet"][href^="/assets/"]')).toHaveCount(1);
  });

  test('a signed-in visitor gets the app at once on the next visit', async ({ page }) => {
    await loginAs(page, 'comercial');
    await open(page, '/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Painel' })).toBeVisible();
    await page.goto('/');
    // No pointer, no key: the remembered session starts the page by itself.
    await expect(hydrated(page)).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Painel' })).toBeVisible();
  });

  test('mobile menu at 375 px opens, and closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, '/');
    await expect(page.getByRole('navigation', { name: 'Seções da página' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    expect(await exposedExpanded(page, 'Abrir menu')).toBe(false);
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeVisible();
    await expect(menu).toBeVisible();
    expect(await exposedExpanded(page, 'Fechar menu')).toBe(true);
    await expect(menu.getByRole('link', { name: 'CODERS', exact: true })).toHaveAttribute(
      'href',
      '/coders/login',
    );

    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.locator('#faq')).toBeInViewport();
  });

  test('nothing scrolls sideways on a 375 px phone, including the parts that load on scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, '/');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
  });

  test('scroll-to-top appears after 300 px and takes the visitor back up', async ({ page }) => {
    await open(page, '/');
    const button = page.getByRole('button', { name: 'Voltar ao topo da página' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(100);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('button', { name: 'Voltar ao topo' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('header and footer links for a visitor', async ({ page }) => {
    await open(page, '/');
    const header = page.getByRole('banner');
    for (const [name, href] of [
      ['Serviços', '/#servicos'],
      ['Plataformas', '/#plataformas'],
      ['Sobre', '/#sobre'],
      ['Depoimentos', '/#depoimentos'],
      ['FAQ', '/#faq'],
      ['Contato', '/#contato'],
    ]) {
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header.getByRole('link', { name: 'Avaliar Projeto' })).toHaveAttribute(
      'href',
      '/questionario',
    );
    await expect(header.getByRole('link', { name: 'CODERS', exact: true })).toHaveAttribute(
      'href',
      '/coders/login',
    );
    await expect(header.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
    await expect(header.getByRole('link', { name: 'Painel' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    for (const anchor of ['sites', 'agentes-gpt', 'branding', 'marketing', 'automacao', 'planos']) {
      await expect(footer.locator(`a[href="/#${anchor}"]`)).toHaveCount(1);
      await expect(page.locator(`#${anchor}`)).toHaveCount(1);
    }
    await expect(footer.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    const social = footer.getByRole('link', { name: /da Coders \(abre em nova aba\)/ });
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const contact = page.locator('#contato');
    await expect(contact.getByText('Resposta no WhatsApp em até 4 horas')).toBeVisible();
    await expect(contact.getByText(/segunda a sexta, das 8h às 18h/i)).toBeVisible();
    await expect(contact.getByRole('link', { name: /Chamar no WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/55\d{10,11}\?text=/,
    );
  });

  test('signed-in staff get Painel, CODERS → /coders and Sair', async ({ page }) => {
    await open(page, '/');
    await loginAs(page, 'comercial');
    await open(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Painel' })).toHaveAttribute('href', '/dashboard');
    await expect(header.getByRole('link', { name: 'CODERS', exact: true })).toHaveAttribute(
      'href',
      '/coders',
    );
    await expect(header.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    await header.getByRole('link', { name: 'CODERS', exact: true }).click();
    await expect(page).toHaveURL(/\/coders$/);
  });

  test('a signed-in user without a role has no Painel and CODERS → /coders/login', async ({ page }) => {
    await open(page, '/');
    await loginAs(page, 'usuario');
    await open(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Painel' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'CODERS', exact: true })).toHaveAttribute(
      'href',
      '/coders/login',
    );
    await header.getByRole('button', { name: 'Sair' }).click();
    await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();
    const me = await (await page.request.get('/api/me')).json();
    expect(me.user).toBeNull();
  });

  test('CTA clicks are recorded in localStorage analytics_events', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => localStorage.removeItem('analytics_events'));
    await page.getByRole('link', { name: 'Avaliar meu projeto grátis' }).click();
    await expect(page).toHaveURL(/\/questionario$/);
    const events = await page.evaluate(() => JSON.parse(localStorage.getItem('analytics_events') ?? '[]'));
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'cta_click',
        data: expect.objectContaining({ cta: 'hero_avaliar_projeto' }),
      }),
    );
  });

  test('robots.txt and sitemap.xml describe the public site', async ({ page }) => {
    const robots = await (await page.request.get('/robots.txt')).text();
    for (const path of ['/admin', '/dashboard', '/coders', '/api'])
      expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toMatch(/Sitemap: https:\/\/\S+\/sitemap\.xml/);

    const response = await page.request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    for (const path of [
      '/',
      '/questionario',
      '/privacidade',
      '/blog',
      ...platforms.map((p) => `/plataforma/${p.id}`),
    ]) {
      expect(xml).toContain(`${path}</loc>`);
    }
    expect(xml).not.toContain('/admin');
  });

  test('no serious accessibility violation on the landing page', async ({ page }) => {
    await open(page, '/');
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expectAccessible(page);
  });
});
