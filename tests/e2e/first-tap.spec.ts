/**
 * Issue 14: on a phone, the first tap on a prerendered public page answers at once and acts exactly
 * once, whether it lands before any script has run (right after load) or while the app is loading and
 * hydrating (right after a scroll, which starts it). Chromium with the CPU slowed down 4× through CDP.
 * The offline banner shows on prerendered pages before any interaction.
 */
import type { Locator, Page } from '@playwright/test';
import { faq } from '@shared/content/faq';
import { filterPlatforms } from '@shared/content/platforms';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]');
const question = faq[1];

/** Opens a prerendered page on a slow phone: 4× CPU, nothing touched yet. */
async function openSlow(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  await expect(hydrated(page)).toHaveCount(0);
}

/**
 * Counts the `toggle` events of `selector` from now on, noting for each whether the app had hydrated:
 * the native element answers by itself, so the count proves the tap acted once (not zero, not twice).
 */
async function countToggles(page: Page, selector: string) {
  await page.evaluate((sel) => {
    const target = document.querySelector(sel)!;
    const log: { state: string; hydrated: boolean }[] = [];
    (window as unknown as { __toggles: typeof log }).__toggles = log;
    target.addEventListener('toggle', (event) => {
      log.push({
        state: (event as ToggleEvent).newState,
        hydrated: document.documentElement.dataset.hydrated === 'true',
      });
    });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __toggles: unknown[] }).__toggles);
}

/** A touch at the centre of the element, as a finger would (no pointer move before it). */
async function tap(_page: Page, target: Locator) {
  await target.tap();
}

/** Scrolls the way a visitor does (a scroll starts the app), then waits for the app to be loading. */
async function scrollBy(page: Page, pixels: number) {
  const scripts = page.waitForRequest((request) => request.resourceType() === 'script');
  await page.mouse.wheel(0, pixels);
  await scripts;
}

/** The app has taken over and settled: a second toggle, if any, would have happened by now. */
async function settled(page: Page) {
  await expect(hydrated(page)).toHaveCount(1, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

for (const moment of ['right after load', 'right after a scroll'] as const) {
  test.describe(`first tap ${moment}`, () => {
    test('the FAQ answer opens once', async ({ page }) => {
      await openSlow(page, '/');
      const summary = page.locator('#faq summary', { hasText: question.question });
      const details = page.locator('#faq details', { hasText: question.question });
      if (moment === 'right after a scroll') {
        await scrollBy(page, 200);
      }
      await summary.scrollIntoViewIfNeeded();
      const toggles = await countToggles(page, `#faq details:nth-of-type(2)`);
      await tap(page, summary);
      await expect(page.locator('#faq').getByText(question.answer)).toBeVisible();
      await settled(page);
      await expect(details).toHaveJSProperty('open', true);
      await expect(page.locator('#faq details[open]')).toHaveCount(1);
      // (Reaching the FAQ is a scroll, so the app is on its way in both cases.)
      expect(await toggles()).toEqual([{ state: 'open', hydrated: expect.any(Boolean) }]);
    });

    test('the menu opens once', async ({ page }) => {
      await openSlow(page, '/');
      if (moment === 'right after a scroll') await scrollBy(page, 900);
      const toggles = await countToggles(page, '#menu-mobile');
      await tap(page, page.getByRole('button', { name: 'Abrir menu' }));
      const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
      await expect(menu).toBeVisible();
      await settled(page);
      await expect(menu).toBeVisible();
      await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeVisible();
      const log = await toggles();
      expect(log.map((entry) => (entry as { state: string }).state)).toEqual(['open']);
      if (moment === 'right after load') expect(log).toEqual([{ state: 'open', hydrated: false }]);
    });

    test('the chat opens once: its shell at once, then the real panel', async ({ page }) => {
      await openSlow(page, '/');
      if (moment === 'right after a scroll') await scrollBy(page, 900);
      const toggles = await countToggles(page, '#coders-chat-shell');
      await tap(page, page.getByRole('button', { name: 'Abrir chat com o Agente Coder' }));
      await expect(page.getByRole('dialog', { name: 'Agente Coder' })).toBeVisible();
      await settled(page);
      // The real panel took the shell's place and stays open: the chat opened once.
      const panel = page.locator('#coders-chat-panel');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'Faça login para conversar' })).toBeVisible();
      await expect(page.locator('#coders-chat-shell')).toBeHidden();
      // (On a phone the launcher hides under the full-screen panel.)
      await expect(page.locator('button[aria-label="Minimizar chat"]')).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      const log = (await toggles()) as { state: string; hydrated: boolean }[];
      if (moment === 'right after load') {
        expect(log).toEqual([
          { state: 'open', hydrated: false },
          { state: 'closed', hydrated: true },
        ]);
      } else {
        // The app may have replaced the stand-in by the real launcher before the tap (no shell then).
        expect([[], ['open', 'closed']]).toContainEqual(log.map((entry) => entry.state));
      }
    });
  });
}

test('a link is a plain navigation before the app runs: no script, straight to the page', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openSlow(page, '/');
  await tap(page, page.getByRole('link', { name: 'Avaliar meu projeto grátis' }).first());
  await expect(page).toHaveURL(/\/questionario$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliação gratuita do projeto' })).toBeVisible();
  // The tap on a link was no sign of intent: the landing page's app was never fetched.
  expect(scripts).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ, the menu, the platform filters and the chat button still answer', async ({ page }) => {
    await page.goto('/');
    const summaries = page.locator('#faq summary');
    await summaries.nth(0).click();
    await expect(page.getByText(faq[0].answer)).toBeVisible();
    await summaries.nth(3).click();
    await expect(page.getByText(faq[3].answer)).toBeVisible();
    await expect(page.getByText(faq[0].answer)).toBeHidden();
    await summaries.nth(3).click();
    await expect(page.locator('#faq details[open]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu', exact: true })).toBeHidden();

    const section = page.locator('#plataformas');
    await section.locator('label', { hasText: /^Gestão$/ }).click();
    await expect(section.getByRole('radio', { name: 'Gestão' })).toBeChecked();
    await expect(section.getByRole('article')).toHaveCount(filterPlatforms('Gestão').length);
    await expect(
      section.getByText(`${filterPlatforms('Gestão').length} plataformas em Gestão`),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Abrir chat com o Agente Coder' }).click();
    await expect(page.getByRole('dialog', { name: 'Agente Coder' })).toBeVisible();
    await expect(page.getByRole('dialog').getByText('Carregando chat...')).toBeVisible();
  });
});

for (const path of ['/', '/questionario']) {
  test(`the offline banner shows on ${path} before any interaction`, async ({ page, context }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path);
    const banner = page.getByText('Você está offline. Algumas funcionalidades podem não estar disponíveis.');
    await expect(banner).toBeHidden();
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toBeHidden();
    // The app never started: the page's own loader did it.
    await expect(hydrated(page)).toHaveCount(0);
    expect(scripts).toEqual([]);
  });
}
