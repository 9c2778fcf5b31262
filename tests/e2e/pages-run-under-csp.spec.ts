/**
 * Issue 11, finding 5: every page runs under its Content-Security-Policy without a single violation
 * (inline loader, hydration data and JSON-LD allowed by their hashes; nothing else inline).
 */
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';

/** Records CSP violations and console errors from the first byte of every document. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  return problems;
}

async function openAndHydrate(page: Page, path: string) {
  const response = await page.goto(path);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp, path).toContain("script-src 'self'");
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(csp.split(';').find((directive) => directive.includes('script-src'))).not.toContain('unsafe');
  // Prerendered pages start their scripts on the visitor's first intent; then the app takes over.
  await page.mouse.move(10, 10);
  await page.waitForFunction(() => (window as { __codersHydrated?: boolean }).__codersHydrated === true);
}

test('the public pages and the sign-in page run under their CSP without violations', async ({ page }) => {
  const problems = await watch(page);
  for (const path of ['/', '/questionario', '/auth']) {
    await openAndHydrate(page, path);
    await expect(page.locator('main').first()).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('the admin area runs under its CSP without violations', async ({ page }) => {
  const problems = await watch(page);
  await loginAs(page, 'adm');
  await openAndHydrate(page, '/admin');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('another site cannot frame the pages', async ({ page }) => {
  const response = await page.request.get('/');
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['permissions-policy']).toContain('camera=()');
});
