/**
 * Every page a person can open — the public site, the pages a client opens from a link, and every staff
 * page of the sidebar — scanned by axe at desktop and phone widths: no serious or critical violation
 * (issue 25). The staff pages are opened as adm, who may open all of them; each page waits for its data
 * (no 'Carregando...' left) before the scan. Findings are collected across pages, so one run lists all.
 */
import type { Page } from '@playwright/test';
import { codersSections } from '@shared/catalog/coders';
import { expect, loginAs, seriousViolations, test } from './fixtures';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

const PUBLIC = ['/', '/plataforma/wildgo', '/questionario', '/privacidade', '/blog', '/meus-dados', '/auth'];
const STAFF = [
  '/admin',
  '/admin/leads',
  '/admin/projects',
  '/admin/appointments',
  '/admin/blog',
  '/admin/users',
  '/admin/settings',
  '/dashboard/comercial',
  '/dashboard/financeiro',
  '/dashboard/mkt',
  '/conta',
  '/coders',
  ...codersSections.flatMap((section) => section.pages.map((page) => `/coders/${section.id}/${page.slug}`)),
];

/**
 * Scans the page at each width in turn. The page is opened once and resized, not reloaded: the layout
 * answers the width through CSS and `useMediaQuery` (which follows 'change'), so the phone scan meets
 * the same page a phone would, and the sweep pays for one load and one data fetch per route.
 */
async function scan(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize(WIDTHS[0]);
  await page.goto(path);
  // The realtime stream keeps a request open, so wait for the page's own data instead of 'networkidle'.
  await expect(page.locator('main, [role="main"]').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Carregando...', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  const findings: string[] = [];
  for (const size of WIDTHS) {
    if (size !== WIDTHS[0]) await page.setViewportSize(size);
    findings.push(...(await seriousViolations(page)).map((line) => `${path} (${size.name}): ${line}`));
  }
  return findings;
}

test('public pages', async ({ page }) => {
  test.setTimeout(180_000);
  const findings: string[] = [];
  for (const path of PUBLIC) findings.push(...(await scan(page, path)));
  expect(findings).toEqual([]);
});

// The staff pages in groups of six, so the browser workers share them and each stays short.
const groups = Array.from({ length: Math.ceil(STAFF.length / 6) }, (_, i) => STAFF.slice(i * 6, i * 6 + 6));
for (const paths of groups) {
  test(`staff pages ${paths[0]} … ${paths.at(-1)}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await loginAs(page, 'adm');
    const findings: string[] = [];
    for (const path of paths) findings.push(...(await scan(page, path)));
    expect(findings).toEqual([]);
  });
}
